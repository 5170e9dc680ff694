import { and, eq, isNull } from 'drizzle-orm';
import { checkboxGroupText, EXIT_PROGRAMS, INVALID_TIME_MULTIPLIER, readCheckboxGroup } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, refreshTokens, students } from '../db/schema/index';
import { createStudent, createTeacher, studentPayload, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
beforeAll(async () => {
  t = await startTestApp();
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
  await createTeacher(t.db, a.client.client_id, { First_Name: 'Maria' });
  await createTeacher(t.db, b.client.client_id, { First_Name: 'Bruno' });
  await t.db.update(clients).set({ enable_dashboard_token: true }).where(eq(clients.client_id, a.client.client_id));
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const stored = async (id: number) => (await t.db.select().from(students).where(eq(students.student_id, id)))[0];
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/student/', payload: { email, password } });

async function created(headers: Headers, teacher: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/student/', headers, studentPayload(teacher, overrides));
  expect(res.statusCode).toBe(201);
  return res.json().student as { student_id: number; email: string; Student_First_Name: string };
}

describe('GET /api/student/', () => {
  it("gives a client admin its own client's students, never a password, the token only where the switch is on", async () => {
    const theirs = await createStudent(t.db, b.client.client_id);
    const res = await call('GET', '/api/student/', a.adminHeaders);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((s) => s.student_id)).toContain(a.student.student_id);
    expect(list.map((s) => s.student_id)).not.toContain(theirs.student_id);
    for (const s of list) {
      expect(s).not.toHaveProperty('passwordHash');
      expect(s).not.toHaveProperty('password');
      expect(s.api_token).toEqual(expect.any(String));
    }
    const bList = (await call('GET', '/api/student/', b.adminHeaders)).json() as Array<Record<string, unknown>>;
    expect(bList.length).toBeGreaterThan(0);
    for (const s of bList) expect(s).not.toHaveProperty('api_token');
    expect(JSON.stringify(bList)).not.toContain(theirs.api_token);
  });

  it('gives the super admin all students, or one client', async () => {
    const all = (await call('GET', '/api/student/', superAdminHeaders(t.app)))
      .json()
      .map((s: { student_id: number }) => s.student_id);
    expect(all).toEqual(expect.arrayContaining([a.student.student_id, b.student.student_id]));
    const onlyA = (await call('GET', `/api/student/?client=${a.client.client_id}`, superAdminHeaders(t.app))).json();
    expect(onlyA.every((s: { client: number }) => s.client === a.client.client_id)).toBe(true);
  });

  it("refuses another client's list, students and strangers", async () => {
    expect((await call('GET', `/api/student/?client=${b.client.client_id}`, a.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/student/', a.studentHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/api/student/${a.student.student_id}/`, a.studentHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/student/', {})).statusCode).toBe(401);
  });

  it("reads one student of its own client, not another's", async () => {
    const res = await call('GET', `/api/student/${a.student.student_id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ student_id: a.student.student_id, email: a.student.email });
    expect(res.json()).not.toHaveProperty('passwordHash');
    expect((await call('GET', `/api/student/${b.student.student_id}/`, a.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/student/999999/', a.adminHeaders)).statusCode).toBe(404);
  });
});

describe('POST /api/student/', () => {
  it('adds a student who can then sign in', async () => {
    const body = studentPayload('maria', {
      Student_First_Name: 'Asha',
      email: ' Asha.New@School.ORG ',
      Enroll_Program: 'sat; warmup',
      Exit_Program: 'ACT',
      level: 'rural',
    });
    const res = await call('POST', '/api/student/', a.adminHeaders, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Student Asha Added');
    // The same message as data, so a screen in Tamil says it with the name (decision 0107).
    expect(res.json()).toMatchObject({ message_key: 'Student {{name}} Added', message_values: { name: 'Asha' } });
    const student = res.json().student;
    expect(student).toMatchObject({
      client: a.client.client_id,
      email: 'asha.new@school.org',
      Assign_Teachers: 'Maria',
      Enroll_Program: '["SAT","Warmup"]',
      level: 'rural',
      Continuing_Student: 'no',
      Discount_Applied_Code: 'none',
    });
    expect(readCheckboxGroup(EXIT_PROGRAMS, student.Exit_Program)).toEqual({
      Tutoring: false,
      ACT: true,
      SAT: false,
      ug_neet: false,
      pg_neet: false,
      warm_ups: false,
    });
    expect(student.api_token).toEqual(expect.any(String));
    expect(student).not.toHaveProperty('passwordHash');
    const login = await signIn('asha.new@school.org', 'secret123');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ student_id: student.student_id, teacher_name: 'Maria' });
  });

  it('stores an untouched exit-program group in the same form the domain writes', async () => {
    const [row] = await t.db.select().from(students).where(eq(students.student_id, a.student.student_id));
    expect(row!.Exit_Program).toBe(checkboxGroupText(EXIT_PROGRAMS, {}));
  });

  it('names every missing required field and checks the password', async () => {
    const empty = await call('POST', '/api/student/', a.adminHeaders, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      Student_First_Name: ['please fillout first name'],
      Student_Last_Name: ['please fillout last name'],
      email: ['please fillout email'],
      password: ['please fillout password'],
      Assign_Teachers: ['please fillout Assign Teachers'],
      Enroll_Program: ['please fillout Enroll Program'],
    });
    const weak = await call(
      'POST',
      '/api/student/',
      a.adminHeaders,
      studentPayload('Maria', { password: 'abcdefgh', confirm_password: 'abcdefgh' }),
    );
    expect(weak.json().fields).toEqual({
      password: ['password must contain atleast 8 digits, including characters and numbers!'],
    });
    const mismatch = await call(
      'POST',
      '/api/student/',
      a.adminHeaders,
      studentPayload('Maria', { confirm_password: 'secret124' }),
    );
    expect(mismatch.json().fields).toEqual({ confirm_password: ['Incorrect Password!'] });
  });

  it('gives the message of every wrong field', async () => {
    const res = await call(
      'POST',
      '/api/student/',
      a.adminHeaders,
      studentPayload('Maria', {
        email: 'asha@school',
        Student_Mobile: '555-0103001',
        Emergency_Mobile2: 'call me',
        Zip_Code: '6270',
        City: 'NY',
        State: 'Ontario',
        School_District: '9',
        GAP: '3.7555',
        Grade_Level: 'Grade 13',
        Relationship_1: 'mother',
        Relationship_2: 'mother',
        Exit_Comments: 'x'.repeat(2001),
        Enroll_Program: [],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: ['Email is not valid!'],
      Student_Mobile: ['Mobile number is not Valid!'],
      Emergency_Mobile2: ['Mobile number is not Valid!'],
      Zip_Code: ['Zipcode is not Valid!'],
      City: ['City Name is not Valid!'],
      State: ['State Name is not Valid!'],
      School_District: ['School District is not Valid!'],
      GAP: ['GPA is not Valid!'],
      Grade_Level: ['Grade Level is not valid'],
      Relationship_2: ['Relationship 1 and 2 should not be same'],
      Exit_Comments: ['Comments are not Valid!'],
      Enroll_Program: ['please fillout Enroll Program'],
    });
  });

  it("wants one of the client's teachers and existing programs", async () => {
    const res = await call(
      'POST',
      '/api/student/',
      a.adminHeaders,
      studentPayload('Bruno', { Enroll_Program: ['SAT', 'Chess'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      Assign_Teachers: ['No teacher named Bruno in this client'],
      Enroll_Program: ['No program named Chess'],
    });
  });

  it('refuses an email another student has (any client, any case) with a 409 naming it; a teacher may share it', async () => {
    const res = await call(
      'POST',
      '/api/student/',
      a.adminHeaders,
      studentPayload('Maria', { email: b.student.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`A student with email ${b.student.email} already exists`);
    const teacher = await createTeacher(t.db, a.client.client_id, { Email: 'shared.address@school.org' });
    expect(
      (await call('POST', '/api/student/', a.adminHeaders, studentPayload('Maria', { email: teacher.Email })))
        .statusCode,
    ).toBe(201);
  });

  it('creates only in its own client; the super admin names one', async () => {
    const body = studentPayload('Bruno', { client: b.client.client_id });
    expect((await call('POST', '/api/student/', a.adminHeaders, body)).statusCode).toBe(403);
    expect(await t.db.select().from(students).where(eq(students.email, body.email))).toEqual([]);
    expect((await call('POST', '/api/student/', a.studentHeaders, studentPayload('Maria'))).statusCode).toBe(403);
    const missing = await call('POST', '/api/student/', superAdminHeaders(t.app), studentPayload('Bruno'));
    expect(missing.json().fields).toEqual({ client: ['Please Select the Client'] });
    const ok = await call('POST', '/api/student/', superAdminHeaders(t.app), body);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().student).toMatchObject({ client: b.client.client_id, Assign_Teachers: 'Bruno' });
    expect(ok.json().student).not.toHaveProperty('api_token');
  });
});

describe('PUT /api/student/{student_id}/', () => {
  it('updates the student; a blank password keeps the old one', async () => {
    const student = await created(a.adminHeaders, 'Maria', { Additional_Comments: 'Keeps this' });
    const res = await call('PUT', `/api/student/${student.student_id}/`, a.adminHeaders, {
      Student_First_Name: 'Renamed',
      Enroll_Program: ['ACT'],
      password: '',
      confirm_password: '',
      gate_student: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Student Renamed Updated');
    expect(res.json().student).toMatchObject({
      Student_First_Name: 'Renamed',
      Enroll_Program: '["ACT"]',
      gate_student: true,
      Additional_Comments: 'Keeps this',
    });
    expect((await signIn(student.email, 'secret123')).statusCode).toBe(200);
  });

  it('sets a new password, which ends the sessions opened with the old one', async () => {
    const student = await created(a.adminHeaders, 'Maria');
    const session = await signIn(student.email, 'secret123');
    const res = await call('PUT', `/api/student/${student.student_id}/`, a.adminHeaders, {
      Enroll_Program: ['SAT'],
      password: 'newpass99',
      confirm_password: 'newpass99',
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(student.email, 'secret123')).statusCode).toBe(401);
    expect((await signIn(student.email, 'newpass99')).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/token/refresh/',
      payload: { refresh: session.json().refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.role, 'student'),
          eq(refreshTokens.userId, student.student_id),
          isNull(refreshTokens.revokedAt),
        ),
      );
    expect(live.length).toBe(1);
  });

  it('sets the time multiplier (an accommodation), kept when left out and refused when not a choice', async () => {
    const student = await created(a.adminHeaders, 'Maria');
    expect((await call('GET', `/api/student/${student.student_id}/`, a.adminHeaders)).json().time_multiplier).toBe('1');
    const url = `/api/student/${student.student_id}/`;
    const enroll = { Enroll_Program: JSON.stringify(['SAT']) };
    const set = await call('PUT', url, a.adminHeaders, { ...enroll, time_multiplier: 1.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json().student.time_multiplier).toBe('1.5');
    const kept = await call('PUT', url, a.adminHeaders, { ...enroll, City: 'Chicago' });
    expect(kept.json().student.time_multiplier).toBe('1.5');
    const untimed = await call('PUT', url, a.adminHeaders, { ...enroll, time_multiplier: 'untimed' });
    expect(untimed.json().student.time_multiplier).toBe('untimed');
    const wrong = await call('PUT', url, a.adminHeaders, { ...enroll, time_multiplier: '3' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.time_multiplier).toEqual([INVALID_TIME_MULTIPLIER]);
    expect((await stored(student.student_id))?.time_multiplier).toBe('untimed');
    const withExtra = await created(a.adminHeaders, 'Maria', { time_multiplier: '2' });
    expect((await stored(withExtra.student_id))?.time_multiplier).toBe('2');
  });

  it('checks the update rules', async () => {
    const student = await created(a.adminHeaders, 'Maria', { Relationship_1: 'father' });
    const url = `/api/student/${student.student_id}/`;
    const noProgram = await call('PUT', url, a.adminHeaders, { Student_First_Name: 'X' });
    expect(noProgram.json().fields).toEqual({ Enroll_Program: ['please fillout Enroll Program'] });
    const mismatch = await call('PUT', url, a.adminHeaders, {
      Enroll_Program: ['SAT'],
      password: 'newpass99',
      confirm_password: 'newpass98',
    });
    expect(mismatch.json().fields).toEqual({ confirm_password: ['password and confirm password does not match'] });
    const same = await call('PUT', url, a.adminHeaders, { Enroll_Program: ['SAT'], Relationship_2: 'Father' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ Relationship_2: ['Relationship 1 and 2 should not be same'] });
    const teacher = await call('PUT', url, a.adminHeaders, { Enroll_Program: ['SAT'], Assign_Teachers: 'Nobody' });
    expect(teacher.json().fields).toEqual({ Assign_Teachers: ['No teacher named Nobody in this client'] });
    const blank = await call('PUT', url, a.adminHeaders, { Enroll_Program: ['SAT'], email: ' ' });
    expect(blank.json().fields).toEqual({ email: ['please fillout email'] });
    const taken = await call('PUT', url, a.adminHeaders, { Enroll_Program: ['SAT'], email: a.student.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`A student with email ${a.student.email} already exists`);
    expect((await stored(student.student_id))!.email).toBe(student.email);
  });

  it("refuses another client's student and moving a student", async () => {
    const res = await call('PUT', `/api/student/${b.student.student_id}/`, a.adminHeaders, {
      Enroll_Program: ['SAT'],
      Student_First_Name: 'Hijacked',
    });
    expect(res.statusCode).toBe(403);
    expect((await stored(b.student.student_id))!.Student_First_Name).toBe(b.student.Student_First_Name);
    const mine = await created(a.adminHeaders, 'Maria');
    const move = await call('PUT', `/api/student/${mine.student_id}/`, a.adminHeaders, {
      Enroll_Program: ['SAT'],
      client: b.client.client_id,
    });
    expect(move.statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/student/${mine.student_id}/`, a.studentHeaders, { Enroll_Program: ['SAT'] })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/student/{student_id}/', () => {
  it("deletes its own client's student only", async () => {
    expect((await call('DELETE', `/api/student/${b.student.student_id}/`, a.adminHeaders)).statusCode).toBe(403);
    expect(await stored(b.student.student_id)).toBeDefined();
    const mine = await created(a.adminHeaders, 'Maria');
    expect((await call('DELETE', `/api/student/${mine.student_id}/`, a.studentHeaders)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/student/${mine.student_id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Student Record Deleted!' });
    expect(await stored(mine.student_id)).toBeUndefined();
    expect((await signIn(mine.email, 'secret123')).statusCode).toBe(401);
  });
});
