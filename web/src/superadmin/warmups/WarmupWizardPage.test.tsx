import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session';
import { inTamil } from '../../test/language';
import { fakeAccessToken, renderAt } from '../../test/render';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The wizard reads the warm-up sets; there are none yet. Anything else is a test failure. */
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if ((init?.method ?? 'GET') === 'GET' && url === '/quiz/quizwithcourse/?test_type=Warmup')
    return json({ quiz: [], course: [] });
  throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '1', role: 'superadmin', client_id: null }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 1, email: 'admin@prepdemo.com' },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (option) => [option.value, option.text]);

describe('Create Warmups in Tamil (issue 21)', () => {
  inTamil();

  it('names the steps and fields in Tamil; each choice shows its Tamil name and keeps the English value', async () => {
    renderAt('/superadmin/import-warmup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'பயிற்சிச் சுற்றுகளை உருவாக்கவும்' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'தேர்வை உருவாக்கவும்' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'தேர்வைச் சேர்க்கவும்' })).toBeTruthy();
    expect(optionsOf('வகுப்பு நிலை')).toContainEqual(['Grade 9', '9ஆம் வகுப்பு']);
    expect(optionsOf('தேர்வு நிலை')).toEqual([
      ['', 'தேர்வு நிலையைத் தேர்ந்தெடுக்கவும்'],
      ['Basic', 'அடிப்படை'],
      ['Intermediate', 'இடைநிலை'],
      ['Advanced', 'மேம்பட்ட நிலை'],
    ]);
    expect(optionsOf('மொழி')).toEqual([
      ['', 'மொழியைத் தேர்ந்தெடுக்கவும்'],
      ['English', 'ஆங்கிலம்'],
      ['Tamil', 'தமிழ்'],
    ]);
  });
});
