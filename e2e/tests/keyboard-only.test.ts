// A whole real test and a whole warm-up by keyboard alone: the student reaches every control with Tab,
// answers with the shortcut keys shown on screen (1-5 or A-E, N, P, F; Enter on a warm-up card), types on
// the keypad dialog by keys, and submits, never clicking. Every screen on the way passes axe with no
// violation of any impact, the focus is drawn where it is, and the countdown's five- and one-minute
// warnings land in a polite live region. Assignments are made through the API.
import { type APIRequestContext, type Locator, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, demoStudent, settled, signInAsStudent, useBrowser } from '../support';
import { type CreatedTest, createGrantedTest, type SetupQuestion } from '../support/realTestSetup';
import {
  announcement,
  chosenOn,
  currentNumber,
  currentQuestion,
  paletteButton,
  press,
  startRealTest,
} from '../support/realTestSteps';
import { assignRealTestViaApi, assignWarmupViaApi } from '../support/studentSittings';
import { uniqueSetName } from '../support/warmupAuthoring';
import { answerInput, dialog, questionCount, resultRow, STUDENT_DASHBOARD } from '../support/warmupTaking';

// student2@: the other files only sign in with it or give it a timed test of their own.
const STUDENT = demoStudent(1);
const NAME = uniqueSetName('Keyboard Test');
const TIMED_NAME = uniqueSetName('Keyboard Timed Test');
/** Granted to the demo client by the demo data, which has the student take it once (so it may be assigned again). */
const WARMUP_SET = 'Warmup Set 2';
const STRICT = { every: true };

const QUESTIONS: SetupQuestion[] = [
  { text: 'What is 2 + 3?', options: ['4', '5', '6', '7'], key: 2 },
  { text: 'What is 3 × 4?', options: ['7', '10', '12', '14'], key: 3 },
  { text: 'What is 10 − 4?', options: ['6', '5', '4', '3'], key: 1 },
];

let api: APIRequestContext;
let test: CreatedTest;
let timed: CreatedTest;

/** Whether the element has the focus (polled by the tests: a dialog hands it back once its closing transition ends). */
const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab going back) until the target has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 150 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await focused(target)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}

/** The focus ring drawn on an element, in CSS pixels (0 when none). */
const ringWidth = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
  });

const ringColour = (target: Locator) => target.evaluate((element) => getComputedStyle(element).outlineColor);

