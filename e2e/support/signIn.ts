import type { Page } from 'playwright-core';
import { DEMO, demoStudent, type Credentials } from './demo';
import { checkA11y } from './a11y';
import { settled, visit, waitForPath } from './navigation';

export type Role = 'superadmin' | 'clientadmin' | 'teacher' | 'student';

/** Where each role lands after signing in. */
export const AREA_HOME: Record<Role, string> = {
  superadmin: '/superadmin/clientsignup',
  clientadmin: '/client/teachers',
  teacher: '/teacher/classes',
  student: '/student/dashboard',
};

/** Fills a labelled field; exact, so "Password" does not also match the "Show password" toggle. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

export async function clickSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function landed(page: Page, role: Role) {
  await waitForPath(page, AREA_HOME[role]);
  await settled(page);
  await checkA11y(page, AREA_HOME[role]);
}

/** Signs in through the /superadmin form and waits for the area's first screen. */
export async function signInAsSuperAdmin(page: Page, credentials: Credentials = DEMO.superAdmin): Promise<void> {
  await visit(page, '/superadmin');
  await fill(page, 'Email', credentials.email);
  await fill(page, 'Password', credentials.password);
  await clickSignIn(page);
  await landed(page, 'superadmin');
}

/** Signs in through the /client form (email, password, license key). */
export async function signInAsClientAdmin(
  page: Page,
  credentials: Credentials & { licenseKey: string } = DEMO.clientAdmin,
): Promise<void> {
  await visit(page, '/client');
  await fill(page, 'LOGIN EMAIL', credentials.email);
  await fill(page, 'PASSWORD', credentials.password);
  await fill(page, 'LICENSE KEY', credentials.licenseKey);
  await clickSignIn(page);
  await landed(page, 'clientadmin');
}

/** Signs in through the /student form; by default as the first demo student. */
export async function signInAsStudent(page: Page, credentials: Credentials = demoStudent(0)): Promise<void> {
  await visit(page, '/student');
  await fill(page, 'Email', credentials.email);
  await fill(page, 'Password', credentials.password);
  await clickSignIn(page);
  await landed(page, 'student');
}

/** Signs in through the /teacher form (a teacher who has set a password from the invitation). */
export async function signInAsTeacher(page: Page, credentials: Credentials): Promise<void> {
  await visit(page, '/teacher');
  await fill(page, 'Email', credentials.email);
  await fill(page, 'Password', credentials.password);
  await clickSignIn(page);
  await landed(page, 'teacher');
}

/** The API sign-ins of the demo accounts (the demo teachers' own password, as README.md gives it). */
const LOGIN_CALL: Record<Role, { path: string; body: Record<string, string> }> = {
  superadmin: { path: '/auth/superadmin/', body: DEMO.superAdmin },
  teacher: { path: '/auth/teacher/', body: { email: 'teacher1@demoacademy.com', password: 'teacher123' } },
  clientadmin: {
    path: '/auth/clientadmin/',
    body: {
      email: DEMO.clientAdmin.email,
      password: DEMO.clientAdmin.password,
      license_key: DEMO.clientAdmin.licenseKey,
    },
  },
  student: { path: '/auth/student/', body: { email: demoStudent(0).email, password: demoStudent(0).password } },
};

/**
 * Signs in through the API, skipping the form (for tests about other screens): the session is put
 * where the web app keeps it (session storage, key `prep.session`) before the page loads.
 * Then opens `path`, the role's first screen by default.
 */
export async function signInViaApi(page: Page, role: Role, path: string = AREA_HOME[role]): Promise<void> {
  const call = LOGIN_CALL[role];
  const res = await page.request.post(call.path, { data: call.body });
  if (!res.ok()) throw new Error(`Sign-in as ${role} failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as Record<string, unknown> & { access_token: string; refresh: string };
  const { access_token, refresh, ...rest } = body;
  const profile = { role, ...rest, ...(role === 'clientadmin' ? { email: call.body.email } : {}) };
  // Once per tab: a later full page load must not undo a sign-out.
  await page.addInitScript(
    (session) => {
      if (window.sessionStorage.getItem('e2e.seeded')) return;
      window.sessionStorage.setItem('e2e.seeded', '1');
      window.sessionStorage.setItem('prep.session', session);
    },
    JSON.stringify({ access: access_token, refresh, profile }),
  );
  await visit(page, path);
}
