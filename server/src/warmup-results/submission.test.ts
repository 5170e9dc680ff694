// The student's side: opening (the server's clock), saving answers, pausing, submitting (graded by
// the server, once), and the personalization that follows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, warmupResults } from '../db/schema/index';
import {
  bearer,
  createStudent,
  createWarmupResult,
  createWarmupSet,
  grantToClient,
  tenant,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;
let setB: Awaited<ReturnType<typeof createWarmupSet>>;
// Set A: 12 + 7 = 19, 45 - 18 = 27, 6 x 7 = 42, 56 / 8 = 7.
let w: number[];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

async function student(overrides: Parameters<typeof createStudent>[2] = {}) {
  const s = await createStudent(t.db, a.client.client_id, overrides);
  return { id: s.student_id, headers: bearer(tokenFor(t.app, 'student', s.student_id, a.client.client_id)) };
}

/** Moves the running stretch's start back, as if `seconds` had gone by since the student opened the test. */
async function elapse(resultId: number, seconds: number) {
  await t.db
    .update(warmupResults)
    .set({ started_at: new Date(Date.now() - seconds * 1000) })
    .where(eq(warmupResults.result_id, resultId));
}

/** Two right (19, 27), one wrong (41 for 42), one unanswered; and the values a dishonest browser adds. */
const answersOf = (ids: number[]) => ({
  score: 4,
  test_taken: true,
  wrng_qns_list: [],
  time_taken: '00:05:00 / 00:00:01',
  result: [
    { warmup_id: ids[0], result: '19', isCorrect: true },
    { warmup_id: ids[1], result: '27', isCorrect: true },
    { warmup_id: ids[2], result: '41', isCorrect: true },
  ],
});

beforeAll(async () => {
  t = await startTestApp();
  a = await tenant(t.app, t.db);
  set = await createWarmupSet(t.db, { name: 'Set A', section_duration: '00:05:00' });
  setB = await createWarmupSet(t.db, {
    name: 'Set B',
    equations: [
      [3, '+', 4],
      [9, '-', 2],
    ],
  });
  w = set.warmups.map((x) => x.warmup_id);
  await grantToClient(t.db, a.client.client_id, a.admin.email, {
    warmups: [set.set.master_qnsbank_id, setB.set.master_qnsbank_id],
  });
});
afterAll(() => t.close());

describe('opening a timed warm-up: the clock is the server’s', () => {
  it('shows the time allowed before the test is opened; an administrator’s read opens nothing', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    const notOpened = {
      status: 'assigned',
      student_timer: '00:05:00',
      remaining_seconds: 300,
      section_duration: '00:05:00',
    };
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, a.adminHeaders)).json()).toMatchObject(notOpened);
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, a.adminHeaders)).json()).toMatchObject(notOpened);
    const { section_duration: _, ...listed } = notOpened;
    expect((await call('GET', `/api/warmup-resultbyid/${s.id}/`, s.headers)).json()[0]).toMatchObject(listed);
    const [stored] = await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, r.result_id));
    expect(stored).toMatchObject({ started_at: null, time_allowed_seconds: null });
  });

  it('opens on the owning student’s first read (GET, then PUT, as the API document has it)', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    const read = await call('GET', `/api/warmup-result/${r.result_id}/`, s.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'in_progress', time_allowed: '00:05:00', remaining_seconds: 300 });
    expect(read.json().questions.map((q: { warmup_id: number }) => q.warmup_id)).toEqual(w);
    expect(read.json().questions[0]).not.toHaveProperty('answer');
    // A later read carries on with the clock rather than restarting it.
    await elapse(r.result_id, 30);
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, s.headers)).json()).toMatchObject({
      status: 'in_progress',
      remaining_seconds: 270,
    });
    const submitted = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'taken',
      score: 2,
      wrng_qns_list: [w[2], w[3]],
      time_taken: '00:05:00 / 00:00:30',
      student_timer: '00:04:30',
    });
  });

  it('starts on POST …/start/ and counts down on every read; the questions come without answers', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    const opened = await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      status: 'in_progress',
      student_timer: '00:05:00',
      time_allowed: '00:05:00',
      draft_answers: {},
    });
    expect(opened.json().questions).toEqual([
      { warmup_id: w[0], equation: '12 + 7', operand_one: '12', operand_two: '7', operator: '+', order: 1 },
      { warmup_id: w[1], equation: '45 - 18', operand_one: '45', operand_two: '18', operator: '-', order: 2 },
      { warmup_id: w[2], equation: '6 x 7', operand_one: '6', operand_two: '7', operator: 'x', order: 3 },
      { warmup_id: w[3], equation: '56 / 8', operand_one: '56', operand_two: '8', operator: '/', order: 4 },
    ]);
    await elapse(r.result_id, 72);
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, s.headers)).json()).toMatchObject({
      student_timer: '00:03:48',
      remaining_seconds: 228,
    });
    // Opening again (a reload) does not restart the clock.
    expect((await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers)).json()).toMatchObject({
      remaining_seconds: 228,
    });
  });

  it('allows the student timer the administrator set instead of the section duration', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true, student_timer: '00:02:00' });
    expect((await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers)).json()).toMatchObject({
      student_timer: '00:02:00',
      remaining_seconds: 120,
    });
  });

  it('gives a student with extra time their multiple of it, from the list before opening to the clock', async () => {
    // 5 minutes × 1.5 = 7:30; 2 minutes × 1.25 = 2:30; untimed: no limit at all.
    const s = await student({ time_multiplier: '1.5' });
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    expect((await call('GET', `/api/warmup-resultbyid/${s.id}/`, s.headers)).json()[0]).toMatchObject({
      status: 'assigned',
      time_allowed: '00:07:30',
      remaining_seconds: 450,
    });
    expect((await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers)).json()).toMatchObject({
      status: 'in_progress',
      time_allowed: '00:07:30',
      remaining_seconds: 450,
    });
    const [stored] = await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, r.result_id));
    expect(stored?.time_allowed_seconds).toBe(450);

    const quarter = await student({ time_multiplier: '1.25' });
    const timed = await createWarmupResult(t.db, quarter.id, set.set, w, { timer: true, student_timer: '00:02:00' });
    // The first read opens it too, with the same time.
    expect((await call('GET', `/api/warmup-result/${timed.result_id}/`, quarter.headers)).json()).toMatchObject({
      time_allowed: '00:02:30',
      remaining_seconds: 150,
    });

    const untimed = await student({ time_multiplier: 'untimed' });
    const free = await createWarmupResult(t.db, untimed.id, set.set, w, { timer: true });
    expect((await call('POST', `/api/warmup-result/${free.result_id}/start/`, untimed.headers)).json()).toMatchObject({
      status: 'in_progress',
      time_allowed: null,
      remaining_seconds: null,
    });
    await elapse(free.result_id, 3600);
    const late = await call('PUT', `/api/warmup-result/${free.result_id}/`, untimed.headers, answersOf(w));
    expect(late.json()).toMatchObject({ status: 'taken', score: 2, time_taken: 'No limit' });
  });

  it('pausing keeps the time left, hides the questions, and resuming carries on from there', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    await elapse(r.result_id, 100);
    const paused = await call('POST', `/api/warmup-result/${r.result_id}/pause/`, s.headers, {
      answers: { [w[0]!]: '19' },
    });
    expect(paused.json()).toMatchObject({
      status: 'paused',
      student_timer: '00:03:20',
      questions: null,
      draft_answers: { [w[0]!]: '19' },
    });
    const [stored] = await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, r.result_id));
    expect(stored).toMatchObject({ student_timer: '00:03:20', elapsed_seconds: 100, started_at: null });
    const resumed = await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    expect(resumed.json()).toMatchObject({
      status: 'in_progress',
      remaining_seconds: 200,
      draft_answers: { [w[0]!]: '19' },
    });
    expect(resumed.json().questions).toHaveLength(4);
  });

  it('reports the time up once the clock reaches zero', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    await elapse(r.result_id, 301);
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, s.headers)).json()).toMatchObject({
      status: 'time_up',
      student_timer: '00:00:00',
      remaining_seconds: 0,
    });
  });

  it('is the student’s own: another student and an administrator cannot open it', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    expect((await call('POST', `/api/warmup-result/${r.result_id}/start/`, a.studentHeaders)).statusCode).toBe(403);
    expect((await call('POST', `/api/warmup-result/${r.result_id}/start/`, a.adminHeaders)).statusCode).toBe(403);
  });
});

