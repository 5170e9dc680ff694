// Each read a student makes while taking warm-ups and tests costs at most one database round trip
// (the test harness counts the statements sent); content comes from the instance's cache.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, createStudent, createWarmupResult, createWarmupSet } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers, sittingWorld } from '../test/sittings';

let t: TestApp;
let reads: Array<[string, 'GET' | 'POST', string]>;
let headers: Headers;

beforeAll(async () => {
  t = await startTestApp();
  const call = caller(t);
  const w = await sittingWorld(t);
  const s = await w.student();
  headers = s.headers;
  const { set, warmups } = await createWarmupSet(t.db);
  const result = await createWarmupResult(
    t.db,
    s.id,
    set,
    warmups.map((x) => x.warmup_id),
  );
  const assigned = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_sitting_date: '2026-03-02',
    program: 'SAT',
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: s.id,
  });
  expect(assigned.statusCode).toBe(201);
  const sitting = assigned.json().master_sitting_id as number;
  const quiz = w.test.quiz.master_qnsbank_id;
  reads = [
    ['the list of warm-ups', 'GET', `/api/warmup-resultbyid/${s.id}/`],
    ['a warm-up (open)', 'GET', `/api/warmup-result/${result.result_id}/`],
    ['the warm-ups of its set', 'GET', `/api/warmupByset/${set.master_qnsbank_id}/`],
    ['the list of real tests', 'GET', `/api/mastersittingbystudentid/${s.id}/`],
    ['a real test', 'GET', `/api/mastersitting/${sitting}/`],
    ['its test', 'GET', `/quiz/quiz/${quiz}/`],
    ['its test screen (reload)', 'POST', `/api/mastersitting/${sitting}/start/`],
    ['the client (branding)', 'GET', `/api/client/${w.a.client.client_id}/`],
  ];
  // The fixtures' writes announced themselves; once those announcements are in, nothing drops the
  // caches the reads below fill.
  await t.app.content.sync();
  // Each read once, so that the warm-up and the real test are open and the caches filled.
  for (const [, method, url] of reads) expect((await call(method, url, headers)).statusCode).toBe(200);
});
afterAll(() => t.close());

it('answers every student read with at most one database round trip', async () => {
  const counts: Record<string, number> = {};
  for (const [name, method, url] of reads) {
    const before = t.queries();
    const res = await t.app.inject({ method, url, headers });
    expect(res.statusCode, url).toBe(200);
    counts[name] = t.queries() - before;
  }
  console.log(counts);
  for (const [name, count] of Object.entries(counts)) expect(count, name).toBeLessThanOrEqual(1);
});

it('refreshes a session in one round trip, and refuses the spent token', async () => {
  const client = await createClient(t.db);
  const student = await createStudent(t.db, client.client_id);
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/student/',
    payload: { email: student.email, password: student.password },
  });
  const { refresh } = login.json();
  const before = t.queries();
  const refreshed = await t.app.inject({ method: 'POST', url: '/auth/token/refresh/', payload: { refresh } });
  expect(refreshed.statusCode).toBe(200);
  expect(t.queries() - before).toBe(1);
  const again = await t.app.inject({ method: 'POST', url: '/auth/token/refresh/', payload: { refresh } });
  expect(again.statusCode).toBe(401);
});

it('signs a student in by their dashboard token in one round trip', async () => {
  const client = await createClient(t.db);
  const student = await createStudent(t.db, client.client_id);
  const before = t.queries();
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/auth/api_token_auth/',
    payload: { token: student.api_token },
  });
  expect(signedIn.statusCode).toBe(200);
  expect(t.queries() - before).toBe(1);
  const { refresh } = signedIn.json();
  expect((await t.app.inject({ method: 'POST', url: '/auth/token/refresh/', payload: { refresh } })).statusCode).toBe(
    200,
  );
});
