// Who did what with a child's data (issue 28): a client admin changes a student's city on the student's
// profile, finds the change under Activity (filtered to the student, and in the CSV file) as before → after,
// and again on the student's History tab. The events are the server's own, read from the real database.
import { readFileSync } from 'node:fs';
import { type Page, request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, settled, signInViaApi, useBrowser } from '../support';
import { asClientAdmin, createStudent } from '../support/adminApi';

const RUN = Date.now().toString(36);
const STUDENT = { first: `Hedda${RUN.replace(/[^a-z]/g, '')}`, last: 'History', email: `hedda.${RUN}@demoacademy.com` };
const FULL_NAME = `${STUDENT.first} ${STUDENT.last}`;
/** createStudent's city; the test moves the student to Tucson. */
const CITY_BEFORE = 'Springfield';
const CITY_AFTER = 'Tucson';
const CHANGE = `City: ${CITY_BEFORE} → ${CITY_AFTER}`;

/** Chooses an entry of a Mantine Select (a searchable combobox) by typing and picking the option. */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The event rows of a table of events that record the student's update. */
const updateRows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr[data-action="student.updated"]');

describe('the audit log on screen', () => {
  const ui = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const admin = await asClientAdmin(api);
    await createStudent(admin, { ...STUDENT, password: 'history42', programs: ['SAT'], teacher: 'Victor' });
    await api.dispose();
  });

  it("shows a change of a student's city under Activity and on the student's History tab", async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', '/client/students');
    const list = page.getByRole('region', { name: 'Students' });
    await list.getByRole('button', { name: STUDENT.first }).click();
    const city = page.getByLabel('City', { exact: true });
    await expect.poll(() => city.inputValue()).toBe(CITY_BEFORE);
    await city.fill(CITY_AFTER);
    await city.blur();
    await page.getByRole('button', { name: 'Update' }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: `Student ${STUDENT.first} Updated` })
      .first()
      .waitFor();

    // Activity, in the bar: the student's events, the update first with its before and after.
    await page.getByRole('navigation', { name: 'Client admin' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await choose(page, 'Student', FULL_NAME);
    const row = updateRows(page, 'Activity').filter({ hasText: FULL_NAME }).first();
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('Student updated');
    expect(await row.locator('[data-change="City"]').innerText()).toBe(CHANGE);
    expect(await row.getByRole('cell').nth(1).innerText()).toContain('Client admin');
    // The pointer off the buttons (the option it picked was above Download CSV): the page as it rests.
    await page.mouse.move(0, 0);
    await settled(page);
    await checkA11y(page, 'Activity, filtered to a student');

    // The same event by its action, and in the CSV file of what the filters find.
    await choose(page, 'Action', 'Student updated');
    await expect.poll(() => updateRows(page, 'Activity').count()).toBeGreaterThan(0);
    expect(await page.getByRole('table', { name: 'Activity' }).locator('tbody tr').count()).toBe(
      await updateRows(page, 'Activity').count(),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('activity.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('student.updated');
    expect(csv).toContain(FULL_NAME);
    expect(csv).toContain(CITY_AFTER);

    // The student's History tab on their profile: the same change.
    await page.getByRole('navigation', { name: 'Client admin' }).getByRole('link', { name: 'Student Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Student Profile' }).waitFor();
    await list.getByRole('button', { name: STUDENT.first }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = updateRows(page, `History of ${FULL_NAME}`).first();
    await history.waitFor();
    expect(await history.locator('[data-change="City"]').innerText()).toBe(CHANGE);
    await page.mouse.move(0, 0);
    await settled(page);
    await checkA11y(page, "a student's History tab");
    // Back on Profile, the form shows the saved city.
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect.poll(() => city.inputValue()).toBe(CITY_AFTER);
  }, 90_000);
});
