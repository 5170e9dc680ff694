// Warm-ups end to end: the super admin imports a warm-up set and grants it to the client, the client
// admin assigns it timed, the student takes it (keypad, a reload mid-test, right and wrong answers),
// the server personalizes, the admin releases the results and the student sees the score.
// The steps run in order and share the server's data.
import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  DEMO,
  demoStudent,
  settled,
  signInAsClientAdmin,
  signInAsStudent,
  signInViaApi,
  useBrowser,
  visit,
} from '../support';
import {
  createWarmupSetViaWizard,
  grantWarmupSet,
  uniqueSetName,
  WARMUP_WIZARD_PATH,
} from '../support/warmupAuthoring';
import {
  ADMIN_DASHBOARD,
  answerInput,
  answersSaved,
  assignWarmup,
  ATTENTION_MESSAGE,
  chooseTimer,
  dialog,
  notification,
  openAdminDashboard,
  questionCount,
  releaseResult,
  resultRow,
  reviewOf,
  seeScore,
  startWarmup,
  studentRow,
  takeWarmup,
  timeLeft,
  type ShownQuestion,
} from '../support/warmupTaking';

// student4@demoacademy.com: no other e2e file uses this demo student.
const STUDENT = demoStudent(3);
const STUDENT_NAME = 'Diego Evans';
// Imported and granted by the first step. Its twenty equations are those of the demo set
// (server/src/seed/demo.ts), so the answers below are worked out from the cards as shown.
const SET = uniqueSetName('Flow Set');
const EQUATIONS = [
  '12 + 7 = 19',
  '45 - 18 = 27',
  '6 x 7 = 42',
  '56 / 8 = 7',
  '23 + 19 = 42',
  '90 - 37 = 53',
  '9 x 8 = 72',
  '81 / 9 = 9',
  '34 + 48 = 82',
  '72 - 29 = 43',
  '12 x 11 = 132',
  '144 / 12 = 12',
  '58 + 67 = 125',
  '100 - 45 = 55',
  '7 x 13 = 91',
  '96 / 6 = 16',
  '125 + 275 = 400',
  '63 - 64 = -1',
  '15 x 15 = 225',
  '225 / 15 = 15',
];
const PERSONALIZED = `${SET} Personalized 1`;
const RECOMMENDED = `${SET} Recommended Test`;

/** The right answer of an operand card ("Question 3: 6 × 7"). */
function rightAnswer({ label }: ShownQuestion): string {
  const match = /^Question \d+: (-?\d+) ([+\-×÷]) (-?\d+)$/.exec(label);
  if (!match) throw new Error(`Not an operand card: ${label}`);
  const [a, op, b] = [Number(match[1]), match[2], Number(match[3])];
  const value = op === '+' ? a + b : op === '-' ? a - b : op === '×' ? a * b : a / b;
  return String(value);
}

// Questions 2 and 5 wrong, 20 left blank, 18 (63 - 64 = -1) typed on the keypad with its minus key.
const WRONG = new Set([2, 5]);
const BLANK = new Set([20]);
const answerFor = (q: ShownQuestion) =>
  BLANK.has(q.n) ? undefined : WRONG.has(q.n) ? String(Number(rightAnswer(q)) + 1) : rightAnswer(q);

