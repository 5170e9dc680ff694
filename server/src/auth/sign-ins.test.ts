// The sign-in history (issue 28): each sign-in kept with its address, browser, method and result; the
// person reads their own, an admin their client's people's, no one another client's. Sign out everywhere:
// every refresh token revoked and every access token issued before it refused, on a second instance too,
// from memory (no database read a request); a password changed does the same.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { bearer, createClient, createClientAdmin, createStudent, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let second: Database | undefined;
let b: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  // As cache/invalidation.test.ts: on PostgreSQL a second pool and listener; PGlite shares its database.
  second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory' }) : undefined;
  b = await buildApp({ config: t.config, db: second?.db ?? t.db });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await second?.close();
  await t.close();
});

type Json = Record<string, unknown>;
const on = (app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Json = {}, payload?: Json) =>
  app.inject({ method, url, headers: headers as Record<string, string>, payload });
const call = (method: 'GET' | 'POST', url: string, headers: Json = {}, payload?: Json) =>
  on(t.app, method, url, headers, payload);

async function school() {
  const client = await createClient(t.db);
  const admin = await createClientAdmin(t.db, client);
  const student = await createStudent(t.db, client.client_id);
  const adminSignIn = (password = admin.password) =>
    call(
      'POST',
      '/auth/clientadmin/',
      { 'user-agent': 'Staff browser/1.0' },
      { email: admin.email, password, license_key: client.license_key },
    );
  const studentSignIn = (password = student.password) =>
    call('POST', '/auth/student/', { 'user-agent': 'Pupil phone/2.0' }, { email: student.email, password });
  return { client, admin, student, adminSignIn, studentSignIn };
}

describe('GET /api/account/sign-ins/', () => {
  it('lists the person’s own sign-ins, the latest first: right and wrong, by password and by token', async () => {
    const s = await school();
    expect((await s.studentSignIn('wrong-password')).statusCode).toBe(401);
    const signedIn = (await s.studentSignIn()).json();
    const refreshed = await call(
      'POST',
      '/auth/token/refresh/',
      { 'user-agent': 'Pupil phone/2.0' },
      {
        refresh: signedIn.refresh,
      },
    );
    expect(refreshed.statusCode).toBe(200);
    const res = await call('GET', '/api/account/sign-ins/', bearer(refreshed.json().access));
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((row: Json) => [row.method, row.ok])).toEqual([
      ['token', true],
      ['password', true],
      ['password', false],
    ]);
    expect(rows[0]).toMatchObject({ address: '127.0.0.1', user_agent: 'Pupil phone/2.0' });
    expect(Date.parse(rows[0].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows each person only their own', async () => {
    const s = await school();
    const admin = (await s.adminSignIn()).json().access_token;
    await s.studentSignIn();
    const rows = (await call('GET', '/api/account/sign-ins/', bearer(admin))).json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'password', ok: true, user_agent: 'Staff browser/1.0' });
  });

  it('keeps at most the last 100', async () => {
    const s = await school();
    for (let i = 0; i < 12; i++) await s.studentSignIn('wrong-password');
    const access = (await s.studentSignIn()).json().access_token;
    await t.db.execute(
      `insert into sign_ins (role, user_id, client_id, ok, method) select 'student', ${s.student.student_id}, ${s.client.client_id}, false, 'password' from generate_series(1, 100)`,
    );
    expect((await call('GET', '/api/account/sign-ins/', bearer(access))).json()).toHaveLength(100);
  });
});

