import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientAdminRecord, ClientRecord, CourseRecord, OfferedTest } from '@prep/domain';
import { sessionStore } from '../../session';
import { inTamil } from '../../test/language';
import { fakeAccessToken, renderAt } from '../../test/render';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// Only the fields this screen reads; the lists answer as the server does.
const CLIENT = { client_id: 3, ClientName: 'Lakeside Tutors', personzlized_test_count: 2 } as ClientRecord;
const ADMIN: ClientAdminRecord = {
  client_admin_id: 8,
  client: 3,
  FirstName: 'Lee',
  LastName: 'Park',
  email: 'lee@lakeside.org',
  license_key: 'LAKE-SIDE-TUTR-0001',
};
const SAT: CourseRecord = { course_id: 1, course_type: 'SAT', course_short_descr: 'SAT', course_long_descr: 'SAT' };
const offered = (id: number, name: string, extra: Partial<OfferedTest>) => ({
  master_qnsbank_id: id,
  test_name: name,
  test_type: 'SAT',
  test_level: '',
  grade_level: '',
  test_booklet_year: '',
  test_lang_type: 'English',
  question_count: 0,
  ...extra,
});
const OFFERED = [
  offered(11, 'Algebra I', {
    grade_level: 'Grade 9',
    test_level: 'Basic',
    test_booklet_year: '2023',
    test_lang_type: 'Tamil',
    question_count: 40,
  }),
  offered(12, 'Geometry', { test_booklet_year: '2024', test_lang_type: 'English', question_count: 1200 }),
];

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if ((init?.method ?? 'GET') !== 'GET') throw new Error(`unexpected ${init?.method} ${url}`);
  if (url === '/api/client/') return json([CLIENT]);
  if (url === '/api/clientadmin/') return json([ADMIN]);
  if (url === '/api/courses/') return json([SAT]);
  if (url === '/api/assignquiztoclient/') return json([]);
  if (url === '/api/assignquiztoclient/offered/?test_type=SAT') return json(OFFERED);
  throw new Error(`unexpected GET ${url}`);
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

describe('Grant Test Access in Tamil (issue 21)', () => {
  inTamil();

  it('lists the offered tests with their grade, level and language in Tamil; names and years as stored', async () => {
    renderAt('/superadmin/assign-quiz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'தேர்வு அணுகலை வழங்கவும்' }, { timeout: 5000 }),
    ).toBeTruthy();
    const admin = screen.getByLabelText('நிறுவன நிர்வாகி') as HTMLSelectElement;
    await waitFor(() => expect(admin.options).toHaveLength(2));
    fireEvent.change(admin, { target: { value: 'lee@lakeside.org' } });
    expect(
      await screen.findByText('Lakeside Tutors நிறுவனத்துக்கு இன்னும் தேர்வுகள் வழங்கப்படவில்லை: தேர்வுகளைக் குறித்து ஒதுக்கவும்.'),
    ).toBeTruthy();
    const type = screen.getByLabelText('தேர்வு வகை') as HTMLSelectElement;
    await waitFor(() => expect(type.options).toHaveLength(2));
    fireEvent.change(type, { target: { value: 'SAT' } });
    await screen.findByLabelText('Algebra I');
    expect(screen.getByText('9ஆம் வகுப்பு · அடிப்படை · 2023 · தமிழ் · 40 வினாக்கள்')).toBeTruthy();
    // ta-IN groups thousands as India does (1,200 here; 12,00,000 for larger numbers).
    expect(screen.getByText('2024 · ஆங்கிலம் · 1,200 வினாக்கள்')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ஒதுக்கவும்' })).toBeTruthy();
  });
});
