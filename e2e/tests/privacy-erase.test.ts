// Erasure from the screen (issue 28): a client admin erases a student from the profile, typing the
// student's email in the "Are you sure?" dialog, and the student is gone from the list.
import { describe, expect, inject, it } from 'vitest';
import { checkA11y, DEMO, signInViaApi, useBrowser } from '../support';

const RUN = Date.now().toString(36);
const letters = (text: string) => text.replace(/[^a-z]/gi, '');

/** A student of the demo client made through the API. */
async function createStudent(email: string, firstName: string) {
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
      Student_First_Name: firstName,
      Student_Last_Name: 'Erasable',
      email,
      password: 'erasable1',
      confirm_password: 'erasable1',
      Assign_Teachers: 'Maria',
      Enroll_Program: '["SAT"]',
    }),
  });
  if (res.status !== 201) throw new Error(`Could not create the student: ${res.status} ${await res.text()}`);
}

describe('client admin: erasing a student', () => {
  const ui = useBrowser();

  it('erases the student after the email is typed in the dialog, and the list no longer has them', async () => {
    const { page } = ui;
    const first = `Ersa${letters(RUN)}`;
    const email = `ersa.${RUN}@demoacademy.com`;
    await createStudent(email, first);
    await signInViaApi(page, 'clientadmin', '/client/students');
    const list = page.getByRole('region', { name: 'Students' });
    await list.getByRole('button', { name: first }).click();
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    await page.getByRole('button', { name: 'Erase', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this student?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Are you sure? This cannot be undone.');
    expect(await dialog.textContent()).toContain('class places, sign-in history');
    expect(await dialog.textContent()).toContain('anonymous rows');
    const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
    expect(await erase.isDisabled()).toBe(true);
    await checkA11y(page, 'erase dialog');

    await dialog.getByLabel('Type their email to confirm').fill('someone.else@demoacademy.com');
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByLabel('Type their email to confirm').fill(email);
    await erase.click();

    await page.locator('.mantine-Notification-root').filter({ hasText: 'Student erased' }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => list.getByRole('button', { name: first }).count()).toBe(0);
    // Read again from the server: gone there too.
    await page.reload();
    await list.getByRole('button').first().waitFor();
    expect(await list.getByRole('button', { name: first }).count()).toBe(0);
  });
});
