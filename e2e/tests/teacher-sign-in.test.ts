import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkA11y,
  clickSignIn,
  DEMO,
  fill,
  heading,
  outboxFiles,
  pathOf,
  settled,
  signInAsTeacher,
  signInViaApi,
  useBrowser,
  visit,
  waitForMail,
  waitForPath,
} from '../support';

// Unique per run, so this file neither depends on nor disturbs other files' records.
const RUN = Date.now().toString(36);
const firstName = `Tamsin${RUN.replace(/[^a-z]/gi, '')}`;
const email = `tamsin.${RUN}@demoacademy.com`;
const password = 'chalkboard7';

/** A teacher of the demo client, made through the API; they have no password until invited. */
async function createTeacher() {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/auth/clientadmin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO.clientAdmin.email,
      password: DEMO.clientAdmin.password,
      license_key: DEMO.clientAdmin.licenseKey,
    }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${base}/api/teacher/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({
      First_Name: firstName,
      Last_Name: 'Okafor',
      Email: email,
      Mobile: '555-010-2001',
      Currently_Teaching: 'true',
      High_Degree_Completed: JSON.stringify({ master: true }),
      Grade_Level: JSON.stringify({ senior: true }),
      Speciality: JSON.stringify({ math: true }),
    }),
  });
  if (res.status !== 201) throw new Error(`Could not create the teacher: ${res.status} ${await res.text()}`);
}

const notification = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

describe('teacher sign-in', () => {
  const ui = useBrowser();
  beforeAll(createTeacher);

  it('is reached from the landing page, asks for both fields, and links to its forgot-password page', async () => {
    const { page } = ui;
    await visit(page, '/');
    await page.getByRole('link', { name: 'TEACHER', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Teacher Login' }).waitFor();
    expect(pathOf(page)).toBe('/teacher');
    await checkA11y(page, '/teacher');
    await clickSignIn(page);
    await page.getByRole('dialog').getByText('Please Fillout All Fields').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    // Not invited yet: the same answer as a wrong password.
    await fill(page, 'Email', email);
    await fill(page, 'Password', password);
    await clickSignIn(page);
    await page.getByRole('dialog').getByText('Check your email and password').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await waitForPath(page, '/teacher/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await page.getByText('Enter the email of your teacher account').waitFor();
  });

  it('the admin invites from Teacher Profile; the mailed link sets the password; the teacher lands on My Classes', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', '/client/teachers');
    const list = page.getByRole('region', { name: 'Teachers' });
    await list.getByRole('button', { name: firstName }).click();
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    const before = outboxFiles();
    await page.getByRole('button', { name: 'Invite to sign in' }).click();
    await notification(page, `Invitation sent to ${email}`).waitFor();
    // Away from the button: a light button under the pointer is drawn lighter than the theme's contrast allows.
    await page.mouse.move(0, 0);
    await checkA11y(page, 'invitation sent');

    const mail = await waitForMail(email, before);
    expect(mail.subject).toBe('You are invited to sign in as a teacher');
    const link = /https?:\/\/\S+\/conform-password\/[A-Za-z0-9_-]+\?user=teacher/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    // The teacher opens the link in their own browser: the admin's session is not theirs.
    await visit(page, '/client/logout');
    await waitForPath(page, '/');
    await visit(page, new URL(link!).pathname + new URL(link!).search);
    expect(await heading(page)).toBe('Set New Password');
    await fill(page, 'New Password', password);
    await fill(page, 'Confirm Password', password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await waitForPath(page, '/teacher');
    await page.getByText('Password Updated Successfully!').waitFor();

    await signInAsTeacher(page, { email, password });
    expect(await heading(page)).toBe('My Classes');
    const nav = page.getByRole('navigation', { name: 'Teacher' });
    expect(await nav.getByRole('link', { name: 'My Classes' }).getAttribute('aria-current')).toBe('page');
    // The client's name in the bar: the teacher's screens wear their school's branding.
    await page.getByText(DEMO.clientName).first().waitFor();

    // /teacher with a session goes straight to the classes.
    await visit(page, '/teacher');
    await waitForPath(page, '/teacher/classes');
    await settled(page);

    await nav.getByRole('link', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await visit(page, '/teacher/classes');
    expect(pathOf(page)).toBe('/');
  });
});
