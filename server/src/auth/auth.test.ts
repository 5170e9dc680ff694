import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema/index';
import { bearer, createClient, createClientAdmin, createStudent, tokenFor } from '../test/fixtures';
import { startTestApp, TEST_SUPERADMIN, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /auth/superadmin/', () => {
  it('signs in the super admin account from the database', async () => {
    const res = await post('/auth/superadmin/', {
      email: ` ${TEST_SUPERADMIN.email.toUpperCase()} `,
      password: TEST_SUPERADMIN.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.email).toBe(TEST_SUPERADMIN.email);
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh).toBe('string');
    const courses = await t.app.inject({ method: 'GET', url: '/api/courses/', headers: bearer(body.access_token) });
    expect(courses.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrongPassword = await post('/auth/superadmin/', { email: TEST_SUPERADMIN.email, password: 'nope-nope-1' });
    const unknownEmail = await post('/auth/superadmin/', {
      email: 'who@platform.test',
      password: TEST_SUPERADMIN.password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknownEmail.json().message);
    expect(wrongPassword.json().message).toBe('Please Check Your Email and Password');
  });

  it('names each missing field with the screen message', async () => {
    const res = await post('/auth/superadmin/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: ['Please Check Your Email'], password: ['Please Check Your Password'] });
  });
});

describe('POST /auth/clientadmin/', () => {
  it('signs in with email, password and license key and returns the ids', async () => {
    const client = await createClient(t.db);
    const admin = await createClientAdmin(t.db, client);
    const res = await post('/auth/clientadmin/', {
      email: admin.email,
      password: admin.password,
      license_key: client.license_key.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ client_id: client.client_id, client_admin_id: admin.client_admin_id });
    expect(res.json().access_token).toEqual(expect.any(String));
    expect(res.json().refresh).toEqual(expect.any(String));
  });

  it('refuses a wrong license key, password or email with one message', async () => {
    const client = await createClient(t.db);
    const admin = await createClientAdmin(t.db, client);
    const attempts = [
      { email: admin.email, password: admin.password, license_key: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' },
      { email: admin.email, password: 'wrongpass1', license_key: client.license_key },
      { email: 'nobody@school.org', password: admin.password, license_key: client.license_key },
    ];
    for (const attempt of attempts) {
      const res = await post('/auth/clientadmin/', attempt);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please check your email, password and license key');
    }
  });

  it('requires all three fields', async () => {
    const res = await post('/auth/clientadmin/', { email: 'a@b.org', password: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please Fillout All Fields');
    expect(Object.keys(res.json().fields).sort()).toEqual(['license_key', 'password']);
  });
});

describe('POST /auth/student/ and /auth/api_token_auth/', () => {
  it('signs a student in and returns the profile fields', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id, {
      Student_First_Name: 'Priya',
      Assign_Teachers: 'Maria',
    });
    const res = await post('/auth/student/', { email: student.email, password: student.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      student_id: student.student_id,
      client: client.client_id,
      first_name: 'Priya',
      teacher_name: 'Maria',
      email: student.email,
      enroll_program: '["SAT","Warmup"]',
    });
  });

  it('refuses a wrong password with "Check your email and password"', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const res = await post('/auth/student/', { email: student.email, password: 'wrong-password1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Check your email and password');
  });

  it('requires email and password', async () => {
    const res = await post('/auth/student/', { email: 'x@y.org' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: ['Please Fillout All Fields'] });
  });

  it('signs in by the student api token, and refuses an unknown one', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const ok = await post('/auth/api_token_auth/', { token: student.api_token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().student_id).toBe(student.student_id);
    const bad = await post('/auth/api_token_auth/', { token: 'not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Invalid token');
    const missing = await post('/auth/api_token_auth/', {});
    expect(missing.statusCode).toBe(400);
  });
});

describe('tokens', () => {
  async function studentSession() {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const res = await post('/auth/student/', { email: student.email, password: student.password });
    return { client, student, ...(res.json() as { access_token: string; refresh: string }) };
  }

  it('accepts both the JWT and the Bearer schemes', async () => {
    const { access_token } = await studentSession();
    for (const scheme of ['JWT', 'Bearer']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/courses/',
        headers: { authorization: `${scheme} ${access_token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { course_type: string }) => c.course_type)).toContain('Warmup');
    }
  });

  it('refuses an expired access token with code token_not_valid', async () => {
    const { student, client } = await studentSession();
    const expired = t.app.jwt.sign(
      { sub: String(student.student_id), role: 'student', client_id: client.client_id },
      { expiresIn: 60, clockTimestamp: Date.now() - 3_600_000 },
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/courses/', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });

  it('refuses a token signed with another secret, and a request without one', async () => {
    const forged = await startTestApp();
    try {
      const token = tokenFor(forged.app, 'superadmin', 1);
      const res = await t.app.inject({ method: 'GET', url: '/api/courses/', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    } finally {
      await forged.close();
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/courses/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refreshes once: the new pair works and the spent refresh token is refused', async () => {
    const { refresh } = await studentSession();
    const first = await post('/auth/token/refresh/', { refresh });
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.access).toEqual(expect.any(String));
    expect(pair.refresh).not.toBe(refresh);
    const courses = await t.app.inject({ method: 'GET', url: '/api/courses/', headers: bearer(pair.access) });
    expect(courses.statusCode).toBe(200);

    const replay = await post('/auth/token/refresh/', { refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token_not_valid');
  });

  it('refuses an expired or unknown refresh token with code token_not_valid', async () => {
    const { refresh, student } = await studentSession();
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, student.student_id));
    const expired = await post('/auth/token/refresh/', { refresh });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('token_not_valid');
    const unknown = await post('/auth/token/refresh/', { refresh: 'made-up' });
    expect(unknown.json().code).toBe('token_not_valid');
    const missing = await post('/auth/token/refresh/', {});
    expect(missing.statusCode).toBe(400);
  });
});

describe('roles and tenants', () => {
  it('lets a client admin read its own client and refuses another client', async () => {
    const mine = await createClient(t.db);
    const theirs = await createClient(t.db);
    const admin = await createClientAdmin(t.db, mine);
    const headers = bearer(tokenFor(t.app, 'clientadmin', admin.client_admin_id, mine.client_id));
    const own = await t.app.inject({ method: 'GET', url: `/api/client/${mine.client_id}/`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().ClientName).toBe(mine.ClientName);
    const other = await t.app.inject({ method: 'GET', url: `/api/client/${theirs.client_id}/`, headers });
    expect(other.statusCode).toBe(403);
    expect(JSON.stringify(other.json())).not.toContain(theirs.ClientName);
  });

  it('refuses a student on super admin routes', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const headers = bearer(tokenFor(t.app, 'student', student.student_id, client.client_id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/courses/',
      headers,
      payload: { course_type: 'GRE', course_short_descr: 'GRE', course_long_descr: 'Graduate Record Examinations' },
    });
    expect(res.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/courses/',
      headers: bearer(tokenFor(t.app, 'superadmin', 1)),
    });
    expect(list.json().map((c: { course_type: string }) => c.course_type)).not.toContain('GRE');
  });
});

describe('guards come before validation', () => {
  it('answers 401 without credentials and 403 for the wrong role, whatever the body', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/courses/', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const asStudent = await t.app.inject({
      method: 'POST',
      url: '/api/courses/',
      headers: bearer(tokenFor(t.app, 'student', student.student_id, client.client_id)),
      payload: { course_type: 42 },
    });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().fields).toBeUndefined();
  });
});

describe('the API surface', () => {
  it('serves documented paths with and without the trailing slash', async () => {
    const headers = bearer(tokenFor(t.app, 'superadmin', 1));
    const withSlash = await t.app.inject({ method: 'GET', url: '/api/courses/', headers });
    const withoutSlash = await t.app.inject({ method: 'GET', url: '/api/courses', headers });
    expect(withoutSlash.statusCode).toBe(200);
    expect(withoutSlash.json()).toEqual(withSlash.json());
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nothing-here/', '/quiz/unknown/', '/auth/unknown/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('answers malformed JSON and oversized bodies with a 4xx error body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON in request body');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('reports the database in /health and serves the OpenAPI document', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/auth/clientadmin/');
  });
});
