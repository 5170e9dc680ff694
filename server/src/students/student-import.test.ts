import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../db/schema/index';
import { createStudent, createTeacher, studentPayload, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

const MAX_ROWS = 20;
const MAX_BYTES = 60_000;

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
beforeAll(async () => {
  t = await startTestApp({ IMPORT_MAX_ROWS: String(MAX_ROWS), IMPORT_MAX_BYTES: String(MAX_BYTES) });
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
  await createTeacher(t.db, a.client.client_id, { First_Name: 'Maria' });
  await createTeacher(t.db, b.client.client_id, { First_Name: 'Bruno' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', headers: Headers, payload: unknown, url = '/api/import-student/') =>
  t.app.inject({ method, url, headers, payload: payload as object });
const sendCsv = (method: 'POST' | 'PUT', headers: Headers, csv: string) =>
  t.app.inject({
    method,
    url: '/api/import-student/',
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
const total = async () => (await t.db.select({ n: count() }).from(students))[0]!.n;
const ofClient = (clientId: number) => t.db.select().from(students).where(eq(students.client, clientId));
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/student/', payload: { email, password } });

describe('POST /api/import-student/', () => {
  it('adds every student; one with a password can sign in, one without cannot until a password is set', async () => {
    const withPassword = studentPayload('Maria', { Student_First_Name: 'Pia' });
    const {
      password: _p,
      confirm_password: _c,
      ...withoutPassword
    } = studentPayload('maria', { Student_First_Name: 'Noa', password: '' });
    const res = await send('POST', a.adminHeaders, {
      students: [withPassword, { ...withoutPassword, password: '', confirm_password: '' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Students Imported Successfully', count: 2 });
    expect((await signIn(withPassword.email, 'secret123')).statusCode).toBe(200);
    const refused = await signIn(withoutPassword.email, 'secret123');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Check your email and password');
    const [noa] = await t.db.select().from(students).where(eq(students.email, withoutPassword.email));
    expect(noa).toMatchObject({ Assign_Teachers: 'Maria', client: a.client.client_id });
    const tokenLogin = await t.app.inject({
      method: 'POST',
      url: '/auth/api_token_auth/',
      payload: { token: noa!.api_token },
    });
    expect(tokenLogin.statusCode).toBe(200);
  });

  it('saves nothing when a row is wrong, reporting rows, fields and messages', async () => {
    await createStudent(t.db, b.client.client_id, { email: 'taken.student@school.org' });
    const before = await total();
    const res = await send('POST', a.adminHeaders, {
      students: [
        studentPayload('Maria'),
        studentPayload('Maria', { email: 'Taken.Student@school.org' }),
        studentPayload('Bruno', { Enroll_Program: 'SAT; Chess' }),
        studentPayload('Maria', { password: 'short', confirm_password: 'short', GAP: 'A+' }),
        studentPayload('Maria', { email: 'same@school.org' }),
        studentPayload('Maria', { email: 'SAME@school.org', confirm_password: 'other1234' }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 4, field: 'GAP', message: 'GPA is not Valid!' },
      {
        row: 4,
        field: 'password',
        message: 'password must contain atleast 8 digits, including characters and numbers!',
      },
      { row: 6, field: 'confirm_password', message: 'password and confirm password does not match' },
    ]);
    expect(await total()).toBe(before);

    const second = await send('POST', a.adminHeaders, {
      students: [
        studentPayload('Maria'),
        studentPayload('Maria', { email: 'Taken.Student@school.org' }),
        studentPayload('Bruno', { Enroll_Program: 'SAT; Chess' }),
        studentPayload('Maria', { email: 'same@school.org' }),
        studentPayload('Maria', { email: 'SAME@school.org' }),
      ],
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().rows).toEqual([
      { row: 2, field: 'email', message: 'A student with email taken.student@school.org already exists' },
      { row: 3, field: 'Assign_Teachers', message: 'No teacher named Bruno in this client' },
      { row: 3, field: 'Enroll_Program', message: 'No program named Chess' },
      { row: 5, field: 'email', message: 'same@school.org also appears in record 4' },
    ]);
    expect(await total()).toBe(before);
  });

  it('refuses (403) a file with rows for another client, and bad bodies, nothing saved', async () => {
    const before = await total();
    const foreign = await send('POST', a.adminHeaders, {
      students: [studentPayload('Maria', { client: b.client.client_id })],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().rows).toEqual([
      { row: 1, field: 'client', message: 'Rows can only be imported into your own client' },
    ]);
    expect((await send('POST', a.adminHeaders, { teachers: [] })).json().message).toBe(
      'The file must hold a "students" list',
    );
    expect((await send('POST', a.adminHeaders, { students: [] })).statusCode).toBe(400);
    const big = await send('POST', a.adminHeaders, {
      students: [studentPayload('Maria', { Additional_Comments: 'x'.repeat(MAX_BYTES) })],
    });
    expect(big.statusCode).toBe(413);
    const many = await send('POST', a.adminHeaders, {
      students: Array.from({ length: MAX_ROWS + 1 }, () => studentPayload('Maria')),
    });
    expect(many.statusCode).toBe(413);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/import-student/',
      headers: { ...a.adminHeaders, 'content-type': 'application/json' },
      payload: 'students: Maria',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await send('POST', a.studentHeaders, { students: [studentPayload('Maria')] })).statusCode).toBe(403);
    expect(await total()).toBe(before);
  });

  it("lets the super admin import into a client named by ?client=, checking that client's teachers", async () => {
    const row = studentPayload('Bruno');
    const res = await send(
      'POST',
      superAdminHeaders(t.app),
      { students: [row] },
      `/api/import-student/?client=${b.client.client_id}`,
    );
    expect(res.statusCode).toBe(201);
    expect((await ofClient(b.client.client_id)).some((s) => s.email === row.email)).toBe(true);
  });
});

describe('PUT /api/import-student/', () => {
  it('updates students by student_id or email; a blank password keeps the old one, a new one replaces it', async () => {
    const first = await createStudent(t.db, a.client.client_id, { password: 'firstpass1' });
    const second = await createStudent(t.db, a.client.client_id, { password: 'secondpass1' });
    const res = await send('PUT', a.adminHeaders, {
      students: [
        {
          student_id: first.student_id,
          Student_First_Name: 'Updated',
          Enroll_Program: ['ACT'],
          password: '',
          confirm_password: '',
        },
        { email: second.email.toUpperCase(), Enroll_Program: 'SAT', Assign_Teachers: 'maria', password: 'changed99' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Students Imported Successfully', count: 2 });
    const rows = await ofClient(a.client.client_id);
    expect(rows.find((s) => s.student_id === first.student_id)).toMatchObject({
      Student_First_Name: 'Updated',
      Enroll_Program: '["ACT"]',
    });
    expect(rows.find((s) => s.student_id === second.student_id)).toMatchObject({ Assign_Teachers: 'Maria' });
    expect((await signIn(first.email, 'firstpass1')).statusCode).toBe(200);
    expect((await signIn(second.email, 'secondpass1')).statusCode).toBe(401);
    expect((await signIn(second.email, 'changed99')).statusCode).toBe(200);
  });

  it("reports rows naming no student of the client (another client's included) and saves nothing", async () => {
    const mine = await createStudent(t.db, a.client.client_id, { Student_First_Name: 'Keep' });
    const res = await send('PUT', a.adminHeaders, {
      students: [
        { student_id: mine.student_id, Student_First_Name: 'Changed', Enroll_Program: ['SAT'] },
        { student_id: b.student.student_id, Student_First_Name: 'Hijacked', Enroll_Program: ['SAT'] },
        { email: 'nobody@school.org', Enroll_Program: ['SAT'] },
        { Enroll_Program: ['SAT'] },
        { student_id: mine.student_id, Enroll_Program: ['SAT'] },
        { student_id: mine.student_id, Enroll_Program: ['SAT'], email: b.student.email },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, field: 'student_id', message: `No student with student_id ${b.student.student_id} in this client` },
      { row: 3, field: 'email', message: 'No student with email nobody@school.org in this client' },
      { row: 4, field: 'student_id', message: 'Give the student_id or the email of the student to update' },
      { row: 5, field: 'student_id', message: 'This student also appears in record 1' },
      { row: 6, field: 'student_id', message: 'This student also appears in record 1' },
      { row: 6, field: 'email', message: `A student with email ${b.student.email} already exists` },
    ]);
    const rows = await t.db.select().from(students);
    expect(rows.find((s) => s.student_id === mine.student_id)!.Student_First_Name).toBe('Keep');
    expect(rows.find((s) => s.student_id === b.student.student_id)!.Student_First_Name).toBe(
      b.student.Student_First_Name,
    );
  });
});

describe('CSV', () => {
  it("exports the admin's own students with blank passwords and no tokens", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/student/export.csv', headers: a.adminHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    expect(res.body.startsWith('\ufeffstudent_id,client,Select_Student,Student_First_Name,')).toBe(true);
    expect(res.body).toContain(a.student.email);
    expect(res.body).not.toContain(b.student.email);
    expect(res.body).not.toContain(a.student.api_token);
    expect(res.body).not.toContain('$argon2');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/student/export.csv', headers: a.studentHeaders })).statusCode,
    ).toBe(403);
  });

  it('round trip: export, delete, import back: the same students, who then need a password', async () => {
    const c = await tenant(t.app, t.db);
    // The tenant's own student names teacher Maria, as every student of the file must name a teacher of the client.
    await createTeacher(t.db, c.client.client_id, { First_Name: 'Maria' });
    for (const first of ['Ola', 'Per']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/student/',
        headers: c.adminHeaders,
        payload: studentPayload('Maria', {
          Student_First_Name: first,
          Additional_Comments: '+1 said "hi", twice',
          gate_student: true,
          Exit_Program: 'SAT',
        }),
      });
      expect(res.statusCode).toBe(201);
    }
    const keep = ({ student_id: _id, passwordHash: _h, api_token: _t, ...rest }: typeof students.$inferSelect) => rest;
    const sorted = (rows: Array<typeof students.$inferSelect>) =>
      rows.map(keep).sort((x, y) => x.email.localeCompare(y.email));
    const before = sorted(await ofClient(c.client.client_id));
    const csv = (await t.app.inject({ method: 'GET', url: '/api/student/export.csv', headers: c.adminHeaders })).body;
    await t.db.delete(students).where(eq(students.client, c.client.client_id));

    const res = await sendCsv('POST', c.adminHeaders, csv);
    expect(res.json()).toEqual({ message: 'Students Imported Successfully', count: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().count).toBe(before.length);
    expect(sorted(await ofClient(c.client.client_id))).toEqual(before);
    // Passwords are not in the file: the imported students have none until one is set.
    expect((await signIn(c.student.email, c.student.password)).statusCode).toBe(401);
  });

  it('round trip for updates: export, edit, PUT the file; blank passwords keep', async () => {
    const student = await createStudent(t.db, a.client.client_id, {
      Student_First_Name: 'Csv',
      GAP: '3.1',
      password: 'keepme123',
    });
    const csv = (await t.app.inject({ method: 'GET', url: '/api/student/export.csv', headers: a.adminHeaders })).body;
    const [header, ...lines] = csv.split('\r\n');
    const line = lines.find((l) => l.startsWith(`${student.student_id},`))!;
    const res = await sendCsv('PUT', a.adminHeaders, `${header}\r\n${line.replace(',3.1,', ',3.9,')}`);
    expect(res.statusCode).toBe(200);
    expect((await ofClient(a.client.client_id)).find((s) => s.student_id === student.student_id)!.GAP).toBe('3.9');
    expect((await signIn(student.email, 'keepme123')).statusCode).toBe(200);
  });

  it('reports CSV problems by row, nothing saved', async () => {
    const before = await total();
    const res = await sendCsv(
      'POST',
      a.adminHeaders,
      'Student_First_Name,Student_Last_Name,email,Assign_Teachers,Enroll_Program,gate_student\n' +
        'Kim,Lee,kim.lee@school.org,Maria,SAT,yes\n' +
        'Tom,,tom@school.org,Maria,,perhaps\n',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, line: 3, field: 'gate_student', message: 'Choose true or false' },
      { row: 2, line: 3, field: 'Enroll_Program', message: 'please fillout Enroll Program' },
      { row: 2, line: 3, field: 'Student_Last_Name', message: 'please fillout last name' },
    ]);
    expect(await total()).toBe(before);
  });
});
