// The parts of the names the server makes (issue 27): stored beside test_name, which keeps the spec's
// English, and answered as name_parts, so screens compose the name in the language shown.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from '../config/paths';
import { clients, warmupResults } from '../db/schema/index';
import { createWarmupResult, createWarmupSet, grantToClient } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let world: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;
let w: number[];

const stored = (studentId: number) =>
  t.db
    .select({ test_name: warmupResults.test_name, name_parts: warmupResults.name_parts })
    .from(warmupResults)
    .where(eq(warmupResults.student, studentId))
    .orderBy(warmupResults.result_id);

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  // Client A: the real test SAT Math 1 (keys B, B, C, A) and the warm-up set Sums to 20.
  world = await sittingWorld(t, { prepLimit: 3 });
  set = await createWarmupSet(t.db, { name: 'Sums to 20', section_duration: '00:05:00' });
  w = set.warmups.map((x) => x.warmup_id);
  const a = world.a;
  const grant = { quizzes: [world.test.quiz.master_qnsbank_id], warmups: [set.set.master_qnsbank_id] };
  await grantToClient(t.db, a.client.client_id, a.admin.email, grant);
  await t.db
    .update(clients)
    .set({ give_personalized: true, personzlized_warmup_count: 3 })
    .where(eq(clients.client_id, a.client.client_id));
});
afterAll(() => t.close());

describe('the parts of a generated warm-up name', () => {
  it('stores and answers them for the Personalized and Recommended Test a submission makes', async () => {
    const s = await world.student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    const wrong = { result: [{ warmup_id: w[0], result: '1' }] };
    expect((await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, wrong)).statusCode).toBe(200);
    expect(await stored(s.id)).toEqual([
      { test_name: 'Sums to 20', name_parts: null },
      {
        test_name: 'Sums to 20 Personalized 1',
        name_parts: { kind: 'personalized', base: 'Sums to 20', number: 1 },
      },
      { test_name: 'Sums to 20 Recommended Test', name_parts: { kind: 'recommended', base: 'Sums to 20' } },
    ]);
    const listed = (await call('GET', `/api/warmup-resultbyid/${s.id}/`, world.a.adminHeaders)).json();
    expect(listed.map((x: { test_name: string; name_parts: unknown }) => [x.test_name, x.name_parts])).toEqual([
      ['Sums to 20', null],
      ['Sums to 20 Personalized 1', { kind: 'personalized', base: 'Sums to 20', number: 1 }],
      ['Sums to 20 Recommended Test', { kind: 'recommended', base: 'Sums to 20' }],
    ]);
  });

  it('stores them for a personalized warm-up the admin assigns, and none for a name the admin typed', async () => {
    const s = await world.student();
    const taken = await createWarmupResult(t.db, s.id, set.set, w, { test_taken: true, wrng_qns_list: [w[1]!] });
    const assign = (extra: Record<string, unknown>) =>
      call('POST', '/api/warmup-result/', world.a.adminHeaders, {
        warmup_set_no: set.set.master_qnsbank_id,
        student: s.id,
        is_personalized: true,
        sitting_id: taken.result_id,
        ...extra,
      });
    const made = await assign({});
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      test_name: 'Sums to 20 Personalized 1',
      name_parts: { kind: 'personalized', base: 'Sums to 20', number: 1 },
    });
    const typed = await assign({ test_name: 'Extra practice' });
    expect(typed.json()).toMatchObject({ test_name: 'Extra practice', name_parts: null });
  });
});

describe('the parts of a preparation test’s name', () => {
  it('stores and answers them, and none for a name the admin typed', async () => {
    const q = world.test.questions;
    const s = await world.student();
    const master = (
      await call('POST', '/api/mastersitting/', world.a.adminHeaders, {
        master_qnsbank: world.test.quiz.master_qnsbank_id,
        student: s.id,
      })
    ).json().master_sitting_id as number;
    const result = q.map((question) => ({ questionid: question.id, select_ans: null }));
    await call('POST', `/api/mastersitting/${master}/submit/`, s.headers, { result });
    const first = await call('POST', '/api/personalized/', world.a.adminHeaders, { master_sitting: master });
    expect(first.json()).toMatchObject({
      test_name: 'SAT Math 1 Personalized 1',
      name_parts: { kind: 'personalized', base: 'SAT Math 1', number: 1 },
    });
    const id = first.json().personalized_id as number;
    const read = (await call('GET', `/api/personalized/${id}/`, s.headers)).json();
    expect(read.name_parts).toEqual({ kind: 'personalized', base: 'SAT Math 1', number: 1 });
    await call('POST', `/api/personalized/${id}/submit/`, s.headers, { result: [] });
    const typed = await call('POST', '/api/personalized/', world.a.adminHeaders, {
      master_sitting: master,
      test_name: 'Fractions again',
    });
    expect(typed.json()).toMatchObject({ test_name: 'Fractions again', name_parts: null });
    const masterRead = (await call('GET', `/api/mastersitting/${master}/`, world.a.adminHeaders)).json();
    expect(masterRead.name_parts).toBeNull();
  });
});

describe('the migration’s fill of the rows made before the parts', () => {
  it('reads the parts back from the names the server made, and leaves other names without', async () => {
    const s = await world.student();
    const legacy = async (test_name: string, is_personalized = true) =>
      createWarmupResult(t.db, s.id, set.set, w, { test_name, is_personalized });
    await legacy('Sums to 20', false);
    await legacy('Sums to 20 Personalized 12');
    await legacy('Sums to 20 Recommended Test');
    await legacy('Master Recommended Test');
    await legacy('Personalized 3');
    const fill = readFileSync(serverPath('drizzle/0012_test_name_parts.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('UPDATE "warmup_results"'));
    expect(fill).toHaveLength(3);
    for (const statement of fill) await t.db.execute(sql.raw(statement));
    expect(await stored(s.id)).toEqual([
      { test_name: 'Sums to 20', name_parts: null },
      {
        test_name: 'Sums to 20 Personalized 12',
        name_parts: { kind: 'personalized', base: 'Sums to 20', number: 12 },
      },
      { test_name: 'Sums to 20 Recommended Test', name_parts: { kind: 'recommended', base: 'Sums to 20' } },
      { test_name: 'Master Recommended Test', name_parts: { kind: 'master recommended' } },
      { test_name: 'Personalized 3', name_parts: null },
    ]);
  });
});
