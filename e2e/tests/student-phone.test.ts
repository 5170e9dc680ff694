// The student on a 390×844 phone (touch, no hover): the dashboard's lists are cards with their actions
// in view, the test screen keeps its countdown in view and hides the keyboard hint until a key is
// pressed, formulas in the options keep a readable size, the review and its viewers fit the screen,
// and the warm-up's keypad leaves the problem it answers uncovered. Nothing scrolls sideways.
import { type APIRequestContext, type Locator, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, demoStudent, signInAsStudent, useBrowser } from '../support';
import { type CreatedTest, createGrantedTest } from '../support/realTestSetup';
import { currentNumber, currentQuestion, paletteButton, startRealTest } from '../support/realTestSteps';
import {
  assignRealTestViaApi,
  assignWarmupViaApi,
  FRACTION_QUESTIONS,
  releaseRealTestViaApi,
} from '../support/studentSittings';
import { uniqueSetName } from '../support/warmupAuthoring';
import { answersSaved, dialog, startWarmup, studentRow } from '../support/warmupTaking';

// student5@: the other files have her tests entered on paper by the admin only.
const STUDENT = demoStudent(4);
const NAME = uniqueSetName('Phone Test');
/** Granted to the demo client by the demo data; the student may have one of them waiting already. */
const WARMUP_SETS = ['Warmup Set 1', 'Warmup Set 2', 'Warmup Set 3'];
/** Released to every demo student by the demo data, with step videos on question 1. */
const DEMO_RELEASED = 'SAT Practice Test 1';
const PHONE = { width: 390, height: 844 };

let api: APIRequestContext;
let test: CreatedTest;
let sittingId = 0;

/** Nothing on the page scrolls sideways: neither the page nor a scroll area inside it. */
async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('.mantine-ScrollArea-viewport')]
      .filter((area) => area.scrollWidth > area.clientWidth + 1)
      .map((area) => area.parentElement?.className ?? ''),
  );
  expect(wide).toEqual([]);
}

/**
 * The action lies within the screen's width as laid out, and once the page is scrolled (up and down
 * only) to it, within its height too.
 */
async function reachable(page: Page, action: Locator): Promise<void> {
  const box = await action.evaluate((element) => {
    const r = element.getBoundingClientRect();
    window.scrollBy(0, r.top - window.innerHeight / 2);
    const after = element.getBoundingClientRect();
    return { left: after.left, right: after.right, top: after.top, bottom: after.bottom };
  });
  const label = (await action.getAttribute('aria-label')) ?? (await action.innerText());
  const screen = page.viewportSize()!;
  expect(box.left, label).toBeGreaterThanOrEqual(0);
  expect(box.right, label).toBeLessThanOrEqual(screen.width);
  expect(box.top, label).toBeGreaterThanOrEqual(0);
  expect(box.bottom, label).toBeLessThanOrEqual(screen.height);
}

/**
 * The element's text is on one line, none of it cut off: every box of its text crosses one level line, and
 * nothing inside it is clipped by a box narrower than its content.
 */
async function oneLine(element: Locator, what: string): Promise<void> {
  const { crossed, clipped } = await element.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    const crossed = Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom));
    const clipped = [e, ...e.querySelectorAll('*')]
      .filter((inner) => getComputedStyle(inner).overflowX !== 'visible' && inner.scrollWidth > inner.clientWidth + 1)
      .map((inner) => inner.textContent ?? '');
    return { crossed, clipped };
  });
  expect(crossed, `${what} on one line`).toBe(true);
  expect(clipped, `${what} not cut off`).toEqual([]);
}

