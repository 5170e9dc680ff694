import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  clickSignIn,
  DEMO,
  fill,
  heading,
  pathOf,
  signInAsClientAdmin,
  useBrowser,
  visit,
  waitForPath,
} from '../support';

describe('client admin sign-in', () => {
  const ui = useBrowser();

  it('asks for every field in a popup', async () => {
    const { page } = ui;
    await visit(page, '/client');
    expect(await heading(page)).toBe('Client Login');
    await page.getByRole('link', { name: 'Forgot Password' }).waitFor();
    await fill(page, 'LOGIN EMAIL', DEMO.clientAdmin.email);
    await clickSignIn(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Please Fillout All Fields').waitFor();
    await checkA11y(page, 'missing fields popup');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows "Oops..." with the server message for a wrong password', async () => {
    const { page } = ui;
    await visit(page, '/client');
    await fill(page, 'LOGIN EMAIL', DEMO.clientAdmin.email);
    await fill(page, 'PASSWORD', 'wrong-password');
    await fill(page, 'LICENSE KEY', DEMO.clientAdmin.licenseKey);
    await clickSignIn(page);
    const dialog = page.getByRole('dialog', { name: 'Oops...' });
    await dialog.getByText('Please check your email, password and license key').waitFor();
    await checkA11y(page, 'wrong password popup');
    expect(pathOf(page)).toBe('/client');
  });

  it('signs in to the client area and logs out to /', async () => {
    const { page } = ui;
    await signInAsClientAdmin(page);
    expect(await heading(page)).toBe('Manage Teacher Profile');
    const nav = page.getByRole('navigation', { name: 'Client admin' });
    const links = (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
    // Screens appear in the bar as they are registered; these two come first, Logout last.
    expect(links.slice(0, 2)).toEqual(['Teacher Profile', 'Student Profile']);
    expect(links).toContain('About');
    expect(links.at(-1)).toBe('Logout');
    expect(await nav.getByRole('link', { name: 'Teacher Profile' }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('link', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await visit(page, '/client/teachers');
    expect(pathOf(page)).toBe('/');
  });
});
