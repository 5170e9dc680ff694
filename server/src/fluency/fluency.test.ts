// Warm-up fact fluency: the card times as the server keeps them (bounded by its clock), the facts'
// grid of a student and of a class, who may read them, and the client's fluency_recommended switch.
import { CLASSROOM_MESSAGES } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, classroomStudents, classroomTeachers, clients, warmupResults } from '../db/schema/index';
import {
  bearer,
  createStudent,
  createTeacher,
  createWarmupResult,
  createWarmupSet,
  grantToClient,
  superAdminHeaders,
  tenant,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;
// 12 + 7 = 19, 45 - 18 = 27, 6 x 7 = 42, 56 / 8 = 7.
let w: number[];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

async function student() {
  const s = await createStudent(t.db, a.client.client_id);
  return { id: s.student_id, headers: bearer(tokenFor(t.app, 'student', s.student_id, a.client.client_id)) };
}

/** Moves the running stretch's start back, as if `seconds` had gone by since the student opened the test. */
async function elapse(resultId: number, seconds: number) {
  await t.db
    .update(warmupResults)
    .set({ started_at: new Date(Date.now() - seconds * 1000) })
    .where(eq(warmupResults.result_id, resultId));
}

const stored = async (resultId: number) =>
  (await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, resultId)))[0]!;

/** Opens a timed warm-up, lets `seconds` pass, and submits `result`. */
async function sit(s: { id: number; headers: Record<string, string> }, seconds: number, result: unknown[]) {
  const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
  expect((await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers)).statusCode).toBe(200);
  await elapse(r.result_id, seconds);
  const submitted = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, { result });
  expect(submitted.statusCode).toBe(200);
  return r.result_id;
}

beforeAll(async () => {
  t = await startTestApp();
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
  set = await createWarmupSet(t.db, { section_duration: '00:05:00' });
  w = set.warmups.map((x) => x.warmup_id);
  await grantToClient(t.db, a.client.client_id, a.admin.email, { warmups: [set.set.master_qnsbank_id] });
});
afterAll(() => t.close());

describe('card times: measured in the browser, bounded by the server’s clock', () => {
  it('caps 10 minutes on a card of a 30-second sitting at the sitting', async () => {
    const s = await student();
    const id = await sit(s, 30, [{ warmup_id: w[0], result: '19', ms: 600_000 }]);
    const row = await stored(id);
    // The sitting took 30 s by the server's clock (31 when the second turned meanwhile).
    expect([30, 31]).toContain(row.elapsed_seconds);
    expect(row.answer_times).toEqual({ [w[0]!]: row.elapsed_seconds * 1000 });
  });

  it('scales the cards down when they add up to more than the sitting', async () => {
    const s = await student();
    const id = await sit(s, 10, [
      { warmup_id: w[0], result: '19', ms: 9_000 },
      { warmup_id: w[1], result: '27', ms: 9_000 },
    ]);
    const row = await stored(id);
    const times = Object.values(row.answer_times);
    expect(times.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(row.elapsed_seconds * 1000);
    // Same time each, so the same share each: half the sitting.
    expect(row.answer_times).toEqual({ [w[0]!]: row.elapsed_seconds * 500, [w[1]!]: row.elapsed_seconds * 500 });
  });

  it('keeps the draft’s times for cards the submission sends none for; refuses a bad time', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    const draft = await call('PUT', `/api/warmup-result/${r.result_id}/draft/`, s.headers, {
      answers: { [w[1]!]: '27' },
      ms: { [w[1]!]: 2000 },
    });
    expect(draft.statusCode).toBe(200);
    const foreign = await call('PUT', `/api/warmup-result/${r.result_id}/draft/`, s.headers, {
      answers: {},
      ms: { '999999': 2000 },
    });
    expect(foreign.statusCode).toBe(400);
    const bad = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, {
      result: [{ warmup_id: w[0], result: '19', ms: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await stored(r.result_id)).test_taken).toBe(false);
    await elapse(r.result_id, 20);
    const submitted = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, {
      result: [
        { warmup_id: w[0], result: '19', ms: 1500 },
        { warmup_id: w[1], result: '27' },
      ],
    });
    expect(submitted.statusCode).toBe(200);
    expect((await stored(r.result_id)).answer_times).toEqual({ [w[0]!]: 1500, [w[1]!]: 2000 });
  });
});

