import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Classroom, ClassroomResults } from '@prep/domain';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';
import { TeacherClassesPage } from './TeacherClassesPage';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const classroom = (id: number, name: string, students: number[], archived = false): Classroom => ({
  id,
  client: 1,
  class_name: name,
  program: 'SAT',
  grade_level: id === 4 ? 'Grade 9' : null,
  teachers: [6],
  students,
  archived,
});
const resultsOf = (id: number, name: string): ClassroomResults => ({
  classroom: { id, class_name: name },
  students: [{ student_id: 11, first_name: 'Ann', last_name: 'Best', email: 'ann@x.org' }],
  assignments: [],
  cells: [],
});

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === '/api/classroom/')
    return reply([classroom(4, '9A', [11, 12]), classroom(5, '10B', [11]), classroom(6, 'Old', [], true)]);
  if (url === '/api/classroom/4/results/') return reply(resultsOf(4, '9A'));
  if (url === '/api/classroom/5/results/') return reply(resultsOf(5, '10B'));
  throw new Error(`unexpected ${url}`);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '6', role: 'teacher', client_id: 1 }), refresh: 'r' },
    // The teacher's own profile comes with the teacher sign-in; the screen reads only the token's client.
    { role: 'superadmin', superadmin_id: 0, email: '' },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('My Classes', () => {
  it("lists the teacher's classes read only, opens the first and then the one chosen", async () => {
    renderAt('/teacher/classes', [{ path: '/teacher/classes', element: <TeacherClassesPage /> }]);
    const list = await screen.findByRole('table', { name: 'Your classes' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('row').slice(1);
    // Each cell carries its column's name for the phone's cards.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Class9AProgramSATGradeGrade 9Students2',
      'Class10BProgramSATGrade—Students1',
    ]);
    expect(within(list).queryByText('Old')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Class work: 9A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assign to Class' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: '10B' }));
    expect(await screen.findByRole('heading', { name: 'Class work: 10B' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/classroom/5/results/', expect.anything()));
  });

  it('opens the class an LMS launch names in ?class= (issue 29)', async () => {
    renderAt('/teacher/classes?class=5', [{ path: '/teacher/classes', element: <TeacherClassesPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Class work: 10B' }, { timeout: 5000 })).toBeTruthy();
  });
});
