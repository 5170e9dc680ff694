// Tamil from the first paint (issue 26). The switch's own word "தமிழ்" is drawn in a face that has its letters,
// on English pages too, before Tamil is ever loaded (this machine has no Tamil font of its own: without that
// face the word is empty boxes). A visitor who chose Tamil in this browser is never shown the prerendered
// English page while the app's code is on its way; an English visitor sees the page before any code runs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled, useBrowser } from '../support';
import { expectTamilShown, languageSwitch } from '../support/language';

/** Holds back the app's code by `ms`, as a slow network would. */
async function slowScripts(page: Page, ms: number) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** From the document's start, the level-1 heading about to be painted at each frame (or '' when not shown). */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownHeadings: shown });
    const sample = () => {
      const heading = document.querySelector('h1');
      const visible = heading?.checkVisibility({ visibilityProperty: true }) ?? false;
      shown.push(visible ? (heading?.textContent ?? '') : '');
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return async () => page.evaluate(() => (window as unknown as { shownHeadings: string[] }).shownHeadings);
}

const chooseTamil = (page: Page) => page.addInitScript(() => window.localStorage.setItem('language', 'ta'));

describe('Tamil from the first paint', () => {
  const ui = useBrowser();

  it('draws the switch’s "தமிழ்" in a face with its letters, on an English page', async () => {
    const { page } = ui;
    await page.goto('/home');
    await settled(page);
    const drawn = await languageSwitch(page, 'ta').evaluate(async (button) => {
      await document.fonts.ready;
      const style = getComputedStyle(button);
      const first = style.fontFamily.split(',')[0]?.trim().replace(/["']/g, '') ?? '';
      const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === first);
      return {
        first,
        loaded: faces.some((face) => face.status === 'loaded'),
        covers: document.fonts.check(`${style.fontWeight} ${style.fontSize} "${first}"`, 'தமிழ்'),
      };
    });
    expect(drawn.loaded, `a loaded face of ${drawn.first}`).toBe(true);
    expect(drawn.covers).toBe(true);
    // The word's width is that of its letters, not of five empty boxes of the same size.
    const widths = await languageSwitch(page, 'ta').evaluate((button) => {
      const style = getComputedStyle(button);
      const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const drawnWidth = canvas.measureText('தமிழ்').width;
      canvas.font = `${style.fontWeight} ${style.fontSize} sans-serif`;
      return { drawnWidth, boxes: canvas.measureText('தமிழ்').width };
    });
    expect(widths.drawnWidth).not.toBeCloseTo(widths.boxes, 0);
  });

  it('shows a Tamil visitor no English while the app’s code is on its way, then the page in Tamil', async () => {
    const { page } = ui;
    await chooseTamil(page);
    const headings = await recordHeadings(page);
    await slowScripts(page, 1000);
    await page.goto('/student');
    // Each of the app's chunks a second late, one after another.
    await page.getByRole('button', { name: 'உள்நுழையவும்' }).waitFor({ timeout: 30_000 });
    await expectTamilShown(page);
    const shown = await headings();
    const painted = shown.filter(Boolean);
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.filter((text) => /[A-Za-z]{3}/.test(text))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-language-pending'))).toBe(false);
  }, 60_000);

  it('shows an English visitor the prerendered page before any code runs', async () => {
    const { page } = ui;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/student');
    expect(await page.getByRole('heading', { level: 1, name: 'Student Login' }).isVisible()).toBe(true);
  });
});
