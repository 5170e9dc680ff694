// Erasure from the screen (issue 28): a client admin erases a student from the profile, typing the
// student's email in the "Are you sure?" dialog, and the student is gone from the list.
import { describe, expect, inject, it } from 'vitest';
import { request } from 'playwright-core';
import { checkA11y, signInViaApi, useBrowser } from '../support';
import { asClientAdmin, createStudent } from '../support/adminApi';

const RUN = Date.now().toString(36);
const letters = (text: string) => text.replace(/[^a-z]/gi, '');

/** A student of the demo client made through the API. */
async function makeStudent(email: string, first: string) {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  const admin = await asClientAdmin(api);
  await createStudent(admin, {
    first,
    last: 'Erasable',
    email,
    password: 'erasable1',
    programs: ['SAT'],
    teacher: 'Maria',
  });
  await api.dispose();
}

describe('client admin: erasing a student', () => {
  const ui = useBrowser();

  it('erases the student after the email is typed in the dialog, and the list no longer has them', async () => {
    const { page } = ui;
    const first = `Ersa${letters(RUN)}`;
    const email = `ersa.${RUN}@demoacademy.com`;
    await makeStudent(email, first);
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
