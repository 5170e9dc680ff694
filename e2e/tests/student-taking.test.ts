// The student's side of a real test beyond the main flow (real-test-flow.test.ts): a reload in the
// middle returns to the question the student was on; an imported header that numbers the question by
// its file ("Question 1" on the test's fourth) is not shown; the review shows the options' texts and
// the question's figure; View Steps shows the fifth step and no empty one; and a timed real test or
// warm-up that runs out says so. Assignments and the release are made through the API.
import { type APIRequestContext, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, demoStudent, signInAsStudent, useBrowser } from '../support';
import { type CreatedTest, createGrantedTest } from '../support/realTestSetup';
import {
  chosenOn,
  currentNumber,
  currentQuestion,
  paletteButton,
  press,
  startRealTest,
} from '../support/realTestSteps';
import {
  assignRealTestViaApi,
  assignWarmupViaApi,
  FRACTION_QUESTIONS as QUESTIONS,
  releaseRealTestViaApi,
} from '../support/studentSittings';
import { uniqueSetName } from '../support/warmupAuthoring';
import { answersSaved, dialog, studentRow } from '../support/warmupTaking';

// student1@: the sign-in test only signs in with it.
const STUDENT = demoStudent(0);
const NAME = uniqueSetName('Student Taking Test');
const TIMED_NAME = uniqueSetName('Student Timed Test');
/** Granted to the demo client by the demo data. */
const WARMUP_SET = 'Warmup Set 2';

let api: APIRequestContext;
let test: CreatedTest;
let timed: CreatedTest;
let sittingId = 0;

