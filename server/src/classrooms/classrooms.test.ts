// A client's classes: the record (add, change, delete), the roster, who sees which class (a teacher
// their own, a client admin its client's, a student none), the client's switch, and the CSV of
// memberships (all or nothing).
import { CLASSROOM_MESSAGES, PERSON_MESSAGES } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, clients } from '../db/schema/index';
import { bearer, createStudent, createTeacher, superAdminHeaders, tenant, tokenFor } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers } from '../test/sittings';

let t: TestApp;
let call: ReturnType<typeof caller>;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
let su: Headers;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
  su = superAdminHeaders(t.app);
  for (const c of [a, b])
    await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, c.client.client_id));
});
afterAll(() => t.close());

const teacherHeaders = (id: number, client: number) => bearer(tokenFor(t.app, 'teacher', id, client));
let named = 0;
const newClass = (headers: Headers, body: Record<string, unknown> = {}) =>
  call('POST', '/api/classroom/', headers, { class_name: `Class ${++named}`, program: 'SAT', ...body });

describe('the record', () => {
  it('adds a class with its teachers and students, answers it, and refuses a duplicate name in any case', async () => {
    const teacher = await createTeacher(t.db, a.client.client_id);
    const student = await createStudent(t.db, a.client.client_id);
    const res = await newClass(a.adminHeaders, {
      class_name: 'Period 1',
      program: 'sat',
      grade_level: '10',
      teachers: [teacher.id],
      students: [student.student_id, student.student_id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      client: a.client.client_id,
      class_name: 'Period 1',
      program: 'SAT',
      grade_level: 'Grade 10',
      teachers: [teacher.id],
      students: [student.student_id],
      archived: false,
    });
    const again = await newClass(a.adminHeaders, { class_name: 'PERIOD 1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLASSROOM_MESSAGES.classNameTaken);
    // Another client may use the same name.
    expect((await newClass(b.adminHeaders, { class_name: 'Period 1' })).statusCode).toBe(201);
  });

  it('takes a grade as the spec writes it ("Grade 10") or as its number, and answers it as the spec writes it', async () => {
    for (const [grade_level, answered] of [
      ['Grade 10', 'Grade 10'],
      ['grade 7', 'Grade 7'],
      [12, 'Grade 12'],
      ['3', 'Grade 3'],
      ['', null],
    ] as const) {
      const res = await newClass(a.adminHeaders, { grade_level });
      expect(res.statusCode, String(grade_level)).toBe(201);
      expect(res.json().grade_level).toBe(answered);
      expect((await call('GET', `/api/classroom/${res.json().id}/`, a.adminHeaders)).json().grade_level).toBe(answered);
    }
    for (const grade_level of ['Grade 13', 'Grade 0', 'Year 10', 'Grade10x']) {
      const res = await newClass(a.adminHeaders, { grade_level });
      expect(res.statusCode, grade_level).toBe(400);
      expect(res.json().message).toBe(CLASSROOM_MESSAGES.gradeLevel);
    }
  });

  it('refuses teachers and students of another client, an unknown program and a bad grade, saving nothing', async () => {
    const before = (await t.db.select().from(classrooms)).length;
    const foreignTeacher = await createTeacher(t.db, b.client.client_id);
    const foreignStudent = await createStudent(t.db, b.client.client_id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ teachers: [foreignTeacher.id] }, CLASSROOM_MESSAGES.teacher],
      [{ students: [foreignStudent.student_id] }, CLASSROOM_MESSAGES.student],
      [{ students: [2_147_483_647] }, CLASSROOM_MESSAGES.student],
      [{ program: 'Basket weaving' }, CLASSROOM_MESSAGES.program],
      [{ grade_level: 13 }, CLASSROOM_MESSAGES.gradeLevel],
      [{ class_name: ' ' }, CLASSROOM_MESSAGES.className],
      [{ students: [1.5] }, CLASSROOM_MESSAGES.student],
    ];
    for (const [body, message] of cases) {
      const res = await newClass(a.adminHeaders, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.db.select().from(classrooms)).length).toBe(before);
  });

  it('changes the record, keeps the members a PUT leaves out, replaces the roster, and deletes', async () => {
    const [t1, t2] = [await createTeacher(t.db, a.client.client_id), await createTeacher(t.db, a.client.client_id)];
    const [s1, s2] = [await createStudent(t.db, a.client.client_id), await createStudent(t.db, a.client.client_id)];
    const created = (await newClass(a.adminHeaders, { teachers: [t1.id], students: [s1.student_id] })).json();
    const url = `/api/classroom/${created.id}/`;
    const put = await call('PUT', url, a.adminHeaders, {
      class_name: 'Renamed',
      program: 'ACT',
      teachers: [t2.id],
      archived: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      class_name: 'Renamed',
      program: 'ACT',
      teachers: [t2.id],
      students: [s1.student_id],
      archived: true,
      grade_level: null,
    });
    const moved = await call('PUT', url, a.adminHeaders, {
      class_name: 'X',
      program: 'SAT',
      client: b.client.client_id,
    });
    expect(moved.statusCode).toBe(400);

    const roster = await call('PUT', `${url}students/`, a.adminHeaders, { students: [s2.student_id] });
    expect(roster.statusCode).toBe(200);
    expect(roster.json().students).toEqual([s2.student_id]);
    const emptied = await call('PUT', `${url}students/`, a.adminHeaders, { students: [] });
    expect(emptied.json().students).toEqual([]);

    const gone = await call('DELETE', url, a.adminHeaders);
    expect(gone.json()).toEqual({ message: CLASSROOM_MESSAGES.deleted });
    expect((await call('GET', url, a.adminHeaders)).statusCode).toBe(404);
  });

  it('lets the super admin create for a named client and list one client or every client', async () => {
    const none = await newClass(su);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PERSON_MESSAGES.selectClient);
    const created = await newClass(su, { client: b.client.client_id });
    expect(created.json().client).toBe(b.client.client_id);
    const ofB = (await call('GET', `/api/classroom/?client=${b.client.client_id}`, su)).json();
    expect(ofB.every((c: { client: number }) => c.client === b.client.client_id)).toBe(true);
    const every = (await call('GET', '/api/classroom/', su)).json();
    expect(new Set(every.map((c: { client: number }) => c.client))).toEqual(
      new Set([a.client.client_id, b.client.client_id]),
    );
  });
});

