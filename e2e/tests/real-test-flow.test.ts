// Real tests end to end: the client admin gives a student extra time and assigns a timed test; the
// student takes it by keyboard, reloads in the middle (nothing is lost), pauses, changes an answer and
// submits; the admin analyses and so releases it; the student reviews it with View Steps (and the demo's
// released test with View Video); preparation tests are made from the wrong answers up to the client's
// limit; a test left open submits itself at zero; a paper sitting is entered by the admin.
// The steps run in order and share the server's data.
import { request, type Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, demoStudent, signInAsClientAdmin, signInAsStudent, useBrowser, visit } from '../support';
import { createGrantedTest } from '../support/realTestSetup';
import {
  ASSIGNMENT_DELETED,
  announcement,
  assignRealTest,
  chosenOn,
  currentNumber,
  currentQuestion,
  enterPaperAnswers,
  PERSONALIZED_VIEW,
  PREPARATION_ALREADY_ASSIGNED,
  PREPARATION_ASSIGNED,
  PREPARATION_LIMIT_REACHED,
  paletteButton,
  press,
  REAL_TEST_VIEW,
  resultRows,
  startRealTest,
  statusOf,
  uploadPaperCsv,
} from '../support/realTestSteps';
import { uniqueSetName } from '../support/warmupAuthoring';
import {
  ATTENTION_MESSAGE,
  answersSaved,
  chooseTimer,
  dialog,
  notification,
  openAdminDashboard,
  resultRow,
  studentRow,
} from '../support/warmupTaking';

// student3@ and student5@demoacademy.com: no other e2e file uses these demo students.
const STUDENT = demoStudent(2);
const STUDENT_NAME = 'Chloe Davis';
const PAPER_STUDENT_NAME = 'Emma Foster';
// student2@: the sign-in test only signs in with it.
const TIMED_STUDENT = demoStudent(1);
const TIMED_STUDENT_NAME = 'Ben Carter';
const NAME = uniqueSetName('Real Flow Test');
/** Released to every demo student by the demo data (server/src/seed/demo-activity.ts), with step videos. */
const DEMO_RELEASED = 'SAT Practice Test 1';

// Answers worked out by hand: B, C, C, C are right. The student ends with B, C, nothing, A: 2 of 4.
const QUESTIONS = [
  {
    text: 'If $3x + 5 = 20$, what is $x$?',
    options: ['3', '5', '15', '25/3'],
    key: 2,
    steps: ['Subtract 5 from both sides: $3x = 15$', 'Divide both sides by 3', 'So $x = 5$'],
  },
  { text: 'What is 15% of 80?', options: ['8', '10', '12', '15'], key: 3, steps: ['15% is 0.15', '0.15 × 80 = 12'] },
  { text: 'What is $2^5$?', options: ['10', '16', '32', '64'], key: 3 },
  { text: 'Which number is prime?', options: ['4', '6', '7', '9'], key: 3 },
];
const EXPECTED_RESULTS = [
  { n: 1, chosen: 'B: 5', correct: 'B: 5', result: 'Correct' },
  { n: 2, chosen: 'C: 12', correct: 'C: 12', result: 'Correct' },
  { n: 3, chosen: '(no answer)', correct: 'C: 32', result: 'Unanswered' },
  { n: 4, chosen: 'A: 4', correct: 'C: 7', result: 'Wrong' },
];

