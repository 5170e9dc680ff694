import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, DEMO, demoStudent, settled, signInAsClientAdmin, signInViaApi, useBrowser } from '../support';

// Unique per run, so this file neither depends on nor disturbs other files' records.
const RUN = Date.now().toString(36);
const letters = (text: string) => text.replace(/[^a-z]/gi, '');

/** The on-blur mark of a labelled input: red (aria-invalid) with its message, or green ("Valid"). */
async function markOf(input: Locator): Promise<{ invalid: boolean; text: string }> {
  return input.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return { invalid: el.getAttribute('aria-invalid') === 'true', text };
  });
}

/** A labelled input, by its exact label (a required field's asterisk is drawn by CSS, outside its name). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types into a field and leaves it, so its mark is set. */
async function enter(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
  return input;
}

async function expectRed(input: Locator, message: string) {
  await expect
    .poll(() => markOf(input))
    .toEqual({ invalid: true, text: expect.stringContaining(message) as unknown as string });
}

async function expectGreen(input: Locator) {
  await expect
    .poll(() => markOf(input))
    .toEqual({ invalid: false, text: expect.stringContaining('Valid') as unknown as string });
}

const notification = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** A student of the demo client made through the API, for the export and import round trip. */
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
      Student_Last_Name: 'Roundtrip',
      email,
      password: 'roundtrip1',
      confirm_password: 'roundtrip1',
      Assign_Teachers: 'Maria',
      Enroll_Program: '["SAT"]',
    }),
  });
  if (res.status !== 201) throw new Error(`Could not create the student: ${res.status} ${await res.text()}`);
}

