// The language switch in the top bar of the public pages and the sign-in pages (issue 21): reached with
// Tab and named, Enter shows the page in Tamil (html lang, the Tamil font, Tamil text) and the browser
// keeps the choice; a prerendered page (always English) opened again in Tamil is drawn in Tamil, and
// Enter again returns to English. Every public and sign-in page, once Tamil is chosen, shows no English
// catalogue text, uses the Tamil font and passes axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, heading, settled, useBrowser } from '../support';
import { expectNoEnglish, expectTamilShown } from '../support/language';

const SLOGAN_EN = 'Helping Students in their Test Preparation';
const SLOGAN_TA = 'மாணவர்களின் தேர்வு ஆயத்தத்திற்குத் துணையாக';

/** What has the keyboard focus: its tag, its type (an input's) and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const type = element instanceof HTMLInputElement ? element.type : '';
    return {
      tag: element?.tagName ?? '',
      type,
      text: (element?.getAttribute('aria-label') ?? element?.innerText ?? '').trim(),
    };
  });

/** Presses Tab on a page just opened until the switch naming `name` has the focus; fails on reaching a field first. */
async function tabToSwitch(page: Page, name: string) {
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.tag === 'BUTTON' && now.text === name) return;
    const field = now.tag === 'INPUT' && now.type !== 'radio';
    expect(field, `Tab reached a field before the "${name}" switch`).toBe(false);
  }
  throw new Error(`Tab never reached the "${name}" switch`);
}

/** True when the page's text is drawn in Noto Sans Tamil and the font has loaded. */
const tamilFontInUse = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const family = getComputedStyle(document.querySelector('h1') as Element).fontFamily;
    return family.includes('Noto Sans Tamil') && document.fonts.check('16px "Noto Sans Tamil"', 'தமிழ்');
  });

/** Waits until the app has taken the prerendered markup over (React's fiber on the first button). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
}

/** React reports a failed hydration on the console; a page drawn afresh in Tamil must not cause one. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

describe('the language switch', () => {
  const ui = useBrowser();

  it('on the landing page: Tab, Enter shows Tamil; kept in this browser; Enter again shows English', async () => {
    const { page } = ui;
    const errors = hydrationErrors(page);
    await page.goto('/home');
    await settled(page);
    await hydrated(page);
    expect(await heading(page)).toBe(SLOGAN_EN);

    await tabToSwitch(page, 'தமிழ்');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: SLOGAN_TA }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ta');
    expect(await tamilFontInUse(page)).toBe(true);
    await page.getByRole('navigation', { name: 'முதன்மை' }).getByRole('link', { name: 'முகப்பு' }).waitFor();
    await checkA11y(page, 'the landing page in Tamil');

    // The prerendered page is English; opened again, the app draws it in Tamil rather than taking it over.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: SLOGAN_TA }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    expect(await page.locator('main ol li').first().innerText()).toContain('உங்கள் தேர்வை எழுதுங்கள்');

    await tabToSwitch(page, 'English');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: SLOGAN_EN }).waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'தமிழ்' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
    expect(errors).toEqual([]);
  });

  for (const path of ['/superadmin', '/client', '/teacher', '/student']) {
    it(`on the sign-in page ${path}: reached with Tab before the form, named, and it switches`, async () => {
      const { page } = ui;
      await page.goto(path);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await hydrated(page);
      await tabToSwitch(page, 'தமிழ்');
      expect(await page.getByRole('banner').getByRole('button', { name: 'தமிழ்' }).count()).toBe(1);

      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'உள்நுழையவும்' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');

      // The focus stays on the switch, which now names English: Enter again goes back.
      expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'English' });
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    });
  }

  it('shows the public and sign-in pages wholly in Tamil once chosen, and axe finds nothing on them', async () => {
    const { page } = ui;
    await page.goto('/home');
    await page.evaluate(() => window.localStorage.setItem('language', 'ta'));
    for (const path of [
      '/home',
      '/about',
      '/demo',
      '/api-demo',
      '/superadmin',
      '/client',
      '/teacher',
      '/student',
      '/client/forgot-password',
      '/teacher/forgot-password',
      '/conform-password/some-token',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await settled(page);
      await expectTamilShown(page);
      await expectNoEnglish(page, path);
      await checkA11y(page, `${path} in Tamil`);
    }
  });
});
