import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, heading, signInViaApi, useBrowser, visit, waitForPath } from '../support';
import {
  CONVERSION_PATH,
  chooseFile,
  downloadedText,
  downloadOf,
  fillTestFields,
  listedQuestions,
  openPart,
  pdfBytes,
  TWO_TAGGED_QUESTIONS,
  uniqueTestName,
} from '../support/authoring';
import { closeNotifications, DATA_TOOL_PATH, notification } from '../support/warmupAuthoring';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const choose = (page: Page, label: string, name: string, content: Buffer | string, mimeType?: string) =>
  chooseFile(page, label, { name, content, mimeType });

describe('super admin: the Conversion Tool', () => {
  const ui = useBrowser();

  it('creates a test, converts a PDF to text, imports two tagged questions and finds them in the Data Tool and Manage Test', async () => {
    const { page } = ui;
    const testName = uniqueTestName('Converted');
    await signInViaApi(page, 'superadmin', CONVERSION_PATH);
    await expect.poll(() => heading(page)).toBe('Conversion Tool');
    // The bar shows the tool again, in the spec's place.
    const bar = page.getByRole('navigation', { name: 'Super admin' });
    expect(await bar.getByRole('link', { name: 'Conversion Tool' }).getAttribute('aria-current')).toBe('page');

    // (1) Create Test: every field required; Next waits for a saved test.
    expect(await button(page, 'Next').isDisabled()).toBe(true);
    expect(await button(page, 'Previous').isDisabled()).toBe(true);
    await button(page, 'Add Test').click();
    await notification(page, 'Please Fillout All fields').waitFor();
    await fillTestFields(page, { name: testName });
    // Grade level is asked only for Tutoring and Classes.
    expect(await field(page, 'Grade Level').count()).toBe(0);
    await button(page, 'Add Test').click();
    await page.getByText(`${testName} is saved.`).waitFor();
    await checkA11y(page, 'conversion tool, test saved');
    await button(page, 'Next').click();

    // (2) Convert PDF to Doc: a PDF made here; its text downloads.
    await page.getByRole('heading', { name: 'Convert PDF to Doc', level: 2 }).waitFor();
    await button(page, 'Convert').click();
    await notification(page, 'Please Select Text File').waitFor();
    await choose(
      page,
      'PDF File',
      'paper.pdf',
      pdfBytes(['Question 1: What is half of 8?', 'Question 2: Name a prime.']),
      'application/pdf',
    );
    const text = await downloadOf(page, () => button(page, 'Convert').click());
    expect(text.suggestedFilename()).toBe('paper.txt');
    const converted = await downloadedText(text);
    expect(converted).toContain('Question 1: What is half of 8?');
    expect(converted).toContain('Question 2: Name a prime.');
    await notification(page, 'Document Converted Successfully! Text File Download will start now').waitFor();
    await checkA11y(page, 'conversion tool, converted');

    // A file that is not a readable PDF: 'An Error occured' and the error log downloads.
    await closeNotifications(page);
    await choose(page, 'PDF File', 'broken.pdf', 'this is not a pdf', 'application/pdf');
    const log = await downloadOf(page, () => button(page, 'Convert').click());
    expect(log.suggestedFilename()).toBe('broken-error-log.txt');
    expect(await downloadedText(log)).toContain('An Error occured while converting the document.');
    await notification(page, 'An Error occured').waitFor();

    // (3) Import Doc to Table: the test of step 1 is chosen; the file is checked before anything is sent.
    await button(page, 'Next').click();
    await page.getByRole('heading', { name: 'Import Doc to Table', level: 2 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Test' }).locator('option:checked').innerText()).toBe(testName);
    await button(page, 'Import').click();
    await notification(page, 'Please Select Text File').waitFor();
    await choose(page, 'Question File', 'questions.doc', TWO_TAGGED_QUESTIONS);
    await button(page, 'Import').click();
    await notification(page, 'Please Select Text file only').waitFor();

    // A broken answer tag: the spec's message, and where (line and tag); nothing is saved.
    await choose(page, 'Question File', 'broken.txt', '<q>One?==1</q>\n<a>1&&2&&3==1</a>\n');
    await button(page, 'Import').click();
    const problems = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
    await problems.getByText('Something went wrong check Answer tags', { exact: true }).waitFor();
    await problems.getByText(/\(line 2, <a>\)/).waitFor();
    await checkA11y(page, 'conversion tool, broken tags');

    // The good file: every question previewed with options, key, steps and rendered math, then Cancel.
    await choose(page, 'Question File', 'questions.txt', TWO_TAGGED_QUESTIONS);
    await button(page, 'Import').click();
    await page.getByRole('heading', { name: `2 questions for ${testName}: confirm to save them` }).waitFor();
    const options = page.getByRole('list', { name: 'Options of question 1' });
    expect((await options.getByRole('listitem').allTextContents()).map((s) => s.replace(/\s+/g, ' ').trim())).toEqual([
      '2',
      '4Correct answer',
      '6',
      '8',
    ]);
    await page.getByRole('list', { name: 'Steps of question 1' }).getByText('So the answer is 4').waitFor();
    await page.locator('.katex').first().waitFor();
    await checkA11y(page, 'conversion tool, import preview');
    await button(page, 'Cancel').click();
    await notification(page, 'Import Cancelled !').waitFor();

    // Again, and Confirm: saved in one request, named after the test.
    await button(page, 'Import').click();
    await button(page, 'Import 2 questions').click();
    await notification(page, `Questions Imported Successfully to ${testName}`).waitFor();
    await button(page, 'Done').click();
    await notification(page, 'Processing complete!').waitFor();
    await expect.poll(() => field(page, 'Test Name').inputValue()).toBe('');
    expect(await button(page, 'Next').isDisabled()).toBe(true);

    // The Data Tool: SUMMARY lists the test; its questions are # 1 and # 2.
    await visit(page, DATA_TOOL_PATH);
    await button(page, `Open ${testName}`).click();
    await expect.poll(() => heading(page)).toBe('Manage Test');
    await openPart(page, 'QUESTIONS');
    await expect.poll(() => heading(page)).toBe('Manage Questions');
    await expect.poll(() => listedQuestions(page)).toEqual(['# 1', '# 2']);
    await page
      .getByRole('region', { name: 'Questions' })
      .getByRole('button', { name: /^# 2\b/ })
      .click();
    await expect.poll(() => field(page, 'Question Text').inputValue()).toBe('Which number is prime?');
    await openPart(page, 'ANSWERS');
    await expect.poll(() => field(page, 'Correct Answer').inputValue()).toBe('3');
    await checkA11y(page, 'answer options of an imported question');

    // The Manage Test browser, from SUMMARY: subject, year, test, the paged table and Details.
    await openPart(page, 'SUMMARY');
    await page.getByRole('link', { name: 'Browse the questions in Manage Test' }).click();
    await waitForPath(page, '/superadmin/test-browser');
    await expect.poll(() => heading(page)).toBe('Manage Test');
    await page.getByRole('region', { name: 'Subjects' }).getByRole('button', { name: 'SAT', exact: true }).click();
    const year = String(new Date().getFullYear());
    await page.getByRole('region', { name: 'Years' }).getByRole('button', { name: year, exact: true }).click();
    await page.getByRole('region', { name: 'Tests' }).getByRole('button', { name: testName, exact: true }).click();
    const table = page.getByRole('table', { name: `${testName}: 2 questions` });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    await table.locator('.katex').first().waitFor();
    await checkA11y(page, 'manage test browser');
    await button(page, 'Details of question 1').click();
    const dialog = page.getByRole('dialog', { name: 'Question # 1' });
    await dialog.getByRole('list', { name: 'Options of question 1' }).getByText('Correct answer').waitFor();
    await dialog.getByText('Key: Option 2').waitFor();
    await dialog.getByText('Half of 8 is 8 divided by 2').waitFor();
    await dialog.locator('.katex').first().waitFor();
    await checkA11y(page, 'question details');
  }, 90_000);
});