describe('PUT /api/warmup-result/{id}/draft/', () => {
  it('merges the answers typed so far, and a reload gets them back', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    const url = `/api/warmup-result/${r.result_id}/draft/`;
    expect((await call('PUT', url, s.headers, { answers: { [w[0]!]: '19' } })).json().message).toBe(
      'Open the warm-up first',
    );
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    await call('PUT', url, s.headers, { answers: { [w[0]!]: '18', [w[1]!]: '27' } });
    const res = await call('PUT', url, s.headers, { answers: { [w[0]!]: '19' } });
    expect(res.json()).toMatchObject({ draft_answers: { [w[0]!]: '19', [w[1]!]: '27' }, status: 'in_progress' });
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, s.headers)).json().draft_answers).toEqual({
      [w[0]!]: '19',
      [w[1]!]: '27',
    });
    const foreign = await call('PUT', url, s.headers, { answers: { [setB.warmups[0]!.warmup_id]: '7' } });
    expect(foreign.statusCode).toBe(400);
    await elapse(r.result_id, 400);
    const late = await call('PUT', url, s.headers, { answers: { [w[2]!]: '42' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Time is up');
  });
});

describe('PUT /api/warmup-result/{id}/ by the student (submission)', () => {
  it('grades on the server, ignoring the score, isCorrect, wrong list and time sent', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    await elapse(r.result_id, 72);
    const res = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      score: 2,
      total_qns: 4,
      wrng_qns_list: [w[2], w[3]],
      time_taken: '00:05:00 / 00:01:12',
      test_taken: true,
      status: 'taken',
      student_timer: '00:03:48',
      result: [
        { warmup_id: w[0], result: '19', isCorrect: true, answer: '19' },
        { warmup_id: w[1], result: '27', isCorrect: true, answer: '27' },
        { warmup_id: w[2], result: '41', isCorrect: false, answer: '42' },
        { warmup_id: w[3], result: '', isCorrect: false, answer: '7' },
      ],
    });
    const [stored] = await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, r.result_id));
    expect(stored).toMatchObject({
      score: 2,
      wrng_qns_list: [w[2], w[3]],
      answers: { [w[0]!]: '19', [w[1]!]: '27', [w[2]!]: '41', [w[3]!]: '' },
      time_taken: '00:05:00 / 00:01:12',
      draft_answers: {},
    });
  });

  it('says "No limit" for an untimed warm-up, which needs no opening, and counts only the last entry per question', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    const res = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, {
      result: [
        { warmup_id: w[3], result: '8' },
        { warmup_id: w[3], result: '7' },
        { warmup_id: w[0], result: '19' },
        { warmup_id: w[0], result: 'abc' },
      ],
    });
    expect(res.json()).toMatchObject({ score: 1, wrng_qns_list: [w[0], w[1], w[2]], time_taken: 'No limit' });
  });

  it('after submission the student’s reads hide the score until the release', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    const read = (await call('GET', `/api/warmup-result/${r.result_id}/`, s.headers)).json();
    expect(read).toMatchObject({ test_taken: true, score: null, wrng_qns_list: null, result: null });
    expect(read.questions[2]).not.toHaveProperty('answer');
  });

  it('refuses a timed warm-up that was never opened, another student’s, and a question not in it', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    const unopened = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    expect(unopened.statusCode).toBe(409);
    expect(unopened.json().message).toBe('Open the warm-up first');
    expect((await call('PUT', `/api/warmup-result/${r.result_id}/`, a.studentHeaders, answersOf(w))).statusCode).toBe(
      403,
    );
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    const foreign = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, {
      result: [{ warmup_id: setB.warmups[0]!.warmup_id, result: '7' }],
    });
    expect(foreign.statusCode).toBe(400);
    // An administrator's PUT is a release or timer change, never a submission.
    expect((await call('PUT', `/api/warmup-result/${r.result_id}/`, a.adminHeaders, answersOf(w))).json().message).toBe(
      'Nothing to update',
    );
  });

  it('after the time and its grace, grades the answers saved in time, not those sent', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w, { timer: true });
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, s.headers);
    await call('PUT', `/api/warmup-result/${r.result_id}/draft/`, s.headers, { answers: { [w[0]!]: '19' } });
    await elapse(r.result_id, 320);
    const res = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, {
      result: w.map((id, i) => ({ warmup_id: id, result: ['19', '27', '42', '7'][i] })),
    });
    expect(res.json()).toMatchObject({
      score: 1,
      wrng_qns_list: [w[1], w[2], w[3]],
      time_taken: '00:05:00 / 00:05:00',
    });
  });
});

