import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  clickSignIn,
  DEMO,
  fill,
  heading,
  pathOf,
  signInAsSuperAdmin,
  useBrowser,
  visit,
  waitForPath,
} from '../support';

describe('super admin sign-in', () => {
  const ui = useBrowser();

  it('checks the fields before calling the server', async () => {
    const { page } = ui;
    await visit(page, '/superadmin');
    await clickSignIn(page);
    await page.getByText('Please Check Your Email', { exact: true }).waitFor();
    await page.getByText('Please Check Your Password', { exact: true }).waitFor();
    await checkA11y(page, 'field errors');
  });

  it('shows the server message for a wrong password', async () => {
    const { page } = ui;
    await visit(page, '/superadmin');
    await fill(page, 'Email', DEMO.superAdmin.email);
    await fill(page, 'Password', 'not-the-password');
    await clickSignIn(page);
    await page.getByRole('alert').filter({ hasText: 'Please Check Your Email and Password' }).waitFor();
    await checkA11y(page, 'wrong password');
    expect(pathOf(page)).toBe('/superadmin');
  });

  it('signs in to the super-admin area, shows only built screens, and logs out to /', async () => {
    const { page } = ui;
    await signInAsSuperAdmin(page);
    expect(await heading(page)).toBe('Client Profile');
    const nav = page.getByRole('navigation', { name: 'Super admin' });
    const links = (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
    // The spec's bar, in its order; a screen's link shows once the screen exists (Conversion Tool still to come).
    const SPEC_BAR = [
      'Home',
      'Client Profile',
      'Client Admin Profile',
      'Configuration',
      'Subject Detail',
      'Conversion Tool',
      'Warmups',
      'Data Tool',
      'Grant Test Access',
      // Who did what (issue 28's audit log), then the person's own account, before Logout in every area.
      'Activity',
      'My Account',
      'Logout',
    ];
    expect(links).toEqual(SPEC_BAR.filter((label) => links.includes(label)));
    expect(links).toEqual(
      expect.arrayContaining([
        'Home',
        'Client Profile',
        'Client Admin Profile',
        'Configuration',
        'Subject Detail',
        'Logout',
      ]),
    );
    expect(await nav.getByRole('link', { name: 'Client Profile' }).getAttribute('aria-current')).toBe('page');
    await page.getByText('Version 01.02').waitFor();

    await nav.getByRole('link', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await visit(page, '/superadmin/clientsignup');
    expect(pathOf(page)).toBe('/');
  });
});
