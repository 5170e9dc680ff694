import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, heading, signInViaApi, useBrowser, visit } from '../support';
import {
  chooseFile,
  chooseQuiz,
  createTestViaApi,
  downloadedText,
  downloadOf,
  fillTestFields,
  listedQuestions,
  openPart,
  parts,
  PNG_1PX,
  TEST_BROWSER_PATH,
  TWO_GIFT_QUESTIONS,
  uniqueTestName,
} from '../support/authoring';
import { closeNotifications, DATA_TOOL_PATH, notification } from '../support/warmupAuthoring';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const questions = (page: Page) => page.getByRole('region', { name: 'Questions' });

/** Opens the Data Tool at META with `testName` chosen. */
async function openTest(page: Page, testName: string) {
  await visit(page, DATA_TOOL_PATH);
  await openPart(page, 'META DATA');
  await chooseQuiz(page, testName);
}

describe('super admin: authoring in the Data Tool', () => {
  const ui = useBrowser();

  it('adds a test in META, writes a question with a formula, changes its key, adds a step with an image', async () => {
    const { page } = ui;
    const testName = uniqueTestName('Fractions');
    await signInViaApi(page, 'superadmin', DATA_TOOL_PATH);

    // META with nothing chosen: add a new test (every field required).
    await openPart(page, 'META DATA');
    await expect.poll(() => heading(page)).toBe('Manage Test');
    expect(await button(page, 'Update').isDisabled()).toBe(true);
    await button(page, 'add').click();
    await notification(page, 'Please Fillout All fields').waitFor();
    await fillTestFields(page, { name: testName });
    // The level is optional; chosen, it is stored and shown.
    await field(page, 'Level').selectOption('Intermediate');
    await checkA11y(page, 'META, a new test');
    await button(page, 'add').click();
    await notification(page, `Test ${testName} Added Successfully`).waitFor();
    // After add the new test is the chosen one: its fields, Update, and its QUESTIONS open.
    const quizzes = page.getByRole('region', { name: 'QUIZES' });
    await expect
      .poll(() => quizzes.getByRole('button', { name: testName, exact: true }).getAttribute('aria-current'))
      .toBe('true');
    await expect.poll(() => field(page, 'Test Name').inputValue()).toBe(testName);
    expect(await field(page, 'Level').inputValue()).toBe('Intermediate');
    expect(await button(page, 'add').isDisabled()).toBe(true);
    expect(await parts(page).getByRole('button', { name: 'QUESTIONS', exact: true }).isDisabled()).toBe(false);
    // SUMMARY shows its level.
    await openPart(page, 'SUMMARY');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: testName, exact: true }) });
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('Intermediate');
    await row.getByRole('button', { name: `Open ${testName}` }).click();
    await expect.poll(() => field(page, 'Test Name').inputValue()).toBe(testName);

    // QUESTIONS: a question with $\frac{1}{2}$, previewed while typing.
    await openPart(page, 'QUESTIONS');
    await expect.poll(() => heading(page)).toBe('Manage Questions');
    await button(page, 'add').click();
    await notification(page, 'Please Fillout All Fields').waitFor();
    await expect.poll(() => field(page, 'Question Number').inputValue()).toBe('1');
    await field(page, 'Complexity').selectOption('2');
    await field(page, 'Question Type').selectOption('multiple choice');
    await field(page, 'Question Header').fill('Fractions');
    await field(page, 'Question Text').fill('What is $\\frac{1}{2}$ of 8?');
    const preview = page.getByRole('group', { name: 'Preview of Question Text' });
    await preview.locator('.katex .mfrac').waitFor();
    expect(await preview.locator('annotation').textContent()).toBe('\\frac{1}{2}');
    await checkA11y(page, 'a question with a formula, previewed');
    await closeNotifications(page);
    await button(page, 'add').click();
    await notification(page, 'Success').waitFor();
    // After add the saved question goes straight to its ANSWERS (no going back to pick it in QUESTIONS).
    await expect.poll(() => heading(page)).toBe('Answer Options');
    expect(await parts(page).getByRole('button', { name: 'ANSWERS', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );

    // ANSWERS of # 1: five options, the key on option 5 (the legacy list could not), then changed to option 2.
    await page.locator('.katex').first().waitFor();
    for (const [i, option] of ['2', '4', '6', '8', '$\\frac{16}{2}$'].entries()) {
      await field(page, `Option ${i + 1}`).fill(option);
    }
    await field(page, 'Correct Answer').selectOption('Option 5');
    await button(page, 'add').click();
    await notification(page, 'Options Added Successfully').waitFor();
    await expect.poll(() => button(page, 'Update').isDisabled()).toBe(false);
    await field(page, 'Correct Answer').selectOption('Option 2');
    await button(page, 'Update').click();
    await notification(page, 'Options Updated Successfully').waitFor();
    await checkA11y(page, 'answer options');

    // STEPS: step 1 is required; an image over 1,000,000 bytes is refused; a step with an image is saved.
    await openPart(page, 'STEPS');
    await expect.poll(() => heading(page)).toBe('Add Steps');
    await closeNotifications(page);
    await button(page, 'add').click();
    await notification(page, 'Please Fillout all the Fields!').waitFor();
    await field(page, 'Step 1').fill('Half of 8 is $8 \\div 2$');
    const tooLarge = Buffer.concat([PNG_1PX, Buffer.alloc(1_000_001 - PNG_1PX.length)]);
    await chooseFile(page, 'Step 1 Image', { name: 'big.png', content: tooLarge, mimeType: 'image/png' });
    await notification(page, 'File size Limit exceeds!').waitFor();
    await chooseFile(page, 'Step 1 Image', { name: 'half.png', content: PNG_1PX, mimeType: 'image/png' });
    await page.getByRole('img', { name: 'Preview of Step 1 Image' }).waitFor();
    await button(page, 'add').click();
    await notification(page, 'Steps Added').waitFor();
    // Stored: the preview now shows the server's copy.
    await expect
      .poll(() => page.getByRole('img', { name: 'Preview of Step 1 Image' }).getAttribute('src'))
      .toMatch(/^\/media\//);
    await field(page, 'Step 2').fill('So the answer is 4');
    await button(page, 'Update').click();
    await notification(page, 'Steps Updated').waitFor();
    await checkA11y(page, 'steps with an image');

    // The Manage Test browser shows the question rendered, the new key and the step with its image.
    await visit(page, TEST_BROWSER_PATH);
    await page.getByRole('region', { name: 'Subjects' }).getByRole('button', { name: 'SAT', exact: true }).click();
    await page.getByRole('region', { name: 'Tests' }).getByRole('button', { name: testName, exact: true }).click();
    await button(page, 'Details of question 1').click();
    const dialog = page.getByRole('dialog', { name: 'Question # 1' });
    await dialog.getByText('Key: Option 2').waitFor();
    await dialog.locator('.katex .mfrac').first().waitFor();
    await dialog.getByText('So the answer is 4').waitFor();
    await expect
      .poll(() =>
        dialog
          .getByRole('img', { name: 'Image of step 1 of question 1' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1);
    await checkA11y(page, 'question details with math and a step image');

    // Delete asks first and names the question.
    await openTest(page, testName);
    await openPart(page, 'QUESTIONS');
    await questions(page)
      .getByRole('button', { name: /^# 1\b/ })
      .click();
    await button(page, 'delete').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText("You won't be able to revert this!").waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await notification(page, 'Question Number 1 has been deleted Successfully').waitFor();
    await page.getByText('No questions yet').waitFor();
  }, 120_000);

  it('imports a GIFT file from META after a preview, and exports the test as GIFT and JSON', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', DATA_TOOL_PATH);
    const testName = uniqueTestName('Moodle');
    await createTestViaApi(page, testName);
    await openTest(page, testName);

    await button(page, 'Import Questions').click();
    const dialog = page.getByRole('dialog', { name: `Import questions into ${testName}` });
    await dialog.getByLabel('File Format').selectOption('gift');
    await chooseFile(page, 'Question File', { name: 'moodle.gift', content: TWO_GIFT_QUESTIONS });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('heading', { name: `2 questions for ${testName}: confirm to save them` }).waitFor();
    await dialog.getByText('7 has no divisor but 1 and itself.').waitFor();
    await dialog.locator('.katex').first().waitFor();
    await checkA11y(page, 'GIFT import preview');
    await dialog.getByRole('button', { name: 'Import 2 questions' }).click();
    await notification(page, `Questions Imported Successfully to ${testName}`).waitFor();

    await openPart(page, 'QUESTIONS');
    await expect.poll(() => listedQuestions(page)).toEqual(['# 1', '# 2']);
    await questions(page)
      .getByRole('button', { name: /^# 2\b/ })
      .click();
    await expect.poll(() => field(page, 'Question Header').inputValue()).toBe('Squares');
    await openPart(page, 'ANSWERS');
    await expect.poll(() => field(page, 'Option 1').inputValue()).toBe('True');
    await expect.poll(() => field(page, 'Correct Answer').inputValue()).toBe('1');

    // Export: the server's files, downloaded.
    await openPart(page, 'META DATA');
    const gift = await downloadOf(page, () => button(page, 'Export GIFT').click());
    const giftText = await downloadedText(gift);
    expect(giftText).toContain('::Primes::');
    expect(giftText).toContain('=7');
    const json = await downloadOf(page, () => button(page, 'Export JSON').click());
    const file = JSON.parse(await downloadedText(json)) as { test: { test_name: string }; questions: unknown[] };
    expect(file.test.test_name).toBe(testName);
    expect(file.questions).toHaveLength(2);
    const qti = await downloadOf(page, () => button(page, 'Export QTI').click());
    expect(qti.suggestedFilename()).toMatch(/\.zip$/);
  }, 90_000);
});
