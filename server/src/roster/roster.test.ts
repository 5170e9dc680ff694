import { eq } from 'drizzle-orm';
import { ROSTER_COLOR_FIELDS } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, clients } from '../db/schema/index';
import { sha256 } from '../plugins/auth';
import { createTeacher, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
beforeAll(async () => {
  t = await startTestApp();
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
  await t.db
    .update(clients)
    .set({
      logo: '/media/logos/a.png',
      header_color: '#1c3f94',
      navbar_color: '#2b5cd6',
      textbox_color: '#ffffff',
      button_color: '#e8590c',
      assign_test_for_class: true,
      enable_api_token: true,
      enable_dashboard_token: true,
      personzlized_test_count: 2,
      personzlized_warmup_count: 3,
    })
    .where(eq(clients.client_id, a.client.client_id));
  await createTeacher(t.db, a.client.client_id, { First_Name: 'Maria' });
  await createTeacher(t.db, b.client.client_id, { First_Name: 'Bruno' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const colorsOfA = {
  logo: '/media/logos/a.png',
  header_color: '#1c3f94',
  navbar_color: '#2b5cd6',
  textbox_color: '#ffffff',
  button_color: '#e8590c',
  assign_test_for_class: true,
  enable_api_token: true,
  enable_dashboard_token: true,
  personzlized_test_count: 2,
  personzlized_warmup_count: 3,
};

describe('GET /api/corresponding-teacher/{clientid}', () => {
  it("gives the client's teachers and exactly the theme fields", async () => {
    const res = await get(`/api/corresponding-teacher/${a.client.client_id}`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['colors', 'teachers']);
    expect(res.json().colors).toEqual(colorsOfA);
    expect(Object.keys(res.json().colors).sort()).toEqual([...ROSTER_COLOR_FIELDS].sort());
    expect(res.json().teachers.map((x: { First_Name: string }) => x.First_Name)).toEqual(['Maria']);
  });
});

describe('GET /api/corresponding-student/{clientid}', () => {
  it("gives the client's students with their dashboard tokens where the switch is on, never passwords", async () => {
    const res = await get(`/api/corresponding-student/${a.client.client_id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().colors).toEqual(colorsOfA);
    expect(res.json().students).toHaveLength(1);
    expect(res.json().students[0]).toMatchObject({ student_id: a.student.student_id, api_token: a.student.api_token });
    expect(res.json().students[0]).not.toHaveProperty('passwordHash');
    const other = await get(`/api/corresponding-student/${b.client.client_id}`, b.adminHeaders);
    expect(other.json().students[0]).not.toHaveProperty('api_token');
    expect(other.json().colors.enable_dashboard_token).toBe(false);
  });
});

describe('GET /api/teacherandstudent/{clientid}', () => {
  it('gives both lists and the theme', async () => {
    const res = await get(`/api/teacherandstudent/${b.client.client_id}`, b.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['colors', 'students', 'teachers']);
    expect(res.json().teachers.map((x: { First_Name: string }) => x.First_Name)).toEqual(['Bruno']);
    expect(res.json().students.map((s: { student_id: number }) => s.student_id)).toEqual([b.student.student_id]);
  });
});

describe('who may call the three', () => {
  const paths = ['corresponding-teacher', 'corresponding-student', 'teacherandstudent'];

  it("refuses another client's id, students and strangers", async () => {
    for (const path of paths) {
      expect((await get(`/api/${path}/${b.client.client_id}`, a.adminHeaders)).statusCode).toBe(403);
      expect((await get(`/api/${path}/${a.client.client_id}`, a.studentHeaders)).statusCode).toBe(403);
      expect((await get(`/api/${path}/${a.client.client_id}`, {})).statusCode).toBe(401);
    }
  });

  it('lets the super admin read any client; an unknown or malformed id is 404 or 400', async () => {
    for (const path of paths) {
      expect((await get(`/api/${path}/${a.client.client_id}`, superAdminHeaders(t.app))).statusCode).toBe(200);
      expect((await get(`/api/${path}/999999`, superAdminHeaders(t.app))).statusCode).toBe(404);
      expect((await get(`/api/${path}/abc`, superAdminHeaders(t.app))).statusCode).toBe(400);
    }
  });
});

describe("a client's API key", () => {
  it('reaches its own client only', async () => {
    await t.db.insert(apiTokens).values({ client: a.client.client_id, tokenHash: sha256('roster-test-key') });
    const key = { authorization: 'Bearer roster-test-key' };
    expect((await get(`/api/corresponding-teacher/${a.client.client_id}`, key)).statusCode).toBe(200);
    expect((await get(`/api/corresponding-teacher/${b.client.client_id}`, key)).statusCode).toBe(403);
    const list = await get('/api/student/', key);
    expect(list.json().map((s: { client: number }) => s.client)).toEqual([a.client.client_id]);
  });
});
