// The taking module once per kind, through the same code (issue 27): a warm-up result and a real test
// (a master sitting) each submitted past the deadline (the answers saved in time count), with answers
// foreign to them (400), retried (applied once), released; Change Timer's one rule on a started record
// (the time picked is the time left, the time allowed moving by the difference); and the events, also of
// what is not a student's own request: a class's assignment names who asked; the server's own gradings
// (a sitting whose time ran out, paper answers entered by an administrator) emit `submitted` and
// `graded` through the same place as a submission (taking/submit.ts's storeGrade).
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clients, masterSittings, warmupResults } from '../db/schema/index';
import { conflict } from '../plugins/errors';
import { createTeacher, createWarmupResult, createWarmupSet, grantToClient } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers, sittingWorld } from '../test/sittings';
import { onTaking, type TakingEvent, type TakingEvents } from './events';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

beforeAll(async () => {
  t = await startTestApp();
  w = await sittingWorld(t);
  // Set: 12 + 7 = 19, 45 - 18 = 27, 6 x 7 = 42, 56 / 8 = 7.
  set = await createWarmupSet(t.db, { name: 'Taking set', section_duration: '00:05:00' });
  // A grant is replaced as a whole: the world's test and this set together.
  await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
    quizzes: [w.test.quiz.master_qnsbank_id],
    warmups: [set.set.master_qnsbank_id],
  });
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, w.a.client.client_id));
});
afterAll(() => t.close());

interface Taken {
  id: number;
  url: string;
  headers: Headers;
}

/** What differs between the kinds, as a client of the API sees it; the rest of each test is the same. */
interface KindCase {
  name: string;
  /** A timed record of one minute, assigned to a new student and opened. */
  opened(): Promise<Taken>;
  /** Saves the first question's right answer as a draft. */
  draftRight(r: Taken): Promise<number>;
  /** Every question answered right; `foreign` adds a question of no record of this one. */
  submit(r: Taken, opts?: { foreign?: boolean; key?: string }): ReturnType<typeof call>;
  /** The admin's update (PUT) of the record. */
  update(r: Taken, body: Record<string, unknown>): ReturnType<typeof call>;
  /** The stored row's score, taken flag and release. */
  stored(r: Taken): Promise<{
    score: number | null;
    test_taken: boolean;
    analyse_test_results: boolean;
    submission_key: string | null;
  }>;
  elapse(r: Taken, seconds: number): Promise<void>;
  /** The number of questions, each answered right by submit(). */
  questions: number;
}

/** A kind's table as the cases read and age it: the stored row, and a clock started `seconds` ago. */
function stored(
  table: typeof warmupResults | typeof masterSittings,
  id: AnyPgColumn,
): Pick<KindCase, 'stored' | 'elapse'> {
  return {
    async stored(r) {
      const [row] = await t.db.select().from(table).where(eq(id, r.id));
      return row!;
    },
    async elapse(r, seconds) {
      const started_at = new Date(Date.now() - seconds * 1000);
      await t.db.update(table).set({ started_at }).where(eq(id, r.id));
    },
  };
}

const warmup: KindCase = {
  name: 'warm-up',
  async opened() {
    const s = await w.student();
    const ids = set.warmups.map((x) => x.warmup_id);
    const r = await createWarmupResult(t.db, s.id, set.set, ids, { timer: true, student_timer: '00:01:00' });
    const url = `/api/warmup-result/${r.result_id}/`;
    expect((await call('POST', `${url}start/`, s.headers)).statusCode).toBe(200);
    return { id: r.result_id, url, headers: s.headers };
  },
  draftRight: async (r) =>
    (await call('PUT', `${r.url}draft/`, r.headers, { answers: { [set.warmups[0]!.warmup_id]: '19' } })).statusCode,
  submit: (r, opts = {}) => {
    const result = set.warmups.map((x, i) => ({ warmup_id: x.warmup_id, result: ['19', '27', '42', '7'][i]! }));
    if (opts.foreign) result.push({ warmup_id: 999_999, result: '1' });
    return call('PUT', r.url, { ...r.headers, ...(opts.key && { 'idempotency-key': opts.key }) }, { result });
  },
  update: (r, body) => call('PUT', r.url, w.a.adminHeaders, body),
  ...stored(warmupResults, warmupResults.result_id),
  questions: 4,
};

