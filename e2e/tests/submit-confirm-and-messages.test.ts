// Submitting (issue 26): a warm-up asks before it is sent, as a real test does (Enter after the last answer
// moves to Submit, Enter there opens the question, Enter again sends it), and each test screen says one
// thing once submitted, true to what it shows. The student is made here: the demo students' rows belong
// to other files.
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, signInAsStudent, useBrowser } from '../support';
import { asClientAdmin, ok } from '../support/adminApi';
import { createGrantedTest } from '../support/realTestSetup';
import { press, startRealTest } from '../support/realTestSteps';
import { assignRealTestViaApi, assignWarmupViaApi } from '../support/studentSittings';
import { uniqueSetName } from '../support/warmupAuthoring';
import { answerInput, dialog, questionCount, resultRow, reviewOf } from '../support/warmupTaking';

const RUN = Date.now().toString(36);
const STUDENT = { email: `submit.${RUN}@demoacademy.com`, password: 'submit4242' };
/** Granted to the demo client by the demo data. */
const WARMUP_SET = 'Warmup Set 2';
const NAME = uniqueSetName('Submit Message Test');

let api: APIRequestContext;

/** Whether the element has the focus. */
const focused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement === document.querySelector(s), selector);

describe('submitting a warm-up and a real test', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    api = await request.newContext({ baseURL: inject('baseUrl') });
    const admin = await asClientAdmin(api);
    await ok(
      admin('POST', '/api/student/', {
        Student_First_Name: `Sami${RUN.replace(/\d/g, '')}`,
        Student_Last_Name: 'Rao',
        email: STUDENT.email,
        password: STUDENT.password,
        confirm_password: STUDENT.password,
        Student_Mobile: '555-010-3003',
        City: 'Springfield',
        State: 'Illinois',
        Zip_Code: '62701',
        Grade_Level: 'Grade 9',
        GAP: '3.1',
        Enroll_Program: JSON.stringify(['SAT']),
        Assign_Teachers: 'Victor',
      }),
    );
  });
  afterAll(() => api.dispose());

  it('a warm-up asks before it is sent: Enter after the last answer, Enter on Submit asks, Enter again sends', async () => {
    const { page } = browser;
    await assignWarmupViaApi(api, { setName: WARMUP_SET, student: STUDENT, timer: '00:10:00' });
    await signInAsStudent(page, STUDENT);
    await resultRow(page, WARMUP_SET)
      .getByRole('button', { name: `Start ${WARMUP_SET}`, exact: true })
      .click();
    await answerInput(page, 1).waitFor();
    const count = await questionCount(page);
    await answerInput(page, 1).focus();
    for (let n = 1; n <= count; n++) {
      await page.keyboard.type(String(n));
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => focused(page, '[data-warmup-submit]')).toBe(true);
    await page.keyboard.press('Enter');
    const confirm = dialog(page, 'Submit the test?');
    await confirm.getByText(`Answered: ${count}`).waitFor();
    expect(await confirm.getByText('Unanswered: 0').count()).toBe(1);
    // Asked, not sent: the cards are still there to change.
    expect(await page.locator('[data-submitted]').count()).toBe(0);
    await checkA11y(page, 'Submit the warm-up?');
    // Keep answering goes back without sending.
    await confirm.getByRole('button', { name: 'Keep answering' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await answerInput(page, 1).isEditable()).toBe(true);

    await page.locator('[data-warmup-submit]').focus();
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    // The focus starts on Submit test: Enter sends it.
    await expect
      .poll(() => confirm.getByRole('button', { name: 'Submit test' }).evaluate((b) => b === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    const submitted = page.locator('[data-submitted="submitted"]');
    await submitted.waitFor();

    // One thing said, and it is what the screen shows: each answer marked, at once.
    expect((await submitted.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      'Submitted Each answer is marked Correct or Wrong below, with the right answer.',
    );
    const review = await reviewOf(page);
    expect(review).toHaveLength(count);
    expect(review.every((q) => /\b(Correct|Wrong)\b/.test(q.text))).toBe(true);
    await checkA11y(page, 'Warm-up submitted');
  }, 90_000);

  it('a real test submitted says so in one sentence', async () => {
    const { page } = browser;
    const test = await createGrantedTest(api, {
      name: NAME,
      questions: [{ text: 'What is 2 + 2?', options: ['3', '4', '5', '6'], key: 2 }],
    });
    await assignRealTestViaApi(api, { testId: test.id, student: STUDENT });
    await signInAsStudent(page, STUDENT);
    await startRealTest(page, NAME);
    await press(page, 'b');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog(page, 'Submit the test?').getByRole('button', { name: 'Submit test' }).click();
    const submitted = page.locator('[data-submitted="submitted"]');
    await submitted.waitFor();
    expect((await submitted.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      'Submitted Your scores will be shown once your teacher releases the results.',
    );
  }, 60_000);
});
