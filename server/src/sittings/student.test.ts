// The student taking a real test: the server's clock (with the student's extra time), each choice
// saved as it is made and given back on a reload, pause, the submission graded by the server and
// applied once, and the time up with its grace. Keys never reach the student before the release.
import { SITTING_MESSAGES } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterSittings } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
// Questions 1 to 4; keys B, B, C, A.
let q: Awaited<ReturnType<typeof sittingWorld>>['test']['questions'];

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  q = w.test.questions;
});
afterAll(() => t.close());

async function assigned(extra: Record<string, unknown> = {}, studentOverrides = {}) {
  const s = await w.student(studentOverrides);
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: s.id,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().master_sitting_id as number;
  return { ...s, id, student: s.id, url: `/api/mastersitting/${id}` };
}

/** Moves the running stretch's start back, as if `seconds` had gone by since the student opened the test. */
async function elapse(id: number, seconds: number) {
  await t.db
    .update(masterSittings)
    .set({ started_at: new Date(Date.now() - seconds * 1000) })
    .where(eq(masterSittings.master_sitting_id, id));
}

const choose = (url: string, headers: Headers, questionid: number, select_ans: number | null) =>
  call('PUT', `${url}/answer/`, headers, { questionid, select_ans });

describe('opening: the clock is the server’s', () => {
  it('starts a timed test on the first opening, gives the questions lettered and without keys, and resumes on a reload', async () => {
    const s = await assigned({ timer: true });
    const opened = await call('POST', `${s.url}/start/`, s.headers);
    expect(opened.statusCode).toBe(200);
    const body = opened.json();
    expect(body.sitting).toMatchObject({ state: 'in_progress', clock_status: 'in_progress', time_allowed: '00:10:00' });
    expect(body.sitting.remaining_seconds).toBe(600);
    expect(body.section_duration).toBe('00:10:00');
    expect(body.saved_answers).toEqual([]);
    expect(body.questions.map((x: { question_number: number }) => x.question_number)).toEqual([1, 2, 3, 4]);
    expect(body.questions[0].answers).toEqual(
      q[0]!.options.map((answersid, i) => ({ answersid, name: expect.any(String), label: 'ABCD'[i] })),
    );
    expect(JSON.stringify(body)).not.toContain('isAnswer');
    await elapse(s.id, 90);
    const reloaded = (await call('POST', `${s.url}/start/`, s.headers)).json();
    expect(reloaded.sitting.remaining_seconds).toBe(510);
    // The dashboard's read shows the time left and opens nothing.
    const listed = (await call('GET', `/api/mastersittingbystudentid/${s.student}/`, s.headers)).json();
    expect(listed[0]).toMatchObject({ state: 'in_progress', remaining_seconds: 510 });
  });

  it('does not start on the student’s GET of the sitting', async () => {
    const s = await assigned({ timer: true });
    expect((await call('GET', `${s.url}/`, s.headers)).json()).toMatchObject({
      state: 'to_take',
      remaining_seconds: 600,
    });
    const [row] = await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, s.id));
    expect(row).toMatchObject({ started_at: null, time_allowed_seconds: null });
  });

  it('applies the student’s time multiplier to every timed test: 2 × 10 minutes; untimed has no limit', async () => {
    const double = await assigned({ timer: true }, { time_multiplier: '2' });
    expect((await call('POST', `${double.url}/start/`, double.headers)).json().sitting).toMatchObject({
      time_multiplier: '2',
      time_allowed: '00:20:00',
      remaining_seconds: 1200,
    });
    const quarter = await assigned({ timer: true, student_timer: '00:00:45' }, { time_multiplier: '1.25' });
    // 45 s × 1.25 = 56.25 s, rounded up.
    expect((await call('POST', `${quarter.url}/start/`, quarter.headers)).json().sitting.remaining_seconds).toBe(57);
    const free = await assigned({ timer: true }, { time_multiplier: 'untimed' });
    const opened = (await call('POST', `${free.url}/start/`, free.headers)).json();
    expect(opened.sitting).toMatchObject({ time_allowed: null, remaining_seconds: null });
    expect(opened.questions).toHaveLength(4);
  });

  it('is the student’s own: another student and the administrators cannot open it', async () => {
    const s = await assigned({ timer: true });
    const other = await w.student();
    for (const headers of [other.headers, w.a.adminHeaders, w.b.adminHeaders, w.b.studentHeaders]) {
      expect((await call('POST', `${s.url}/start/`, headers)).statusCode).toBe(403);
      expect((await choose(s.url, headers, q[0]!.id, q[0]!.key)).statusCode).toBe(403);
      expect((await call('POST', `${s.url}/pause/`, headers, {})).statusCode).toBe(403);
      expect((await call('POST', `${s.url}/submit/`, headers, { result: [] })).statusCode).toBe(403);
    }
  });
});

