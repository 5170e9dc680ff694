import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';
import { InviteTeacherButton } from './InviteTeacherButton';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const at = (teacherId: number | null) => {
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '5', role: 'clientadmin', client_id: 1 }), refresh: 'r' },
    { role: 'clientadmin', client_id: 1, client_admin_id: 5, email: 'admin@demoacademy.com' },
  );
  return renderAt('/invite', [{ path: '/invite', element: <InviteTeacherButton teacherId={teacherId} /> }]);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Invite to sign in', () => {
  it('waits for a teacher to be selected', () => {
    at(null);
    expect(screen.getByRole('button', { name: 'Invite to sign in' }).hasAttribute('disabled')).toBe(true);
  });

  it('posts the invitation of the selected teacher and shows the answer', async () => {
    const fetch = vi.fn(async () => json(200, { message: 'Invitation sent to maria@school.org' }));
    vi.stubGlobal('fetch', fetch);
    at(12);
    fireEvent.click(screen.getByRole('button', { name: 'Invite to sign in' }));
    expect(await screen.findByText('Invitation sent to maria@school.org')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/teacher/12/invite/');
    expect(init.method).toBe('POST');
  });

  it('shows the failure', async () => {
    const message = 'The invitation could not be sent. Please try again later.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { statusCode: 503, error: 'Service Unavailable', message })),
    );
    at(12);
    fireEvent.click(screen.getByRole('button', { name: 'Invite to sign in' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
