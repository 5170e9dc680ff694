import { CLASSROOM_MESSAGES, type Classroom, type ClassroomResults } from '@prep/domain';
import { vi } from 'vitest';

// The server of the classes' screens, in memory, for their tests in either language.

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The server of these screens, in memory: client 1 with two students, one teacher, one warm-up set. */
export function fakeClassroomServer({
  switchOn,
  answers = {},
}: {
  switchOn: boolean;
  /** Answers of more calls, by method and URL (`POST /api/import-classroom/`): a status and its body. */
  answers?: Record<string, { status: number; body: unknown }>;
}) {
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
    const answer = answers[`${method} ${url}`];
    if (answer) return reply(answer.body, answer.status);
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
