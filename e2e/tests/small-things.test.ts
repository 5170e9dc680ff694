// Issue 16's small things, in Chromium: the contrast of "Delete video" and of the super admin's footer,
// measured by hand; a status badge shown whole on a phone; a delete confirmation declined in every way says
// the record is safe; adding a question says which; the Data Tool lists each question's first words; a
// refused form takes the user to its field in error; a name too long is told so.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoStudent, signInAsStudent, signInViaApi, useBrowser, visit } from '../support';
import { apiAs, chooseQuiz, createTestViaApi, listedQuestions, openPart, uniqueTestName } from '../support/authoring';
import { contrastOf } from '../support/contrast';
import { closeNotifications, DATA_TOOL_PATH, notification } from '../support/warmupAuthoring';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const questionList = (page: Page) => page.getByRole('region', { name: 'Questions' });

/** A test with one question (a formula in it) and a step video on that question, made through the API. */
async function testWithVideo(page: Page): Promise<string> {
  const name = uniqueTestName('Small Things');
  const quiz = await createTestViaApi(page, name);
  const api = await apiAs(page, 'superadmin');
  const added = await api.postMultipart('/quiz/question/', {
    master_qnsbank: String(quiz),
    question_number: '1',
    question_complexity: '1',
    question_type: 'multiple choice',
    question_header: 'Fractions',
    question_text: 'What is $\\frac{1}{2}$ of the sum of 8, 12, 16 and 20, rounded down?',
  });
  if (added.status() !== 201) throw new Error(`Could not add the question: ${await added.text()}`);
  const question = ((await added.json()) as { questionid: number }).questionid;
  // An mp4's first bytes (a box of type ftyp), then zeros: a video by its content, as the server checks.
  const bytes = Buffer.alloc(4096);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]).copy(bytes);
  const begun = await api.post('/quiz/stpvideo/uploads/', {
    question,
    file_name: 'lesson.mp4',
    content_type: 'video/mp4',
    size: bytes.length,
  });
  const { ticket, url } = (await begun.json()) as { ticket: string; url: string };
  const parts = (await (await api.post('/quiz/stpvideo/uploads/parts/', { ticket })).json()) as {
    parts: Array<{ part_number: number; url: string }>;
  };
  const put = await page.request.put(parts.parts[0]!.url, {
    data: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  const etag = put.headers().etag ?? '';
  const done = await api.post('/quiz/stpvideo/uploads/complete/', { ticket, parts: [{ part_number: 1, etag }] });
  if (!done.ok()) throw new Error(`Could not complete the upload: ${await done.text()}`);
  const saved = await api.post('/quiz/stpvideo/', { question, master_qnsbank: quiz, section_code: 1, urls: [url] });
  if (!saved.ok()) throw new Error(`Could not save the video: ${await saved.text()}`);
  return name;
}

describe('issue 16: small things that looked unfinished', () => {
  const ui = useBrowser();

  it('Data Tool: readable Delete video and footer, a question list with first words, a meaningful Success, and every way of declining a delete says the video is safe', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', DATA_TOOL_PATH);
    const testName = await testWithVideo(page);
    await visit(page, DATA_TOOL_PATH);
    await openPart(page, 'META DATA');
    await chooseQuiz(page, testName);
    await openPart(page, 'QUESTIONS');

    // The footer's version, on the bar's colour: at least 4.5:1 (it was white on white).
    expect(await contrastOf(page.getByText('Version 01.02'))).toBeGreaterThanOrEqual(4.5);

    // The list shows the question's first words beside its number, the formula as text, cut with '…'.
    const first = questionList(page).getByRole('button', { name: /^# 1\b/ });
    expect((await first.innerText()).replace(/\s+/g, ' ').trim()).toBe('# 1 What is 1/2 of the sum of 8, 12, 16 and…');

    // Adding a question says which was added, not "Success / Success".
    await expect.poll(() => field(page, 'Question Number').inputValue()).toBe('2');
    await field(page, 'Complexity').selectOption('1');
    await field(page, 'Question Type').selectOption('multiple choice');
    await field(page, 'Question Header').fill('Primes');
    await field(page, 'Question Text').fill('Which number is prime?');
    await closeNotifications(page);
    await page.getByRole('button', { name: 'add', exact: true }).click();
    const added = notification(page, 'Question 2 Added Successfully');
    await added.waitFor();
    expect((await added.innerText()).split('\n').map((line) => line.trim())).toContain('Success');
    // A saved question goes straight to its ANSWERS (issue 26); the list is QUESTIONS'.
    await openPart(page, 'QUESTIONS');
    await expect.poll(() => listedQuestions(page)).toEqual(['# 1', '# 2']);
    expect(
      await questionList(page)
        .getByRole('button', { name: /^# 2\b/ })
        .innerText(),
    ).toContain('Which number is prime?');

    // VIDEOS of # 1: the Delete video button reads at least 4.5:1 (it was red on red).
    await first.click();
    await openPart(page, 'VIDEOS');
    const remove = page.getByRole('button', { name: 'Delete video', exact: true });
    await remove.waitFor();
    expect(await contrastOf(remove)).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(remove.locator('.mantine-Button-label'))).toBeGreaterThanOrEqual(4.5);

    // Declined by Cancel, by the close button, by Esc and by a click outside: 'Video is Safe' each time.
    const confirmation = page.getByRole('dialog', { name: 'Are you sure?' });
    const declines: Array<[string, () => Promise<void>]> = [
      ['Cancel', () => confirmation.getByRole('button', { name: 'Cancel' }).click()],
      ['the close button', () => confirmation.getByRole('button', { name: 'Close' }).click()],
      ['Esc', () => page.keyboard.press('Escape')],
      ['a click outside', () => page.mouse.click(5, 5)],
    ];
    for (const [way, decline] of declines) {
      await closeNotifications(page);
      await remove.click();
      await confirmation.waitFor();
      await decline();
      await confirmation.waitFor({ state: 'hidden' });
      await notification(page, 'Video is Safe').waitFor({ timeout: 3000 });
      expect(await page.getByTestId('step-video').count(), way).toBe(1);
    }

    // Confirmed: deleted, and nothing says it is safe.
    await closeNotifications(page);
    await remove.click();
    await confirmation.getByRole('button', { name: 'Yes, delete it!' }).click();
    await notification(page, 'Video Deleted Successfully').waitFor();
    await expect.poll(() => page.getByTestId('step-video').count()).toBe(0);
    expect(await page.locator('.mantine-Notification-root').filter({ hasText: 'Video is Safe' }).count()).toBe(0);
  }, 90_000);

  it('Teacher Profile: a refused form takes the user to the field in error; a name too long is told so', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', '/client/teachers');
    await expect.poll(() => field(page, 'First Name').inputValue()).not.toBe('');

    const name = field(page, 'First Name');
    await name.fill('A'.repeat(101));
    await name.blur();
    const described = () =>
      name.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    await expect.poll(described).toContain("Name Shouldn't be more than 100 characters!");
    expect(await described()).not.toContain('special characters');
    await name.fill('Maria');
    await name.blur();

    // A wrong mobile number, then Update from the bottom of the page: the mobile field gets the focus, in view.
    const mobile = field(page, 'Mobile');
    await mobile.fill('555');
    await mobile.blur();
    const update = page.getByRole('button', { name: 'Update', exact: true });
    await update.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await update.click();
    await notification(page, 'Invalid Form!').waitFor();
    await expect.poll(() => mobile.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        mobile.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  }, 60_000);
});

describe('issue 16: a status badge on a phone', () => {
  const ui = useBrowser({ viewport: { width: 390, height: 844 } });

  it('shows "Waiting for release" whole, not cut with an ellipsis', async () => {
    const { page } = ui;
    // The demo's students each have Reading and Writing 1 taken and waiting for release.
    await signInAsStudent(page, demoStudent(3));
    const labels = page.locator('.mantine-Badge-label').filter({ hasText: 'Waiting for release' });
    await labels.first().waitFor();
    const cut = await labels.evaluateAll(
      (all) => all.filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1).length,
    );
    expect(cut).toBe(0);
  }, 60_000);
});