/** Whether two boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('A box to compare is not shown');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

describe('the student on a phone', () => {
  const browser = useBrowser({ viewport: PHONE, phone: true });

  beforeAll(async () => {
    api = await request.newContext({ baseURL: inject('baseUrl') });
    test = await createGrantedTest(api, { name: NAME, questions: FRACTION_QUESTIONS });
    sittingId = await assignRealTestViaApi(api, { testId: test.id, student: STUDENT, timer: true });
  });
  afterAll(() => api.dispose());

  it('the dashboard’s tests and warm-ups are cards with every action in reach', async () => {
    const { page } = browser;
    await signInAsStudent(page, STUDENT);
    await studentRow(page, NAME);
    await noSidewaysScroll(page);
    const actions = page.locator('main').getByRole('button', { name: /^(Start|Resume|Review|Scores) / });
    expect(await actions.count()).toBeGreaterThan(1);
    for (const action of await actions.all()) await reachable(page, action);
  });

  it('the test keeps its countdown in view, the hint for a keyboard only, and readable fractions', async () => {
    const { page } = browser;
    await signInAsStudent(page, STUDENT);
    await startRealTest(page, NAME);
    await noSidewaysScroll(page);
    await oneLine(page.getByRole('timer', { name: 'Time left' }), 'The countdown');
    await oneLine(currentQuestion(page).locator('[data-flag]'), 'Flag for review');
    const hint = page.locator('[data-key-help]');
    expect(await hint.isVisible()).toBe(false);

    // A fraction in an option is set at full size: its figures no smaller than 14 px.
    const option = currentQuestion(page).locator('label', { hasText: 'A.' }).first();
    await option.locator('[data-math="rendered"]').waitFor();
    const figure = option.locator('.mfrac .mord').first();
    expect(await figure.evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(14);

    await currentQuestion(page).getByRole('radio', { name: /^A\./ }).check();
    await answersSaved(page);
    for (const name of ['Next', 'Pause', 'Submit']) {
      await reachable(page, page.getByRole('button', { name, exact: true }));
    }
    // Scrolled to the bottom, the countdown is still on screen, under the app's bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const timer = page.getByRole('timer', { name: 'Time left' });
    const box = (await timer.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await checkA11y(page, 'Real Test on a phone');

    // A key pressed (a keyboard attached): the hint appears.
    await page.keyboard.press('n');
    await hint.waitFor();

    // All in a list: the palette (after the questions) takes the student to a question, clear of the header.
    await page.getByText('All in a list', { exact: true }).click();
    await expect.poll(() => page.locator('section[data-question]').count()).toBe(4);
    await paletteButton(page, 3).click();
    await expect.poll(() => currentNumber(page)).toBe(3);
    const header = (await page.locator('[data-test-header]').boundingBox())!;
    const third = (await currentQuestion(page).boundingBox())!;
    expect(third.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(third.y).toBeLessThan(PHONE.height);
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = dialog(page, 'Submit the test?');
    await reachable(page, confirm.getByRole('button', { name: 'Submit test' }));
    await confirm.getByRole('button', { name: 'Submit test' }).click();
    await page.locator('[data-submitted]').waitFor();
    await noSidewaysScroll(page);
  }, 60_000);

  it('the review’s questions are cards; View Steps and View Video are in reach and fit the screen', async () => {
    const { page } = browser;
    await releaseRealTestViaApi(api, sittingId);
    await signInAsStudent(page, STUDENT);
    await (await studentRow(page, NAME)).getByRole('button', { name: `Review ${NAME}` }).click();
    await page.locator('[data-stat="Score"]').waitFor();
    await page.getByRole('img', { name: 'Figure of question 1' }).waitFor();
    await noSidewaysScroll(page);
    const steps = page.getByRole('button', { name: 'View Steps of question 1' });
    await reachable(page, steps);
    await checkA11y(page, 'Test Review on a phone');
    await steps.click();
    const viewer = dialog(page, 'View Steps');
    await viewer.getByText('Step 1 of 4').waitFor();
    await reachable(page, viewer.getByRole('button', { name: 'Next step' }));
    await noSidewaysScroll(page);
    await viewer.getByRole('button', { name: 'Close' }).last().click();
    await viewer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Back' }).click();
    await (await studentRow(page, DEMO_RELEASED)).getByRole('button', { name: `Review ${DEMO_RELEASED}` }).click();
    const video = page.getByRole('button', { name: 'View Video of question 1' });
    await video.waitFor();
    await noSidewaysScroll(page);
    await reachable(page, video);
    await video.click();
    const player = dialog(page, 'View Video');
    await player.locator('video').waitFor();
    await reachable(page, player.getByRole('button', { name: 'Next video' }));
    await noSidewaysScroll(page);
  }, 60_000);

  it('the warm-up’s keypad leaves the problem it answers in view; a reload returns to the question', async () => {
    const { page } = browser;
    let setName = '';
    for (const name of WARMUP_SETS) {
      const assigned = await assignWarmupViaApi(api, { setName: name, student: STUDENT, timer: '00:10:00' }).catch(
        // Refused: one of that set is waiting for the student already.
        () => null,
      );
      if (assigned === null) continue;
      setName = name;
      break;
    }
    expect(setName).not.toBe('');
    await signInAsStudent(page, STUDENT);
    await startWarmup(page, setName);
    await noSidewaysScroll(page);
    // The warm-up's countdown keeps the spec's label, "Time Elapsed", on the same line as the time.
    await oneLine(page.getByRole('timer', { name: 'Time Elapsed' }), 'The warm-up’s countdown');
    const cards = page.locator('[data-card]');
    const keypad = page.locator('.mantine-Modal-content');
    // The first question (the keypad below it) and the last (the page cannot scroll it up: the keypad above).
    for (const n of [1, await cards.count()]) {
      await page.getByRole('button', { name: `Open keypad for question ${n}`, exact: true }).click();
      const box = dialog(page, `Keypad for question ${n}`);
      await box.waitFor();
      await box.getByRole('button', { name: '7', exact: true }).click();
      const card = cards.nth(n - 1);
      expect(await overlap(card, keypad), `question ${n}`).toBe(false);
      const shown = (await card.boundingBox())!;
      // Below the test's header, which sticks under the app's bar.
      const header = (await page.locator('[data-test-header]').boundingBox())!;
      expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(shown.y + shown.height).toBeLessThanOrEqual(PHONE.height);
      await checkA11y(page, `Keypad for question ${n} on a phone`);
      await box.getByRole('button', { name: 'OK' }).click();
      await box.waitFor({ state: 'hidden' });
      expect(await page.getByRole('textbox', { name: `Answer for question ${n}`, exact: true }).inputValue()).toBe('7');
    }

    // A reload returns to the question being answered, not to the top of the page.
    const twelfth = page.getByRole('textbox', { name: 'Answer for question 12', exact: true });
    await twelfth.fill('9');
    await answersSaved(page);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Answer for question 12');
    expect(await twelfth.inputValue()).toBe('9');
    const field = (await twelfth.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(0);
    expect(field.y + field.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }, 60_000);
});
