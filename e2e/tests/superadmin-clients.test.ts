import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  heading,
  outboxFiles,
  settled,
  signInAsClientAdmin,
  signInAsSuperAdmin,
  signInViaApi,
  useBrowser,
  visit,
  waitForMail,
  waitForPath,
} from '../support';

// Unique per run, so this file neither depends on nor disturbs other files' records.
const RUN = Date.now().toString(36).padStart(8, '0').slice(-8);
const CLIENT = {
  name: `Summit ${RUN}`,
  email: `office.${RUN}@summit.org`,
  licenseKey: `${RUN.slice(0, 4)}-${RUN.slice(4, 8)}-SUMM-0001`.toUpperCase(),
  contact: `contact.${RUN}@summit.org`,
};
const ADMIN = {
  first: 'Grace',
  last: `Hopper${RUN.replace(/\d/g, '')}`,
  email: `grace.${RUN}@summit.org`,
  password: 'summit2026',
};
/** The two long flows cross several screens; a busy machine may need more than the default 30 s. */
const LONG_FLOW = 90_000;
const HEADER = { hex: '#0f766e', rgb: 'rgb(15, 118, 110)' };

/** An 8×8 teal PNG, far under the 1,000,000-byte limit. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgL8vDihiGlgQApWE8wfekj3cAAAAASUVORK5CYII=',
  'base64',
);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const notification = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** The on-blur mark of a labelled input: red (aria-invalid) with its message, or green ("Valid"). */
async function markOf(input: Locator): Promise<{ invalid: boolean; text: string }> {
  return input.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return { invalid: el.getAttribute('aria-invalid') === 'true', text };
  });
}

/** Types into a field and leaves it, so its mark is set. */
async function enter(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
  return input;
}

/** Follows a link of the super-admin bar and checks the screen it opens. */
async function openFromBar(page: Page, link: string, path: string) {
  await page.getByRole('navigation', { name: 'Super admin' }).getByRole('link', { name: link, exact: true }).click();
  await waitForPath(page, path);
  await settled(page);
  await checkA11y(page, path);
}

