// English and Tamil (issue 21), the staff's side: a client admin, a teacher and the super admin each switch
// to Tamil on their sign-in page, sign in through the form and walk their main screens; every screen is in
// Tamil (html lang "ta", Noto Sans Tamil in use, no English catalogue text left on screen, axe clean).
// And a client's default language reaches its students: a new client (made here, so the demo client that
// other files use keeps English) set to Tamil, a student of it who never chose signs in to a Tamil dashboard.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, DEMO, settled, useBrowser, visit, waitForPath } from '../support';
import { ok } from '../support/adminApi';
import { expectNoEnglish, expectTamilShown, languageSwitch } from '../support/language';
import { superAdminToken } from '../support/realTestSetup';

const RUN = Date.now().toString(36).padStart(8, '0').slice(-8);
/** A client of this file alone, its students shown Tamil unless they choose. */
const CLIENT = {
  name: `Valluvar ${RUN}`,
  email: `office.${RUN}@valluvar.org`,
  licenseKey: `${RUN.slice(0, 4)}-${RUN.slice(4, 8)}-VALL-0021`.toUpperCase(),
};
const TEACHER_FIRST_NAME = 'Meena';
const STUDENT = { email: `selvi.${RUN}@valluvar.org`, password: 'tamil4242' };
/** teacher1@demoacademy.com teaches SAT Morning in the demo data (server/src/seed). */
const TEACHER = { email: 'teacher1@demoacademy.com', password: 'teacher123', className: 'SAT Morning' };
/** The first demo student, whose real tests and warm-ups the demo data fills. */
const DASHBOARD_STUDENT = 'Asha Kumar';

