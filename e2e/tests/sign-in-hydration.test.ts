// What a visitor types into a prerendered sign-in form before the app's code has arrived (a slow
// laptop, a password manager filling it in) is still there when the app takes the page over, and
// Sign In signs in with it (issue 16); so is the product picked on the landing page. The app's scripts
// are held back until the fields are typed.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AREA_HOME, DEMO, demoStudent, useBrowser, waitForPath } from '../support';

/** Every page web/src/prerender.tsx renders at build time (PRERENDERED). */
const PRERENDERED = ['/', '/home', '/about', '/superadmin', '/client', '/teacher', '/student'];

/** The landing page's product switch, the other prerendered input. */
const LANDINGS = ['/', '/home'];
const WARMUPS_TEXT = /^Timed arithmetic warm-ups in short sets/;

/**
 * The prerendered sign-in forms, what to type in each field, and where signing in leads. A teacher signs
 * in only once invited (teacher-sign-in.test.ts): for /teacher the typed values' survival is checked.
 */
const FORMS: Array<{ path: string; fields: Record<string, string>; home?: string }> = [
  {
    path: '/superadmin',
    fields: { Email: DEMO.superAdmin.email, Password: DEMO.superAdmin.password },
    home: AREA_HOME.superadmin,
  },
  {
    path: '/client',
    fields: {
      'LOGIN EMAIL': DEMO.clientAdmin.email,
      PASSWORD: DEMO.clientAdmin.password,
      'LICENSE KEY': DEMO.clientAdmin.licenseKey,
    },
    home: AREA_HOME.clientadmin,
  },
  {
    path: '/teacher',
    fields: { Email: 'teacher.hydration@demoacademy.com', Password: 'typed-before-hydration' },
  },
  {
    path: '/student',
    fields: { Email: demoStudent(0).email, Password: demoStudent(0).password },
    home: AREA_HOME.student,
  },
];

/** Holds every script of the app until `release` is called; the page's markup arrives meanwhile. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** True once React has taken the first input over (hydration attaches its fiber to the element). */
const hydrated = (page: Page) =>
  page
    .locator('input')
    .first()
    .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')));

/** Opens a prerendered page with its scripts held; returns the call that lets them through and waits for hydration. */
async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('input').first().waitFor({ state: 'attached' });
  return async () => {
    // Whatever was done so far was done on the server's markup: the app's code has not run.
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await hydrated(page)).toBe(false);
    await scripts.release();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    // A render after hydration is where a controlled input would be reset: give it its chance.
    await page.waitForTimeout(300);
  };
}

describe('typing into a prerendered sign-in form before the app has loaded', () => {
  const ui = useBrowser();

  it('the pages with inputs are the sign-in pages and the landing page', async () => {
    for (const path of PRERENDERED) {
      const html = await (await ui.page.request.get(path)).text();
      expect(html, path).toContain('<div id="root"><');
      const hasInputs = html.includes('<input');
      expect(hasInputs, path).toBe(FORMS.some((form) => form.path === path) || LANDINGS.includes(path));
    }
  });

  for (const path of LANDINGS) {
    it(`${path}: the product picked before hydration stays picked and shown`, async () => {
      const { page } = ui;
      const hydrate = await openHeld(page, path);
      await page.getByText('WARMUPS', { exact: true }).click();
      await hydrate();
      expect(await page.getByRole('radio', { name: 'WARMUPS' }).isChecked()).toBe(true);
      await page.getByText(WARMUPS_TEXT).waitFor();
    });
  }

  for (const form of FORMS) {
    it(`${form.path}: the typed values stay through hydration and Sign In signs in with them (where it can)`, async () => {
      const { page } = ui;
      const hydrate = await openHeld(page, form.path);
      for (const [label, value] of Object.entries(form.fields)) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      await hydrate();
      for (const [label, value] of Object.entries(form.fields)) {
        expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);
      }

      if (!form.home) return;
      await page.getByRole('button', { name: 'Sign In' }).click();
      await waitForPath(page, form.home);
    });
  }
});