describe('the student taking and reviewing a test', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    api = await request.newContext({ baseURL: inject('baseUrl') });
    test = await createGrantedTest(api, { name: NAME, questions: QUESTIONS });
    timed = await createGrantedTest(api, { name: TIMED_NAME, duration: '00:00:05', questions: QUESTIONS.slice(1) });
  });
  afterAll(() => api.dispose());

  it('a reload in the middle returns to the question the student was on, answers kept', async () => {
    const { page } = browser;
    sittingId = await assignRealTestViaApi(api, { testId: test.id, student: STUDENT });
    await signInAsStudent(page, STUDENT);
    await startRealTest(page, NAME);
    await press(page, 'a');
    await press(page, 'n');
    await press(page, 'b');
    await press(page, 'n');
    await expect.poll(() => currentNumber(page)).toBe(3);
    await answersSaved(page);

    await page.reload();
    await currentQuestion(page).waitFor();
    expect(await currentNumber(page)).toBe(3);
    expect(await currentQuestion(page).getByRole('heading').innerText()).toBe('Question 3 of 4');
    expect(await paletteButton(page, 1).getAttribute('aria-label')).toBe('Question 1, answered');
    expect(await paletteButton(page, 2).getAttribute('aria-label')).toBe('Question 2, answered');
    await press(page, 'c');
    await answersSaved(page);
    await press(page, 'p');
    await press(page, 'p');
    expect(await chosenOn(currentQuestion(page))).toBe('A');

    // The fourth question: its place in the test, not the "Question 1" its file gave it.
    await paletteButton(page, 4).click();
    await expect.poll(() => currentNumber(page)).toBe(4);
    expect(await currentQuestion(page).getByRole('heading').innerText()).toBe('Question 4 of 4');
    expect(await currentQuestion(page).getByText('Question 1', { exact: true }).count()).toBe(0);
    await press(page, 'c');
    await answersSaved(page);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog(page, 'Submit the test?').getByRole('button', { name: 'Submit test' }).click();
    const submitted = page.locator('[data-submitted]');
    await submitted.waitFor();
    expect(await submitted.getAttribute('data-submitted')).toBe('submitted');
    expect(await submitted.innerText()).not.toContain('Time is up');
  }, 60_000);

  it('the review shows the options’ texts with their formulas, the figure, and every step written', async () => {
    const { page } = browser;
    await releaseRealTestViaApi(api, sittingId);
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, NAME);
    await row.getByRole('button', { name: `Review ${NAME}` }).click();
    await page.waitForURL((url) => /^\/student\/test\/master\/\d+\/review$/.test(url.pathname));
    await page.locator('[data-stat="Score"]').waitFor();
    expect(await page.locator('[data-stat="Score"]').innerText()).toBe('3.0 / 4');

    const options = page.getByRole('list', { name: 'Options of question 1' });
    expect(await options.getByRole('listitem').count()).toBe(4);
    const first = options.locator('[data-option="A"]');
    await first.locator('[data-math="rendered"]').waitFor();
    // The fraction at full size: KaTeX's smaller inline figures (size3) are not used.
    expect(await first.locator('.mfrac').count()).toBe(1);
    expect(await first.locator('.mfrac .size3').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Options of question 2' }).innerText()).toContain('C. 12');
    const figure = page.getByRole('img', { name: 'Figure of question 1' });
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const fourth = page.locator('tr[data-question="4"]');
    expect(await fourth.getByText('Question 1', { exact: true }).count()).toBe(0);
    await checkA11y(page, 'Test Review with options and figure');

    await page.getByRole('button', { name: 'View Steps of question 1' }).click();
    const steps = dialog(page, 'View Steps');
    await steps.getByText('Step 1 of 4').waitFor();
    for (let i = 0; i < 3; i++) await steps.getByRole('button', { name: 'Next step' }).click();
    await steps.getByText('Step 4 of 4').waitFor();
    await steps.getByText('So A', { exact: true }).waitFor();
    expect(await steps.getByRole('button', { name: 'Next step' }).isDisabled()).toBe(true);
    expect(await steps.getByText(/Nothing written/).count()).toBe(0);
    await steps.getByRole('button', { name: 'Show all' }).click();
    const regions = steps.getByRole('region');
    expect(await regions.evaluateAll((all) => all.map((r) => r.getAttribute('aria-label')))).toEqual([
      'Step 1',
      'Step 2',
      'Step 3',
      'Step 4',
    ]);
    expect(await regions.last().innerText()).toContain('So A');
    await checkA11y(page, 'View Steps, five steps written, the fourth empty');
  }, 60_000);

  it('a timed real test left to run out says the time is up and the answers were sent', async () => {
    const { page } = browser;
    await assignRealTestViaApi(api, { testId: timed.id, student: STUDENT, timer: true });
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, TIMED_NAME);
    await row.getByRole('button', { name: `Start ${TIMED_NAME}` }).click();
    await currentQuestion(page).waitFor();
    await press(page, 'c');
    const submitted = page.locator('[data-submitted="time-up"]');
    await submitted.waitFor({ timeout: 20_000 });
    expect(await submitted.getAttribute('role')).toBe('alert');
    const text = await submitted.innerText();
    expect(text).toContain('Time is up');
    expect(text).toContain('The time ran out, so your answers were sent for you.');
    await checkA11y(page, 'Real Test, time up');
    await page.getByRole('button', { name: 'Back' }).click();
    const after = await studentRow(page, TIMED_NAME);
    expect(await after.locator('[data-state]').innerText()).toBe('Waiting for release');
  }, 60_000);

  it('a timed warm-up left to run out says the same', async () => {
    const { page } = browser;
    await assignWarmupViaApi(api, { setName: WARMUP_SET, student: STUDENT, timer: '00:00:05' });
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, WARMUP_SET);
    await row.getByRole('button', { name: `Start ${WARMUP_SET}` }).click();
    await page.getByRole('textbox', { name: 'Answer for question 1', exact: true }).fill('1');
    const submitted = page.locator('[data-submitted="time-up"]');
    await submitted.waitFor({ timeout: 20_000 });
    const text = await submitted.innerText();
    expect(text).toContain('Time is up');
    expect(text).toContain('The time ran out, so your answers were sent for you.');
    await checkA11y(page, 'Warm-up Test, time up');
  }, 60_000);
});
