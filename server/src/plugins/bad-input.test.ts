import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_INT_MAX, UNSAFE_TEXT } from '@prep/domain';
import { classifyDatabaseError } from '../db/errors';
import {
  createStudent,
  createWarmupResult,
  createWarmupSet,
  grantToClient,
  superAdminHeaders,
  tenant,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TOO_BIG = PG_INT_MAX + 1;

describe('text that cannot be stored', () => {
  it('refuses a NUL character in a sign-in email and in a new course, naming the field', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: 'a\u0000b@school.org', password: 'whatever1' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ message: UNSAFE_TEXT, fields: { email: [UNSAFE_TEXT] } });

    const course = await t.app.inject({
      method: 'POST',
      url: '/api/courses/',
      headers: superAdminHeaders(t.app),
      payload: { course_type: 'Physics', course_short_descr: 'x\u0000', course_long_descr: 'Long' },
    });
    expect(course.statusCode).toBe(400);
    expect(course.json().fields).toEqual({ course_short_descr: [UNSAFE_TEXT] });
    const list = await t.app.inject({ url: '/api/courses/', headers: superAdminHeaders(t.app) });
    expect(list.json().map((c: { course_type: string }) => c.course_type)).not.toContain('Physics');
  });

  it('refuses a lone surrogate in a saved draft, naming the answer, and keeps the draft as it was', async () => {
    const { client, admin, student, studentHeaders } = await tenant(t.app, t.db);
    const { set, warmups } = await createWarmupSet(t.db);
    await grantToClient(t.db, client.client_id, admin.email, { warmups: [set.master_qnsbank_id] });
    const result = await createWarmupResult(
      t.db,
      student.student_id,
      set,
      warmups.map((w) => w.warmup_id),
    );
    const url = `/api/warmup-result/${result.result_id}`;
    expect((await t.app.inject({ method: 'POST', url: `${url}/start/`, headers: studentHeaders })).statusCode).toBe(
      200,
    );
    const first = warmups[0]!.warmup_id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${url}/draft/`,
      headers: studentHeaders,
      payload: { answers: { [first]: '19' } },
    });
    expect(saved.statusCode).toBe(200);
    // JSON.stringify writes a lone surrogate as the escape \ud800, which is what a client sends.
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${url}/draft/`,
      headers: { ...studentHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ answers: { [first]: '1\ud800' } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ [`answers.${first}`]: [UNSAFE_TEXT] });
    const read = await t.app.inject({ url: `${url}/`, headers: studentHeaders });
    expect(JSON.stringify(read.json())).toContain('"19"');
  });

  it('refuses a NUL in a query parameter and in a field name', async () => {
    const query = await t.app.inject({ url: '/quiz/quiz/?test_type=SAT%00', headers: superAdminHeaders(t.app) });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual({ test_type: [UNSAFE_TEXT] });
    const key = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@school.org","password":"whatever1","x\\u0000":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().fields).toEqual({ 'x\u0000': [UNSAFE_TEXT] });
  });

  it('refuses a NUL in a multipart field', async () => {
    const boundary = 'b0undary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nme@school.org\r\n--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHi\u0000\r\n--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ subject: [UNSAFE_TEXT] });
  });
});

describe('ids beyond the integer column', () => {
  it('refuses an id above 2,147,483,647 in a path (as not found) and in a body (naming the field)', async () => {
    const admin = superAdminHeaders(t.app);
    const path = await t.app.inject({ url: `/quiz/quiz/${TOO_BIG}/`, headers: admin });
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toBe('Not found.');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/warmup-result/',
      headers: admin,
      payload: { warmup_set_no: TOO_BIG, student: TOO_BIG },
    });
    expect(body.statusCode).toBe(400);
    expect(Object.keys(body.json().fields)).toEqual(expect.arrayContaining(['warmup_set_no', 'student']));
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/assignquiztoclient/',
      headers: admin,
      payload: { clientname: 'someone@school.org', assignedquiz: [TOO_BIG] },
    });
    expect(grant.statusCode).toBe(400);
  });
});

describe('broken multipart forms', () => {
  const post = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/',
      headers: { ...superAdminHeaders(t.app), 'content-type': contentType },
      payload,
    });
  const field = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="ClientName"\r\n\r\nAcme\r\n`;

  it('answers 400 with a message for no boundary, a mismatched boundary and a body cut short', async () => {
    const before = await t.app.inject({ url: '/api/client/', headers: superAdminHeaders(t.app) });
    for (const res of [
      await post('multipart/form-data', field('x')),
      await post('multipart/form-data; boundary=expected', `${field('other')}--other--\r\n`),
      await post('multipart/form-data; boundary=cut', field('cut').slice(0, 40)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/multipart form could not be read|Fillout|Not a valid/i);
    }
    const list = await t.app.inject({ url: '/api/client/', headers: superAdminHeaders(t.app) });
    expect(list.json()).toEqual(before.json());
  });
});

describe('database errors caused by the request', () => {
  const failure = async (query: Promise<unknown>) => {
    try {
      await query;
    } catch (error) {
      return classifyDatabaseError(error);
    }
    throw new Error('the query succeeded');
  };

  it('are client errors: a bad value 400, a missing reference 404, a duplicate 409', async () => {
    expect(await failure(t.db.execute(sql`select 'abc'::int`))).toMatchObject({ status: 400 });
    expect(await failure(t.db.execute(sql`select ${String(TOO_BIG)}::int`))).toMatchObject({ status: 400 });
    expect(await failure(t.db.execute(sql`select ${'a\u0000b'}::text`))).toMatchObject({ status: 400 });
    const { client, student } = await tenant(t.app, t.db);
    expect(await failure(createStudent(t.db, client.client_id, { email: student.email }))).toMatchObject({
      status: 409,
    });
    expect(await failure(createStudent(t.db, PG_INT_MAX))).toMatchObject({ status: 404 });
  });

  it("leave the server's own faults alone", async () => {
    expect(await failure(t.db.execute(sql`select * from no_such_table`))).toBeUndefined();
  });
});