describe('edits to a set reach the test screen and the grading at once', () => {
  it('a changed answer is used by the next read and the next submission', async () => {
    const own = await createWarmupSet(t.db, {
      name: 'Editable',
      equations: [
        [2, '+', 2],
        [3, '+', 3],
      ],
    });
    await grantToClient(t.db, a.client.client_id, a.admin.email, {
      warmups: [set.set.master_qnsbank_id, setB.set.master_qnsbank_id, own.set.master_qnsbank_id],
    });
    const ids = own.warmups.map((x) => x.warmup_id);
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, own.set, ids);
    // The first read puts the set in this server's copy.
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, a.adminHeaders)).json().questions[0]).toMatchObject(
      { equation: '2 + 2', answer: '4' },
    );
    const su = bearer(tokenFor(t.app, 'superadmin', 1));
    expect((await call('PUT', `/api/warmup/${ids[0]}/`, su, { equation: '2 x 5', answer: '10' })).statusCode).toBe(200);
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, a.adminHeaders)).json().questions[0]).toMatchObject(
      { equation: '2 x 5', answer: '10', operator: 'x' },
    );
    const res = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, {
      result: [
        { warmup_id: ids[0], result: '10' },
        { warmup_id: ids[1], result: '6' },
      ],
    });
    expect(res.json()).toMatchObject({
      score: 2,
      result: [
        { warmup_id: ids[0], isCorrect: true, answer: '10' },
        { warmup_id: ids[1], isCorrect: true, answer: '6' },
      ],
    });
  });
});

