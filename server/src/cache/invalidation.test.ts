// Two server instances on one database, as behind a load balancer: each keeps content in its own
// cache, and an author's change made through one reaches the other within a second (LISTEN/NOTIFY on
// PostgreSQL, in-process on PGlite). What students write is never served from a cache.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { createWarmupResult, createWarmupSet, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody } from '../test/multipart';
import { type Headers, sittingWorld } from '../test/sittings';

let t: TestApp;
let second: Database | undefined;
let b: FastifyInstance;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let student: { id: number; headers: Headers };
let su: Headers;

beforeAll(async () => {
  t = await startTestApp();
  // On PostgreSQL the second instance has a pool and a listening connection of its own; PGlite is one
  // process, so the second instance shares its database (and still has a cache of its own).
  second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory' }) : undefined;
  b = await buildApp({ config: t.config, db: second?.db ?? t.db });
  await b.ready();
  w = await sittingWorld(t);
  student = await w.student();
  su = superAdminHeaders(t.app);
  // Both instances have heard of the fixtures' writes: later announcements are the tests' own.
  await t.app.content.sync();
  await b.content.sync();
});
afterAll(async () => {
  await b.close();
  await second?.close();
  await t.close();
});

type Instance = FastifyInstance;
const on = (app: Instance, method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  app.inject({ method, url, headers, payload: payload as object });

/** Polls `read` on an instance until `seen` holds; the time it took, in ms (fails after a second). */
async function timeUntil(read: () => Promise<unknown>, seen: (value: unknown) => boolean): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (seen(await read())) return performance.now() - start;
    if (performance.now() - start > 1000) throw new Error('not seen within a second');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('shows an author’s change of a test made on one instance on the other within a second', async () => {
  const quiz = w.test.quiz.master_qnsbank_id;
  const assigned = await on(t.app, 'POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_sitting_date: '2026-03-02',
    program: 'SAT',
    master_qnsbank: quiz,
    student: student.id,
  });
  expect(assigned.statusCode).toBe(201);
  const readOnB = async () => (await on(b, 'GET', `/quiz/quiz/${quiz}/`, student.headers)).json();
  const before = await readOnB();
  expect(before.question[0].question_text).toBe('Question 1');
  // B now holds the test in its cache; the change comes from A.
  expect(b.content.size).toBeGreaterThan(0);
  const form = await multipartBody({ master_qnsbank: quiz, question_text: 'Question 1, corrected' });
  const changed = await t.app.inject({
    method: 'PUT',
    url: `/quiz/question/${w.test.questions[0]!.id}/`,
    headers: { ...su, ...form.headers },
    payload: form.payload,
  });
  expect(changed.statusCode).toBe(200);
  const elapsed = await timeUntil(readOnB, (quizRead) => {
    const text = (quizRead as typeof before).question[0].question_text;
    return text === 'Question 1, corrected';
  });
  expect(elapsed).toBeLessThan(1000);
  // A, the instance that made it, shows it at once.
  const onA = (await on(t.app, 'GET', `/quiz/quiz/${quiz}/`, student.headers)).json();
  expect(onA.question[0].question_text).toBe('Question 1, corrected');
});

it('shows a change of a client’s branding made on one instance on the other within a second', async () => {
  const url = `/api/client/${w.a.client.client_id}/`;
  const readOnB = async () => (await on(b, 'GET', url, student.headers)).json();
  expect((await readOnB()).ClientName).not.toBe('Renamed School');
  const form = await multipartBody({ ClientName: 'Renamed School' });
  const changed = await t.app.inject({
    method: 'PUT',
    url,
    headers: { ...su, ...form.headers },
    payload: form.payload,
  });
  expect(changed.statusCode).toBe(200);
  expect(
    await timeUntil(readOnB, (client) => (client as { ClientName: string }).ClientName === 'Renamed School'),
  ).toBeLessThan(1000);
});

it('never serves what a student wrote from a cache: an answer saved on one instance is read at once on the other', async () => {
  const s = await w.student();
  const assigned = await on(t.app, 'POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_sitting_date: '2026-03-02',
    program: 'SAT',
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: s.id,
  });
  const url = `/api/mastersitting/${assigned.json().master_sitting_id}`;
  expect((await on(b, 'POST', `${url}/start/`, s.headers)).statusCode).toBe(200);
  const question = w.test.questions[1]!;
  for (const select_ans of [question.options[0], question.options[2]]) {
    const questionid = question.id;
    expect((await on(t.app, 'PUT', `${url}/answer/`, s.headers, { questionid, select_ans })).statusCode).toBe(200);
    // No waiting: the very next read, on the other instance.
    const reloaded = (await on(b, 'POST', `${url}/start/`, s.headers)).json();
    expect(reloaded.saved_answers).toEqual([{ questionid, select_ans }]);
  }

  const { set, warmups } = await createWarmupSet(t.db);
  const result = await createWarmupResult(
    t.db,
    s.id,
    set,
    warmups.map((x) => x.warmup_id),
  );
  const listOnB = async () => (await on(b, 'GET', `/api/warmup-resultbyid/${s.id}/`, s.headers)).json();
  expect((await listOnB()).find((r: { result_id: number }) => r.result_id === result.result_id).test_taken).toBe(false);
  const answers = warmups.map((x) => ({ warmup_id: x.warmup_id, result: x.answer }));
  const submitted = await on(t.app, 'PUT', `/api/warmup-result/${result.result_id}/`, s.headers, { result: answers });
  expect(submitted.statusCode).toBe(200);
  const after = (await listOnB()).find((r: { result_id: number }) => r.result_id === result.result_id);
  expect(after.test_taken).toBe(true);
});

it('shows a warm-up changed on one instance on the other at its next read (the set carries its version)', async () => {
  const { set, warmups } = await createWarmupSet(t.db);
  await createWarmupResult(
    t.db,
    student.id,
    set,
    warmups.map((x) => x.warmup_id),
  );
  const readOnB = async () =>
    (await on(b, 'GET', `/api/warmupByset/${set.master_qnsbank_id}/`, student.headers)).json() as Array<{
      equation: string;
    }>;
  expect((await readOnB())[0]!.equation).toBe('12 + 7');
  const changed = await on(t.app, 'PUT', `/api/warmup/${warmups[0]!.warmup_id}/`, su, {
    equation: '13 + 7',
    answer: '20',
    operand_one: '13',
    operand_two: '7',
    operator: '+',
    set_no: set.master_qnsbank_id,
  });
  expect(changed.statusCode).toBe(200);
  expect((await readOnB())[0]!.equation).toBe('13 + 7');
});