describe('who sees which class', () => {
  it('shows a teacher only the classes they teach, and nothing of another class', async () => {
    const mine = await createTeacher(t.db, a.client.client_id);
    const other = await createTeacher(t.db, a.client.client_id);
    const own = (await newClass(a.adminHeaders, { teachers: [mine.id] })).json();
    const theirs = (await newClass(a.adminHeaders, { teachers: [other.id] })).json();
    const headers = teacherHeaders(mine.id, a.client.client_id);
    const list = await call('GET', '/api/classroom/', headers);
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([own.id]);
    const ofOwnClient = await call('GET', `/api/classroom/?client=${a.client.client_id}`, headers);
    expect(ofOwnClient.json().map((c: { id: number }) => c.id)).toEqual([own.id]);
    expect((await call('GET', `/api/classroom/${own.id}/`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/classroom/${theirs.id}/`, headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/classroom/${theirs.id}/results/`, headers)).statusCode).toBe(403);
    // People management stays with the admins.
    expect((await call('PUT', `/api/classroom/${own.id}/students/`, headers, { students: [] })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/classroom/${own.id}/`, headers)).statusCode).toBe(403);
    expect((await newClass(headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/classroom/?client=${b.client.client_id}`, headers)).statusCode).toBe(403);
  });

  it("shows another client's admin nothing, and a student no class at all", async () => {
    const own = (await newClass(a.adminHeaders)).json();
    for (const suffix of ['', 'results/']) {
      expect((await call('GET', `/api/classroom/${own.id}/${suffix}`, b.adminHeaders)).statusCode).toBe(403);
    }
    const listB = (await call('GET', '/api/classroom/', b.adminHeaders)).json();
    expect(listB.some((c: { client: number }) => c.client === a.client.client_id)).toBe(false);
    expect((await call('GET', `/api/classroom/?client=${a.client.client_id}`, b.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/classroom/', a.studentHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/api/classroom/${own.id}/`, a.studentHeaders)).statusCode).toBe(403);
  });
});

describe('the switch', () => {
  it('answers every route 403 with its words when the client has classes off, the super admin too', async () => {
    const c = await tenant(t.app, t.db);
    await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, c.client.client_id));
    const teacher = await createTeacher(t.db, c.client.client_id);
    const own = (await newClass(c.adminHeaders, { teachers: [teacher.id] })).json();
    await t.db.update(clients).set({ assign_test_for_class: false }).where(eq(clients.client_id, c.client.client_id));
    const id = own.id;
    const requests: Array<[Headers, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      [c.adminHeaders, 'GET', '/api/classroom/'],
      [c.adminHeaders, 'POST', '/api/classroom/', { class_name: 'New', program: 'SAT' }],
      [c.adminHeaders, 'GET', `/api/classroom/${id}/`],
      [su, 'GET', `/api/classroom/${id}/`],
      [su, 'GET', `/api/classroom/?client=${c.client.client_id}`],
      [c.adminHeaders, 'PUT', `/api/classroom/${id}/`, { class_name: 'New', program: 'SAT' }],
      [c.adminHeaders, 'PUT', `/api/classroom/${id}/students/`, { students: [] }],
      [c.adminHeaders, 'POST', `/api/classroom/${id}/assign/`, { kind: 'test', master_qnsbank: 1 }],
      [c.adminHeaders, 'POST', `/api/classroom/${id}/newcomers/`],
      [teacherHeaders(teacher.id, c.client.client_id), 'GET', `/api/classroom/${id}/results/`],
      [c.adminHeaders, 'POST', `/api/classroom/${id}/release/`, { master_qnsbank: 1 }],
      [c.adminHeaders, 'POST', `/api/classroom/${id}/reassign/`, { master_qnsbank: 1, below: 3 }],
      [c.adminHeaders, 'POST', `/api/classroom/${id}/preparation/`, { master_qnsbank: 1 }],
      [c.adminHeaders, 'GET', '/api/export-classroom/'],
      [c.adminHeaders, 'DELETE', `/api/classroom/${id}/`],
    ];
    for (const [headers, method, url, body] of requests) {
      const res = await call(method, url, headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(CLASSROOM_MESSAGES.switchOff);
    }
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import-classroom/',
      headers: { ...c.adminHeaders, 'content-type': 'text/csv' },
      payload: 'class_name,teacher_email,student_email\nA,,\n',
    });
    expect(imported.statusCode).toBe(403);
    expect(imported.json().message).toBe(CLASSROOM_MESSAGES.switchOff);
    // The super admin's list of every client leaves the switched-off client's classes out.
    const every = (await call('GET', '/api/classroom/', su)).json();
    expect(every.some((x: { id: number }) => x.id === id)).toBe(false);
  });
});

