import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionProfile, sessionStore } from '../session';
import { PublicLayout } from './PublicLayout';
import { fakeAccessToken, renderAt } from '../test/render';
import { showLanguage } from '../i18n/language';

const SLOGAN_EN = 'Helping Students in their Test Preparation';
const SLOGAN_TA = 'மாணவர்களின் தேர்வு ஆயத்தத்திற்குத் துணையாக';

const student: SessionProfile = {
  role: 'student',
  student_id: 4,
  client: 1,
  first_name: 'Asha',
  teacher_name: 'Maria',
  email: 'student1@demoacademy.com',
  enroll_program: '[]',
  language: null,
  default_language: 'en',
};

function signIn(profile: SessionProfile) {
  const claims = { sub: '4', role: profile.role, client_id: profile.role === 'superadmin' ? null : 1 };
  sessionStore.signIn({ access: fakeAccessToken(claims), refresh: 'r' }, profile);
}

/** A bare page in the public frame: the top bar with the switch, nothing that calls the server. */
const framed = () =>
  renderAt('/page', [
    {
      path: '/page',
      element: (
        <PublicLayout>
          <p>page</p>
        </PublicLayout>
      ),
    },
  ]);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(async () => {
  vi.unstubAllGlobals();
  await showLanguage('en');
});

describe('the language switch', () => {
  it('shows the page in Tamil, and in English again; before sign-in the browser keeps the choice', async () => {
    renderAt('/home');
    await screen.findByRole('heading', { level: 1, name: SLOGAN_EN });

    fireEvent.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('heading', { level: 1, name: SLOGAN_TA })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ta');
    expect(window.localStorage.getItem('language')).toBe('ta');
    expect(screen.getByRole('link', { name: 'முகப்பு' })).toBeTruthy();
    // The switch now names the other language in its own script, marked as such for screen readers.
    const back = screen.getByRole('button', { name: 'English' });
    expect(back.getAttribute('lang')).toBe('en');

    fireEvent.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: SLOGAN_EN })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(screen.getByRole('button', { name: 'தமிழ்' }).getAttribute('lang')).toBe('ta');
  });

  it("keeps a signed-in student's choice on the account", async () => {
    const fetch = vi.fn(async () => json(200, { language: 'ta' }));
    vi.stubGlobal('fetch', fetch);
    signIn(student);
    framed();

    fireEvent.click(screen.getByRole('button', { name: 'தமிழ்' }));
    await waitFor(() => expect(sessionStore.current()?.profile).toMatchObject({ language: 'ta' }));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/language/');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'ta' });
    expect(document.documentElement.lang).toBe('ta');
  });

  it('says, in the language chosen, when the account could not keep it; the browser still does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Something Went Wrong' }),
      ),
    );
    signIn(student);
    framed();

    fireEvent.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByText('உங்கள் மொழியைச் சேமிக்க இயலவில்லை; இந்த உலாவி அதை நினைவில் வைத்திருக்கும்.')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ta');
    expect(window.localStorage.getItem('language')).toBe('ta');
    expect(sessionStore.current()?.profile).toMatchObject({ language: null });
  });

  it("keeps a super admin's choice in the browser only (the account has no language)", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    signIn({ role: 'superadmin', superadmin_id: 1, email: 'admin@prepdemo.com' });
    framed();

    fireEvent.click(screen.getByRole('button', { name: 'தமிழ்' }));
    await screen.findByRole('button', { name: 'English' });
    expect(window.localStorage.getItem('language')).toBe('ta');
    expect(fetch).not.toHaveBeenCalled();
  });
});
