import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { CLASSROOM_MESSAGES, type Classroom, type ClassroomResults } from '@prep/domain';
import { clientAdminSignedIn, notice } from '../test/clientAdminSession';
import { renderAt } from '../test/render';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The server of these screens, in memory: client 1 with two students, one teacher, one warm-up set. */
function fakeServer({ switchOn }: { switchOn: boolean }) {
  const calls: Call[] = [];
  const classes: Classroom[] = [
    {
      id: 4,
      client: 1,
      class_name: '9A',
      program: 'SAT',
      grade_level: 'Grade 9',
      teachers: [6],
      students: [11],
      archived: false,
    },
  ];
  const results: ClassroomResults = {
    classroom: { id: 4, class_name: '9A' },
    students: [{ student_id: 11, first_name: 'Ann', last_name: 'Best', email: 'ann@x.org' }],
    assignments: [
      {
        id: 30,
        kind: 'warmup',
        quiz: 77,
        test_name: 'Warm-up A',
        timer: false,
        student_timer: '00:00:00',
        opens_at: null,
        closes_at: null,
        total_qns: 10,
      },
    ],
    cells: [{ student: 11, assignment: 30, record: 900, state: 'submitted', score: 8, total_qns: 10, released: false }],
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    if (url === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: switchOn });
    if (url.startsWith('/api/classroom/') && !switchOn)
      return reply({ statusCode: 403, error: 'Forbidden', message: CLASSROOM_MESSAGES.switchOff }, 403);
    if (url === '/api/classroom/' && method === 'GET') return reply(classes);
    if (url === '/api/classroom/' && method === 'POST') {
      const created = { ...(body as Classroom), id: 5, client: 1, grade_level: null };
      classes.push(created);
      return reply(created, 201);
    }
    if (url === '/api/classroom/4/students/' && method === 'PUT') {
      (classes[0] as Classroom).students = (body as { students: number[] }).students;
      return reply(classes[0]);
    }
    if (url === '/api/classroom/4/results/') return reply(results);
    if (url === '/api/classroom/4/assign/')
      return reply({ created: 1, skipped: [{ student: 11, reason: 'The student is not enrolled in this program' }] });
    if (url === '/api/classroom/4/release/') return reply({ released: 1 });
    if (url === '/api/courses/')
      return reply([
        { course_id: 1, course_type: 'SAT', course_short_descr: '', course_long_descr: '' },
        { course_id: 2, course_type: 'ACT', course_short_descr: '', course_long_descr: '' },
      ]);
    if (url === '/api/corresponding-teacher/1')
      return reply({ teachers: [{ id: 6, client: 1, First_Name: 'Tia', Last_Name: 'Moss', Email: 't@x.org' }] });
    if (url === '/api/student/')
      return reply([
        { student_id: 11, Student_First_Name: 'Ann', Student_Last_Name: 'Best', email: 'ann@x.org' },
        { student_id: 12, Student_First_Name: 'Bob', Student_Last_Name: 'Cole', email: 'bob@x.org' },
      ]);
    if (url === '/api/assignquiztoclient/')
      return reply([{ id: 1, client: 1, clientname: 'Demo Academy', assignedquiz: '[]', assigned_warmup: [77] }]);
    if (url === '/quiz/quiz/?test_type=Warmup')
      return reply([
        { master_qnsbank_id: 77, test_name: 'Warm-up A', test_type: 'Warmup', section_duration: '00:10:00' },
      ]);
    if (url.startsWith('/quiz/quiz/?test_type=')) return reply([]);
    return reply({ statusCode: 404, error: 'Not Found', message: `unexpected ${method} ${url}` }, 404);
  });
  return { fetch, calls };
}

clientAdminSignedIn(2);

describe('Assign to Classrooms', () => {
  it('with the switch off: no link in the bar, and the screen shows the server’s refusal', async () => {
    const server = fakeServer({ switchOn: false });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      CLASSROOM_MESSAGES.switchOff,
    );
    expect(screen.queryByRole('link', { name: 'Assign to Classrooms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
  });

  it('lists the classes, loads the first, and keeps it when a delete is cancelled', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'Edit class' }, { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'Assign to Classrooms' })).toBeTruthy();
    expect((screen.getByLabelText(/Class name/) as HTMLInputElement).value).toBe('9A');
    expect(screen.getByText('1 student in the class')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await notice()).textContent).toBe(CLASSROOM_MESSAGES.safe);
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('refuses a class without a name, then adds one with the domain message', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'Edit class' }, { timeout: 5000 });
    // Cancel, once something changed, leaves the class for a blank form (new mode).
    fireEvent.change(screen.getByLabelText(/Class name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'New class' });
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect((await notice()).textContent).toBe(CLASSROOM_MESSAGES.className);
    notifications.clean();
    fireEvent.change(screen.getByLabelText(/Class name/), { target: { value: ' 9B ' } });
    fireEvent.change(screen.getByLabelText(/Program/), { target: { value: 'ACT' } });
    fireEvent.change(screen.getByLabelText('Grade level'), { target: { value: 'Grade 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      class_name: '9B',
      program: 'ACT',
      grade_level: 'Grade 10',
      teachers: [],
      students: [],
      archived: false,
    });
    expect(await screen.findByText(CLASSROOM_MESSAGES.added)).toBeTruthy();
    expect(await screen.findByRole('button', { name: '9B' })).toBeTruthy();
  });

  it('adds a student found by search to the roster, sending the whole roster', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'Edit class' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'bob' } });
    const others = screen.getByRole('region', { name: 'Other students' });
    fireEvent.click(await within(others).findByLabelText('Bob Cole (bob@x.org)'));
    fireEvent.click(within(others).getByRole('button', { name: 'Add 1 to the class' }));
    await waitFor(() => expect(screen.getByText('2 students in the class')).toBeTruthy());
    expect(server.calls.find((c) => c.url === '/api/classroom/4/students/')?.body).toEqual({ students: [11, 12] });
  });

  it('assigns a warm-up set to the class and names the skipped students with the reason', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to Class' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to 9A' });
    fireEvent.click(within(dialog).getByText('Warm-up set'));
    const set = within(dialog).getByLabelText('Available Warm-up');
    await waitFor(() => expect(set.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(set, { target: { value: '77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const report = await screen.findByRole('dialog', { name: 'Assign to Class' });
    expect(report.textContent).toContain('1 assigned, 1 skipped');
    expect(report.textContent).toContain('Ann Best: The student is not enrolled in this program');
    expect(server.calls.find((c) => c.url === '/api/classroom/4/assign/')?.body).toEqual({
      kind: 'warmup',
      warmup_set_no: 77,
      // Timed by default: 00:00:00 is the set's own ten minutes.
      timer: true,
      student_timer: '00:00:00',
      opens_at: '',
      closes_at: '',
    });
  });

  it('shows the results grid and releases an assignment after naming the class and the test', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    const grid = await screen.findByRole('table', { name: 'Results of 9A' }, { timeout: 5000 });
    expect(within(grid).getByText('8.0 / 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Release results' }));
    const confirm = await screen.findByRole('dialog', { name: 'Release the results?' });
    expect(confirm.textContent).toContain("Releasing Warm-up A for 9A releases the class's submitted results of it");
    fireEvent.click(within(confirm).getByRole('button', { name: 'Release results' }));
    expect((await notice()).textContent).toBe('1 result released');
    expect(server.calls.find((c) => c.url === '/api/classroom/4/release/')?.body).toEqual({ warmup_set_no: 77 });
  });
});
