import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Classroom, ClassroomResults } from '@prep/domain';
import { sessionStore } from '../session';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { fakeAccessToken, renderAt } from '../test/render';
import { TeacherClassesPage } from './TeacherClassesPage';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const classroom: Classroom = {
  id: 4,
  client: 1,
  class_name: '9A',
  program: 'SAT',
  grade_level: 'Grade 9',
  teachers: [6],
  students: [11, 12],
  archived: false,
};

// One real test with a window, taken by Ann (in progress); Bob joined later (no row).
const results: ClassroomResults = {
  classroom: { id: 4, class_name: '9A' },
  students: [
    { student_id: 11, first_name: 'Ann', last_name: 'Best', email: 'ann@x.org' },
    { student_id: 12, first_name: 'Bob', last_name: 'Cole', email: 'bob@x.org' },
  ],
  assignments: [
    {
      id: 30,
      kind: 'test',
      quiz: 5,
      test_name: 'SAT Maths 1',
      timer: false,
      student_timer: '00:00:00',
      opens_at: '2026-12-01T09:00:00.000Z',
      closes_at: null,
      total_qns: 10,
    },
  ],
  cells: [
    { student: 11, assignment: 30, record: 900, state: 'in progress', score: null, total_qns: 10, released: false },
  ],
};

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === '/api/classroom/') return reply([classroom]);
  if (url === '/api/classroom/4/results/') return reply(results);
  throw new Error(`unexpected ${url}`);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '6', role: 'teacher', client_id: 1 }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 0, email: '' },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('My Classes in Tamil', () => {
  inTamil();

  it('shows the classes, the class work and its results in Tamil, names and codes as they are', async () => {
    renderAt('/teacher/classes', [{ path: '/teacher/classes', element: <TeacherClassesPage /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'என் வகுப்புகள்' })).toBeTruthy();
    const list = await screen.findByRole('table', { name: 'உங்கள் வகுப்புகள்' });
    const row = within(list).getAllByRole('row')[1];
    expect(row?.textContent).toBe('வகுப்பு9Aபாடத்திட்டம்SATவகுப்பு நிலை9ஆம் வகுப்புமாணவர்கள்2');

    expect(await screen.findByRole('heading', { name: 'வகுப்புப் பணி: 9A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'வகுப்புக்கு ஒதுக்கவும்' })).toBeTruthy();
    const assignments = await screen.findByRole('table', { name: 'வகுப்பின் ஒதுக்கீடுகள்' });
    // The window opens on 1 December 2026, written with Tamil month names (ta-IN); no timer; none submitted.
    expect(within(assignments).getByText(/டிச\./)).toBeTruthy();
    expect(within(assignments).getByText('(முறையான தேர்வு)')).toBeTruthy();
    expect(within(assignments).getByText('இல்லை')).toBeTruthy();
    expect(within(assignments).getByText('1-இல் 0 சமர்ப்பிக்கப்பட்டன, 0 வெளியிடப்பட்டன')).toBeTruthy();

    const grid = screen.getByRole('table', { name: '9A வகுப்பின் முடிவுகள்' });
    expect(within(grid).getByText('நடைபெறுகிறது')).toBeTruthy();
    expect(within(grid).getByText('ஒதுக்கப்படவில்லை')).toBeTruthy();
    expect(screen.getByText('2 மாணவர்களில் 2')).toBeTruthy();
    expect(screen.getByLabelText('நிலை')).toBeTruthy();
    expect(englishLeftIn(document.body)).toEqual([]);
  });
});
