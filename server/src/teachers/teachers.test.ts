import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../db/schema/index';
import {
  createClient,
  createStudent,
  createTeacher,
  superAdminHeaders,
  teacherPayload,
  tenant,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
beforeAll(async () => {
  t = await startTestApp();
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const stored = async (id: number) => (await t.db.select().from(teachers).where(eq(teachers.id, id)))[0];

describe('GET /api/teacher/', () => {
  it("gives a client admin its own client's teachers only", async () => {
    const mine = await createTeacher(t.db, a.client.client_id);
    const theirs = await createTeacher(t.db, b.client.client_id);
    const res = await call('GET', '/api/teacher/', a.adminHeaders);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((x: { id: number }) => x.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(res.json().every((x: { client: number }) => x.client === a.client.client_id)).toBe(true);
  });

  it('gives the super admin every client, or the one asked for', async () => {
    const mine = await createTeacher(t.db, a.client.client_id);
    const theirs = await createTeacher(t.db, b.client.client_id);
    const all = (await call('GET', '/api/teacher/', superAdminHeaders(t.app))).json().map((x: { id: number }) => x.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const onlyB = await call('GET', `/api/teacher/?client=${b.client.client_id}`, superAdminHeaders(t.app));
    expect(onlyB.json().map((x: { id: number }) => x.id)).toContain(theirs.id);
    expect(onlyB.json().every((x: { client: number }) => x.client === b.client.client_id)).toBe(true);
  });

  it("refuses another client's list, students and strangers", async () => {
    expect((await call('GET', `/api/teacher/?client=${b.client.client_id}`, a.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/teacher/', a.studentHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/teacher/', {})).statusCode).toBe(401);
  });
});

describe('GET /api/teacher/{id}/', () => {
  it("reads its own client's teacher, not another's", async () => {
    const mine = await createTeacher(t.db, a.client.client_id);
    const theirs = await createTeacher(t.db, b.client.client_id);
    const res = await call('GET', `/api/teacher/${mine.id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, First_Name: mine.First_Name, Email: mine.Email });
    expect((await call('GET', `/api/teacher/${theirs.id}/`, a.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/teacher/999999/', a.adminHeaders)).statusCode).toBe(404);
    expect((await call('GET', '/api/teacher/abc/', a.adminHeaders)).statusCode).toBe(400);
  });
});

describe('POST /api/teacher/', () => {
  it("adds a teacher to the admin's client and says so", async () => {
    const body = teacherPayload({
      First_Name: 'Maria',
      Email: ' Maria.Added@School.ORG ',
      State: 'new york',
      Speciality: 'math; physics',
    });
    const res = await call('POST', '/api/teacher/', a.adminHeaders, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Teacher Maria Added Successfully');
    expect(res.json()).toMatchObject({
      message_key: 'Teacher {{name}} Added Successfully',
      message_values: { name: 'Maria' },
    });
    const teacher = res.json().teacher;
    expect(teacher).toMatchObject({
      client: a.client.client_id,
      Email: 'maria.added@school.org',
      State: 'New York',
      Currently_Teaching: 'true',
    });
    expect(JSON.parse(teacher.Speciality)).toMatchObject({ math: true, physics: true, english: false });
    expect(await stored(teacher.id)).toMatchObject({
      Email: 'maria.added@school.org',
      Middle_Name: '',
      Country: 'USA',
    });
  });

  it('accepts its own client named in the body and refuses another', async () => {
    const own = await call('POST', '/api/teacher/', a.adminHeaders, teacherPayload({ client: a.client.client_id }));
    expect(own.statusCode).toBe(201);
    const body = teacherPayload({ client: b.client.client_id });
    const other = await call('POST', '/api/teacher/', a.adminHeaders, body);
    expect(other.statusCode).toBe(403);
    expect(await t.db.select().from(teachers).where(eq(teachers.Email, body.Email))).toEqual([]);
  });

  it('has the super admin name an existing client', async () => {
    const missing = await call('POST', '/api/teacher/', superAdminHeaders(t.app), teacherPayload());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ client: ['Please Select the Client'] });
    const unknown = await call('POST', '/api/teacher/', superAdminHeaders(t.app), teacherPayload({ client: 999999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No such client');
    const ok = await call(
      'POST',
      '/api/teacher/',
      superAdminHeaders(t.app),
      teacherPayload({ client: b.client.client_id }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().teacher.client).toBe(b.client.client_id);
  });

  it('names every missing required field', async () => {
    const res = await call('POST', '/api/teacher/', a.adminHeaders, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please Fillout First_Name!');
    expect(res.json().fields).toEqual({
      First_Name: ['Please Fillout First_Name!'],
      Last_Name: ['Please Fillout Last_Name!'],
      Email: ['Please Fillout Email!'],
      Mobile: ['Please Fillout Mobile!'],
      High_Degree_Completed: ['Please Fillout High Degree Completed!'],
      Grade_Level: ['Please Fillout Grade Level!'],
      Speciality: ['Please Fillout Speciality!'],
    });
  });

  it('gives the message of every wrong field', async () => {
    const res = await call(
      'POST',
      '/api/teacher/',
      a.adminHeaders,
      teacherPayload({
        Email: 'maria@school',
        Mobile: '5550102001',
        Emergency_Mobile1: '555-0102',
        Zip_Code: 'ABCDE',
        City: 'NY',
        State: 'Ontario',
        Country: 'Canada',
        School_District: 'D9',
        Relationship_1: 'friend',
        Relationship_2: 'Friend',
        High_Degree_Completed: '{"master":false}',
        Grade_Level: '{}',
        Speciality: 'cooking',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      Email: ['Email is not valid!'],
      Mobile: ['Mobile number is not Valid!'],
      Emergency_Mobile1: ['Mobile number is not Valid!'],
      Zip_Code: ['Zipcode is not Valid!'],
      City: ['City Name is not Valid!'],
      State: ['State Name is not Valid!'],
      Country: ['Country Name is not Valid!'],
      School_District: ['School District is not Valid!'],
      Relationship_2: ['Relationship 1 and 2 should not be same'],
      High_Degree_Completed: ['Please Fillout High Degree Completed!'],
      Grade_Level: ['Please Fillout Grade Level!'],
      Speciality: ['Please Fillout Speciality!'],
    });
  });

  it('refuses an email another teacher has, in any client and any case, with a 409 naming it', async () => {
    const existing = await createTeacher(t.db, b.client.client_id, { Email: 'taken.teacher@school.org' });
    const res = await call(
      'POST',
      '/api/teacher/',
      a.adminHeaders,
      teacherPayload({ Email: 'Taken.Teacher@School.org' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A teacher with email taken.teacher@school.org already exists');
    expect(res.json().fields).toEqual({ Email: ['A teacher with email taken.teacher@school.org already exists'] });
    expect((await t.db.select().from(teachers).where(eq(teachers.Email, existing.Email))).length).toBe(1);
  });

  it("allows a student's email: emails are unique per role", async () => {
    const student = await createStudent(t.db, a.client.client_id);
    const res = await call('POST', '/api/teacher/', a.adminHeaders, teacherPayload({ Email: student.email }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses students', async () => {
    expect((await call('POST', '/api/teacher/', a.studentHeaders, teacherPayload())).statusCode).toBe(403);
  });
});

describe('PUT /api/teacher/{id}/', () => {
  async function created(headers: Headers, overrides: Record<string, unknown> = {}) {
    const res = await call('POST', '/api/teacher/', headers, teacherPayload(overrides));
    expect(res.statusCode).toBe(201);
    return res.json().teacher as { id: number; Email: string; First_Name: string };
  }

  it('updates the teacher, keeping fields left out', async () => {
    const teacher = await created(a.adminHeaders, { Notes_Comments: 'Prefers mornings', Relationship_1: 'father' });
    // The payload carries neither Notes_Comments nor Relationship_1.
    const body = teacherPayload({ First_Name: 'James', Email: teacher.Email, Mobile: '555-999-0000' });
    expect(body).not.toHaveProperty('Notes_Comments');
    const res = await call('PUT', `/api/teacher/${teacher.id}/`, a.adminHeaders, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Teacher James Updated Successfully');
    expect(await stored(teacher.id)).toMatchObject({
      First_Name: 'James',
      Mobile: '555-999-0000',
      Notes_Comments: 'Prefers mornings',
      Relationship_1: 'father',
    });
  });

  it('checks the relationships against what is stored', async () => {
    const teacher = await created(a.adminHeaders, { Relationship_1: 'father' });
    const res = await call(
      'PUT',
      `/api/teacher/${teacher.id}/`,
      a.adminHeaders,
      teacherPayload({ Email: teacher.Email, Relationship_2: 'father' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ Relationship_2: ['Relationship 1 and 2 should not be same'] });
  });

  it("refuses another teacher's email with a 409", async () => {
    const first = await created(a.adminHeaders);
    const second = await created(a.adminHeaders);
    const res = await call(
      'PUT',
      `/api/teacher/${second.id}/`,
      a.adminHeaders,
      teacherPayload({ Email: first.Email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`A teacher with email ${first.Email} already exists`);
    expect((await stored(second.id))!.Email).toBe(second.Email);
  });

  it("refuses another client's teacher, and moving a teacher to another client", async () => {
    const theirs = await created(b.adminHeaders, { First_Name: 'Theirs' });
    const res = await call(
      'PUT',
      `/api/teacher/${theirs.id}/`,
      a.adminHeaders,
      teacherPayload({ First_Name: 'Hijacked', Email: theirs.Email }),
    );
    expect(res.statusCode).toBe(403);
    expect((await stored(theirs.id))!.First_Name).toBe('Theirs');
    const mine = await created(a.adminHeaders);
    const move = await call(
      'PUT',
      `/api/teacher/${mine.id}/`,
      a.adminHeaders,
      teacherPayload({ Email: mine.Email, client: b.client.client_id }),
    );
    expect(move.statusCode).toBe(403);
    const superMove = await call(
      'PUT',
      `/api/teacher/${mine.id}/`,
      superAdminHeaders(t.app),
      teacherPayload({ Email: mine.Email, client: b.client.client_id }),
    );
    expect(superMove.statusCode).toBe(400);
    expect(superMove.json().message).toBe('A teacher cannot be moved to another client');
    expect((await stored(mine.id))!.client).toBe(a.client.client_id);
  });

  it('validates as the create does', async () => {
    const teacher = await created(a.adminHeaders);
    const res = await call('PUT', `/api/teacher/${teacher.id}/`, a.adminHeaders, { First_Name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.First_Name).toEqual(['Please Fillout First_Name!']);
    expect((await call('PUT', '/api/teacher/999999/', a.adminHeaders, teacherPayload())).statusCode).toBe(404);
  });
});

describe('DELETE /api/teacher/{id}/', () => {
  it("deletes its own client's teacher only", async () => {
    const theirs = await createTeacher(t.db, b.client.client_id);
    expect((await call('DELETE', `/api/teacher/${theirs.id}/`, a.adminHeaders)).statusCode).toBe(403);
    expect(await stored(theirs.id)).toBeDefined();
    expect((await call('DELETE', `/api/teacher/${theirs.id}/`, b.studentHeaders)).statusCode).toBe(403);

    const mine = await createTeacher(t.db, a.client.client_id);
    const res = await call('DELETE', `/api/teacher/${mine.id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Teacher Record Deleted!' });
    expect(await stored(mine.id)).toBeUndefined();
    expect((await call('DELETE', `/api/teacher/${mine.id}/`, a.adminHeaders)).statusCode).toBe(404);
  });

  it('lets the super admin delete in any client', async () => {
    const other = await createClient(t.db);
    const teacher = await createTeacher(t.db, other.client_id);
    expect((await call('DELETE', `/api/teacher/${teacher.id}/`, superAdminHeaders(t.app))).statusCode).toBe(200);
  });
});