const sitting: KindCase = {
  name: 'real test',
  async opened() {
    const s = await w.student();
    const body = {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      student: s.id,
      timer: true,
      student_timer: '00:01:00',
    };
    const assigned = await call('POST', '/api/mastersitting/', w.a.adminHeaders, body);
    expect(assigned.statusCode, assigned.body).toBe(201);
    const id = assigned.json().master_sitting_id as number;
    const url = `/api/mastersitting/${id}/`;
    const started = await call('POST', `${url}start/`, s.headers);
    expect(started.statusCode, started.body).toBe(200);
    return { id, url, headers: s.headers };
  },
  draftRight: async (r) => {
    const q = w.test.questions[0]!;
    return (await call('PUT', `${r.url}answer/`, r.headers, { questionid: q.id, select_ans: q.key })).statusCode;
  },
  submit: (r, opts = {}) => {
    const result = w.test.questions.map((q) => ({ questionid: q.id, select_ans: q.key }));
    if (opts.foreign) result.push({ questionid: 999_999, select_ans: 1 });
    const headers = { ...r.headers, ...(opts.key && { 'idempotency-key': opts.key }) };
    return call('POST', `${r.url}submit/`, headers, { result });
  },
  update: (r, body) => call('PUT', r.url, w.a.adminHeaders, body),
  ...stored(masterSittings, masterSittings.master_sitting_id),
  questions: 4,
};

/** Records every event's payloads and whether each came with a transaction; cleared after each test. */
const removers: Array<() => void> = [];
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
});
function record<E extends TakingEvent>(event: E) {
  const seen: Array<{ payload: TakingEvents[E]; tx: boolean }> = [];
  removers.push(
    onTaking(event, (payload, tx) => {
      seen.push({ payload, tx: typeof tx.rollback === 'function' });
    }),
  );
  return seen;
}

