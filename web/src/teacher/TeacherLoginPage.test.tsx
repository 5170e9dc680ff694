import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('teacher login', () => {
  it('says "Please Fillout All Fields" without calling the server when a field is empty', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/teacher');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Login' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'teacher1@demoacademy.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please Fillout All Fields')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('links to the teacher forgot-password page', async () => {
    renderAt('/teacher');
    const link = await screen.findByRole('link', { name: 'Forgot Password' });
    expect(link.getAttribute('href')).toBe('/teacher/forgot-password');
  });

  it('shows "Oops..." with the server message when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, { statusCode: 401, error: 'Unauthorized', message: 'Check your email and password' }),
      ),
    );
    renderAt('/teacher');
    await screen.findByRole('heading', { level: 1, name: 'Teacher Login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'teacher1@demoacademy.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Oops...');
    expect(dialog.textContent).toContain('Check your email and password');
  });

  it('trims the email, keeps the teacher profile and opens My Classes in the teacher bar', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/auth/teacher/') {
        return json(200, {
          access_token: fakeAccessToken({ sub: '7', role: 'teacher', client_id: 1 }),
          refresh: 'r1',
          teacher_id: 7,
          client: 1,
          first_name: 'Maria',
          email: 'teacher1@demoacademy.com',
        });
      }
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found.' });
    });
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt('/teacher');
    await screen.findByRole('heading', { level: 1, name: 'Teacher Login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Teacher1@DemoAcademy.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'teacher123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/classes'));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'teacher1@demoacademy.com', password: 'teacher123' });
    expect(sessionStore.current()?.profile).toEqual({
      role: 'teacher',
      teacher_id: 7,
      client: 1,
      first_name: 'Maria',
      email: 'teacher1@demoacademy.com',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Classes' })).toBeTruthy();
    const nav = await screen.findAllByRole('navigation', { name: 'Teacher' });
    const names = Array.from(nav[0]!.querySelectorAll('a')).map((a) => a.textContent);
    expect(names).toEqual(['My Classes', 'About', 'My Account', 'Logout']);
  });

  it('sends a signed-out visitor, or another role, from the teacher area to /', async () => {
    const signedOut = renderAt('/teacher/classes');
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/'));
    signedOut.unmount();

    sessionStore.signIn(
      { access: fakeAccessToken({ sub: '5', role: 'clientadmin', client_id: 1 }), refresh: 'r' },
      { role: 'clientadmin', client_id: 1, client_admin_id: 5, email: 'admin@demoacademy.com' },
    );
    const admin = renderAt('/teacher/classes');
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/'));
  });
});
