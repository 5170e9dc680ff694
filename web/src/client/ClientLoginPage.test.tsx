import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, renderAt } from '../test/render';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('client login', () => {
  it('says "Please Fillout All Fields" without calling the server when a field is empty', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/client');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Client Login' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('LOGIN EMAIL'), { target: { value: 'admin@demoacademy.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please Fillout All Fields')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows "Oops..." with the server message when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Please check your email, password and license key',
        }),
      ),
    );
    renderAt('/client');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByLabelText('LOGIN EMAIL'), { target: { value: ' admin@demoacademy.com ' } });
    fireEvent.change(screen.getByLabelText('PASSWORD'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('LICENSE KEY'), { target: { value: 'DEMO-ACAD-2026-KEY1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Oops...');
    expect(dialog.textContent).toContain('Please check your email, password and license key');
  });

  it('trims the fields, stores the session and opens the teacher screen', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/auth/clientadmin/') {
        return json(200, {
          access_token: fakeAccessToken({ sub: '5', role: 'clientadmin', client_id: 1 }),
          refresh: 'r1',
          client_id: 1,
          client_admin_id: 5,
        });
      }
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found.' });
    });
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt('/client');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByLabelText('LOGIN EMAIL'), { target: { value: ' Admin@DemoAcademy.com ' } });
    fireEvent.change(screen.getByLabelText('PASSWORD'), { target: { value: 'admin1234' } });
    fireEvent.change(screen.getByLabelText('LICENSE KEY'), { target: { value: ' DEMO-ACAD-2026-KEY1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/teachers'));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'admin@demoacademy.com',
      password: 'admin1234',
      license_key: 'DEMO-ACAD-2026-KEY1',
    });
    // The teacher screen is a large form: give it time to render on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Teacher Profile' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