describe('super admin: organisations and people', () => {
  const ui = useBrowser();

  it(
    'creates a client with a logo, its admin and its colours; the admin signs in to a branded area',
    async () => {
      const { page } = ui;
      await signInAsSuperAdmin(page);
      expect(await heading(page)).toBe('Client Profile');
      const nav = page.getByRole('navigation', { name: 'Super admin' });
      const links = (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
      expect(links.slice(0, 5)).toEqual([
        'Home',
        'Client Profile',
        'Client Admin Profile',
        'Configuration',
        'Subject Detail',
      ]);
      expect(links.at(-1)).toBe('Logout');
      await page.getByText('Version 01.02').waitFor();

      // Client Profile: one field wrong first (red with the spec's message once left), then put right.
      await enter(page, 'Client Name', CLIENT.name);
      await enter(page, 'Email', CLIENT.email);
      await enter(page, 'Mobile', '555-201-2026');
      await enter(page, 'License Key', CLIENT.licenseKey);
      const city = await enter(page, 'City', 'Denver!');
      await expect
        .poll(() => markOf(city))
        .toEqual({ invalid: true, text: expect.stringContaining('City Name is not Valid!') as unknown as string });
      await checkA11y(page, 'client form with a red mark');
      await enter(page, 'City', 'Denver');
      await expect
        .poll(() => markOf(city))
        .toEqual({ invalid: false, text: expect.stringContaining('Valid') as unknown as string });
      await field(page, 'State').selectOption('Arizona');
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'summit.png', mimeType: 'image/png', buffer: LOGO_PNG });
      await page.getByRole('img', { name: 'Preview of the chosen logo' }).waitFor();

      await page.getByRole('button', { name: 'add', exact: true }).click();
      await notification(page, `Client ${CLIENT.name} Added Successfully`).waitFor();
      await checkA11y(page, 'client added');
      // The form is back in add mode and the list holds the new client.
      expect(await field(page, 'Client Name').inputValue()).toBe('');
      const listed = page.getByRole('button', { name: CLIENT.name, exact: true });
      await listed.click();
      expect(await field(page, 'License Key').inputValue()).toBe(CLIENT.licenseKey);
      const current = page.getByRole('img', { name: 'Current logo' });
      expect(new URL(await current.evaluate((img: HTMLImageElement) => img.src)).pathname).toMatch(/^\/media\/logos\//);

      // The API token is shown once, with the server's message.
      await page.getByRole('button', { name: 'Generate API Token' }).click();
      const tokenDialog = page.getByRole('dialog', { name: 'API Token' });
      await tokenDialog.getByText('API Token Generated Successfully').waitFor();
      await tokenDialog.getByText('Shown only once').waitFor();
      await checkA11y(page, 'API token dialog');
      await tokenDialog.getByRole('button', { name: 'Close' }).first().click();
      await tokenDialog.waitFor({ state: 'hidden' });

      // Client Admin Profile: an admin for the new client, signing in with a license key.
      await openFromBar(page, 'Client Admin Profile', '/superadmin/admin');
      await field(page, 'Select Client').selectOption({ label: CLIENT.name });
      expect(await field(page, 'License Key').inputValue()).toBe(CLIENT.licenseKey);
      await enter(page, 'First Name', ADMIN.first);
      await enter(page, 'Last Name', ADMIN.last);
      await enter(page, 'Email', ADMIN.email);
      await enter(page, 'Password', ADMIN.password);
      await enter(page, 'Confirm Password', ADMIN.password);
      await page.getByRole('button', { name: 'add', exact: true }).click();
      await notification(page, `Client Admin ${ADMIN.first} ${ADMIN.last} is Added`).waitFor();
      await page.getByRole('button', { name: `${ADMIN.first} ${ADMIN.last}`, exact: true }).waitFor();
      await checkA11y(page, 'client admin added');

      // Configuration: the header colour and the contact email of the new client.
      await openFromBar(page, 'Configuration', '/superadmin/pageconfiguration');
      await field(page, 'Client').selectOption({ label: CLIENT.name });
      const header = field(page, 'Header Color');
      await header.fill(HEADER.hex);
      await header.press('Escape');
      await enter(page, 'Contact Email', CLIENT.contact);
      await field(page, 'Personalized Test Count').fill('2');
      await checkA11y(page, 'configuration filled');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await notification(page, 'Client Configuration Updated Successfully').waitFor();

      await nav.getByRole('link', { name: 'Logout' }).click();
      await waitForPath(page, '/');

      // The admin signs in with the license key and sees the client's logo and header colour.
      await signInAsClientAdmin(page, {
        email: ADMIN.email,
        password: ADMIN.password,
        licenseKey: CLIENT.licenseKey.toLowerCase(),
      });
      const brand = page.getByRole('link', { name: CLIENT.name });
      const logo = brand.locator('img');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(new URL(await logo.evaluate((img: HTMLImageElement) => img.src)).pathname).toMatch(
        /^\/media\/logos\/.+\.png$/,
      );
      await expect
        .poll(() => brand.locator('xpath=..').evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe(HEADER.rgb);

      // Contact from the client bar goes to the client's own contact email.
      const seen = outboxFiles();
      await page.getByRole('navigation', { name: 'Client admin' }).getByRole('link', { name: 'Contact' }).click();
      await waitForPath(page, '/client/contact');
      await settled(page);
      await checkA11y(page, '/client/contact');
      expect(await field(page, 'Email').inputValue()).toBe(ADMIN.email);
      await field(page, 'Subject').fill('Timetable');
      await field(page, 'Message').fill('When does the spring term start?');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('status').filter({ hasText: 'Thank you for Your Response!' }).waitFor();
      await checkA11y(page, 'contact sent');
      const mail = await waitForMail(CLIENT.contact, seen);
      expect(mail.text).toContain('When does the spring term start?');
    },
    LONG_FLOW,
  );

  it(
    'imports, exports, updates from a master file and deletes clients; imports and exports client admins',
    async () => {
      const { page } = ui;
      await signInViaApi(page, 'superadmin', '/superadmin/clientsignup');
      const lake = {
        name: `Lakeside ${RUN}`,
        email: `desk.${RUN}@lakeside.org`,
        key: `${RUN.slice(0, 4)}-${RUN.slice(4, 8)}-LAKE-0002`.toUpperCase(),
      };
      const json = (name: string, value: unknown) => ({
        name,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(value)),
      });

      // Import: a file is needed, and only .json.
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: 'Import Clients' });
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Please Select a File' }).waitFor();
      await checkA11y(page, 'import dialog without a file');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
      await dialog.getByRole('alert').filter({ hasText: 'Please Select JSON file only' }).waitFor();
      await dialog.locator('input[type="file"]').setInputFiles(
        json('clients.json', {
          clients: [{ ClientName: lake.name, email: lake.email, mobile: '555-300-0002', license_key: lake.key }],
        }),
      );
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await notification(page, 'Clients Imported Successfully').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // Export: the client file, named after the client.
      await page.getByRole('button', { name: lake.name, exact: true }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Lakeside_${RUN}.json`);
      const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
        client: Record<string, unknown>;
        clientadmins: unknown[];
      };
      expect(exported.client.ClientName).toBe(lake.name);

      // Import Master of a client that exists fails with the hint; Update Master applies the edited file.
      const openImport = async (button: string) => {
        await page.getByRole('button', { name: button, exact: true }).click();
        dialog = page.getByRole('dialog', { name: button });
        await dialog.waitFor();
      };
      await openImport('Import Master');
      await dialog.locator('input[type="file"]').setInputFiles(json('master.json', exported));
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await notification(page, 'Kindly export the client and use Update master to update').waitFor();
      await checkA11y(page, 'master import refused');
      await openImport('Update Master');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles(json('master.json', { ...exported, client: { ...exported.client, city: 'Boulder' } }));
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await notification(page, 'Master update Successful').waitFor();
      await page.getByRole('button', { name: lake.name, exact: true }).click();
      expect(await field(page, 'City').inputValue()).toBe('Boulder');

      // An invalid update is refused as a whole.
      await enter(page, 'Email', 'not an email');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await notification(page, 'Invalid Form').waitFor();

      // Client admins: the import names the first entry in fault; the export has no passwords.
      await visit(page, '/superadmin/admin');
      await field(page, 'Select Client').selectOption({ label: lake.name });
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Import Client Admins' });
      const admin = (email: string) => ({
        FirstName: 'Lee',
        LastName: 'Park',
        email,
        license_key: lake.key,
        password: 'lakeside1',
        confirm_password: 'lakeside1',
      });
      await dialog
        .locator('input[type="file"]')
        .setInputFiles(json('admins.json', { admins: [admin(`lee.${RUN}@lakeside.org`), admin('broken')] }));
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await notification(page, 'Not a valid Email (admins 2, email)').waitFor();
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles(json('admins.json', { admins: [admin(`lee.${RUN}@lakeside.org`)] }));
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await notification(page, 'Client Admins Imported Successfully').waitFor();
      await page.getByRole('button', { name: 'Lee Park', exact: true }).waitFor();
      const [admins] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export', exact: true }).click(),
      ]);
      const adminsFile = readFileSync((await admins.path())!, 'utf8');
      expect(JSON.parse(adminsFile)).toMatchObject({
        admins: [{ email: `lee.${RUN}@lakeside.org`, client: expect.any(Number) as unknown as number }],
      });
      expect(adminsFile).not.toContain('password');

      // Deleting an admin and cancelling keeps it, and says so.
      await page.getByRole('button', { name: 'Lee Park', exact: true }).click();
      await page.getByRole('button', { name: 'delete', exact: true }).click();
      const keepAdmin = page.getByRole('dialog', { name: 'Are you sure?' });
      await keepAdmin.getByRole('button', { name: 'Cancel' }).click();
      await notification(page, 'Client Admin record is Safe').waitFor();
      await page.getByRole('heading', { name: 'Edit client admin Lee Park' }).waitFor();

      // Delete: cancelling keeps the record; confirming deletes it.
      await visit(page, '/superadmin/clientsignup');
      await page.getByRole('button', { name: lake.name, exact: true }).click();
      await page.getByRole('button', { name: 'delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
      await confirm.getByText('Once deleted, you will not be able to recover this Record file!').waitFor();
      await checkA11y(page, 'delete confirmation');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await notification(page, 'Client Record is Safe').waitFor();
      await page.getByRole('button', { name: 'delete', exact: true }).click();
      await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
      await notification(page, `Client ${lake.name} Deleted Successfully`).waitFor();
      await page.getByRole('button', { name: lake.name, exact: true }).waitFor({ state: 'detached' });
    },
    LONG_FLOW,
  );

  it('Manage Subjects adds a course', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', '/superadmin/subjectdetail');
    expect(await heading(page)).toBe('Manage Subjects');
    await page.getByRole('button', { name: 'add', exact: true }).click();
    await notification(page, 'Please Enter Course name').waitFor();
    await checkA11y(page, 'course form with errors');
    const course = `Physics ${RUN}`;
    await field(page, 'Course Name').fill(course);
    await field(page, 'Short Description').fill('Physics');
    await field(page, 'Long Description').fill('Mechanics, waves and electricity');
    await page.getByRole('button', { name: 'add', exact: true }).click();
    await notification(page, 'Course Added Successfully').waitFor();
    await page.getByRole('button', { name: course, exact: true }).waitFor();

    // Signed in, the super admin's contact page sits in the super-admin bar.
    await visit(page, '/superadmin/contact');
    await page.getByRole('navigation', { name: 'Super admin' }).waitFor();
    expect(await heading(page)).toBe('Contact Us');
  });

  it('Contact Us is open: asks for every field, then sends', async () => {
    const { page } = ui;
    await visit(page, '/student/contact');
    expect(await heading(page)).toBe('Contact Us');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please Fillout All Fields' }).waitFor();
    await checkA11y(page, 'contact with missing fields');
    await field(page, 'Email').fill(`visitor.${RUN}@example.org`);
    await field(page, 'Subject').fill('Enrolment');
    await field(page, 'Message').fill('Do you offer SAT preparation?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for Your Response!' }).waitFor();
  });
});