describe('an admin’s view of their people’s sign-ins', () => {
  it('lets a client admin read their student’s, never another client’s; a client admin’s is the super admin’s', async () => {
    const mine = await school();
    const other = await school();
    await mine.studentSignIn();
    const admin = bearer((await mine.adminSignIn()).json().access_token);
    const otherAdmin = bearer((await other.adminSignIn()).json().access_token);
    const url = `/api/student/${mine.student.student_id}/sign-ins/`;
    const mineRes = await call('GET', url, admin);
    expect(mineRes.statusCode).toBe(200);
    expect(mineRes.json()).toHaveLength(1);
    expect((await call('GET', url, otherAdmin)).statusCode).toBe(403);
    const studentToken = bearer((await mine.studentSignIn()).json().access_token);
    expect((await call('GET', url, studentToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/student/999999/sign-ins/', admin)).statusCode).toBe(404);
    // A client admin's: the super admin only.
    const adminUrl = `/api/clientadmin/${mine.admin.client_admin_id}/sign-ins/`;
    expect((await call('GET', adminUrl, admin)).statusCode).toBe(403);
    const bySuper = await call('GET', adminUrl, superAdminHeaders(t.app));
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json().length).toBeGreaterThan(0);
  });
});

/** Polls until `ok` holds (fails after two seconds): what another instance hears of comes within that. */
async function eventually(check: () => Promise<boolean>) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 2000) throw new Error('not within two seconds');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('POST /api/account/sign-out-everywhere/', () => {
  it('refuses every access token issued before it, on both instances, and revokes every refresh token', async () => {
    const s = await school();
    const phone = (await s.studentSignIn()).json();
    const laptop = (await s.studentSignIn()).json();
    const read = (app: FastifyInstance, token: string) => on(app, 'GET', '/api/account/sign-ins/', bearer(token));
    expect((await read(t.app, phone.access_token)).statusCode).toBe(200);
    expect((await read(b, laptop.access_token)).statusCode).toBe(200);

    const out = await call('POST', '/api/account/sign-out-everywhere/', bearer(phone.access_token));
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('You are signed out everywhere.');
    for (const token of [phone.access_token, laptop.access_token]) {
      expect((await read(t.app, token)).statusCode).toBe(401);
      // The other instance hears of it (LISTEN/NOTIFY) and refuses from memory.
      await eventually(async () => (await read(b, token)).statusCode === 401);
    }
    for (const refresh of [phone.refresh, laptop.refresh]) {
      expect((await call('POST', '/auth/token/refresh/', {}, { refresh })).statusCode).toBe(401);
    }
    // A new sign-in works on both.
    const fresh = (await s.studentSignIn()).json().access_token;
    expect((await read(t.app, fresh)).statusCode).toBe(200);
    expect((await read(b, fresh)).statusCode).toBe(200);
  });

  it('reads nothing from the database to refuse a token', async () => {
    const s = await school();
    const old = (await s.studentSignIn()).json().access_token;
    await call('POST', '/api/account/sign-out-everywhere/', bearer(old));
    const before = t.queries();
    expect((await call('GET', '/api/account/sign-ins/', bearer(old))).statusCode).toBe(401);
    expect(t.queries()).toBe(before);
  });

  it('is what a password changed by an admin does to the person’s sessions', async () => {
    const s = await school();
    const student = (await s.studentSignIn()).json();
    const admin = bearer((await s.adminSignIn()).json().access_token);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/student/${s.student.student_id}/`,
      headers: admin as Record<string, string>,
      payload: { Enroll_Program: ['SAT'], password: 'brandnewpass1', confirm_password: 'brandnewpass1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/account/sign-ins/', bearer(student.access_token))).statusCode).toBe(401);
    await eventually(
      async () => (await on(b, 'GET', '/api/account/sign-ins/', bearer(student.access_token))).statusCode === 401,
    );
    expect((await s.studentSignIn('brandnewpass1')).statusCode).toBe(200);
  });

  it('is refused to an API key, which has no person to sign out', async () => {
    const client = await createClient(t.db, { enable_api_token: true });
    const made = await call('POST', '/api/api_token/', superAdminHeaders(t.app), { client: client.client_id });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json().token as string;
    expect((await call('POST', '/api/account/sign-out-everywhere/', bearer(key))).statusCode).toBe(403);
  });
});
