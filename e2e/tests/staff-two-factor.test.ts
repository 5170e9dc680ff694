// Two-factor sign-in for staff (issue 28), in Chromium: a client whose Configuration requires it; its new
// admin signs in, is shown the set-up in place of their screens, reads the secret from the screen, turns it
// on with the code an authenticator app would show (computed here by the server's own RFC 6238 function),
// and signs in again with password and code.
import { type APIRequestContext, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpCode } from '../../server/src/auth/totp';
import { checkA11y, heading, settled, useBrowser, visit, waitForPath } from '../support';
import { ok } from '../support/adminApi';
import { superAdminToken } from '../support/realTestSetup';
import { clickSignIn, fill } from '../support/signIn';

const RUN = Date.now().toString(36).padStart(8, '0').slice(-8);
const ADMIN = {
  email: `ada.${RUN}@twofactor.org`,
  password: 'twofactor42',
  licenseKey: `${RUN.slice(0, 4)}-${RUN.slice(4, 8)}-TWOF-0028`.toUpperCase(),
};

let api: APIRequestContext;

beforeAll(async () => {
  api = await request.newContext({ baseURL: inject('baseUrl') });
  const token = await superAdminToken(api);
  const asSuperAdmin = <T>(method: 'POST' | 'PUT', path: string, data: unknown) =>
    ok<T>(api.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data }));
  const { client_id } = await asSuperAdmin<{ client_id: number }>('POST', '/api/client/', {
    ClientName: `Two Factor ${RUN}`,
    email: `office.${RUN}@twofactor.org`,
    mobile: '555-280-2028',
    license_key: ADMIN.licenseKey,
  });
  // As the Configuration screen saves the switch.
  await asSuperAdmin('PUT', `/api/client/${client_id}/`, { require_totp_for_staff: true });
  await asSuperAdmin('POST', '/api/clientadmin/', {
    client: client_id,
    FirstName: 'Ada',
    LastName: 'Lovelace',
    email: ADMIN.email,
    license_key: ADMIN.licenseKey,
    password: ADMIN.password,
    confirm_password: ADMIN.password,
  });
});
afterAll(() => api.dispose());

describe('two-factor sign-in of a client admin', () => {
  const ui = useBrowser();

  it('is set up from the screen at the first sign-in, then asked for at the next', async () => {
    const { page } = ui;
    const signInWithPassword = async () => {
      await visit(page, '/client');
      await fill(page, 'LOGIN EMAIL', ADMIN.email);
      await fill(page, 'PASSWORD', ADMIN.password);
      await fill(page, 'LICENSE KEY', ADMIN.licenseKey);
      await clickSignIn(page);
    };

    // The client requires it: the set-up shows in place of the admin's screens.
    await signInWithPassword();
    await waitForPath(page, '/client/teachers');
    await page.getByText('Set up two-factor sign-in first: your school requires it.').waitFor();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secretOnScreen = page.getByTestId('totp-secret');
    await secretOnScreen.waitFor();
    const secret = (await secretOnScreen.innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await checkA11y(page, 'two-factor set-up');

    await fill(page, 'Code from your authenticator app', totpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    // Turned on: the session is a full one and the area shows.
    await page.getByRole('heading', { level: 1, name: 'Manage Teacher Profile' }).waitFor();
    await settled(page);

    await page.getByRole('navigation', { name: 'Client admin' }).getByRole('link', { name: 'Logout' }).click();
    await waitForPath(page, '/');

    // Again: the password alone no longer signs in; the code the app shows next does.
    await signInWithPassword();
    await page.getByText('Enter the six-digit code your authenticator app shows.').waitFor();
    await checkA11y(page, 'two-factor code step');
    await fill(page, 'Code', totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/client/teachers');
    await page.getByRole('heading', { level: 1, name: 'Manage Teacher Profile' }).waitFor();
    expect(await heading(page)).toBe('Manage Teacher Profile');

    // My Account: two-factor sign-in on, and the sign-ins just made, the code's among them.
    await page.getByRole('navigation', { name: 'Client admin' }).getByRole('link', { name: 'My Account' }).click();
    await waitForPath(page, '/client/account');
    await page.getByText('Two-factor sign-in is on.').waitFor();
    const history = page.getByRole('table', { name: 'Sign-in history' });
    await history.getByRole('cell', { name: 'Two-factor code' }).first().waitFor();
    await settled(page);
    await checkA11y(page, 'My Account');
  });
});
