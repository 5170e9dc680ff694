// Reusable steps of the warm-up flow: the client admin's Admin Dashboard (assign, analyse, release)
// and the student's dashboard and Warm-up Test screen. Nothing here names a particular set or
// student: pass them in, so other flows (a set just imported and granted) can use the same steps.
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './a11y';
import { pathOf, settled, visit } from './navigation';

export const ADMIN_DASHBOARD = '/client/assigntest';
export const STUDENT_DASHBOARD = '/student/dashboard';
export const ASSIGNED_MESSAGE = 'Quiz/Warmup assigned successfully to student.';
export const ATTENTION_MESSAGE = 'Please Complete the Quiz or you can Pause the Quiz';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A shown notification with this text. */
export const notification = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** The open dialog whose title starts with `title`. */
export const dialog = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog', { name: typeof title === 'string' ? new RegExp(`^${escapeRegExp(title)}`) : title });

/** A table row whose "test name" cell is exactly `testName` (the newest first when several). */
export const resultRow = (page: Page, testName: string): Locator =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: testName, exact: true }) })
    .first();

/** Waits until nothing on the screen is loading. */
async function idle(page: Page) {
  await page
    .locator('[data-loading="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
}

// ---------------------------------------------------------------------------------------------
// Client admin: /client/assigntest

/** Opens the Admin Dashboard (checked with axe) unless already there, and picks the student and view. */
export async function openAdminDashboard(page: Page, options: { student?: string; view?: string } = {}): Promise<void> {
  if (pathOf(page) !== ADMIN_DASHBOARD) await visit(page, ADMIN_DASHBOARD);
  if (options.student) {
    await page.getByLabel('Select Student', { exact: true }).selectOption({ label: options.student });
    await idle(page);
  }
  if (options.view) {
    await page.getByLabel('View By', { exact: true }).selectOption({ label: options.view });
    await idle(page);
  }
}

/**
 * Change Timer: switches the timer on and picks hh:mm:ss (checked with axe while open). `opener` is
 * the Change Timer button to press: the assignment panel's by default, or an assigned row's.
 */
export async function chooseTimer(
  page: Page,
  time: string,
  opener: Locator = page.getByRole('button', { name: 'Change Timer' }).first(),
): Promise<void> {
  const [hours, minutes, seconds] = time.split(':') as [string, string, string];
  await opener.click();
  const box = dialog(page, 'Change Timer');
  await box.waitFor();
  await box.getByRole('switch', { name: 'Timed' }).check();
  await box.getByLabel('Hours', { exact: true }).selectOption(hours);
  await box.getByLabel('Minutes', { exact: true }).selectOption(minutes);
  await box.getByLabel('Seconds', { exact: true }).selectOption(seconds);
  await checkA11y(page, 'Change Timer');
  await box.getByRole('button', { name: 'Save' }).click();
  await box.waitFor({ state: 'hidden' });
}

/**
 * Assigns a warm-up set to a student from the Admin Dashboard (view 3 Warmup Test), timed when
 * `timer` (hh:mm:ss) is given, and waits for the success message and the new row.
 */
export async function assignWarmup(
  page: Page,
  { student, setName, timer }: { student: string; setName: string; timer?: string },
): Promise<Locator> {
  await openAdminDashboard(page, { student, view: '3 Warmup Test' });
  await page.getByLabel('Available Test', { exact: true }).selectOption({ label: setName });
  if (timer) await chooseTimer(page, timer);
  await page.getByRole('button', { name: 'Assign Warmup' }).click();
  await notification(page, ASSIGNED_MESSAGE).waitFor();
  const row = resultRow(page, setName);
  await row.getByText('Assigned: the student can take it now').waitFor();
  await checkA11y(page, 'Admin Dashboard after assigning');
  return row;
}

/**
 * Opens Scores and Stats of a taken warm-up (view 3 or 4 must show it), checks the dialog with axe,
 * releases the results to the student and closes it. Returns the score text shown ("17.0 / 20").
 */
export async function releaseResult(
  page: Page,
  { student, testName, view = '3 Warmup Test' }: { student: string; testName: string; view?: string },
): Promise<string> {
  await openAdminDashboard(page, { student, view });
  const row = resultRow(page, testName);
  await row.getByRole('button', { name: 'Scores and Stats' }).click();
  const box = dialog(page, 'Scores and Stats');
  await box.waitFor();
  const score = box.locator('[data-stat="Score"]');
  await score.waitFor();
  await checkA11y(page, 'Scores and Stats');
  const shown = (await score.innerText()).trim();
  await box.getByRole('button', { name: 'Release Results' }).click();
  await box.getByText('Released: the student can view scores and stats').waitFor();
  await box.getByRole('button', { name: 'Close' }).last().click();
  await box.waitFor({ state: 'hidden' });
  await row.getByText('Released', { exact: true }).waitFor();
  return shown;
}

// ---------------------------------------------------------------------------------------------
// Student: /student/dashboard and /student/warmup/:resultId

/** The student's dashboard row of a warm-up (newest first). */
export async function studentRow(page: Page, testName: string): Promise<Locator> {
  if (pathOf(page) !== STUDENT_DASHBOARD) await visit(page, STUDENT_DASHBOARD);
  const row = resultRow(page, testName);
  await row.waitFor();
  return row;
}

/** Starts (or resumes) a warm-up from the dashboard and waits for its question cards; axe runs on the screen. */
export async function startWarmup(page: Page, testName: string): Promise<void> {
  const row = await studentRow(page, testName);
  await row.getByRole('button', { name: new RegExp(`^(Start|Resume) ${escapeRegExp(testName)}$`) }).click();
  await page.waitForURL((url) => /^\/student\/warmup\/\d+$/.test(url.pathname));
  await settled(page);
  await answerInput(page, 1).waitFor();
  await checkA11y(page, 'Warm-up Test');
}

export const answerInput = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Answer for question ${n}`, exact: true });

/** How many questions the screen shows. */
export const questionCount = (page: Page) => page.getByRole('textbox', { name: /^Answer for question \d+$/ }).count();

export interface ShownQuestion {
  n: number;
  /** The card's accessible name: "Question 3: 6 × 7" (operand card) or "3. 6 x 7 =" (equation card). */
  label: string;
}

/** The cards in display order with their accessible names. */
export async function shownQuestions(page: Page): Promise<ShownQuestion[]> {
  const cards = await page.locator('[data-card]').all();
  const out: ShownQuestion[] = [];
  for (const [i, card] of cards.entries())
    out.push({ n: i + 1, label: ((await card.getAttribute('aria-label')) ?? '').trim() });
  return out;
}

/** Types an answer on the on-screen keypad (digits and minus), then closes it with Enter. */
export async function typeOnKeypad(page: Page, n: number, value: string): Promise<void> {
  await page.getByRole('button', { name: `Open keypad for question ${n}`, exact: true }).click();
  const pad = dialog(page, `Keypad for question ${n}`);
  await pad.waitFor();
  await checkA11y(page, 'keypad');
  for (const ch of value) {
    await pad.getByRole('button', { name: ch === '-' ? 'Minus' : ch, exact: true }).click();
  }
  await page.keyboard.press('Enter');
  await pad.waitFor({ state: 'hidden' });
}

/** Waits until the screen says every typed answer is saved on the server. */
export async function answersSaved(page: Page): Promise<void> {
  await page.locator('[data-sync="saved"]').waitFor();
}

/** The countdown's seconds left, as shown ("00 : 09 : 41"); null when the warm-up is untimed. */
export async function timeLeft(page: Page): Promise<number | null> {
  const value = page.getByRole('timer', { name: 'Time Elapsed' }).locator('[data-timer-value]');
  if ((await value.count()) === 0) return null;
  const [h, m, s] = (await value.innerText()).split(':').map((part) => Number(part.trim())) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

export interface TakeOptions {
  /** The answer to type for a shown question, or undefined to leave it blank. */
  answers: (question: ShownQuestion) => string | undefined;
  /** After typing this many answers, reload the page and check they are all still there. */
  reloadAfter?: number;
  /** Checks to run right after that reload (e.g. that the countdown went on). */
  onReload?: (page: Page) => Promise<void>;
  /** Question numbers typed on the on-screen keypad rather than the keyboard. */
  useKeypadFor?: readonly number[];
  /** The question typed with the connection down: the screen must keep it and send it once back online. */
  offlineAt?: number;
  /** The server's answer to the first submission is lost on the way back: the screen must send it again, with the same key. */
  loseFirstSubmitResponse?: boolean;
}

export interface TakeResult {
  /** What was typed, by question number. */
  typed: Record<number, string>;
  /** The Idempotency-Key of each submission request sent. */
  submitKeys: string[];
}

/**
 * Answers the open warm-up, optionally reloading part-way (the typed answers must come back) or
 * typing one answer offline, submits (optionally losing the server's first answer, so the screen
 * retries), and waits for the review (checked with axe).
 */
export async function takeWarmup(page: Page, options: TakeOptions): Promise<TakeResult> {
  const { answers, reloadAfter, onReload, useKeypadFor = [], offlineAt, loseFirstSubmitResponse } = options;
  const questions = await shownQuestions(page);
  const typed: Record<number, string> = {};
  const submitKeys: string[] = [];
  await page.route(/\/api\/warmup-result\/\d+\/$/, async (route) => {
    const request = route.request();
    if (request.method() !== 'PUT') return route.continue();
    submitKeys.push(request.headers()['idempotency-key'] ?? '');
    if (!loseFirstSubmitResponse || submitKeys.length > 1) return route.continue();
    // The server applies it; its answer never arrives.
    await route.fetch();
    await route.abort('connectionreset');
  });
  let count = 0;
  for (const question of questions) {
    const value = answers(question);
    if (value === undefined) continue;
    const offline = question.n === offlineAt;
    if (offline) await page.context().setOffline(true);
    if (useKeypadFor.includes(question.n)) await typeOnKeypad(page, question.n, value);
    else await answerInput(page, question.n).fill(value);
    if ((await answerInput(page, question.n).inputValue()) !== value)
      throw new Error(`Question ${question.n} shows another answer than ${value}`);
    if (offline) {
      await page.locator('[data-sync="offline"]').waitFor();
      await page.context().setOffline(false);
      await answersSaved(page);
    }
    typed[question.n] = value;
    count++;
    if (reloadAfter !== undefined && count === reloadAfter) {
      await answersSaved(page);
      await page.reload();
      await settled(page);
      await answerInput(page, 1).waitFor();
      for (const [n, text] of Object.entries(typed)) {
        const shown = await answerInput(page, Number(n)).inputValue();
        if (shown !== text) throw new Error(`After the reload question ${n} shows "${shown}", not "${text}"`);
      }
      await onReload?.(page);
    }
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // Submit asks first, as a real test does.
  await dialog(page, 'Submit the test?').getByRole('button', { name: 'Submit test' }).click();
  await page.getByRole('list', { name: 'Review of your answers' }).waitFor({ timeout: 20_000 });
  await page.unroute(/\/api\/warmup-result\/\d+\/$/);
  await checkA11y(page, 'Warm-up review');
  return { typed, submitKeys };
}

export interface ReviewedQuestion {
  n: number;
  correct: boolean;
  /** The "Ans : n" shown. */
  answer: string;
  text: string;
}

/** The review grid after submission (or in the Scores dialog): every question, right or wrong. */
export async function reviewOf(scope: Page | Locator): Promise<ReviewedQuestion[]> {
  const items = scope.getByRole('list', { name: 'Review of your answers' }).getByRole('listitem');
  const out: ReviewedQuestion[] = [];
  for (const item of await items.all()) {
    const text = (await item.innerText()).replace(/\s+/g, ' ').trim();
    out.push({
      n: Number(await item.getAttribute('data-question')),
      correct: (await item.getAttribute('data-correct')) === 'true',
      answer: /Ans : (\S+)/.exec(text)?.[1] ?? '',
      text,
    });
  }
  return out;
}

/** On the student dashboard: opens the released scores of a warm-up (axe runs) and returns the score shown. */
export async function seeScore(page: Page, testName: string): Promise<{ score: string; review: ReviewedQuestion[] }> {
  const row = await studentRow(page, testName);
  await row.getByRole('button', { name: `Scores of ${testName}`, exact: true }).click();
  const box = dialog(page, `Scores: ${testName}`);
  const score = box.locator('[data-stat="Score"]');
  await score.waitFor();
  await checkA11y(page, 'student Scores');
  const result = { score: (await score.innerText()).trim(), review: await reviewOf(box) };
  await box.getByRole('button', { name: 'Close' }).click();
  await box.waitFor({ state: 'hidden' });
  return result;
}
