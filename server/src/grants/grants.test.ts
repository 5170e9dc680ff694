import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTest, createWarmupSet, grantToClient, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let su: Record<string, string>;
let sat: { master_qnsbank_id: number };
let sat2: { master_qnsbank_id: number };
let practice: { master_qnsbank_id: number };
let empty: { master_qnsbank_id: number };
let act: { master_qnsbank_id: number };
let set: { master_qnsbank_id: number };
let emptySet: { master_qnsbank_id: number };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

beforeAll(async () => {
  t = await startTestApp();
  su = superAdminHeaders(t.app);
  sat = await createTest(t.db, { questionCount: 3 });
  sat2 = await createTest(t.db, { questionCount: 1 });
  practice = await createTest(t.db, { questionCount: 2, is_practice_test: true });
  empty = await createTest(t.db, { questionCount: 0 });
  act = await createTest(t.db, { test_type: 'ACT', course: 1, questionCount: 1 });
  set = (await createWarmupSet(t.db)).set;
  emptySet = (await createWarmupSet(t.db, { equations: [] })).set;
});
afterAll(() => t.close());

describe('GET /api/assignquiztoclient/offered/', () => {
  it('offers tests of the type that are not practice tests and have a question', async () => {
    const res = await call('GET', '/api/assignquiztoclient/offered/?test_type=SAT', su);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        master_qnsbank_id: sat.master_qnsbank_id,
        test_name: expect.any(String),
        test_type: 'SAT',
        test_level: '',
        grade_level: '',
        test_booklet_year: '',
        test_lang_type: 'English',
        question_count: 3,
      },
      {
        master_qnsbank_id: sat2.master_qnsbank_id,
        test_name: expect.any(String),
        test_type: 'SAT',
        test_level: '',
        grade_level: '',
        test_booklet_year: '',
        test_lang_type: 'English',
        question_count: 1,
      },
    ]);
  });

  it('offers warm-up sets with at least one warm-up for the Warmup type', async () => {
    const res = await call('GET', '/api/assignquiztoclient/offered/?test_type=Warmup', su);
    expect(
      res
        .json()
        .map((x: { master_qnsbank_id: number; question_count: number }) => [x.master_qnsbank_id, x.question_count]),
    ).toEqual([[set.master_qnsbank_id, 4]]);
  });

  it('needs a test type and the super admin', async () => {
    const missing = await call('GET', '/api/assignquiztoclient/offered/', su);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select Test type!');
    const c = await tenant(t.app, t.db);
    expect((await call('GET', '/api/assignquiztoclient/offered/?test_type=SAT', c.adminHeaders)).statusCode).toBe(403);
  });
});