describe('each choice is saved as it is made', () => {
  it('keeps the last choice per question, clears one with null, and gives them back on a reload', async () => {
    const s = await assigned({ timer: true });
    await call('POST', `${s.url}/start/`, s.headers);
    const first = await choose(s.url, s.headers, q[0]!.id, q[0]!.options[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      saved: { questionid: q[0]!.id, select_ans: q[0]!.options[0] },
      state: 'in_progress',
      remaining_seconds: 600,
    });
    await choose(s.url, s.headers, q[0]!.id, q[0]!.options[1]!);
    await choose(s.url, s.headers, q[1]!.id, q[1]!.options[2]!);
    await choose(s.url, s.headers, q[2]!.id, q[2]!.options[2]!);
    await choose(s.url, s.headers, q[2]!.id, null);
    const reloaded = (await call('POST', `${s.url}/start/`, s.headers)).json();
    expect(reloaded.saved_answers).toEqual([
      { questionid: q[0]!.id, select_ans: q[0]!.options[1] },
      { questionid: q[1]!.id, select_ans: q[1]!.options[2] },
    ]);
  });

  it('refuses a question of another test, an option of another question, and a timed test not opened', async () => {
    const s = await assigned({ timer: true });
    const notOpened = await choose(s.url, s.headers, q[0]!.id, q[0]!.options[0]!);
    expect(notOpened.statusCode).toBe(409);
    expect(notOpened.json().message).toBe(SITTING_MESSAGES.notStarted);
    await call('POST', `${s.url}/start/`, s.headers);
    const foreign = await choose(s.url, s.headers, 999_999, null);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ questionid: ['This question is not part of the test'] });
    const crossed = await choose(s.url, s.headers, q[0]!.id, q[1]!.options[0]!);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().fields).toEqual({ select_ans: ['This answer is not an option of the question'] });
    const bad = await call('PUT', `${s.url}/answer/`, s.headers, { questionid: 'x', select_ans: 'B' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('pause', () => {
  it('saves the choices sent, stops the clock keeping the time left, hides the questions; a resume carries on', async () => {
    const s = await assigned({ timer: true });
    await call('POST', `${s.url}/start/`, s.headers);
    await elapse(s.id, 100);
    const paused = await call('POST', `${s.url}/pause/`, s.headers, {
      answers: [{ questionid: q[3]!.id, select_ans: q[3]!.options[0] }],
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      sitting: { state: 'in_progress', clock_status: 'paused', remaining_seconds: 500 },
      questions: null,
      saved_answers: [{ questionid: q[3]!.id, select_ans: q[3]!.options[0] }],
    });
    const [row] = await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, s.id));
    expect(row).toMatchObject({ started_at: null, elapsed_seconds: 100 });
    const whilePaused = await choose(s.url, s.headers, q[0]!.id, q[0]!.options[0]!);
    expect(whilePaused.statusCode).toBe(409);
    const resumed = (await call('POST', `${s.url}/start/`, s.headers)).json();
    expect(resumed.sitting).toMatchObject({ clock_status: 'in_progress', remaining_seconds: 500 });
    expect(resumed.questions).toHaveLength(4);
  });
});

describe('POST …/submit/', () => {
  it('grades on the server from the saved and sent choices, ignoring the score and isCorrect sent', async () => {
    const s = await assigned({ timer: true });
    await call('POST', `${s.url}/start/`, s.headers);
    await choose(s.url, s.headers, q[0]!.id, q[0]!.key);
    await choose(s.url, s.headers, q[1]!.id, q[1]!.options[0]!);
    await elapse(s.id, 61);
    const res = await call(
      'POST',
      `${s.url}/submit/`,
      { ...s.headers, 'idempotency-key': 'attempt-1' },
      {
        score: 4,
        test_taken: true,
        wrong_qns_numberlist: '[]',
        // Question 2 changed to the key (the last counts), question 3 wrong, question 4 unanswered.
        result: [
          { questionid: q[1]!.id, select_ans: q[1]!.key, isCorrect: true },
          { questionid: q[2]!.id, select_ans: String(q[2]!.options[0]), isCorrect: true },
        ],
      },
    );
    expect(res.statusCode).toBe(200);
    // Not released: the student sees that it is taken, not the score.
    expect(res.json()).toMatchObject({
      state: 'taken',
      test_taken: true,
      import_test_results: true,
      score: null,
      time_taken: '00:10:00 / 00:01:01',
    });
    const admin = (await call('GET', `${s.url}/`, w.a.adminHeaders)).json();
    expect(admin).toMatchObject({ score: 2, percentage: 50, total_qns: 4, wrong_qns_numberlist: '[3,4]' });
    const [row] = await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, s.id));
    expect(row?.result).toEqual([
      { questionid: q[0]!.id, select_ans: String(q[0]!.key), isCorrect: true },
      { questionid: q[1]!.id, select_ans: String(q[1]!.key), isCorrect: true },
      { questionid: q[2]!.id, select_ans: String(q[2]!.options[0]), isCorrect: false },
      { questionid: q[3]!.id, select_ans: '', isCorrect: false },
    ]);
    expect(row).toMatchObject({ draft_answers: {}, started_at: null, elapsed_seconds: 61 });
  });

  it('applies a retried submission once: the same key is answered again, another submission refused', async () => {
    const s = await assigned();
    const headers = { ...s.headers, 'idempotency-key': 'k-42' };
    const body = { result: [{ questionid: q[0]!.id, select_ans: q[0]!.key }] };
    const first = await call('POST', `${s.url}/submit/`, headers, body);
    const retry = await call('POST', `${s.url}/submit/`, headers, { result: [] });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = await call('POST', `${s.url}/submit/`, { ...s.headers, 'idempotency-key': 'k-43' }, body);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(SITTING_MESSAGES.alreadySubmitted);
    // Without a key the answers name the attempt: the same ones replay, different ones are refused.
    const t2 = await assigned();
    const once = await call('POST', `${t2.url}/submit/`, t2.headers, body);
    expect((await call('POST', `${t2.url}/submit/`, t2.headers, body)).body).toBe(once.body);
    expect((await call('POST', `${t2.url}/submit/`, t2.headers, { result: [] })).statusCode).toBe(409);
    expect((await choose(t2.url, t2.headers, q[0]!.id, q[0]!.key)).statusCode).toBe(409);
  });

  it('applies concurrent duplicates once', async () => {
    const s = await assigned();
    const headers = { ...s.headers, 'idempotency-key': 'same' };
    const body = { result: [{ questionid: q[0]!.id, select_ans: q[0]!.key }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `${s.url}/submit/`, headers, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect((await call('GET', `${s.url}/`, w.a.adminHeaders)).json().score).toBe(1);
  });

  it('refuses a timed test never opened, a foreign question, and a bad key header', async () => {
    const s = await assigned({ timer: true });
    const early = await call('POST', `${s.url}/submit/`, s.headers, { result: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SITTING_MESSAGES.notStarted);
    await call('POST', `${s.url}/start/`, s.headers);
    const foreign = await call('POST', `${s.url}/submit/`, s.headers, {
      result: [{ questionid: 5, select_ans: null }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ 'result.0.questionid': ['This question is not part of the test'] });
    const badKey = await call('POST', `${s.url}/submit/`, { ...s.headers, 'idempotency-key': ' ' }, { result: [] });
    expect(badKey.statusCode).toBe(400);
  });
});

describe('the time up', () => {
  it('takes choices within the grace; past it, grades the choices saved in time on the next read', async () => {
    const s = await assigned({ timer: true, student_timer: '00:01:00' });
    await call('POST', `${s.url}/start/`, s.headers);
    await choose(s.url, s.headers, q[0]!.id, q[0]!.key);
    await elapse(s.id, 65);
    // Within the grace (15 s): the browser's auto-submit at zero is taken.
    expect((await choose(s.url, s.headers, q[1]!.id, q[1]!.key)).statusCode).toBe(200);
    await elapse(s.id, 80);
    const late = await choose(s.url, s.headers, q[2]!.id, q[2]!.key);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SITTING_MESSAGES.timeUp);
    const graded = (await call('GET', `${s.url}/`, w.a.adminHeaders)).json();
    expect(graded).toMatchObject({ state: 'taken', score: 2, time_taken: '00:01:00 / 00:01:00' });
  });

  it('grades an abandoned test on the dashboard’s read, and a late submission from the saved choices', async () => {
    const s = await assigned({ timer: true, student_timer: '00:01:00' });
    await call('POST', `${s.url}/start/`, s.headers);
    await choose(s.url, s.headers, q[0]!.id, q[0]!.key);
    await elapse(s.id, 3600);
    const listed = (await call('GET', `/api/mastersittingbystudentid/${s.student}/`, s.headers)).json();
    expect(listed[0]).toMatchObject({ state: 'taken', test_taken: true });
    expect((await call('POST', `${s.url}/start/`, s.headers)).statusCode).toBe(409);

    const late = await assigned({ timer: true, student_timer: '00:01:00' });
    await call('POST', `${late.url}/start/`, late.headers);
    await choose(late.url, late.headers, q[0]!.id, q[0]!.key);
    await elapse(late.id, 200);
    const sent = q.map((x) => ({ questionid: x.id, select_ans: x.key }));
    expect((await call('POST', `${late.url}/submit/`, late.headers, { result: sent })).statusCode).toBe(200);
    expect((await call('GET', `${late.url}/`, w.a.adminHeaders)).json().score).toBe(1);
  });
});