describe('the facts’ grid', () => {
  let pupil: { id: number; headers: Record<string, string> };
  let classroom: number;
  let teacherHeaders: Record<string, string>;
  let otherTeacherHeaders: Record<string, string>;

  beforeAll(async () => {
    pupil = await student();
    // Twice: 12 + 7 right in 1 s then 2 s (median 1 500: fluent); 45 - 18 right in 4 s and 6 s (slow);
    // 6 x 7 wrong then right (learning, median of the right one: 2 000); 56 / 8 unanswered twice (missed).
    await sit(pupil, 60, [
      { warmup_id: w[0], result: '19', ms: 1000 },
      { warmup_id: w[1], result: '27', ms: 4000 },
      { warmup_id: w[2], result: '41', ms: 3000 },
    ]);
    await sit(pupil, 60, [
      { warmup_id: w[0], result: '19', ms: 2000 },
      { warmup_id: w[1], result: '27', ms: 6000 },
      { warmup_id: w[2], result: '42', ms: 2000 },
    ]);
    await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, a.client.client_id));
    const [c] = await t.db
      .insert(classrooms)
      .values({ client: a.client.client_id, class_name: 'Period 1', program: 'SAT' })
      .returning();
    classroom = c!.id;
    const teacher = await createTeacher(t.db, a.client.client_id);
    const other = await createTeacher(t.db, a.client.client_id);
    await t.db.insert(classroomTeachers).values({ classroom, teacher: teacher.id });
    await t.db.insert(classroomStudents).values({ classroom, student: pupil.id });
    teacherHeaders = bearer(tokenFor(t.app, 'teacher', teacher.id, a.client.client_id));
    otherTeacherHeaders = bearer(tokenFor(t.app, 'teacher', other.id, a.client.client_id));
  });

  const expected = () => [
    {
      operator: '+',
      operand_one: '12',
      operand_two: '7',
      attempts: 2,
      correct: 2,
      accuracy: 1,
      median_ms: 1500,
      level: 'fluent',
    },
    {
      operator: '-',
      operand_one: '45',
      operand_two: '18',
      attempts: 2,
      correct: 2,
      accuracy: 1,
      median_ms: 5000,
      level: 'slow',
    },
    {
      operator: 'x',
      operand_one: '6',
      operand_two: '7',
      attempts: 2,
      correct: 1,
      accuracy: 0.5,
      median_ms: 2000,
      level: 'learning',
    },
    {
      operator: '/',
      operand_one: '56',
      operand_two: '8',
      attempts: 2,
      correct: 0,
      accuracy: 0,
      median_ms: null,
      level: 'missed',
    },
  ];
  const sorted = (facts: Array<{ operator: string }>) =>
    [...facts].sort((x, y) => '+-x/'.indexOf(x.operator) - '+-x/'.indexOf(y.operator));

  it('shows the student their facts, coloured by accuracy and median time', async () => {
    const res = await call('GET', `/api/analytics/student/${pupil.id}/fluency/`, pupil.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().fluent_ms).toBe(3000);
    expect(sorted(res.json().facts)).toEqual(expected());
  });

  it('shows them to the client’s admin and the class’s teacher, for the student and the class', async () => {
    for (const headers of [a.adminHeaders, teacherHeaders, superAdminHeaders(t.app)]) {
      const one = await call('GET', `/api/analytics/student/${pupil.id}/fluency/`, headers);
      expect(sorted(one.json().facts)).toEqual(expected());
      const all = await call('GET', `/api/analytics/classroom/${classroom}/fluency/`, headers);
      expect(all.statusCode).toBe(200);
      expect(sorted(all.json().facts)).toEqual(expected());
    }
  });

  it('shows nothing to another student, another client’s admin, or a teacher not of the class', async () => {
    const other = await student();
    for (const headers of [other.headers, b.adminHeaders, otherTeacherHeaders]) {
      const one = await call('GET', `/api/analytics/student/${pupil.id}/fluency/`, headers);
      expect([403, 404]).toContain(one.statusCode);
      expect(one.json()).not.toHaveProperty('facts');
    }
    for (const headers of [b.adminHeaders, otherTeacherHeaders, pupil.headers]) {
      const all = await call('GET', `/api/analytics/classroom/${classroom}/fluency/`, headers);
      expect([403, 404]).toContain(all.statusCode);
      expect(all.json()).not.toHaveProperty('facts');
    }
  });

  it("refuses the class's grid (403) while the client has classes off, as every class route does", async () => {
    const switchTo = (on: boolean) =>
      t.db.update(clients).set({ assign_test_for_class: on }).where(eq(clients.client_id, a.client.client_id));
    await switchTo(false);
    const off = await call('GET', `/api/analytics/classroom/${classroom}/fluency/`, a.adminHeaders);
    await switchTo(true);
    expect([off.statusCode, off.json().message]).toEqual([403, CLASSROOM_MESSAGES.switchOff]);
  });

  it('refuses an id out of range with a 400', async () => {
    const res = await call('GET', '/api/analytics/student/99999999999/fluency/', a.adminHeaders);
    expect(res.statusCode).toBe(400);
  });
});