describe('POST /api/assignquiztoclient/', () => {
  it('grants tests and warm-up sets to the admin’s client with the success message', async () => {
    const c = await tenant(t.app, t.db);
    const res = await call('POST', '/api/assignquiztoclient/', su, {
      clientname: c.admin.email.toUpperCase(),
      assignedquiz: JSON.stringify([sat.master_qnsbank_id, act.master_qnsbank_id]),
      assigned_warmup: [set.master_qnsbank_id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      client: c.client.client_id,
      clientname: c.admin.email,
      assignedquiz: `[${sat.master_qnsbank_id},${act.master_qnsbank_id}]`,
      assigned_warmup: [set.master_qnsbank_id],
      message: `Quiz Assigned To Admin ${c.admin.FirstName} Tester Successfully`,
    });
  });

  it('refuses a second record for the same client', async () => {
    const c = await tenant(t.app, t.db);
    await grantToClient(t.db, c.client.client_id, c.admin.email, { quizzes: [sat.master_qnsbank_id] });
    const res = await call('POST', '/api/assignquiztoclient/', su, {
      clientname: c.admin.email,
      assignedquiz: `[${sat2.master_qnsbank_id}]`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Test access is already granted to this client: use Update');
  });

  it('uses the screen messages for a missing client or test', async () => {
    const noClient = await call('POST', '/api/assignquiztoclient/', su, {
      clientname: 'nobody@school.org',
      assignedquiz: `[${sat.master_qnsbank_id}]`,
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBe('Please select the client!');
    const c = await tenant(t.app, t.db);
    const noTest = await call('POST', '/api/assignquiztoclient/', su, {
      clientname: c.admin.email,
      assignedquiz: '[]',
      assigned_warmup: [],
    });
    expect(noTest.statusCode).toBe(400);
    expect(noTest.json().message).toBe('Please select a test!');
  });

  it('refuses practice tests, tests without questions, warm-up sets in assignedquiz and tests in assigned_warmup', async () => {
    const c = await tenant(t.app, t.db);
    const res = await call('POST', '/api/assignquiztoclient/', su, {
      clientname: c.admin.email,
      assignedquiz: JSON.stringify([
        practice.master_qnsbank_id,
        empty.master_qnsbank_id,
        set.master_qnsbank_id,
        999999,
      ]),
      assigned_warmup: [sat.master_qnsbank_id, emptySet.master_qnsbank_id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      assignedquiz: [
        `Test ${practice.master_qnsbank_id} is a practice test and cannot be granted`,
        `Test ${empty.master_qnsbank_id} has no questions yet`,
        `Test ${set.master_qnsbank_id} is a warm-up set: grant it in assigned_warmup`,
        'Test 999999 does not exist',
      ],
      assigned_warmup: [
        `Test ${sat.master_qnsbank_id} is not a warm-up set`,
        `Warm-up set ${emptySet.master_qnsbank_id} has no warm-ups yet`,
      ],
    });
    expect((await call('GET', '/api/assignquiztoclient/', c.adminHeaders)).json()).toEqual([]);
  });

  it('is for the super admin only', async () => {
    const c = await tenant(t.app, t.db);
    const body = { clientname: c.admin.email, assignedquiz: `[${sat.master_qnsbank_id}]` };
    expect((await call('POST', '/api/assignquiztoclient/', c.adminHeaders, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/assignquiztoclient/', c.studentHeaders, body)).statusCode).toBe(403);
  });
});

describe('GET and PUT /api/assignquiztoclient/', () => {
  it('lists every record for the super admin and only its own for a client admin', async () => {
    const c = await tenant(t.app, t.db);
    const d = await tenant(t.app, t.db);
    const gc = await grantToClient(t.db, c.client.client_id, c.admin.email, { quizzes: [sat.master_qnsbank_id] });
    const gd = await grantToClient(t.db, d.client.client_id, d.admin.email, { warmups: [set.master_qnsbank_id] });
    const all = (await call('GET', '/api/assignquiztoclient/', su)).json();
    expect(all.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining([gc.id, gd.id]));
    expect((await call('GET', '/api/assignquiztoclient/', c.adminHeaders)).json()).toEqual([
      {
        id: gc.id,
        client: c.client.client_id,
        clientname: c.admin.email,
        assignedquiz: `[${sat.master_qnsbank_id}]`,
        assigned_warmup: [],
      },
    ]);
    expect((await call('GET', '/api/assignquiztoclient/', c.studentHeaders)).statusCode).toBe(403);
  });

  it('replaces the lists sent and keeps the others', async () => {
    const c = await tenant(t.app, t.db);
    const g = await grantToClient(t.db, c.client.client_id, c.admin.email, {
      quizzes: [sat.master_qnsbank_id],
      warmups: [set.master_qnsbank_id],
    });
    const res = await call('PUT', `/api/assignquiztoclient/${g.id}/`, su, {
      assignedquiz: `[${sat.master_qnsbank_id},${sat2.master_qnsbank_id}]`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assignedquiz: `[${sat.master_qnsbank_id},${sat2.master_qnsbank_id}]`,
      assigned_warmup: [set.master_qnsbank_id],
      message: expect.stringMatching(/^Quiz Assigned To Admin .+ Successfully$/),
    });
    const bad = await call('PUT', `/api/assignquiztoclient/${g.id}/`, su, {
      assigned_warmup: [practice.master_qnsbank_id],
    });
    expect(bad.statusCode).toBe(400);
    const emptied = await call('PUT', `/api/assignquiztoclient/${g.id}/`, su, {
      assignedquiz: '[]',
      assigned_warmup: [],
    });
    expect(emptied.json().message).toBe('Please select a test!');
  });

  it('never moves a record to another client’s admin, and is for the super admin only', async () => {
    const c = await tenant(t.app, t.db);
    const d = await tenant(t.app, t.db);
    const g = await grantToClient(t.db, c.client.client_id, c.admin.email, { quizzes: [sat.master_qnsbank_id] });
    const moved = await call('PUT', `/api/assignquiztoclient/${g.id}/`, su, { clientname: d.admin.email });
    expect(moved.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/assignquiztoclient/${g.id}/`, c.adminHeaders, { assignedquiz: '[]' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/assignquiztoclient/999999/', su, { assignedquiz: `[${sat.master_qnsbank_id}]` }))
        .statusCode,
    ).toBe(404);
  });
});