describe('client admin: organisations and people', () => {
  const ui = useBrowser();

  it("signs in with the license key and sees the client's logo and colours in the bar", async () => {
    const { page } = ui;
    await signInAsClientAdmin(page);
    const brand = page.getByRole('link', { name: DEMO.clientName });
    await brand.waitFor();
    // Demo Academy has no logo of its own: the default image, actually loaded.
    const logo = brand.locator('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(new URL(await logo.evaluate((img: HTMLImageElement) => img.src)).pathname).toBe('/default-logo.svg');
    // header_color #1c3f94 and navbar_color #2b5cd6 of the demo client.
    const header = brand.locator('xpath=..');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(28, 63, 148)');
    const nav = page.getByRole('navigation', { name: 'Client admin' });
    expect(await nav.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(43, 92, 214)');
    // The demo client has classes on (issue 18's demo data): the bar offers its screen.
    expect(await nav.getByRole('link', { name: 'Assign to Classrooms' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Teacher Profile' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'Student Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Student Profile' }).waitFor();
    await settled(page);
    expect(await nav.getByRole('link', { name: 'Student Profile' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Teacher Profile' }).getAttribute('aria-current')).toBeNull();
    await checkA11y(page, 'student profile');
  });

  it('adds a teacher: an invalid field is marked red on blur, then green once corrected, and the teacher is saved', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', '/client/teachers');
    // The first teacher is shown on first load: editing mode.
    const list = page.getByRole('region', { name: 'Teachers' });
    await expect.poll(() => list.getByRole('button', { name: 'Maria' }).getAttribute('aria-current')).toBe('true');
    expect(await field(page, 'First Name').inputValue()).toBe('Maria');
    expect(await page.getByRole('button', { name: 'add' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Update' }).isEnabled()).toBe(true);

    await page.getByLabel('select teacher').selectOption({ label: 'Add New Teacher' });
    expect(await field(page, 'First Name').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'add' }).isEnabled()).toBe(true);

    const first = `Tessa${letters(RUN)}`;
    const email = `tessa.${RUN}@demoacademy.com`;
    await enter(page, 'First Name', first);
    await enter(page, 'Last Name', 'Nguyen');
    await page.getByLabel('Prefix').selectOption('Dr.');
    const mobile = await enter(page, 'Mobile', '5550104444');
    await expectRed(mobile, 'Mobile number is not Valid!');
    const emailInput = await enter(page, 'Email', 'tessa at school');
    await expectRed(emailInput, 'Email is not valid!');
    await checkA11y(page, 'teacher form with red marks');

    // Sending now names the first problem.
    await page.getByRole('button', { name: 'add' }).click();
    await notification(page, 'Please Fillout High Degree Completed!').waitFor();

    await enter(page, 'Email', email);
    await expectGreen(emailInput);
    await enter(page, 'Mobile', '555-010-4444');
    await expectGreen(mobile);
    await page.getByLabel('State').selectOption('Arizona');
    await page.getByRole('checkbox', { name: 'Master' }).check();
    await page.getByRole('checkbox', { name: 'Senior' }).check();
    await page.getByRole('checkbox', { name: 'Physics' }).check();
    await page.getByRole('checkbox', { name: 'academy / magnet / cbse schools' }).check();
    await page.getByLabel('Relationship 1').selectOption('mother');
    await page.getByLabel('Relationship 2').selectOption('mother');
    await page.getByRole('button', { name: 'add' }).click();
    await notification(page, 'Relationship 1 and 2 should not be same').waitFor();
    await page.getByLabel('Relationship 2').selectOption('friend');

    await page.getByRole('button', { name: 'add' }).click();
    await notification(page, `Teacher ${first} Added Successfully`).waitFor();
    // The form resets to new mode; the list holds the new teacher.
    expect(await field(page, 'First Name').inputValue()).toBe('');
    await list.getByRole('button', { name: first }).click();
    expect(await field(page, 'Email').inputValue()).toBe(email);
    expect(await page.getByLabel('State').inputValue()).toBe('Arizona');
    expect(await page.getByRole('checkbox', { name: 'Physics' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'academy / magnet / cbse schools' }).isChecked()).toBe(true);

    // Teachers as CSV from the server, fetched with the session's token.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('teachers.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.replace(/^\ufeff/, '').split(/\r?\n/)[0]).toMatch(/^id,client,Select_Teacher,Prefix,First_Name/);
    expect(csv).toContain(email);

    // Update: Cancel waits for a change; the change is saved with the server's message.
    expect(await page.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    await enter(page, 'City', 'Tucson');
    expect(await page.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Update' }).click();
    await notification(page, `Teacher ${first} Updated Successfully`).waitFor();
    await list.getByRole('button', { name: first }).click();
    expect(await field(page, 'City').inputValue()).toBe('Tucson');

    // Delete asks first; cancelling keeps the record.
    await page.getByRole('button', { name: 'delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText('Once deleted, you will not be able to recover this Record file!').waitFor();
    await checkA11y(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await notification(page, 'Teacher Record is Safe!').waitFor();
    await page.getByRole('button', { name: 'delete' }).click();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await notification(page, 'Teacher Record Deleted!').waitFor();
    await expect.poll(() => list.getByRole('button', { name: first }).count()).toBe(0);
    await checkA11y(page, 'teachers after delete');
  });

  it('adds a student: a weak password is marked red, then green, and the student is saved with a copyable token', async () => {
    const { page, context } = ui;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInViaApi(page, 'clientadmin', '/client/students');
    const list = page.getByRole('region', { name: 'Students' });
    await expect
      .poll(() => list.getByRole('button', { name: demoStudent(0).firstName }).getAttribute('aria-current'))
      .toBe('true');

    await page.getByLabel('select student').selectOption({ label: 'Add New Student' });
    const first = `Sami${letters(RUN)}`;
    const email = `sami.${RUN}@demoacademy.com`;
    await enter(page, 'First Name', first);
    await enter(page, 'Last Name', 'Okafor');
    await enter(page, 'Email', email);
    const password = await enter(page, 'Password', 'short');
    await expectRed(password, 'password must contain atleast 8 digits, including characters and numbers!');
    await checkA11y(page, 'student form with a red mark');

    await page.getByRole('button', { name: 'add' }).click();
    await notification(page, 'please fillout Assign Teachers').waitFor();

    await enter(page, 'Password', 'goodpass12');
    await expectGreen(password);
    const confirm = await enter(page, 'Confirm Password', 'goodpass12');
    await expectGreen(confirm);
    await page.getByLabel('Assign Teachers').selectOption('Maria');
    await page.getByLabel('Grade Level').selectOption('Grade 10');
    await enter(page, 'GPA', '3.8');
    await page.getByRole('combobox', { name: 'Enroll Program', exact: true }).click();
    await page.getByRole('option', { name: 'SAT' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'ACT' }).check();

    await page.getByRole('button', { name: 'add' }).click();
    await notification(page, `Student ${first} Added`).waitFor();

    await list.getByRole('button', { name: first }).click();
    expect(await field(page, 'Email').inputValue()).toBe(email);
    expect(await field(page, 'Password').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'ACT' }).isChecked()).toBe(true);
    // The demo client shows dashboard tokens.
    const token = await field(page, 'Dashboard Token').inputValue();
    expect(token.length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Copy token' }).click();
    await notification(page, 'Token copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await checkA11y(page, 'student with token');
  });

  describe('export and import', () => {
    const email = `rita.${RUN}@demoacademy.com`;
    const first = `Rita${letters(RUN)}`;
    beforeAll(() => createStudent(email, first));

    it('exports students.json with blank passwords and imports it back as an update', async () => {
      const { page } = ui;
      await signInViaApi(page, 'clientadmin', '/client/students');
      const list = page.getByRole('region', { name: 'Students' });
      await list.getByRole('button', { name: first }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('students.json');
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as Array<Record<string, unknown>>;
      expect(exported.length).toBeGreaterThan(1);
      for (const row of exported) {
        expect(row.password).toBe('');
        expect(row.confirm_password).toBe('');
        expect(row).not.toHaveProperty('api_token');
      }
      const mine = exported.find((row) => row.email === email);
      expect(mine).toMatchObject({ Student_First_Name: first, Assign_Teachers: 'Maria', Enroll_Program: '["SAT"]' });

      // Changed in the file, then imported: the existing students take the file's values.
      const comment = `Moved up a level ${RUN}`;
      const edited = exported.map((row) =>
        row.email === email ? { ...row, Additional_Comments: comment, Student_Last_Name: 'Imported' } : row,
      );
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import' }).click(),
      ]);
      await chooser.setFiles({
        name: 'students.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(edited)),
      });
      const confirm = page.getByRole('dialog', { name: 'Update existing students?' });
      await confirm.waitFor();
      await checkA11y(page, 'import confirmation');
      await confirm.getByRole('button', { name: 'Update' }).click();
      await notification(page, 'Students Imported Successfully').waitFor();

      await list.getByRole('button', { name: first }).click();
      expect(await field(page, 'Last Name').inputValue()).toBe('Imported');
      expect(await field(page, 'Additional Comments').inputValue()).toBe(comment);
      // A blank password in the file kept the student's password.
      const signIn = await page.request.post('/auth/student/', { data: { email, password: 'roundtrip1' } });
      expect(signIn.status()).toBe(200);
    });

    it('refuses a file with a bad row, saves nothing and reports the row', async () => {
      const { page } = ui;
      await signInViaApi(page, 'clientadmin', '/client/students');
      const csv = [
        'Student_First_Name,Student_Last_Name,email,Assign_Teachers,Enroll_Program',
        `Una${letters(RUN)},Valid,una.${RUN}@demoacademy.com,Maria,SAT`,
        `Vic${letters(RUN)},Broken,not-an-email,Maria,SAT`,
      ].join('\r\n');
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import' }).click(),
      ]);
      await chooser.setFiles({ name: 'new-students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const report = page.getByRole('dialog', { name: 'Import refused' });
      await report.waitFor();
      const cells = await report.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
      // The header is line 1: the bad record is the file's third line.
      expect(cells.map((c) => c.trim())).toEqual(['line 3', 'email', 'Email is not valid!']);
      await checkA11y(page, 'import report');
      await report.getByRole('button', { name: 'OK' }).click();
      expect(
        await page
          .getByRole('region', { name: 'Students' })
          .getByRole('button', { name: `Una${letters(RUN)}` })
          .count(),
      ).toBe(0);

      // Any other kind of file is refused before reading it.
      const [other] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import' }).click(),
      ]);
      await other.setFiles({ name: 'students.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await notification(page, 'Please Select JSON or CSV file only').waitFor();
    });
  });
});