describe('a retried submission is applied once', () => {
  it('answers a retry with the same Idempotency-Key with the same result', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    const headers = { ...s.headers, 'idempotency-key': 'attempt-1' };
    const first = await call('PUT', `/api/warmup-result/${r.result_id}/`, headers, answersOf(w));
    const retry = await call('PUT', `/api/warmup-result/${r.result_id}/`, headers, answersOf(w));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    const other = await call(
      'PUT',
      `/api/warmup-result/${r.result_id}/`,
      { ...s.headers, 'idempotency-key': 'attempt-2' },
      answersOf(w),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This warm-up has already been submitted');
    const [stored] = await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, r.result_id));
    expect(Object.keys(stored!.answers)).toHaveLength(4);
  });

  it('without a key, the same answers are a retry and different answers are refused', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    const first = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    const same = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    expect(same.json()).toEqual(first.json());
    const changed = await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, {
      result: [{ warmup_id: w[2], result: '42' }],
    });
    expect(changed.statusCode).toBe(409);
  });

  it('applies concurrent duplicates once', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    const headers = { ...s.headers, 'idempotency-key': 'burst' };
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => call('PUT', `/api/warmup-result/${r.result_id}/`, headers, answersOf(w))),
    );
    expect(replies.map((x) => x.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((x) => x.body)).size).toBe(1);
    expect(replies.filter((x) => x.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    const [stored] = await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, r.result_id));
    expect(Object.keys(stored!.answers)).toHaveLength(4);
  });
});