/** Seconds on the countdown ("00 : 09 : 41"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = await page.getByRole('timer', { name: 'Time left' }).locator('[data-timer-value]').innerText();
  const [h, m, s] = text.split(':').map((part) => Number(part.trim())) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

describe('real tests', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    await createGrantedTest(api, { name: NAME, questions: QUESTIONS });
    await api.dispose();
  });

  it('the admin gives the student double time, then assigns the test with a ten-minute timer', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await visit(page, '/client/students');
    const list = page.getByRole('region', { name: 'Students' });
    await list.getByRole('button', { name: STUDENT.firstName }).click();
    await expect.poll(() => page.getByLabel('First Name', { exact: true }).inputValue()).toBe(STUDENT.firstName);
    const extraTime = page.getByLabel('Accommodation (extra time)', { exact: true });
    await extraTime.selectOption({ label: 'Double time (2x)' });
    await page.getByRole('button', { name: 'Update' }).click();
    await notification(page, `Student ${STUDENT.firstName} Updated`).waitFor();
    await list.getByRole('button', { name: STUDENT.firstName }).click();
    await expect.poll(() => extraTime.inputValue()).toBe('2');

    const row = await assignRealTest(page, { student: STUDENT_NAME, testName: NAME, timer: '00:10:00', pause: 5 });
    // The accommodation applies to the time allowed: ten minutes doubled.
    expect(await row.innerText()).toContain('Time: 00:20:00');
    // Assigned and not taken: not yet on offer again, no results to see.
    expect(await row.getByRole('button', { name: 'Reassign' }).count()).toBe(0);
    expect(await row.getByText('Not taken yet').count()).toBe(2);
  });

  it('the student takes it by keyboard, reloads, changes an answer and submits', async () => {
    const { page } = browser;
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, NAME);
    expect(await row.locator('[data-state]').innerText()).toBe('To take');
    await page.locator('[data-accommodation]').getByText('Double time (2x)').waitFor();
    await startRealTest(page, NAME);
    expect(await page.locator('h1').innerText()).toBe('Real Test');
    // The server's clock, twenty minutes with the double time, counting down.
    await expect.poll(() => secondsLeft(page), { timeout: 5000 }).toBeLessThan(1200);
    expect(await secondsLeft(page)).toBeGreaterThan(1100);
    expect(await page.getByText('Question 1 of 4').count()).toBe(1);
    // The math of the question is rendered by KaTeX.
    await currentQuestion(page).locator('[data-math="rendered"]').first().waitFor();

    // A chooses the first option, N moves on, 3 chooses the third, F flags: all announced.
    await press(page, 'a');
    expect(await chosenOn(currentQuestion(page))).toBe('A');
    await expect.poll(() => announcement(page).innerText()).toBe('A chosen for question 1');
    await press(page, 'n');
    await expect.poll(() => currentNumber(page)).toBe(2);
    await press(page, '3');
    await press(page, 'f');
    await expect.poll(() => announcement(page).innerText()).toBe('Question 2 flagged for review');
    expect(await paletteButton(page, 2).getAttribute('aria-label')).toBe('Question 2, answered, flagged for review');
    expect(await paletteButton(page, 3).getAttribute('aria-label')).toBe('Question 3, unanswered');
    await answersSaved(page);

    // All the questions in a list; the choice is remembered across the reload.
    await page.getByText('All in a list', { exact: true }).click();
    await expect.poll(() => page.locator('section[data-question]').count()).toBe(4);
    await checkA11y(page, 'Real Test, all in a list');
    await page.reload();
    await currentQuestion(page).waitFor();
    expect(await page.locator('section[data-question]').count()).toBe(4);
    const panel = (n: number) => page.locator(`section[data-question="${n}"]`);
    expect(await chosenOn(panel(1))).toBe('A');
    expect(await chosenOn(panel(2))).toBe('C');
    expect(await paletteButton(page, 2).getAttribute('aria-label')).toBe('Question 2, answered, flagged for review');
    // The clock went on from where the server had it.
    expect(await secondsLeft(page)).toBeLessThan(1200);

    // Question 1 changed to B; question 4 answered A; question 3 left blank.
    await paletteButton(page, 1).click();
    await expect.poll(() => currentNumber(page)).toBe(1);
    await press(page, 'b');
    expect(await chosenOn(panel(1))).toBe('B');
    for (let i = 0; i < 3; i++) await press(page, 'n');
    await expect.poll(() => currentNumber(page)).toBe(4);
    await press(page, '1');
    expect(await chosenOn(panel(4))).toBe('A');
    await answersSaved(page);

    // Pause keeps the time left; the dashboard offers Resume with it. The five minutes of pause the
    // admin allowed are shown beside it.
    expect(await page.locator('[data-pause-left]').innerText()).toBe('Pause time left: 00 : 05 : 00');
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = await studentRow(page, NAME);
    expect(await paused.locator('[data-state]').innerText()).toBe('In progress');
    expect(await paused.locator('[data-time-left]').innerText()).toMatch(/^00:(1\d|20):\d\d left$/);
    await startRealTest(page, NAME);
    expect(await chosenOn(panel(4))).toBe('A');
    expect(await chosenOn(panel(1))).toBe('B');

    // Leaving mid-test is held.
    await page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Logout' }).click();
    const attention = dialog(page, 'Attention!');
    await attention.getByText(ATTENTION_MESSAGE).waitFor();
    await checkA11y(page, 'Attention! alert');
    await attention.getByRole('button', { name: 'OK' }).click();
    await attention.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = dialog(page, 'Submit the test?');
    await confirm.getByText('Unanswered: 1').waitFor();
    await checkA11y(page, 'Submit the test?');
    await confirm.getByRole('button', { name: 'Submit test' }).click();
    await page.locator('[data-submitted]').waitFor();
    await checkA11y(page, 'Real Test submitted');

    await page.getByRole('button', { name: 'Back' }).click();
    const after = await studentRow(page, NAME);
    expect(await after.locator('[data-state]').innerText()).toBe('Waiting for release');
    expect(await after.getByRole('button', { name: `Review ${NAME}` }).count()).toBe(0);
  }, 60_000);

  it('the admin analyses the answers, which releases them', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await openAdminDashboard(page, { student: STUDENT_NAME, view: REAL_TEST_VIEW });
    const row = resultRow(page, NAME);
    expect(await statusOf(row)).toBe('Taken');
    expect(await row.locator('[data-score]').innerText()).toBe('2.0 / 4 (50.0%)');

    await row.getByRole('button', { name: `Analyse ${NAME}` }).click();
    // Opening it releases the results: the dashboard asks first (release-confirmation.test.ts).
    await dialog(page, 'Release the results?').getByRole('button', { name: 'Release and Open' }).click();
    const box = dialog(page, 'Analyse Test Answers');
    await box.locator('[data-released]').waitFor();
    expect(await resultRows(box)).toEqual(EXPECTED_RESULTS);
    expect(await box.locator('[data-stat]').count()).toBe(0);
    await box.getByRole('button', { name: 'Show Stats' }).click();
    expect(await box.locator('[data-stat="Score"]').innerText()).toBe('2.0 / 4');
    expect(await box.locator('[data-stat="Percentage"]').innerText()).toBe('50.0%');
    await checkA11y(page, 'Analyse Test Answers');
    await box.getByRole('button', { name: 'Hide Stats' }).click();
    expect(await box.locator('[data-stat]').count()).toBe(0);
    await box.getByRole('button', { name: 'Close' }).last().click();
    await box.waitFor({ state: 'hidden' });
    await expect.poll(() => statusOf(row)).toBe('Released');

    await row.getByRole('button', { name: `Scores and Stats of ${NAME}` }).click();
    const scores = dialog(page, 'Scores and Stats');
    expect(await scores.locator('[data-stat="Wrong"]').innerText()).toBe('1');
    expect(await scores.locator('[data-stat="Unanswered"]').innerText()).toBe('1');
    await checkA11y(page, 'Scores and Stats');
    await scores.getByRole('button', { name: 'Close' }).last().click();
    // Taken: Reassign is offered.
    await row.getByRole('button', { name: 'Reassign' }).waitFor();
  });

  it('the student reviews it with View Steps, and a released demo test with View Video', async () => {
    const { page } = browser;
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, NAME);
    expect(await row.locator('[data-state]').innerText()).toBe('Released');
    await row.getByRole('button', { name: `Review ${NAME}` }).click();
    await page.waitForURL((url) => /^\/student\/test\/master\/\d+\/review$/.test(url.pathname));
    await page.locator('[data-stat="Score"]').waitFor();
    expect(await page.locator('[data-stat="Score"]').innerText()).toBe('2.0 / 4');
    expect(await resultRows(page.locator('main'))).toEqual(EXPECTED_RESULTS);
    await checkA11y(page, 'Test Review');

    await page.getByRole('button', { name: 'View Steps of question 1' }).click();
    const steps = dialog(page, 'View Steps');
    await steps.getByText('Question 1', { exact: true }).waitFor();
    // No internal id on a student's screen.
    expect(await steps.getByText(/question id/i).count()).toBe(0);
    await steps.getByText('Subtract 5 from both sides:').waitFor();
    await steps.locator('[data-math="rendered"]').first().waitFor();
    await checkA11y(page, 'View Steps');
    await steps.getByRole('button', { name: 'Next step' }).click();
    await steps.getByText('Divide both sides by 3').waitFor();
    await steps.getByRole('button', { name: 'Show all' }).click();
    // The three steps written, no empty fourth.
    expect(await steps.getByRole('region').count()).toBe(3);
    await steps.getByRole('button', { name: 'Show less' }).click();
    expect(await steps.getByRole('region').count()).toBe(0);
    await steps.getByRole('button', { name: 'Close' }).last().click();
    await steps.waitFor({ state: 'hidden' });
    // Question 3 has no steps: nothing to open.
    expect(await page.getByRole('button', { name: 'View Steps of question 3' }).count()).toBe(0);

    // No step video on this test: nothing to open.
    expect(await page.getByRole('button', { name: /^View Video/ }).count()).toBe(0);

    // The demo's released SAT Practice Test 1 has step videos on question 1: a general one and one of the student's
    // own client (§6: both are theirs to see).
    await page.getByRole('button', { name: 'Back' }).click();
    const demo = await studentRow(page, DEMO_RELEASED);
    await demo.getByRole('button', { name: `Review ${DEMO_RELEASED}` }).click();
    await page.getByRole('button', { name: 'View Video of question 1' }).click();
    const video = dialog(page, 'View Video');
    await video.getByText('Question 1', { exact: true }).waitFor();
    await video.getByText('Video 1 of 2').waitFor();
    expect(await video.locator('video').getAttribute('src')).toMatch(/^(https:\/\/|\/)/);
    expect(await video.locator('video').getAttribute('controls')).not.toBeNull();
    await checkA11y(page, 'View Video');
    await video.getByRole('button', { name: 'Next video' }).click();
    await video.getByText('Video 2 of 2').waitFor();
    expect(await video.getByRole('button', { name: 'Next video' }).isDisabled()).toBe(true);
    await video.getByRole('button', { name: 'Previous video' }).click();
    await video.getByText('Video 1 of 2').waitFor();
    await video.getByRole('button', { name: 'Close' }).last().click();
    await video.waitFor({ state: 'hidden' });
  });

  it('preparation tests are made from the wrong answers until the limit', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await openAdminDashboard(page, { student: STUDENT_NAME, view: PERSONALIZED_VIEW });
    const assign = page.locator('[data-preparation]');
    const count = page.locator('[data-preparation-count]');
    await count.waitFor();
    const limit = Number(/of (\d+)$/.exec(await count.innerText())?.[1]);
    expect(limit).toBeGreaterThan(0);
    await checkA11y(page, 'Admin Dashboard, view 2');

    for (let n = 1; n <= limit; n++) {
      expect(await assign.innerText()).toBe('Assign Preparation Test');
      await assign.click();
      await notification(page, PREPARATION_ASSIGNED).waitFor();
      const prep = resultRow(page, `${NAME} Personalized ${n}`);
      await prep.waitFor();
      await expect.poll(() => assign.innerText()).toBe(PREPARATION_ALREADY_ASSIGNED);
      expect(await assign.isDisabled()).toBe(true);
      // Made of the wrong and unanswered questions, 3 and 4: the paper dialog offers those only.
      await enterPaperAnswers(prep, page, { 3: 'C', 4: 'A' });
      await expect.poll(() => statusOf(prep)).toBe('Taken');
      expect(await prep.locator('[data-score]').innerText()).toBe('1.0 / 2 (50.0%)');
    }
    await expect.poll(() => assign.isDisabled()).toBe(true);
    await page.locator('[data-preparation-reason]').getByText(PREPARATION_LIMIT_REACHED).waitFor();
    await checkA11y(page, 'Admin Dashboard, preparation limit reached');

    // The student has them on the dashboard, beside the real test.
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, `${NAME} Personalized 1`);
    expect(await row.innerText()).toContain('Preparation test');
  }, 60_000);

  it('a timed test left open submits itself when the time runs out', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    const row = await assignRealTest(page, { student: TIMED_STUDENT_NAME, testName: NAME, pause: false });
    await chooseTimer(page, '00:00:05', row.getByRole('button', { name: 'Change Timer' }));
    await notification(page, 'Timer changed').waitFor();
    await expect.poll(() => row.innerText()).toContain('Time: 00:00:05');

    await signInAsStudent(page, TIMED_STUDENT);
    await startRealTest(page, NAME);
    // Pausing was not allowed: there is no Pause to stop the clock.
    expect(await page.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    await press(page, 'b');
    await answersSaved(page);
    // Five seconds (ten with double time): the countdown reaching zero submits.
    await page.locator('[data-submitted]').waitFor({ timeout: 25_000 });

    await signInAsClientAdmin(page);
    await openAdminDashboard(page, { student: TIMED_STUDENT_NAME, view: REAL_TEST_VIEW });
    await expect.poll(() => statusOf(resultRow(page, NAME))).toBe('Taken');
    expect(await resultRow(page, NAME).locator('[data-score]').innerText()).toBe('1.0 / 4 (25.0%)');
  }, 60_000);

  it('the admin enters a paper sitting from a CSV file, refused with a report when bad', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    const row = await assignRealTest(page, { student: PAPER_STUDENT_NAME, testName: NAME });
    // The timer is on by default, at the test's own duration (20 minutes).
    expect(await row.innerText()).toContain('Time: 00:20:00');
    await row.getByRole('button', { name: 'Enter Paper Answers' }).click();
    const box = dialog(page, 'Enter Paper Answers');
    await box.getByRole('table').waitFor();

    await uploadPaperCsv(page, box, 'question_number,option\n1,B\n9,C\n2,Z\n');
    const report = box.locator('[data-row-report]');
    await report.waitFor();
    const text = await report.innerText();
    expect(text).toContain('The test has no question 9');
    expect(text).toContain('"Z" is not an option: give one of A, B, C, D or a position from 1 to 4');
    // Away from Upload CSV: a light button under the pointer is drawn lighter than the theme's contrast allows.
    await page.mouse.move(0, 0);
    await checkA11y(page, 'paper answers refused');
    expect(await statusOf(row)).toBe('Assigned');

    // Labels in any case or positions: B, C, C, A gives 3 of 4.
    await uploadPaperCsv(page, box, 'question_number,option\n1,B\n2,c\n3,3\n4,A\n');
    await notification(page, 'Paper answers saved and graded').waitFor();
    await box.waitFor({ state: 'hidden' });
    await expect.poll(() => statusOf(row)).toBe('Taken');
    expect(await row.locator('[data-score]').innerText()).toBe('3.0 / 4 (75.0%)');

    // Reassign, then remove the new assignment with its confirmation.
    await row.getByRole('button', { name: 'Reassign' }).click();
    await notification(page, 'Quiz/Warmup assigned successfully to student.').waitFor();
    const again = resultRow(page, NAME);
    await expect.poll(() => statusOf(again)).toBe('Assigned');
    await again.getByRole('button', { name: 'Remove' }).click();
    const confirm = dialog(page, 'Are you sure?');
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await notification(page, ASSIGNMENT_DELETED).waitFor();
    await expect.poll(() => statusOf(resultRow(page, NAME))).toBe('Taken');
  }, 60_000);
});