describe('CSV', () => {
  const importCsv = (csv: string, headers: Headers = a.adminHeaders, url = '/api/import-classroom/') =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });

  it('creates the classes named, adds the memberships, and exports one row per membership', async () => {
    const teacher = await createTeacher(t.db, a.client.client_id, { Email: 'mr.chips@school.org' });
    const s1 = await createStudent(t.db, a.client.client_id, { email: 'ann@school.org' });
    const s2 = await createStudent(t.db, a.client.client_id, { email: 'bob@school.org' });
    const csv = [
      'class_name,teacher_email,student_email,program',
      'Algebra 9,Mr.Chips@school.org,,ACT',
      'Algebra 9,,ann@school.org,',
      'algebra 9,,bob@school.org,',
      'Empty class,,,',
    ].join('\n');
    const res = await importCsv(csv, a.adminHeaders, '/api/import-classroom/?program=sat');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: CLASSROOM_MESSAGES.imported, count: 4 });
    const list = (await call('GET', '/api/classroom/', a.adminHeaders)).json() as Array<Record<string, unknown>>;
    expect(list.find((c) => c.class_name === 'Algebra 9')).toMatchObject({
      program: 'ACT',
      teachers: [teacher.id],
      students: [s1.student_id, s2.student_id],
    });
    // No program of its own: the one the import names (the dialog asks for it).
    expect(list.find((c) => c.class_name === 'Empty class')).toMatchObject({ program: 'SAT', students: [] });

    // Importing again adds nothing twice.
    expect((await importCsv(csv)).statusCode).toBe(201);
    const exported = await call('GET', '/api/export-classroom/', a.adminHeaders);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const lines = exported.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('class_name,teacher_email,student_email');
    expect(lines.filter((l) => l.startsWith('Algebra 9,'))).toEqual([
      'Algebra 9,mr.chips@school.org,',
      'Algebra 9,,ann@school.org',
      'Algebra 9,,bob@school.org',
    ]);
    expect(lines).toContain('Empty class,,');
  });

  it('takes program and grade_level columns; a class with no program named is refused, not given the first', async () => {
    const csv = [
      'class_name,teacher_email,student_email,program,grade_level',
      'Geometry 10,,,SAT,Grade 10',
      'Physics 11,,,act,11',
    ].join('\n');
    expect((await importCsv(csv)).statusCode).toBe(201);
    const list = (await call('GET', '/api/classroom/', a.adminHeaders)).json() as Array<Record<string, unknown>>;
    expect(list.find((c) => c.class_name === 'Geometry 10')).toMatchObject({ program: 'SAT', grade_level: 'Grade 10' });
    expect(list.find((c) => c.class_name === 'Physics 11')).toMatchObject({ program: 'ACT', grade_level: 'Grade 11' });

    const before = (await t.db.select().from(classrooms)).length;
    const bare = await importCsv('class_name,teacher_email,student_email\nNo program class,,\n');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().rows).toEqual([{ row: 1, line: 2, field: 'program', message: CLASSROOM_MESSAGES.program }]);
    const badGrade = await importCsv('class_name,teacher_email,student_email,grade_level\nX,,,Grade 13\n');
    expect(badGrade.json().rows[0]).toMatchObject({ field: 'grade_level', message: CLASSROOM_MESSAGES.gradeLevel });
    expect((await t.db.select().from(classrooms)).length).toBe(before);
    // Named by the import, the program goes to the classes of the file.
    const named = await importCsv(
      'class_name,teacher_email,student_email\nNo program class,,\n',
      a.adminHeaders,
      '/api/import-classroom/?program=ACT',
    );
    expect(named.statusCode, named.body).toBe(201);
  });

  it('refuses the whole file for one bad row, with the report, saving nothing', async () => {
    const foreign = await createStudent(t.db, b.client.client_id, { email: 'foreign@school.org' });
    const before = (await t.db.select().from(classrooms)).length;
    const res = await importCsv(
      [
        'class_name,teacher_email,student_email,program',
        'Fresh class,,,SAT',
        `Fresh class,,${foreign.email},`,
        'Fresh class,nobody@school.org,,',
        ',,,',
      ].join('\n'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, line: 3, field: 'student_email', message: 'No student with email foreign@school.org in this client' },
      { row: 3, line: 4, field: 'teacher_email', message: 'No teacher with email nobody@school.org in this client' },
    ]);
    const blank = await importCsv('class_name,teacher_email,student_email\n,,x@y.org\n');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().rows[0]).toMatchObject({ row: 1, field: 'class_name', message: CLASSROOM_MESSAGES.className });
    const header = await importCsv('name,email\nA,b\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().rows[0]).toMatchObject({ row: 0, message: CLASSROOM_MESSAGES.csvHeader });
    const json = await call('POST', '/api/import-classroom/', a.adminHeaders, { classes: [] });
    expect(json.statusCode).toBe(400);
    expect((await t.db.select().from(classrooms)).length).toBe(before);
  });

  it('takes the file of a multipart form', async () => {
    const boundary = 'classes-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="classes.csv"',
      'Content-Type: text/csv',
      '',
      'class_name,teacher_email,student_email',
      'Uploaded class,,',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import-classroom/?program=SAT',
      headers: { ...a.adminHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call('GET', '/api/classroom/', a.adminHeaders)).json();
    expect(list.some((c: { class_name: string }) => c.class_name === 'Uploaded class')).toBe(true);
  });
});