describe.each([warmup, sitting])('the taking pipeline: $name', (kind) => {
  it('refuses answers foreign to the record (400) and takes nothing', async () => {
    const r = await kind.opened();
    const res = await kind.submit(r, { foreign: true });
    expect(res.statusCode).toBe(400);
    expect((await kind.stored(r)).test_taken).toBe(false);
  });

  it('past the time and its grace, grades the answers saved in time, not those sent', async () => {
    const r = await kind.opened();
    expect(await kind.draftRight(r)).toBe(200);
    await kind.elapse(r, 200);
    expect((await kind.submit(r)).statusCode).toBe(200);
    expect(await kind.stored(r)).toMatchObject({ test_taken: true, score: 1 });
  });

  it('applies a retry once: the same attempt is answered again, another is refused', async () => {
    const r = await kind.opened();
    const first = await kind.submit(r, { key: 'attempt-1' });
    expect(first.statusCode).toBe(200);
    const again = await kind.submit(r, { key: 'attempt-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await kind.submit(r, { key: 'attempt-2' })).statusCode).toBe(409);
    expect((await kind.stored(r)).score).toBe(kind.questions);
  });

  it('releases only a taken record', async () => {
    const r = await kind.opened();
    expect((await kind.update(r, { analyse_test_results: true })).statusCode).toBe(409);
    await kind.submit(r);
    const released = await kind.update(r, { analyse_test_results: true });
    expect(released.statusCode).toBe(200);
    expect(released.json().analyse_test_results).toBe(true);
    expect((await kind.stored(r)).analyse_test_results).toBe(true);
  });

  it('Change Timer on a started record: the time picked is the time left, the time allowed moves by the difference', async () => {
    const r = await kind.opened();
    await kind.elapse(r, 20);
    // 40 seconds were left of the minute; ten minutes are picked: the time allowed grows by 9:20.
    const res = await kind.update(r, { student_timer: '00:10:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ student_timer: '00:10:00', time_allowed: '00:10:20' });
    expect(res.json().remaining_seconds).toBeGreaterThan(595);
    expect(res.json().remaining_seconds).toBeLessThanOrEqual(600);
    await kind.submit(r);
    const taken = await kind.update(r, { student_timer: '00:20:00' });
    expect(taken.statusCode).toBe(409);
  });

  it('emits submitted, graded and released once each, with the transaction', async () => {
    const submitted = record('submitted');
    const graded = record('graded');
    const released = record('released');
    const r = await kind.opened();
    await kind.submit(r, { key: 'once' });
    await kind.submit(r, { key: 'once' });
    await kind.update(r, { analyse_test_results: true });
    await kind.update(r, { analyse_test_results: true });
    expect(submitted).toEqual([
      { payload: expect.objectContaining({ id: r.id, client: w.a.client.client_id }), tx: true },
    ]);
    expect(submitted[0]!.payload.actor?.role).toBe('student');
    expect(graded).toEqual([{ payload: expect.objectContaining({ id: r.id, score: kind.questions }), tx: true }]);
    expect(released).toEqual([{ payload: expect.objectContaining({ id: r.id }), tx: true }]);
    expect(released[0]!.payload.actor?.role).toBe('clientadmin');
  });

  it('a hook that throws leaves nothing changed: neither the submission nor the release', async () => {
    const r = await kind.opened();
    const remove = onTaking('graded', () => {
      throw conflict('Refused by a hook');
    });
    const refused = await kind.submit(r);
    remove();
    expect(refused.statusCode).toBe(409);
    expect(await kind.stored(r)).toMatchObject({ test_taken: false, submission_key: null });
    expect((await kind.submit(r)).statusCode).toBe(200);
    removers.push(
      onTaking('released', () => {
        throw conflict('Refused by a hook');
      }),
    );
    expect((await kind.update(r, { analyse_test_results: true })).statusCode).toBe(409);
    expect((await kind.stored(r)).analyse_test_results).toBe(false);
  });
});

describe('the assigned event', () => {
  it('fires once per assignment with the transaction; a throwing hook leaves no row', async () => {
    const assigned = record('assigned');
    const s = await w.student();
    const body = { master_qnsbank: w.test.quiz.master_qnsbank_id, student: s.id };
    const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, body);
    expect(res.statusCode).toBe(201);
    expect(assigned).toEqual([
      {
        payload: expect.objectContaining({ kind: 'master', ids: [res.json().master_sitting_id], students: [s.id] }),
        tx: true,
      },
    ]);
    const other = await w.student();
    removers.push(
      onTaking('assigned', () => {
        throw conflict('Refused by a hook');
      }),
    );
    const refused = await call('POST', '/api/mastersitting/', w.a.adminHeaders, { ...body, student: other.id });
    expect(refused.statusCode).toBe(409);
    const rows = await t.db.select().from(masterSittings).where(eq(masterSittings.student, other.id));
    expect(rows).toEqual([]);
  });
});

/** A timed sitting of the world's test, assigned to a new student. */
async function assigned(timer = true) {
  const s = await w.student();
  const body = { master_qnsbank: w.test.quiz.master_qnsbank_id, student: s.id, timer, student_timer: '00:01:00' };
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().master_sitting_id as number;
  return { ...s, sitting: id, url: `/api/mastersitting/${id}/` };
}

describe('the events of the server and the administrators', () => {
  it('a class assignment names who asked, and the class’s client', async () => {
    const seen = record('assigned');
    const s = await w.student({ Enroll_Program: JSON.stringify(['SAT']) });
    const teacherId = (await createTeacher(t.db, w.a.client.client_id)).id;
    const created = await call('POST', '/api/classroom/', w.a.adminHeaders, {
      class_name: 'Events class',
      program: 'SAT',
      teachers: [teacherId],
      students: [s.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await call('POST', `/api/classroom/${created.json().id}/assign/`, w.a.adminHeaders, {
      kind: 'test',
      master_qnsbank: w.test.quiz.master_qnsbank_id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(seen).toEqual([
      {
        payload: expect.objectContaining({ kind: 'master', students: [s.id], client: w.a.client.client_id }),
        tx: true,
      },
    ]);
    expect(seen[0]!.payload.actor).toEqual({ sub: expect.any(String), role: 'clientadmin' });
  });

  it('a sitting whose time ran out is submitted by nobody and graded from the choices saved in time', async () => {
    const s = await assigned();
    expect((await call('POST', `${s.url}start/`, s.headers)).statusCode).toBe(200);
    const q = w.test.questions[0]!;
    const saved = await call('PUT', `${s.url}answer/`, s.headers, { questionid: q.id, select_ans: q.key });
    expect(saved.statusCode).toBe(200);
    const started_at = new Date(Date.now() - 600_000);
    await t.db.update(masterSittings).set({ started_at }).where(eq(masterSittings.master_sitting_id, s.sitting));
    const submitted = record('submitted');
    const graded = record('graded');
    // The administrator's read settles it (the server's auto-submit).
    const read = await call('GET', s.url, w.a.adminHeaders);
    expect(read.json()).toMatchObject({ test_taken: true, score: 1 });
    const who = {
      kind: 'master',
      id: s.sitting,
      student: s.id,
      client: w.a.client.client_id,
      title: expect.any(String),
    };
    expect(submitted).toEqual([{ payload: { ...who, actor: null }, tx: true }]);
    expect(graded).toEqual([{ payload: { ...who, score: 1, total: 4 }, tx: true }]);
    // Read again: settled once, nothing emitted again.
    await call('GET', s.url, w.a.adminHeaders);
    expect(graded).toHaveLength(1);
  });

  it('paper answers entered by an administrator: submitted by them, graded; a throwing hook saves nothing', async () => {
    const s = await assigned(false);
    const answers = { answers: [{ question_number: 1, option: 'b' }] };
    removers.push(
      onTaking('graded', () => {
        throw conflict('Refused by a hook');
      }),
    );
    expect((await call('POST', `${s.url}paper/`, w.a.adminHeaders, answers)).statusCode).toBe(409);
    const [row] = await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, s.sitting));
    expect(row).toMatchObject({ test_taken: false, submission_key: null });
    for (const remove of removers.splice(0)) remove();
    const submitted = record('submitted');
    const graded = record('graded');
    const res = await call('POST', `${s.url}paper/`, w.a.adminHeaders, answers);
    expect(res.statusCode, res.body).toBe(200);
    expect(submitted).toEqual([{ payload: expect.objectContaining({ id: s.sitting }), tx: true }]);
    expect(submitted[0]!.payload.actor?.role).toBe('clientadmin');
    expect(graded).toEqual([{ payload: expect.objectContaining({ id: s.sitting, score: 1, total: 4 }), tx: true }]);
  });
});