describe('warm-ups end to end', () => {
  const browser = useBrowser();

  it('the super admin imports the set with the wizard and grants it to the client', async () => {
    const { page } = browser;
    await signInViaApi(page, 'superadmin', WARMUP_WIZARD_PATH);
    const { setName } = await createWarmupSetViaWizard(page, { name: SET, equations: EQUATIONS });
    expect(setName).toBe(SET);
    const grant = await grantWarmupSet(page, { adminEmail: DEMO.clientAdmin.email, setName: SET });
    expect(grant.message).toMatch(/^Quiz Assigned To Admin .+ Successfully$/);
  });

  it('the client admin assigns the warm-up set, timed, to a student', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await page.getByRole('navigation', { name: 'Client admin' }).getByRole('link', { name: 'Admin DashBoard' }).click();
    await page.waitForURL((url) => url.pathname === ADMIN_DASHBOARD);
    await settled(page);
    expect(await page.locator('h1').innerText()).toBe('Admin Dashboard');
    await checkA11y(page, 'Admin Dashboard');

    // View 1 assigns real tests (real-test-flow.test.ts); the warm-ups are under view 3.
    await openAdminDashboard(page, { student: STUDENT_NAME, view: '1 Real Test' });
    await page.getByRole('heading', { name: 'Assign a real test' }).waitFor();
    await checkA11y(page, 'Admin Dashboard, view 1');

    const row = await assignWarmup(page, { student: STUDENT_NAME, setName: SET, timer: '00:10:00' });
    expect(await row.getByRole('cell').nth(1).innerText()).toBe('Warmup');
    expect(await row.getByText('Not taken yet').count()).toBe(2);
  });

  it('the student takes it: keypad, a reload that keeps the answers, a trapped logout, then the review', async () => {
    const { page } = browser;
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, SET);
    expect(await row.getByText('Not taken').innerText()).toBe('Not taken');
    await startWarmup(page, SET);
    expect(await page.locator('h1').innerText()).toBe('Warm-up Test');

    // The countdown comes from the server: ten minutes at most, counting down.
    const timer = page.getByRole('timer', { name: 'Time Elapsed' });
    const shown = (await timer.locator('[data-timer-value]').innerText()).trim();
    expect(shown).toMatch(/^00 : (10 : 00|09 : [0-5]\d)$/);
    await expect.poll(() => timeLeft(page), { timeout: 5000 }).toBeLessThan(600);
    expect(await page.locator('[data-card]').count()).toBe(20);

    // Leaving mid-test is held: the bar's Logout and the browser's back both show the Attention! alert.
    await answerInput(page, 1).fill('19');
    await page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Logout' }).click();
    const attention = dialog(page, 'Attention!');
    await attention.getByText(ATTENTION_MESSAGE).waitFor();
    await checkA11y(page, 'Attention! alert');
    await attention.getByRole('button', { name: 'OK' }).click();
    await attention.waitFor({ state: 'hidden' });
    await page.goBack();
    await attention.getByText(ATTENTION_MESSAGE).waitFor();
    await attention.getByRole('button', { name: 'OK' }).click();
    await attention.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toMatch(/^\/student\/warmup\/\d+$/);

    const before = (await timeLeft(page))!;
    const { typed, submitKeys } = await takeWarmup(page, {
      answers: answerFor,
      reloadAfter: 10,
      // The countdown goes on from the server's time left: a reload does not restart it.
      onReload: async () => {
        const after = (await timeLeft(page))!;
        expect(after).toBeGreaterThan(0);
        expect(after).toBeLessThan(before);
      },
      useKeypadFor: [18],
      offlineAt: 12,
      loseFirstSubmitResponse: true,
    });
    expect(typed[18]).toBe('-1');
    expect(Object.keys(typed)).toHaveLength(19);
    // The lost answer made the screen send the submission again, as the same attempt.
    expect(submitKeys).toHaveLength(2);
    expect(submitKeys[0]).toMatch(/\S/);
    expect(submitKeys[1]).toBe(submitKeys[0]);

    const review = await reviewOf(page);
    expect(review).toHaveLength(20);
    for (const q of review) {
      const right = !WRONG.has(q.n) && !BLANK.has(q.n);
      expect(q.correct, `question ${q.n}`).toBe(right);
      expect(q.text).toContain(right ? 'Correct' : 'Wrong');
    }
    expect(review.find((q) => q.n === 2)!.answer).toBe(String(Number(typed[2]) - 1));
    expect(review.find((q) => q.n === 18)!.answer).toBe('-1');

    // Back on the dashboard: awaiting results, and the personalized warm-up the server made.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/student/dashboard');
    await settled(page);
    await resultRow(page, SET).getByText('Awaiting results').waitFor();
    await resultRow(page, PERSONALIZED)
      .getByRole('button', { name: `Start ${PERSONALIZED}` })
      .waitFor();
    await checkA11y(page, 'student dashboard after the warm-up');
  }, 60_000);

  it('the admin sees the personalized warm-up, analyses the result and releases it', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await visit(page, ADMIN_DASHBOARD);

    // View 4: the personalized warm-up the submission created, within the client's limit of two.
    await openAdminDashboard(page, { student: STUDENT_NAME, view: '4 Warmup Personalized' });
    await resultRow(page, PERSONALIZED).waitFor();
    // The demo student has taken warm-ups of the demo sets too: personalize from this one.
    const from = page.getByLabel('Personalize from', { exact: true });
    const source = await from.locator('option', { hasText: `${SET} (` }).getAttribute('value');
    await from.selectOption(source ?? '');
    await page.getByText('Personalized warm-ups from this sitting: 1 of 2').waitFor();
    await checkA11y(page, 'Admin Dashboard, view 4');
    await page.getByRole('button', { name: 'Assign Personalized Warmup' }).click();
    await notification(page, 'Quiz/Warmup assigned successfully to student.').waitFor();
    await resultRow(page, `${SET} Personalized 2`).waitFor();
    await page.getByRole('status').filter({ hasText: 'Personalized Test Count Limit Reached' }).waitFor();

    // Remove asks first, then confirms.
    await resultRow(page, `${SET} Personalized 2`).getByRole('button', { name: 'Remove' }).click();
    const confirm = dialog(page, 'Are you sure?');
    await confirm.waitFor();
    await checkA11y(page, 'Remove confirmation');
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await notification(page, 'Assignment Deleted Successfully!').waitFor();
    await resultRow(page, `${SET} Personalized 2`).waitFor({ state: 'detached' });

    // Change Timer of an assigned warm-up: the Recommended Test gets five seconds.
    await chooseTimer(page, '00:00:05', resultRow(page, RECOMMENDED).getByRole('button', { name: 'Change Timer' }));
    await notification(page, 'Timer changed').waitFor();

    // View 3, Completed: the taken warm-up; Scores and Stats, then release.
    await openAdminDashboard(page, { view: '3 Warmup Test' });
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Completed', { exact: true }).click();
    const score = await releaseResult(page, { student: STUDENT_NAME, testName: SET });
    expect(score).toBe('17.0 / 20');
    await resultRow(page, SET).getByText('Released: the student can view scores and stats').waitFor();
    await checkA11y(page, 'Admin Dashboard after the release');
  }, 60_000);

  it('the student sees the released score', async () => {
    const { page } = browser;
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, SET);
    await row.getByText('Results released').waitFor();
    const { score, review } = await seeScore(page, SET);
    expect(score).toBe('17.0 / 20');
    expect(review.filter((q) => q.correct)).toHaveLength(17);

    // The personalized warm-up (the three missed questions, timed by the set's duration): Pause keeps the time and answers.
    await startWarmup(page, PERSONALIZED);
    expect(await questionCount(page)).toBe(3);
    expect(await timeLeft(page)).toBeGreaterThan(0);
    await answerInput(page, 1).fill('7');
    await answersSaved(page);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/student/dashboard');
    await settled(page);
    await resultRow(page, PERSONALIZED).getByText('In progress').waitFor();
    await checkA11y(page, 'student dashboard with a paused warm-up');
    await startWarmup(page, PERSONALIZED);
    expect(await answerInput(page, 1).inputValue()).toBe('7');

    // The Recommended Test, given five seconds: the countdown reaching zero submits it, untouched.
    await (await studentRow(page, RECOMMENDED)).getByRole('button', { name: `Start ${RECOMMENDED}` }).click();
    await page.getByRole('timer', { name: 'Time Elapsed' }).waitFor();
    await page.getByRole('list', { name: 'Review of your answers' }).waitFor({ timeout: 20_000 });
    const timedOut = await reviewOf(page);
    expect(timedOut).toHaveLength(3);
    expect(timedOut.every((q) => !q.correct)).toBe(true);
  }, 60_000);
});
