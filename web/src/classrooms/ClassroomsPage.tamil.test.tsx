import { type Classroom, CLASSROOM_MESSAGES, IMPORT_MESSAGES, rowIssue, said } from '@prep/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inTamil } from '../test/language';
import { chooseCsv, clientAdminSignedIn, notice } from '../test/clientAdminSession';
import { renderAt } from '../test/render';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const class9A: Classroom = {
  id: 4,
  client: 1,
  class_name: '9A',
  program: 'SAT',
  grade_level: 'Grade 9',
  teachers: [],
  students: [],
  archived: false,
};

/** Client 1 with one class (9A) and the classes switched on; `answers` by method and URL. */
function fakeClassroomServer({ answers = {} }: { answers?: Record<string, { status: number; body: unknown }> } = {}) {
  const calls: Array<{ method: string; url: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    const answer = answers[`${method} ${url}`];
    if (answer) return reply(answer.body, answer.status);
    if (url === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: true });
    if (url === '/api/classroom/' && method === 'GET') return reply([class9A]);
    if (url === '/api/classroom/' && method === 'POST') return reply({ ...class9A, id: 5, class_name: '9D' }, 201);
    if (url === '/api/classroom/4/results/')
      return reply({ classroom: { id: 4, class_name: '9A' }, students: [], assignments: [], cells: [] });
    if (url === '/api/courses/')
      return reply([{ course_id: 2, course_type: 'ACT', course_short_descr: '', course_long_descr: '' }]);
    if (url === '/api/corresponding-teacher/1') return reply({ teachers: [] });
    return reply([]);
  });
  return { fetch, calls };
}

clientAdminSignedIn(2);

const CSV = 'class_name,teacher_email,student_email,program\n9B,nobody@x.org,,SAT\n9B,,ann@x.org,SAT\n';

// The server's refusal: an unknown teacher on line 2, as server/src/classrooms/csv.ts reports it.
const rows = [rowIssue(1, 'teacher_email', IMPORT_MESSAGES.noTeacherWithEmail('nobody@x.org'), 2)];
const refused = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'import_refused',
  ...said(IMPORT_MESSAGES.refused(rows)),
  rows,
};

// A whole screen drawn in Tamil on a busy machine: more than the default 5 s.
describe('the classes in Tamil', { timeout: 20_000 }, () => {
  inTamil();

  it("shows a refused class CSV's report in Tamil: the counted sentence, the field and the email as sent", async () => {
    const server = fakeClassroomServer({
      answers: { 'POST /api/import-classroom/': { status: 400, body: refused } },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'வகுப்பைத் திருத்தவும்' }, { timeout: 5000 });
    chooseCsv(CSV, 'classes.csv');
    const report = await screen.findByRole('dialog', { name: 'இறக்குமதி மறுக்கப்பட்டது' });
    // One row: the singular form (வரிசையில்), never the plural one.
    expect(within(report).getByRole('alert').textContent).toBe(
      'எதுவும் இறக்குமதி செய்யப்படவில்லை: 1 வரிசையில் பிழைகள் உள்ளன. முதலாவது: வரி 2, teacher_email: இந்த நிறுவனத்தில் nobody@x.org மின்னஞ்சல் உடைய ஆசிரியர் இல்லை',
    );
    const [, row] = within(report).getAllByRole('row');
    expect(within(row!).getByText('இந்த நிறுவனத்தில் nobody@x.org மின்னஞ்சல் உடைய ஆசிரியர் இல்லை')).toBeTruthy();
    expect(server.calls.some((c) => c.url === '/api/import-classroom/')).toBe(true);
  });

  it('says in Tamil that the classes were imported', async () => {
    const server = fakeClassroomServer({
      answers: {
        'POST /api/import-classroom/': { status: 201, body: { message: CLASSROOM_MESSAGES.imported, count: 2 } },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'வகுப்பைத் திருத்தவும்' }, { timeout: 5000 });
    chooseCsv(CSV, 'classes.csv');
    expect((await notice()).textContent).toBe('வகுப்புகள் வெற்றிகரமாக இறக்குமதி செய்யப்பட்டன');
  });

  it('says in Tamil that a class was updated', async () => {
    const server = fakeClassroomServer({
      answers: {
        'PUT /api/classroom/4/': {
          status: 200,
          body: {
            id: 4,
            client: 1,
            class_name: '9C',
            program: 'SAT',
            grade_level: null,
            teachers: [6],
            students: [11],
          },
        },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'வகுப்பைத் திருத்தவும்' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText(/வகுப்பின் பெயர்/), { target: { value: '9C' } });
    fireEvent.click(screen.getByRole('button', { name: 'புதுப்பிக்கவும்' }));
    expect((await notice()).textContent).toBe('வகுப்பு வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது');
  });

  it('says in Tamil that a class was added', async () => {
    const server = fakeClassroomServer();
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'வகுப்பைத் திருத்தவும்' }, { timeout: 5000 });
    // Cancel, once something changed, leaves the class for a blank form (new mode).
    fireEvent.change(screen.getByLabelText(/வகுப்பின் பெயர்/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'ரத்துசெய்யவும்' }));
    await screen.findByRole('heading', { name: 'புதிய வகுப்பு' });
    fireEvent.change(screen.getByLabelText(/வகுப்பின் பெயர்/), { target: { value: '9D' } });
    fireEvent.change(screen.getByLabelText(/பாடத்திட்டம்/), { target: { value: 'ACT' } });
    fireEvent.click(screen.getByRole('button', { name: 'சேர்க்கவும்' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    expect((await notice()).textContent).toBe('வகுப்பு வெற்றிகரமாகச் சேர்க்கப்பட்டது');
  });

  it("marks a class name too long, on leaving it, with the Tamil limit and its number (the check's message as data)", async () => {
    vi.stubGlobal('fetch', fakeClassroomServer().fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'வகுப்பைத் திருத்தவும்' }, { timeout: 5000 });
    const name = screen.getByLabelText(/வகுப்பின் பெயர்/);
    fireEvent.change(name, { target: { value: 'x'.repeat(256) } });
    fireEvent.blur(name);
    // "Name Shouldn't be more than {{max}} characters!" with max 255, from ta.json; never the English.
    expect(await screen.findByText('பெயர் 255 எழுத்துகளுக்கு மேல் இருக்கக் கூடாது!')).toBeTruthy();
    expect(screen.queryByText(/Shouldn't be more than/)).toBeNull();
  });
});