describe('personalization after saving', () => {
  const names = async (studentId: number) =>
    (
      await t.db
        .select()
        .from(warmupResults)
        .where(eq(warmupResults.student, studentId))
        .orderBy(warmupResults.result_id)
    ).map((x) => [x.test_name, x.assigned_questions, x.sitting_id, x.is_personalized, x.warmup_set_no]);

  it('does nothing while the client has personalization off', async () => {
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    expect(await names(s.id)).toHaveLength(1);
  });

  it('runs rules 1 to 5 in the submitting transaction when it is on', async () => {
    await t.db
      .update(clients)
      .set({ give_personalized: true, personzlized_warmup_count: 2 })
      .where(eq(clients.client_id, a.client.client_id));
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    // Rule 1 (Personalized 1 of the wrong and unanswered) and rule 3 (its Recommended Test).
    expect(await names(s.id)).toEqual([
      ['Set A', w, null, false, set.set.master_qnsbank_id],
      ['Set A Personalized 1', [w[2], w[3]], r.result_id, true, set.set.master_qnsbank_id],
      ['Set A Recommended Test', [w[2], w[3]], r.result_id, true, set.set.master_qnsbank_id],
    ]);

    // Set B, all wrong: its Personalized 1 and Recommended Test, then (rule 4) the master of both.
    const b = setB.warmups.map((x) => x.warmup_id);
    const rb = await createWarmupResult(t.db, s.id, setB.set, b);
    await call('PUT', `/api/warmup-result/${rb.result_id}/`, s.headers, { result: [] });
    const after = await names(s.id);
    expect(after.slice(4)).toEqual([
      ['Set B Personalized 1', b, rb.result_id, true, setB.set.master_qnsbank_id],
      ['Set B Recommended Test', b, rb.result_id, true, setB.set.master_qnsbank_id],
      ['Master Recommended Test', [w[2], w[3], ...b], null, true, null],
    ]);
    const [master] = await t.db
      .select()
      .from(warmupResults)
      .where(eq(warmupResults.test_name, 'Master Recommended Test'));
    expect(master).toMatchObject({ student_timer: '00:02:00', timer: true, test_taken: false, total_qns: 4 });

    // The master's own submission personalizes nothing.
    await call('POST', `/api/warmup-result/${master!.result_id}/start/`, s.headers);
    const masterDone = await call('PUT', `/api/warmup-result/${master!.result_id}/`, s.headers, { result: [] });
    expect(masterDone.json()).toMatchObject({ score: 0, time_taken: expect.stringMatching(/^00:02:00 \/ 00:00:0\d$/) });
    expect(await names(s.id)).toHaveLength(after.length);
  });

  it('serializes one student’s concurrent submissions: both apply and the master sees both', async () => {
    await t.db
      .update(clients)
      .set({ give_personalized: true, personzlized_warmup_count: 2 })
      .where(eq(clients.client_id, a.client.client_id));
    const s = await student();
    const ra = await createWarmupResult(t.db, s.id, set.set, w);
    const b = setB.warmups.map((x) => x.warmup_id);
    const rb = await createWarmupResult(t.db, s.id, setB.set, b);
    const [one, two] = await Promise.all([
      call('PUT', `/api/warmup-result/${ra.result_id}/`, s.headers, answersOf(w)),
      call('PUT', `/api/warmup-result/${rb.result_id}/`, s.headers, { result: [] }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const all = await names(s.id);
    expect(all.filter(([name]) => name === 'Master Recommended Test')).toEqual([
      ['Master Recommended Test', expect.arrayContaining([w[2], w[3], ...b]), null, true, null],
    ]);
    expect(all.filter(([name]) => String(name).endsWith('Personalized 1'))).toHaveLength(2);
    expect(
      all.filter(([name]) => String(name).endsWith(' Recommended Test') && name !== 'Master Recommended Test'),
    ).toHaveLength(2);
  });

  it('reassigns the whole set once the sitting has its allowed personalized warm-ups', async () => {
    await t.db
      .update(clients)
      .set({ give_personalized: true, personzlized_warmup_count: 1 })
      .where(eq(clients.client_id, a.client.client_id));
    const s = await student();
    const r = await createWarmupResult(t.db, s.id, set.set, w);
    await call('PUT', `/api/warmup-result/${r.result_id}/`, s.headers, answersOf(w));
    const [p1] = await t.db.select().from(warmupResults).where(eq(warmupResults.sitting_id, r.result_id));
    expect(p1!.test_name).toBe('Set A Personalized 1');
    await call('PUT', `/api/warmup-result/${p1!.result_id}/`, s.headers, {
      result: [{ warmup_id: w[2], result: '42' }],
    });
    const last = (await names(s.id)).at(-1);
    expect(last).toEqual(['Set A', w, null, false, set.set.master_qnsbank_id]);
    // A personalized warm-up's cards are shuffled, the same way on every read.
    const one = (await call('GET', `/api/warmup-result/${p1!.result_id}/`, s.headers))
      .json()
      .questions.map((q: { warmup_id: number }) => q.warmup_id);
    const two = (await call('GET', `/api/warmup-result/${p1!.result_id}/`, s.headers))
      .json()
      .questions.map((q: { warmup_id: number }) => q.warmup_id);
    expect(one).toEqual(two);
    expect([...one].sort()).toEqual([w[2], w[3]].sort());
  });
});
