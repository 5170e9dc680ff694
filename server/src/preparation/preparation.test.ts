// Personalized preparation tests (Admin Dashboard, view 2): made from a taken real test's wrong and
// unanswered questions, up to the client's personzlized_test_count per sitting; then taken, graded,
// released and reviewed as a real test is, holding only those questions.
import {
  PREPARATION_LIMIT_REACHED,
  PREPARATION_TEST_ALREADY_ASSIGNED,
  PREPARATION_TEST_ASSIGNED,
  PREPARATION_TEST_LIMIT_REACHED,
  SITTING_COMMENTS,
  SITTING_MESSAGES,
} from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers, setPrepLimit, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let q: Awaited<ReturnType<typeof sittingWorld>>['test']['questions'];

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t, { prepLimit: 2 });
  q = w.test.questions;
});
afterAll(() => t.close());

/** A student of A who took the test: question 1 right, 2 wrong, 3 unanswered, 4 right (keys B, B, C, A). */
async function takenMaster(answers = [q[0]!.key, q[1]!.options[0]!, null, q[3]!.key]) {
  const s = await w.student();
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: s.id,
  });
  const id = res.json().master_sitting_id as number;
  const result = answers.map((select_ans, i) => ({ questionid: q[i]!.id, select_ans }));
  expect((await call('POST', `/api/mastersitting/${id}/submit/`, s.headers, { result })).statusCode).toBe(200);
  return { ...s, master: id };
}

const prepare = (master: number, headers: Headers = w.a.adminHeaders, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/personalized/', headers, { master_sitting: master, ...extra });

describe('POST /api/personalized/', () => {
  it('makes a preparation test of the wrong and unanswered questions, named after the test', async () => {
    const s = await takenMaster();
    const res = await prepare(s.master, w.a.adminHeaders, { master_qnsbank: w.test.quiz.master_qnsbank_id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: PREPARATION_TEST_ASSIGNED,
      kind: 'personalized',
      master_sitting: s.master,
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      student: s.id,
      test_name: 'SAT Math 1 Personalized 1',
      question_numbers: [2, 3],
      total_qns: 2,
      state: 'to_take',
      ...SITTING_COMMENTS.assigned,
    });
    const master = (await call('GET', `/api/mastersitting/${s.master}/`, w.a.adminHeaders)).json();
    expect(master.preparation).toEqual({
      count: 1,
      limit: 2,
      label: PREPARATION_TEST_ALREADY_ASSIGNED,
      enabled: false,
      reason: PREPARATION_TEST_ALREADY_ASSIGNED,
    });
  });

  it('allows one open at a time and the client’s count per sitting: then “Preparation Test Limit Reached”', async () => {
    const s = await takenMaster();
    const first = (await prepare(s.master)).json();
    const whileOpen = await prepare(s.master);
    expect(whileOpen.statusCode).toBe(409);
    expect(whileOpen.json().message).toBe(PREPARATION_TEST_ALREADY_ASSIGNED);
    await call('POST', `/api/personalized/${first.personalized_id}/submit/`, s.headers, { result: [] });
    const second = await prepare(s.master);
    expect(second.statusCode).toBe(201);
    expect(second.json().test_name).toBe('SAT Math 1 Personalized 2');
    await call('POST', `/api/personalized/${second.json().personalized_id}/submit/`, s.headers, { result: [] });
    const third = await prepare(s.master);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(PREPARATION_TEST_LIMIT_REACHED);
    const master = (await call('GET', `/api/mastersitting/${s.master}/`, w.a.adminHeaders)).json();
    expect(master.preparation).toMatchObject({ count: 2, limit: 2, enabled: false, reason: PREPARATION_LIMIT_REACHED });
  });

  it('refuses a test not taken, one answered all right, another student, and a client allowing none', async () => {
    const notTaken = await w.student();
    const assigned = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      student: notTaken.id,
    });
    const early = await prepare(assigned.json().master_sitting_id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SITTING_MESSAGES.notTaken);
    const perfect = await takenMaster(q.map((x) => x.key));
    expect((await prepare(perfect.master)).json().message).toBe(SITTING_MESSAGES.nothingToPrepare);
    const s = await takenMaster();
    expect((await prepare(s.master, w.a.adminHeaders, { student: notTaken.id })).statusCode).toBe(400);
    expect((await prepare(999_999)).json().fields).toEqual({ master_sitting: [SITTING_MESSAGES.selectSitting] });
    await setPrepLimit(t.db, w.a.client.client_id, 0);
    const none = await prepare(s.master);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PREPARATION_TEST_LIMIT_REACHED);
    await setPrepLimit(t.db, w.a.client.client_id, 2);
  });

  it('is the client admin’s: another client’s admin and students are refused', async () => {
    const s = await takenMaster();
    expect((await prepare(s.master, w.b.adminHeaders)).statusCode).toBe(403);
    expect((await prepare(s.master, s.headers)).statusCode).toBe(403);
  });
});

