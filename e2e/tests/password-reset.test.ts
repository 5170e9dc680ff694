import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkA11y,
  DEMO,
  fill,
  heading,
  outboxFiles,
  signInAsStudent,
  useBrowser,
  visit,
  waitForMail,
  waitForPath,
} from '../support';

const RUN = Date.now().toString(36);
const email = `reset.${RUN}@demoacademy.com`;

/** A student of the demo client of this file's own (the demo students' passwords stay as they are). */
async function createStudent() {
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
  const res = await fetch(`${base}/api/student/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({
      Student_First_Name: 'Resa',
      Student_Last_Name: 'Forgetful',
      email,
      password: 'oldpass123',
      confirm_password: 'oldpass123',
      Assign_Teachers: 'Maria',
      Enroll_Program: '["SAT"]',
    }),
  });
  if (res.status !== 201) throw new Error(`Could not create the student: ${res.status} ${await res.text()}`);
}

const popup = (page: import('playwright-core').Page, text: string) => page.getByRole('dialog').getByText(text);

describe('password reset', () => {
  const ui = useBrowser();
  beforeAll(createStudent);

  it('client admin: the login page links to the request page, which asks for an email', async () => {
    const { page } = ui;
    await visit(page, '/client');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await waitForPath(page, '/client/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await checkA11y(page, '/client/forgot-password');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await popup(page, 'Insert Your Email First!').waitFor();
    await checkA11y(page, 'missing email popup');
  });

  it('student: asks for a link, follows it from the mail, sets a new password and signs in with it', async () => {
    const { page } = ui;
    await visit(page, '/student');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await waitForPath(page, '/student/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await checkA11y(page, '/student/forgot-password');

    // An email without an account is answered like any other (no one learns which accounts exist);
    // only a malformed one is refused.
    await fill(page, 'Email', `nobody.${RUN}@`);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await popup(page, 'Not a valid Email!').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    const before = outboxFiles();
    await fill(page, 'Email', email);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await waitForPath(page, '/');
    await page.getByText('Check Your Email for the Reset Link!').waitFor();

    const mail = await waitForMail(email, before);
    expect(mail.subject).toBe('Reset your password');
    const link = /https?:\/\/\S+\/conform-password\/[A-Za-z0-9_-]+\?user=student/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    await visit(page, new URL(link!).pathname + new URL(link!).search);
    expect(await heading(page)).toBe('Set New Password');

    await fill(page, 'New Password', 'newpass456');
    await fill(page, 'Confirm Password', 'newpass457');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await popup(page, 'Password Miss matched!').waitFor();
    await checkA11y(page, 'mismatch popup');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await fill(page, 'New Password', 'weak');
    await fill(page, 'Confirm Password', 'weak');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await popup(page, 'Looks like Weak Password!').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await fill(page, 'New Password', 'newpass456');
    await fill(page, 'Confirm Password', 'newpass456');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await waitForPath(page, '/student');
    await page.getByText('Password Updated Successfully!').waitFor();

    await signInAsStudent(page, { email, password: 'newpass456' });
    const old = await page.request.post('/auth/student/', { data: { email, password: 'oldpass123' } });
    expect(old.status()).toBe(401);
  });
});
