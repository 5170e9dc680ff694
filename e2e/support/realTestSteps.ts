// Reusable steps of the real-test flow: the client admin's Admin Dashboard views 1 and 2 (assign,
// paper answers, analyse and release, preparation tests) and the student's test and review screens.
// Nothing here names a particular test or student: pass them in.
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './a11y';
import { settled } from './navigation';
import {
  ASSIGNED_MESSAGE,
  chooseTimer,
  dialog,
  notification,
  openAdminDashboard,
  resultRow,
  studentRow,
} from './warmupTaking';

export const REAL_TEST_VIEW = '1 Real Test';
export const PERSONALIZED_VIEW = '2 Personalized Test';
export const PREPARATION_ASSIGNED = 'Preparation Test Assigned';
export const PREPARATION_ALREADY_ASSIGNED = 'Preparation Test Already Assigned';
export const PREPARATION_LIMIT_REACHED = 'Preparation Limit Reached';
export const ASSIGNMENT_DELETED = 'Assignment Deleted Successfully!';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Client admin: /client/assigntest, views 1 and 2

/** Assigns a real test from view 1, timed when `timer` (hh:mm:ss) is given; returns its new row. */
export async function assignRealTest(
  page: Page,
  {
    student,
    testName,
    timer,
    pause,
  }: {
    student: string;
    testName: string;
    timer?: string /** false: no pause; n: at most n minutes */;
    pause?: false | number;
  },
): Promise<Locator> {
  await openAdminDashboard(page, { student, view: REAL_TEST_VIEW });
  await page.getByLabel('Available Test', { exact: true }).selectOption({ label: testName });
  if (timer) await chooseTimer(page, timer);
  if (pause === false) await page.getByLabel('Allow pause', { exact: true }).uncheck();
  else if (pause !== undefined)
    await page.getByLabel('At most … minutes of pause', { exact: true }).fill(String(pause));
  await page.getByRole('button', { name: 'Assign Test' }).click();
  await notification(page, ASSIGNED_MESSAGE).waitFor();
  const row = resultRow(page, testName);
  await row.locator('[data-status]', { hasText: 'Assigned' }).waitFor();
  await checkA11y(page, 'Admin Dashboard, a real test assigned');
  return row;
}

/** A row's status word (Assigned, In progress, Paused, Taken, Released). */
export const statusOf = async (row: Locator) => (await row.locator('[data-status]').innerText()).trim();

/** The options chosen on the paper-answers dialog, by question number: a label, or '' for none. */
export async function enterPaperAnswers(row: Locator, page: Page, options: Record<number, string>): Promise<void> {
  await row.getByRole('button', { name: 'Enter Paper Answers' }).click();
  const box = dialog(page, 'Enter Paper Answers');
  await box.getByRole('table').waitFor();
  await checkA11y(page, 'Enter Paper Answers');
  for (const [n, label] of Object.entries(options)) {
    await box.getByLabel(`Option chosen for question ${n}`, { exact: true }).selectOption(label);
  }
  await box.getByRole('button', { name: 'Save and grade' }).click();
  await notification(page, 'Paper answers saved and graded').waitFor();
  await box.waitFor({ state: 'hidden' });
}

/** Uploads a CSV file on the open paper-answers dialog. */
export async function uploadPaperCsv(page: Page, box: Locator, csv: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await box.getByRole('button', { name: 'Upload CSV' }).click();
  await (await chooser).setFiles({ name: 'answers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

export interface AnalysedQuestion {
  n: number;
  chosen: string;
  correct: string;
  result: string;
}

/** The questions of a results table (admin analysis or student review) as shown. */
export async function resultRows(scope: Locator): Promise<AnalysedQuestion[]> {
  const rows = await scope.locator('tbody tr[data-question]').all();
  const out: AnalysedQuestion[] = [];
  for (const row of rows) {
    out.push({
      n: Number(await row.getAttribute('data-question')),
      chosen: (await row.locator('[data-chosen]').innerText()).trim(),
      correct: (await row.locator('[data-correct-answer]').innerText()).trim(),
      result: (await row.getAttribute('data-result')) ?? '',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Student: /student/dashboard, /student/test/:kind/:id and its review

/** Starts or resumes a real or preparation test from the dashboard and waits for its first question (axe runs). */
export async function startRealTest(page: Page, testName: string): Promise<void> {
  const row = await studentRow(page, testName);
  await row.getByRole('button', { name: new RegExp(`^(Start|Resume) ${escapeRegExp(testName)}$`) }).click();
  await page.waitForURL((url) => /^\/student\/test\/(master|personalized)\/\d+$/.test(url.pathname));
  await settled(page);
  await currentQuestion(page).waitFor();
  await checkA11y(page, 'Real Test screen');
}

/** The question the keyboard acts on. */
export const currentQuestion = (page: Page) => page.locator('section[data-current="true"]');

/** The number of the current question ("Question 3 of 10" gives 3). */
export async function currentNumber(page: Page): Promise<number> {
  return Number(await currentQuestion(page).getAttribute('data-question'));
}

/** The label of the option chosen on a question's panel ('' for none). */
export async function chosenOn(panel: Locator): Promise<string> {
  const checked = panel.locator('input[type="radio"]:checked');
  if ((await checked.count()) === 0) return '';
  return (await checked.getAttribute('data-option')) ?? '';
}

/** The palette's button of question n. */
export const paletteButton = (page: Page, n: number) =>
  page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: new RegExp(`^Question ${n},`) });

/** What a screen reader was last told. */
export const announcement = (page: Page) => page.locator('[data-announcement]');

/** Presses a key with nothing in a text field focused (the test screen's shortcuts). */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
}
