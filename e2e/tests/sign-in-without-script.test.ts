// Sign In pressed before the app's script has loaded (issue 26): the browser sends the prerendered form
// itself, the server signs in and redirects to the sign-in page with a one-time code, and once the app
// runs it exchanges the code and lands signed in; a wrong password comes back to the page with its
// message. A person never sees JSON. And an answer that is not the API's (a proxy's 502 page) is told
// as a sentence, not shown as it came.
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AREA_HOME,
  clickSignIn,
  DEMO,
  demoStudent,
  fill,
  heading,
  pathOf,
  signInAsStudent,
  useBrowser,
} from '../support';
import { createGrantedTest } from '../support/realTestSetup';
import { currentNumber, press, startRealTest } from '../support/realTestSteps';
import { assignRealTestViaApi, FRACTION_QUESTIONS } from '../support/studentSittings';
import { answersSaved } from '../support/warmupTaking';
import { uniqueSetName } from '../support/warmupAuthoring';

const APP_SCRIPTS = /\/assets\/.*\.js$/;
const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
const UNREACHABLE = 'The server could not be reached. Please try again in a moment.';

/** Each page's form, filled as a person would, and where its sign-in lands. */
const PAGES: Array<{ path: string; title: string; fields: Record<string, string>; home: string; wrong: string }> = [
  {
    path: '/teacher',
    title: 'Teacher Login',
    fields: { Email: 'teacher1@demoacademy.com', Password: 'teacher123' },
    home: AREA_HOME.teacher,
    wrong: 'Check your email and password',
  },
  {
    path: '/client',
    title: 'Client Login',
    fields: {
      'LOGIN EMAIL': DEMO.clientAdmin.email,
      PASSWORD: DEMO.clientAdmin.password,
      'LICENSE KEY': DEMO.clientAdmin.licenseKey,
    },
    home: AREA_HOME.clientadmin,
    wrong: 'Please check your email, password and license key',
  },
  {
    path: '/student',
    title: 'Student Login',
    fields: { Email: demoStudent(1).email, Password: demoStudent(1).password },
    home: AREA_HOME.student,
    wrong: 'Check your email and password',
  },
];

/** True once React has taken the first input over (hydration attaches its fiber to the element). */
const hydrated = (page: Page) =>
  page
    .locator('input')
    .first()
    .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')));

/** What the page says, as a person reads it. */
const shown = (page: Page) => page.locator('body').innerText();

/** Opens the page with the app's scripts refused, fills its form and presses Sign In: the browser sends it. */
async function sendWithoutScript(page: Page, path: string, fields: Record<string, string>) {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.goto(path);
  for (const [label, value] of Object.entries(fields)) await fill(page, label, value);
  await clickSignIn(page);
  // Back on the sign-in page, by the server's redirect: its markup, no JSON.
  await page.waitForURL((url) => url.pathname === path && url.hash !== '');
  const text = await shown(page);
  expect(text).not.toContain('statusCode');
  expect(text.trim().startsWith('{')).toBe(false);
}

/** Lets the app's scripts through and loads the page again, as the browser would once they arrive. */
async function runTheApp(page: Page) {
  await page.unroute(APP_SCRIPTS);
  await page.reload();
}

describe('a sign-in form sent before the app has loaded', () => {
  const ui = useBrowser();

  for (const { path, title, fields, home } of PAGES) {
    it(`${path}: lands signed in once the app runs, the code gone from the address`, async () => {
      const { page } = ui;
      await sendWithoutScript(page, path, fields);
      expect(new URL(page.url()).hash).toMatch(/^#signin=[\w-]+$/);
      expect(await heading(page)).toBe(title);

      await runTheApp(page);
      await page.waitForURL((url) => url.pathname === home, { timeout: 15_000 });
      expect(new URL(page.url()).hash).toBe('');
      // The session is the app's own: kept as a sign-in keeps it, and a reload stays signed in.
      await page.reload();
      await page.waitForURL((url) => url.pathname === home);
      expect(await shown(page)).not.toContain('statusCode');
    });
  }

  it('/teacher: a wrong password comes back to the page, which says so in the dialog', async () => {
    const { page } = ui;
    const { path, fields, wrong } = PAGES[0]!;
    await sendWithoutScript(page, path, { ...fields, Password: 'not-my-password' });
    expect(new URL(page.url()).hash).toContain('signin-error=');

    await runTheApp(page);
    await page.getByRole('dialog').getByText(wrong).waitFor();
    expect(pathOf(page)).toBe(path);
    expect(new URL(page.url()).hash).toBe('');
  });

  it('/superadmin: a wrong password comes back above the form', async () => {
    const { page } = ui;
    await sendWithoutScript(page, '/superadmin', { Email: DEMO.superAdmin.email, Password: 'not-my-password' });
    await runTheApp(page);
    await page.getByRole('alert').filter({ hasText: 'Please Check Your Email and Password' }).waitFor();
  });
});

describe('an answer that is not the API’s', () => {
  const ui = useBrowser();
  let api: APIRequestContext;
  beforeAll(async () => {
    api = await request.newContext({ baseURL: inject('baseUrl') });
  });
  afterAll(() => api.dispose());

  it('a proxy’s 502 page for a sign-in is told as a sentence, not shown', async () => {
    const { page } = ui;
    await page.route('**/auth/teacher/', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: NGINX_502 }),
    );
    await page.goto('/teacher');
    // The app's own Sign In this time (before it has taken the page over, the browser would send the form).
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await fill(page, 'Email', 'teacher1@demoacademy.com');
    await fill(page, 'Password', 'teacher123');
    await clickSignIn(page);
    await page.getByRole('dialog').getByText(UNREACHABLE).waitFor();
    expect(await shown(page)).not.toContain('Bad Gateway');
  });

  it('while a test is taken: the answers are kept and sent once the server answers again', async () => {
    const { page } = ui;
    const name = uniqueSetName('Proxy Down Test');
    const test = await createGrantedTest(api, { name, questions: FRACTION_QUESTIONS });
    const student = demoStudent(3);
    await assignRealTestViaApi(api, { testId: test.id, student });
    await signInAsStudent(page, student);
    await startRealTest(page, name);

    let proxyDown = true;
    await page.route('**/answer/', (route) =>
      proxyDown && route.request().method() === 'PUT'
        ? route.fulfill({ status: 502, contentType: 'text/html', body: NGINX_502 })
        : route.continue(),
    );
    await press(page, 'a');
    await page
      .locator('[data-sync="unreachable"]')
      .filter({ hasText: 'The server could not be reached; your answers are kept on this device and will be sent' })
      .waitFor();
    expect(await shown(page)).not.toContain('Bad Gateway');
    expect(await currentNumber(page)).toBe(1);

    // The proxy finds the server again: the kept answer goes on its own.
    proxyDown = false;
    await answersSaved(page);
  });
});
