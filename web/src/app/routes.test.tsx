import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../errors/ErrorPage';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('sends a signed-out visitor of an area screen to /', async () => {
    const { router } = renderAt('/client/teachers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Helping Students in their Test Preparation' }),
    ).toBeTruthy();
  });

  it('sends a signed-in user of another role to / and / ends the session', async () => {
    sessionStore.signIn(
      { access: fakeAccessToken({ sub: '4', role: 'student', client_id: 1 }), refresh: 'r' },
      {
        role: 'student',
        student_id: 4,
        client: 1,
        first_name: 'Asha',
        teacher_name: 'Maria',
        email: 'student1@demoacademy.com',
        enroll_program: '[]',
      },
    );
    const { router } = renderAt('/superadmin/clientsignup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStore.current()).toBeNull());
  });

  it('shows only the super-admin links whose screens exist', async () => {
    vi.stubGlobal('fetch', vi.fn());
    sessionStore.signIn(
      { access: fakeAccessToken({ sub: '1', role: 'superadmin', client_id: null }), refresh: 'r' },
      {
        role: 'superadmin',
        superadmin_id: 1,
        email: 'admin@prepdemo.com',
      },
    );
    renderAt('/superadmin/clientsignup');
    const nav = await screen.findAllByRole('navigation', { name: 'Super admin' });
    const names = Array.from(nav[0]!.querySelectorAll('a')).map((a) => a.textContent);
    // The spec's order; screens still to come (Conversion Tool, Warmups, …) slot in before Logout.
    expect(names.slice(0, 5)).toEqual([
      'Home',
      'Client Profile',
      'Client Admin Profile',
      'Configuration',
      'Subject Detail',
    ]);
    expect(names.at(-1)).toBe('Logout');
    expect(screen.getByText('Version 01.02')).toBeTruthy();
  });

  it('shows the 404 page with Go back for unknown paths', () => {
    renderAt('/superadmin/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('shows the error page when a screen fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken', [{ path: '/broken', element: <Broken />, errorElement: <ErrorPage /> }]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Something you are looking is not working' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeTruthy();
  });
});