describe('the client’s fluency_recommended switch', () => {
  it('is off by default and set in the client configuration', async () => {
    const url = `/api/client/${a.client.client_id}/`;
    expect((await call('GET', url, superAdminHeaders(t.app))).json().fluency_recommended).toBe(false);
    const set = await call('PUT', url, superAdminHeaders(t.app), { fluency_recommended: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().fluency_recommended).toBe(true);
  });
});

describe('the Master Recommended Test with fluency_recommended on', () => {
  it('holds the most missed, then slowest cards of the student’s record instead of the legacy union', async () => {
    await t.db
      .update(clients)
      .set({ give_personalized: true, personzlized_warmup_count: 2, fluency_recommended: true })
      .where(eq(clients.client_id, b.client.client_id));
    const setB = await createWarmupSet(t.db, {
      equations: [
        [3, '+', 4],
        [9, '-', 2],
      ],
    });
    const setC = await createWarmupSet(t.db, { equations: [[8, 'x', 7]] });
    const sets = [set, setB, setC].map((x) => x.set.master_qnsbank_id);
    await grantToClient(t.db, b.client.client_id, b.admin.email, { warmups: sets });
    const s = await createStudent(t.db, b.client.client_id);
    const headers = bearer(tokenFor(t.app, 'student', s.student_id, b.client.client_id));
    const [c0] = setC.warmups.map((x) => x.warmup_id);
    const [b0, b1] = setB.warmups.map((x) => x.warmup_id);
    // The record before: 8 x 7 missed twice.
    for (let i = 0; i < 2; i++) {
      await createWarmupResult(t.db, s.student_id, setC.set, [c0!], {
        test_taken: true,
        answers: { [c0!]: '54' },
        wrng_qns_list: [c0!],
      });
    }
    // Set A: 19 in 1 s, 27 in 8 s, 41 (wrong) in 3 s, 56 / 8 unanswered.
    const r = await createWarmupResult(t.db, s.student_id, set.set, w, { timer: true });
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, headers);
    await elapse(r.result_id, 60);
    await call('PUT', `/api/warmup-result/${r.result_id}/`, headers, {
      result: [
        { warmup_id: w[0], result: '19', ms: 1000 },
        { warmup_id: w[1], result: '27', ms: 8000 },
        { warmup_id: w[2], result: '41', ms: 3000 },
      ],
    });
    // Set B, all unanswered: its Recommended Test makes the second, so the master is made (rule 4).
    const rb = await createWarmupResult(t.db, s.student_id, setB.set, [b0!, b1!]);
    expect((await call('PUT', `/api/warmup-result/${rb.result_id}/`, headers, { result: [] })).statusCode).toBe(200);
    const [master] = await t.db
      .select()
      .from(warmupResults)
      .where(eq(warmupResults.test_name, 'Master Recommended Test'));
    // Legacy: [6 x 7, 56 / 8, 3 + 4, 9 - 2]. By fluency, as many cards: 8 x 7 (2 misses), then the
    // cards missed once, slowest first (6 x 7 in 3 s), then in the legacy order.
    expect(master?.student).toBe(s.student_id);
    expect(master?.assigned_questions).toEqual([c0, w[2], w[3], b0]);
  });
});