describe('a student by keyboard alone', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    api = await request.newContext({ baseURL: inject('baseUrl') });
    test = await createGrantedTest(api, { name: NAME, questions: QUESTIONS });
    timed = await createGrantedTest(api, { name: TIMED_NAME, duration: '00:01:05', questions: QUESTIONS });
  });
  afterAll(() => api.dispose());

  it('takes a real test: Tab to Start, keys to answer, move and flag, Tab and Enter to submit', async () => {
    const { page } = browser;
    await assignRealTestViaApi(api, { testId: test.id, student: STUDENT });
    await signInAsStudent(page, STUDENT);
    await checkA11y(page, 'Student Dashboard', STRICT);

    const start = resultRow(page, NAME).getByRole('button', { name: `Start ${NAME}`, exact: true });
    await tabTo(page, start);
    expect(await ringWidth(start)).toBeGreaterThanOrEqual(3);
    const focusColour = await ringColour(start);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/student\/test\/master\/\d+$/.test(url.pathname));
    await settled(page);
    await currentQuestion(page).waitFor();
    await checkA11y(page, 'Real Test screen', STRICT);
    // The keys are explained on the screen.
    const help = page.locator('[data-key-help]');
    expect(await help.isVisible()).toBe(true);
    expect(await help.innerText()).toContain('1-5 or A-E choose an option, N next question, P previous question');

    // 2 chooses B; N moves on; C chooses C; F flags; P goes back; Alt+N is the browser's, not the test's.
    await press(page, '2');
    expect(await chosenOn(currentQuestion(page))).toBe('B');
    await expect.poll(() => announcement(page).innerText()).toBe('B chosen for question 1');
    await press(page, 'n');
    await expect.poll(() => currentNumber(page)).toBe(2);
    await press(page, 'c');
    expect(await chosenOn(currentQuestion(page))).toBe('C');
    await press(page, 'f');
    await expect.poll(() => announcement(page).innerText()).toBe('Question 2 flagged for review');
    expect(await paletteButton(page, 2).getAttribute('aria-label')).toBe('Question 2, answered, flagged for review');
    await press(page, 'p');
    await expect.poll(() => currentNumber(page)).toBe(1);
    await press(page, 'Alt+n');
    expect(await currentNumber(page)).toBe(1);
    await press(page, 'n');
    await press(page, 'n');
    await expect.poll(() => currentNumber(page)).toBe(3);
    await press(page, 'a');
    expect(await chosenOn(currentQuestion(page))).toBe('A');

    // The flagged palette entry still shows the focus ring over its flag outline.
    const flagged = paletteButton(page, 2);
    await tabTo(page, flagged, { back: true });
    expect(await ringWidth(flagged)).toBeGreaterThanOrEqual(3);
    await expect.poll(() => focused(flagged)).toBe(true);
    expect(await ringColour(flagged)).toBe(focusColour);

    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await tabTo(page, submit);
    expect(await ringWidth(submit)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Enter');
    const confirm = dialog(page, 'Submit the test?');
    await confirm.getByText('Unanswered: 0').waitFor();
    // The dialog's header is not a second banner (the finding axe used to make on every dialog).
    await checkA11y(page, 'Submit the test?', STRICT);
    // The focus starts on Submit test: Enter submits.
    await expect.poll(() => focused(confirm.getByRole('button', { name: 'Submit test' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('[data-submitted="submitted"]').waitFor();
    await checkA11y(page, 'Real Test submitted', STRICT);

    const back = page.getByRole('button', { name: 'Back', exact: true });
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === STUDENT_DASHBOARD);
    await expect.poll(() => resultRow(page, NAME).locator('[data-state]').innerText()).toBe('Waiting for release');
  }, 90_000);

  it('takes a warm-up: typing and Enter card by card, one answer on the keypad by keys, Enter to Submit', async () => {
    const { page } = browser;
    await assignWarmupViaApi(api, { setName: WARMUP_SET, student: STUDENT, timer: '00:10:00' });
    await signInAsStudent(page, STUDENT);
    const start = resultRow(page, WARMUP_SET).getByRole('button', { name: `Start ${WARMUP_SET}`, exact: true });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/student\/warmup\/\d+$/.test(url.pathname));
    await settled(page);
    await answerInput(page, 1).waitFor();
    await checkA11y(page, 'Warm-up Test', STRICT);
    expect(await page.locator('[data-key-help]').innerText()).toContain('press Enter for the next question');

    const count = await questionCount(page);
    expect(count).toBeGreaterThan(2);
    await tabTo(page, answerInput(page, 1));
    expect(await ringWidth(answerInput(page, 1))).toBeGreaterThanOrEqual(2);
    for (let n = 1; n <= count; n++) {
      const input = answerInput(page, n);
      await expect.poll(() => focused(input)).toBe(true);
      if (n === 2) {
        // The keypad: Tab to its button, Enter opens it, the keys type, Enter closes it.
        const open = page.getByRole('button', { name: 'Open keypad for question 2', exact: true });
        await tabTo(page, open);
        expect(await ringWidth(open)).toBeGreaterThanOrEqual(3);
        await page.keyboard.press('Enter');
        const pad = dialog(page, 'Keypad for question 2');
        await pad.waitFor();
        await checkA11y(page, 'keypad', STRICT);
        for (const key of ['-', '1', '2', 'Backspace', '4']) await page.keyboard.press(key);
        expect(await pad.locator('[data-keypad-value]').innerText()).toBe('-14');
        await page.keyboard.press('Enter');
        await pad.waitFor({ state: 'hidden' });
        // The focus is back on the keypad's button; Shift+Tab returns to the answer it typed.
        await expect.poll(() => focused(open)).toBe(true);
        await tabTo(page, input, { back: true });
        expect(await input.inputValue()).toBe('-14');
      } else {
        await page.keyboard.type(String(n));
        expect(await input.inputValue()).toBe(String(n));
      }
      await page.keyboard.press('Enter');
    }
    // Enter on the last card moves to Submit; Enter there asks first, and Enter again submits.
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await expect.poll(() => focused(submit)).toBe(true);
    expect(await ringWidth(submit)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Enter');
    const confirm = dialog(page, 'Submit the test?');
    await expect.poll(() => focused(confirm.getByRole('button', { name: 'Submit test' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('[data-submitted]').waitFor();
    await checkA11y(page, 'Warm-up submitted', STRICT);
  }, 120_000);

  it('hears the countdown’s five-minute and one-minute warnings, once each, from a polite live region', async () => {
    const { page } = browser;
    await assignRealTestViaApi(api, { testId: timed.id, student: STUDENT, timer: true });
    await signInAsStudent(page, STUDENT);
    await startRealTest(page, TIMED_NAME);
    const region = page.locator('[data-timer-warning]');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    // A minute and five seconds on the clock: already under five minutes, then under one.
    await expect.poll(() => region.textContent(), { timeout: 5_000 }).toBe('Less than five minutes left.');
    await expect.poll(() => region.textContent(), { timeout: 20_000 }).toBe('Less than one minute left.');
    await checkA11y(page, 'Real Test, one minute left', STRICT);
  }, 60_000);
});