const tamilCatalogue = JSON.parse(
  readFileSync(new URL('../../domain/locales/ta.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The Tamil of an English catalogue text, to find a control by the name it shows. */
function ta(english: string): string {
  const tamil = tamilCatalogue[english];
  if (!tamil) throw new Error(`No Tamil in domain/locales/ta.json for ${JSON.stringify(english)}`);
  return tamil;
}

/** Everything a Tamil screen must be, in one call. */
async function inTamil(page: Page, screen: string) {
  await settled(page);
  // The pointer left where the last click was would hover whatever the new screen puts there.
  await page.mouse.move(0, 0);
  await expectTamilShown(page);
  await expectNoEnglish(page, screen);
  await checkA11y(page, `${screen} (Tamil)`);
}

/** Opens a sign-in page, switches it to Tamil and checks it. */
async function signInPageInTamil(page: Page, path: string, screen: string) {
  await visit(page, path);
  await languageSwitch(page, 'ta').click();
  await inTamil(page, screen);
}

/** Signs in through the form by its fields' names (the labels are in Tamil) and waits for the first screen. */
async function submitSignIn(page: Page, fields: Record<string, string>, home: string) {
  // The page is prerendered: a click before the app has taken the form over would submit it as plain HTML.
  await page.waitForFunction(() => {
    const button = document.querySelector('form button[type="submit"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
  for (const [name, value] of Object.entries(fields)) await page.locator(`input[name="${name}"]`).fill(value);
  await page.locator('form button[type="submit"]').click();
  await waitForPath(page, home);
}

/** Follows the bar's link to `path` (found by its address: its name is in Tamil) and waits for the screen. */
async function openFromBar(page: Page, path: string) {
  await page.locator(`header a[href="${path}"], nav a[href="${path}"]`).first().click();
  await waitForPath(page, path);
  await settled(page);
}

/** The region of a class's work (assignments, results), named in Tamil. */
const workOf = (page: Page, className: string) =>
  page.getByRole('region', { name: ta('Work of {{name}}').replace('{{name}}', className) });

/** Calls the API as the super admin. */
async function asSuperAdmin(api: APIRequestContext) {
  const token = await superAdminToken(api);
  return <T>(method: 'POST' | 'PUT', path: string, data: unknown) =>
    ok<T>(api.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data }));
}

describe('the staff’s screens in Tamil', () => {
  const ui = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const superAdmin = await asSuperAdmin(api);
    const { client_id } = await superAdmin<{ client_id: number }>('POST', '/api/client/', {
      ClientName: CLIENT.name,
      email: CLIENT.email,
      mobile: '555-210-2021',
      license_key: CLIENT.licenseKey,
    });
    // As the Configuration screen saves it.
    await superAdmin('PUT', `/api/client/${client_id}/`, { default_language: 'ta' });
    await superAdmin('POST', '/api/teacher/', {
      client: client_id,
      First_Name: TEACHER_FIRST_NAME,
      Last_Name: 'Sundaram',
      Email: `meena.${RUN}@valluvar.org`,
      Mobile: '555-210-2022',
      Currently_Teaching: 'true',
      High_Degree_Completed: JSON.stringify({ master: true }),
      Grade_Level: JSON.stringify({ senior: true }),
      Speciality: JSON.stringify({ math: true }),
    });
    await superAdmin('POST', '/api/student/', {
      client: client_id,
      Student_First_Name: 'Selvi',
      Student_Last_Name: 'Murugan',
      email: STUDENT.email,
      password: STUDENT.password,
      confirm_password: STUDENT.password,
      Student_Mobile: '555-210-2023',
      City: 'Springfield',
      State: 'Illinois',
      Zip_Code: '62701',
      Grade_Level: 'Grade 10',
      GAP: '3.5',
      Enroll_Program: JSON.stringify(['SAT']),
      Assign_Teachers: TEACHER_FIRST_NAME,
    });
    await api.dispose();
  });

  it('the client admin: teachers, students, the Admin Dashboard’s real tests and warm-ups, classes', async () => {
    const { page } = ui;
    await signInPageInTamil(page, '/client', 'the client admin sign-in');
    await submitSignIn(
      page,
      { email: DEMO.clientAdmin.email, password: DEMO.clientAdmin.password, license_key: DEMO.clientAdmin.licenseKey },
      '/client/teachers',
    );
    await inTamil(page, 'Teacher Profile');

    await openFromBar(page, '/client/students');
    await inTamil(page, 'Student Profile');

    await openFromBar(page, '/client/assigntest');
    await inTamil(page, 'the Admin Dashboard');
    // A student's real tests (view 1), then their warm-ups (view 3).
    await page.getByLabel(ta('Select Student'), { exact: true }).selectOption({ label: DASHBOARD_STUDENT });
    await page.locator('main table tbody tr').first().waitFor();
    await settled(page);
    await inTamil(page, 'the Admin Dashboard’s real tests');
    const view = page.getByLabel(ta('View By'), { exact: true });
    await view.selectOption('3');
    expect(await view.inputValue()).toBe('3');
    await page.locator('main table tbody tr').first().waitFor();
    await settled(page);
    await inTamil(page, 'the Admin Dashboard’s warm-ups');

    // The demo client assigns to classes: the bar leads to them.
    await openFromBar(page, '/client/adminclassroom');
    await inTamil(page, 'Assign to Classrooms');
    await page
      .getByRole('region', { name: ta('Classes') })
      .getByRole('button', { name: TEACHER.className })
      .click();
    await workOf(page, TEACHER.className).waitFor();
    await page.locator('[data-class-results]').waitFor();
    await inTamil(page, `Assign to Classrooms, ${TEACHER.className}`);
  }, 120_000);

  it('the teacher: My Classes and the work of a class', async () => {
    const { page } = ui;
    await signInPageInTamil(page, '/teacher', 'the teacher sign-in');
    await submitSignIn(page, { email: TEACHER.email, password: TEACHER.password }, '/teacher/classes');
    await inTamil(page, 'My Classes');
    await page.getByRole('button', { name: TEACHER.className, exact: true }).click();
    await workOf(page, TEACHER.className).waitFor();
    await page.locator('[data-class-results]').waitFor();
    await inTamil(page, `the work of ${TEACHER.className}`);
  }, 90_000);

  it('the super admin: clients, a client’s configuration with its Default Language, the Data Tool, Grant Test Access', async () => {
    const { page } = ui;
    await signInPageInTamil(page, '/superadmin', 'the super admin sign-in');
    await submitSignIn(
      page,
      { email: DEMO.superAdmin.email, password: DEMO.superAdmin.password },
      '/superadmin/clientsignup',
    );
    await page.getByRole('button', { name: CLIENT.name, exact: true }).waitFor();
    await inTamil(page, 'Client Profile (the clients list)');

    await openFromBar(page, '/superadmin/pageconfiguration');
    await page.getByLabel(ta('Client'), { exact: true }).selectOption({ label: CLIENT.name });
    // The client made above keeps Tamil for its students; the field names it in Tamil.
    const language = page.getByLabel(ta('Default Language'), { exact: true });
    await expect.poll(() => language.inputValue()).toBe('ta');
    expect((await language.locator('option:checked').innerText()).trim()).toBe(ta('Tamil'));
    await inTamil(page, 'Client Configuration');

    await openFromBar(page, '/superadmin/data-tool');
    await page.locator('main table tbody tr').first().waitFor();
    await inTamil(page, 'the Data Tool’s tests');

    await openFromBar(page, '/superadmin/assign-quiz');
    await inTamil(page, 'Grant Test Access');
    // A client's SAT tests, as offered for granting (nothing is saved).
    await page.getByLabel(ta('Client Admin'), { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(ta('Test Type'), { exact: true }).selectOption('SAT');
    await page.locator('main input[type="checkbox"]').first().waitFor();
    await inTamil(page, 'Grant Test Access, the SAT tests of a client');
  }, 120_000);

  it('shows a student who never chose the language their client’s default sets', async () => {
    // The test's own browser context: nothing chosen in it.
    const { page } = ui;
    await visit(page, '/student');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await submitSignIn(page, { email: STUDENT.email, password: STUDENT.password }, '/student/dashboard');
    await inTamil(page, 'the dashboard of a student of a Tamil client');
  }, 60_000);
});
