// The programs that are words (Tutoring, Classes) on the class screens in Tamil (issue 27): My Classes'
// table and the class form's program choice show them through the catalogue; SAT stays a name.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Classroom } from '@prep/domain';
import { sessionStore } from '../session';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { fakeAccessToken, renderAt } from '../test/render';
import { ClassroomsPage } from './ClassroomsPage';
import { TeacherClassesPage } from './TeacherClassesPage';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const classroom = (id: number, class_name: string, program: string): Classroom => ({
  id,
  client: 1,
  class_name,
  program,
  grade_level: null,
  teachers: [6],
  students: [],
  archived: false,
});
const classes = [classroom(4, '9A', 'Tutoring'), classroom(5, '9B', 'Classes'), classroom(6, '9C', 'SAT')];
const course = (course_id: number, course_type: string) => ({
  course_id,
  course_type,
  course_short_descr: course_type,
  course_long_descr: course_type,
});

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: true });
  if (url === '/api/classroom/') return reply(classes);
  if (/^\/api\/classroom\/\d+\/results\/$/.test(url))
    return reply({ classroom: { id: 4, class_name: '9A' }, students: [], assignments: [], cells: [] });
  if (url === '/api/courses/') return reply([course(2, 'SAT'), course(7, 'Tutoring'), course(8, 'Classes')]);
  if (url === '/api/corresponding-teacher/1') return reply({ teachers: [] });
  if (url === '/api/student/') return reply([]);
  if (url === '/api/assignquiztoclient/') return reply([]);
  if (url.startsWith('/quiz/quiz/')) return reply([]);
  throw new Error(`unexpected ${url}`);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('programs in Tamil', () => {
  inTamil();

  it('My Classes names the programs Tutoring and Classes in Tamil, SAT as it is', async () => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.signIn(
      { access: fakeAccessToken({ sub: '6', role: 'teacher', client_id: 1 }), refresh: 'r' },
      { role: 'superadmin', superadmin_id: 0, email: '' },
    );
    renderAt('/teacher/classes', [{ path: '/teacher/classes', element: <TeacherClassesPage /> }]);
    const list = await screen.findByRole('table', { name: 'உங்கள் வகுப்புகள்' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'வகுப்பு9Aபாடத்திட்டம்தனிப்பயிற்சிவகுப்பு நிலை—மாணவர்கள்0',
      'வகுப்பு9Bபாடத்திட்டம்வகுப்புகள்வகுப்பு நிலை—மாணவர்கள்0',
      'வகுப்பு9Cபாடத்திட்டம்SATவகுப்பு நிலை—மாணவர்கள்0',
    ]);
    expect(englishLeftIn(document.body)).toEqual([]);
  });

  it("the class form's program choice offers them in Tamil and shows the class's own", async () => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.signIn(
      { access: fakeAccessToken({ sub: '2', role: 'clientadmin', client_id: 1 }), refresh: 'r' },
      { role: 'clientadmin', client_id: 1, client_admin_id: 2, email: 'admin@demoacademy.com' },
    );
    renderAt('/client/adminclassroom', [{ path: '/client/adminclassroom', element: <ClassroomsPage /> }]);
    const program = (await screen.findByRole('combobox', { name: /பாடத்திட்டம்/ }, { timeout: 5000 })) as HTMLSelectElement;
    // The first class opens on arrival.
    await waitFor(() => expect(program.value).toBe('Tutoring'));
    expect(program.selectedOptions[0]?.textContent).toBe('தனிப்பயிற்சி');
    expect([...program.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['SAT', 'தனிப்பயிற்சி', 'வகுப்புகள்']),
    );
    expect(englishLeftIn(program)).toEqual([]);
  });
});
