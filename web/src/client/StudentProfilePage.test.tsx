import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { inTamil } from '../test/language';
import { fakeAccessToken, renderAt } from '../test/render';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // Client 1: no student yet (the form opens on a new one), one teacher to assign.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/teacherandstudent/1')
        return reply({ students: [], teachers: [{ id: 6, First_Name: 'Ada' }], colors: {} });
      if (url === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: false });
      return reply([]);
    }),
  );
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '5', role: 'clientadmin', client_id: 1 }), refresh: 'r' },
    { role: 'clientadmin', client_id: 1, client_admin_id: 5, email: 'admin@demoacademy.com' },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const options = (name: RegExp) => within(screen.getByRole('combobox', { name })).getAllByRole('option');
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('Manage Student Profile in Tamil', () => {
  inTamil();

  it('labels the form and its fixed choices in Tamil; stored values, names and exams stay as they are', async () => {
    renderAt('/client/students');
    expect(await screen.findByRole('heading', { level: 1, name: 'மாணவர் விவரங்களை நிர்வகிக்கவும்' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'புதிய மாணவர்' })).toBeTruthy();

    const grades = screen.getByRole('combobox', { name: /^வகுப்பு நிலை/ });
    expect(within(grades).getByRole('option', { name: '9ஆம் வகுப்பு' }).getAttribute('value')).toBe('Grade 9');
    expect(texts(options(/^உறவுமுறை 1/))).toEqual(['தேர்ந்தெடுக்கவும்', 'தந்தை', 'தாய்', 'உறவினர்', 'நண்பர்']);
    expect(texts(options(/^தொடரும் மாணவர்/))).toEqual(['இல்லை', 'ஆம்']);
    // A teacher's name is data: shown as typed.
    await within(screen.getByRole('combobox', { name: /^ஆசிரியர்களை ஒதுக்கவும்/ })).findByRole('option', { name: 'Ada' });
    expect(texts(options(/^சலுகை \(கூடுதல் நேரம்\)/))).toContain('ஒன்றரை மடங்கு நேரம் (1.5x)');

    const exit = screen.getByRole('group', { name: /விலகும் பாடத்திட்டம்/ });
    expect(within(exit).getByRole('checkbox', { name: 'தனிப்பயிற்சி' })).toBeTruthy();
    expect(within(exit).getByRole('checkbox', { name: 'SAT' })).toBeTruthy();
    expect(within(exit).getByRole('checkbox', { name: 'பயிற்சிச் சுற்று' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^முதல் பெயர்/ })).toBeTruthy();
    // The three-column form is the largest screen the client admin has: slow to draw on a busy machine.
  }, 20_000);
});