describe('taking and reviewing a preparation test', () => {
  it('holds only its questions, is graded on them, released and reviewed', async () => {
    const s = await takenMaster();
    const prep = (await prepare(s.master, w.a.adminHeaders, { timer: true, student_timer: '00:05:00' })).json();
    const url = `/api/personalized/${prep.personalized_id}`;
    const opened = (await call('POST', `${url}/start/`, s.headers)).json();
    expect(opened.sitting).toMatchObject({ kind: 'personalized', time_allowed: '00:05:00', state: 'in_progress' });
    expect(opened.questions.map((x: { question_number: number }) => x.question_number)).toEqual([2, 3]);
    const outside = await call('PUT', `${url}/answer/`, s.headers, { questionid: q[0]!.id, select_ans: q[0]!.key });
    expect(outside.statusCode).toBe(400);
    expect(
      (await call('PUT', `${url}/answer/`, s.headers, { questionid: q[1]!.id, select_ans: q[1]!.key })).statusCode,
    ).toBe(200);
    const submitted = await call('POST', `${url}/submit/`, s.headers, {
      result: [{ questionid: q[2]!.id, select_ans: q[2]!.options[0] }],
    });
    expect(submitted.json()).toMatchObject({ state: 'taken', score: null });
    const admin = (await call('GET', `${url}/`, w.a.adminHeaders)).json();
    expect(admin).toMatchObject({ score: 1, total_qns: 2, percentage: 50, wrong_qns_numberlist: '[3]' });
    expect((await call('GET', `${url}/review/`, s.headers)).statusCode).toBe(409);
    const released = (await call('PUT', `${url}/`, w.a.adminHeaders, { analyse_test_results: true })).json();
    expect(released).toMatchObject({ state: 'released', ...SITTING_COMMENTS.released });
    const review = (await call('GET', `${url}/review/`, s.headers)).json();
    expect(
      review.questions.map((x: { question_number: number; isCorrect: boolean }) => [x.question_number, x.isCorrect]),
    ).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(review.stats).toMatchObject({ score: 1, total: 2, percentage: 50 });
  });

  it('paper entry and analysis work on its questions alone', async () => {
    const s = await takenMaster();
    const prep = (await prepare(s.master)).json();
    const url = `/api/personalized/${prep.personalized_id}`;
    const wrongRow = await call('POST', `${url}/paper/`, w.a.adminHeaders, {
      answers: [{ question_number: 1, option: 'B' }],
    });
    expect(wrongRow.statusCode).toBe(400);
    expect(wrongRow.json().rows).toEqual([{ row: 1, field: 'question_number', message: 'The test has no question 1' }]);
    const ok = await call('POST', `${url}/paper/`, w.a.adminHeaders, {
      answers: [{ question_number: 2, option: 'B' }],
    });
    expect(ok.json()).toMatchObject({ score: 1, total_qns: 2 });
    const analysis = (await call('GET', `${url}/analysis/`, w.a.adminHeaders)).json();
    expect(analysis).toMatchObject({ total_questions: 2, can_release: true, stats: { correct: 1, unanswered: 1 } });
  });
});

describe('reading, changing and deleting preparation tests', () => {
  it('lists them for the admin (by sitting, by student) and for the student; others are refused', async () => {
    const s = await takenMaster();
    const prep = (await prepare(s.master)).json();
    const bySitting = (await call('GET', `/api/personalized/?master_sitting=${s.master}`, w.a.adminHeaders)).json();
    expect(bySitting.map((p: { personalized_id: number }) => p.personalized_id)).toEqual([prep.personalized_id]);
    const byStudent = (await call('GET', `/api/personalized/?student=${s.id}`, w.a.adminHeaders)).json();
    expect(byStudent).toHaveLength(1);
    const mine = await call('GET', `/api/personalizedbystudentid/${s.id}/`, s.headers);
    // The same, but for the questions the test holds as its wrong list: an admin's to see before it is taken.
    expect(byStudent[0].wrong_qns_numberlist).toBe('[2,3]');
    expect(mine.json()).toEqual([{ ...byStudent[0], wrong_qns_numberlist: null }]);
    const other = await w.student();
    for (const headers of [other.headers, w.b.adminHeaders, w.b.studentHeaders]) {
      expect((await call('GET', `/api/personalizedbystudentid/${s.id}/`, headers)).statusCode).toBe(403);
      expect((await call('GET', `/api/personalized/${prep.personalized_id}/`, headers)).statusCode).toBe(403);
      expect((await call('POST', `/api/personalized/${prep.personalized_id}/start/`, headers)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/personalized/?master_sitting=${s.master}`, w.b.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/personalized/', w.b.adminHeaders)).json()).toEqual([]);
  });

  it('changes the timer before opening, and deletes with the message', async () => {
    const s = await takenMaster();
    const prep = (await prepare(s.master)).json();
    const url = `/api/personalized/${prep.personalized_id}/`;
    const timed = await call('PUT', url, w.a.adminHeaders, { timer: true, student_timer: '00:02:00' });
    expect(timed.json()).toMatchObject({ timer: true, time_allowed: '00:02:00' });
    expect((await call('PUT', url, w.a.adminHeaders, { student_comments: 'x' })).statusCode).toBe(400);
    for (const headers of [s.headers, w.b.adminHeaders]) {
      expect((await call('PUT', url, headers, { comments: 'x' })).statusCode).toBe(403);
      expect((await call('DELETE', url, headers)).statusCode).toBe(403);
    }
    expect((await call('DELETE', url, w.a.adminHeaders)).json()).toEqual({
      message: 'Assignment Deleted Successfully!',
    });
    // Deleting it frees the sitting for another.
    expect((await prepare(s.master)).statusCode).toBe(201);
  });
});
