// The top bar fits the screen (issue 26): on a phone at 320, 390 and 768 px, in English and Tamil, on every
// role's first screen, the document is no wider than the screen (a wide table scrolls inside its own box) and
// the bar's language switch and its menu (or its Logout link) are on the screen; the menu opened, Logout is
// too. And on a 1366 px desktop in Tamil, the client admin's longer links still leave Logout on the screen.
// A notification after a save comes clear of the bar's switch and Logout (or menu).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, settled, signInViaApi, useBrowser } from '../support';
import { expectTamilShown, languageSwitch } from '../support/language';
import type { Role } from '../support/signIn';

const ROLES: readonly Role[] = ['superadmin', 'clientadmin', 'teacher', 'student'];
const PHONE_WIDTHS = [320, 390, 768];
const HEIGHT = 844;

/** Opens the role's first screen, signed in, in a language chosen in this browser. */
async function openHome(page: Page, role: Role, language: 'en' | 'ta') {
  if (language === 'ta') await page.addInitScript(() => window.localStorage.setItem('language', 'ta'));
  await signInViaApi(page, role);
  await settled(page);
  if (language === 'ta') await expectTamilShown(page);
  // The screen's data has arrived (its tables and grids are drawn at their widths).
  await page.waitForFunction(() => !document.querySelector('main .mantine-Loader-root'));
}

/** The element lies across no edge of the screen. */
async function onScreen(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  expect(box, `${what} is shown`).not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge at ${width} px`).toBeLessThanOrEqual(width);
}

/** The document, the switch and the menu or Logout fit the screen at this width. */
async function barFits(page: Page, language: 'en' | 'ta', width: number, screen: string) {
  await page.setViewportSize({ width, height: HEIGHT });
  // Laid out again at the new width (a phone's layout is as wide as the document: wider than the screen if it overflows).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const what = `${screen} at ${width} px`;
  const documentWidth = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
  expect(documentWidth, `${what}: the document's width`).toBeLessThanOrEqual(width);
  const header = page.locator('header');
  await onScreen(page, languageSwitch(page, language === 'ta' ? 'en' : 'ta'), `${what}: the language switch`);
  const menu = header.locator('button[aria-controls="app-frame-menu"]');
  if (await menu.isVisible()) {
    await onScreen(page, menu, `${what}: the menu button`);
    await menu.click();
    const logout = page.locator('#app-frame-menu a[href$="/logout"]');
    // The panel slides in from the left: measured once it has stopped.
    await expect.poll(async () => (await logout.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await onScreen(page, logout, `${what}: Logout in the menu`);
    await menu.click();
    await page.locator('#app-frame-menu a[href$="/logout"]').waitFor({ state: 'detached' });
  } else {
    await onScreen(page, header.locator('nav a[href$="/logout"]'), `${what}: Logout`);
  }
}

describe('the top bar on a phone', () => {
  const browser = useBrowser({ viewport: { width: 390, height: HEIGHT }, phone: true });

  for (const language of ['en', 'ta'] as const) {
    for (const role of ROLES) {
      it(`${role}, ${language}: fits at ${PHONE_WIDTHS.join(', ')} px`, async () => {
        const { page } = browser;
        await openHome(page, role, language);
        for (const width of PHONE_WIDTHS) await barFits(page, language, width, `${role} (${language})`);
        await checkA11y(page, `${role}'s first screen on a phone (${language})`);
      });
    }
  }
});

/** Whether two elements' boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('A box to compare is not shown');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Sends the teachers' form with a name alone: the notification naming what is missing shows, clear of the bar. */
async function notificationClearOfBar(page: Page, controls: Locator[]) {
  await page.getByLabel('select teacher').selectOption({ label: 'Add New Teacher' });
  await page.getByLabel('First Name', { exact: true }).fill('Tessa');
  await page.getByRole('button', { name: 'add' }).click();
  const shown = page.locator('.mantine-Notification-root').filter({ hasText: 'Please Fillout' }).first();
  await shown.waitFor();
  for (const control of controls) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect(await overlap(shown, control), `the notification over ${name}`).toBe(false);
  }
}

describe('notifications after a save', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 800 } });

  it('come below the bar on a desktop, clear of the language switch and Logout', async () => {
    const { page } = browser;
    await openHome(page, 'clientadmin', 'en');
    await notificationClearOfBar(page, [languageSwitch(page, 'ta'), page.locator('header nav a[href$="/logout"]')]);
  });

  it('and on a phone, clear of the language switch and the menu', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await openHome(page, 'clientadmin', 'en');
    await notificationClearOfBar(page, [
      languageSwitch(page, 'ta'),
      page.locator('header button[aria-controls="app-frame-menu"]'),
    ]);
  });
});

describe('the top bar on a desktop', () => {
  const browser = useBrowser({ viewport: { width: 1366, height: 768 } });

  it('the client admin in Tamil at 1366 px: every link on the screen, Logout too', async () => {
    const { page } = browser;
    await openHome(page, 'clientadmin', 'ta');
    await barFits(page, 'ta', 1366, 'clientadmin (ta)');
  });
});
