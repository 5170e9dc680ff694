// After the test: the administrator's Analyse Test Answers and Scores and Stats (20 questions a page),
// the release (analyse_test_results and the §4 comments), the student's review with steps and the
// step videos they may see, and the answer keys sent to a student by no route before the release.
import { SITTING_COMMENTS, SITTING_MESSAGES } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steps, stepVideos } from '../db/schema/index';
import { createClient, createKeyedTest, grantToClient, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
// 45 questions, every key B (the second option), except question 3 whose key is D.
let big: Awaited<ReturnType<typeof createKeyedTest>>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  big = await createKeyedTest(t.db, {
    keys: Array.from({ length: 45 }, (_, i) => (i === 2 ? 3 : 1)),
    name: 'SAT Long',
  });
  await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
    quizzes: [w.test.quiz.master_qnsbank_id, big.quiz.master_qnsbank_id],
  });
  const other = await createClient(t.db);
  const first = big.questions[0]!.id;
  // The Data Tool's fifth step text, which the viewer shows too.
  await t.db.update(steps).set({ step5_text: 'Step five for 1' }).where(eq(steps.question, first));
  await t.db.insert(stepVideos).values([
    { question: first, master_qnsbank: big.quiz.master_qnsbank_id, urls: ['https://videos.test/general.mp4'] },
    {
      question: first,
      master_qnsbank: big.quiz.master_qnsbank_id,
      urls: ['https://videos.test/own.mp4'],
      client_admin: w.a.client.client_id,
    },
    {
      question: first,
      master_qnsbank: big.quiz.master_qnsbank_id,
      urls: ['https://videos.test/other.mp4'],
      client_admin: other.client_id,
    },
  ]);
});
afterAll(() => t.close());

/** A student of A who took the 45-question test: 1 right, 2 wrong, 3 right (D), the rest unanswered. */
async function taken() {
  const s = await w.student();
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: big.quiz.master_qnsbank_id,
    student: s.id,
  });
  const url = `/api/mastersitting/${res.json().master_sitting_id}`;
  const [q1, q2, q3] = big.questions;
  const result = [
    { questionid: q1!.id, select_ans: q1!.key },
    { questionid: q2!.id, select_ans: q2!.options[0] },
    { questionid: q3!.id, select_ans: q3!.key },
  ];
  expect((await call('POST', `${url}/submit/`, s.headers, { result })).statusCode).toBe(200);
  return { ...s, url };
}

describe('GET …/analysis/ (Analyse Test Answers, Scores and Stats)', () => {
  it('pages the questions 20 at a time with chosen and correct options, the score to 1 decimal, and the stats', async () => {
    const s = await taken();
    const first = await call('GET', `${s.url}/analysis/`, w.a.adminHeaders);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      page: 1,
      page_size: 20,
      total_pages: 3,
      total_questions: 45,
      can_release: true,
      // 2 of 45 is 4.444… %: 4.4.
      stats: { score: 2, total: 45, percentage: 4.4, correct: 2, wrong: 1, unanswered: 42 },
      sitting: { score: 2, percentage: 4.4, state: 'taken' },
    });
    expect(body.questions).toHaveLength(20);
    expect(body.result).toHaveLength(45);
    const [q1, q2, q3] = big.questions;
    expect(body.questions[0]).toMatchObject({
      question_number: 1,
      select_ans: String(q1!.key),
      select_label: 'B',
      correct_answers: [q1!.key],
      correct_labels: ['B'],
      isCorrect: true,
      steps: { step1_text: 'Step for 1', step2_text: '' },
    });
    expect(body.questions[1]).toMatchObject({ select_label: 'A', correct_labels: ['B'], isCorrect: false });
    expect(body.questions[2]).toMatchObject({ select_label: 'D', correct_labels: ['D'], isCorrect: true });
    expect(body.questions[3]).toMatchObject({ select_ans: '', select_label: '', isCorrect: false });
    expect(body.questions[1].answers.map((a: { isAnswer: boolean }) => a.isAnswer)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(q3).toBeDefined();
    const last = (await call('GET', `${s.url}/analysis/?page=3`, w.a.adminHeaders)).json();
    expect(last.questions.map((q: { question_number: number }) => q.question_number)).toEqual([41, 42, 43, 44, 45]);
    expect(q2).toBeDefined();
    expect((await call('GET', `${s.url}/analysis/?page=0`, w.a.adminHeaders)).statusCode).toBe(400);
  });

  it('sends a client admin the general videos and its own client’s; the super admin every one', async () => {
    const s = await taken();
    const admin = (await call('GET', `${s.url}/analysis/`, w.a.adminHeaders)).json();
    expect(admin.questions[0].stepvideo).toEqual([
      { urls: ['https://videos.test/general.mp4'], client_admin: null },
      { urls: ['https://videos.test/own.mp4'], client_admin: w.a.client.client_id },
    ]);
    const root = (await call('GET', `${s.url}/analysis/`, superAdminHeaders(t.app))).json();
    expect(root.questions[0].stepvideo).toHaveLength(3);
  });

  it('refuses a test not taken, the student, and another client’s admin', async () => {
    const s = await w.student();
    const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: big.quiz.master_qnsbank_id,
      student: s.id,
    });
    const url = `/api/mastersitting/${res.json().master_sitting_id}`;
    const early = await call('GET', `${url}/analysis/`, w.a.adminHeaders);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SITTING_MESSAGES.notTaken);
    const done = await taken();
    expect((await call('GET', `${done.url}/analysis/`, done.headers)).statusCode).toBe(403);
    expect((await call('GET', `${done.url}/analysis/`, w.b.adminHeaders)).statusCode).toBe(403);
  });
});

describe('the release and the student’s review', () => {
  it('keeps the scores and the review from the student until Score & Stats / Analyse releases them', async () => {
    const s = await taken();
    const before = await call('GET', `${s.url}/review/`, s.headers);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(SITTING_MESSAGES.notReleased);
    expect((await call('GET', `${s.url}/`, s.headers)).json()).toMatchObject({
      state: 'taken',
      score: null,
      percentage: null,
      wrong_qns_numberlist: null,
      ...SITTING_COMMENTS.taken,
    });

    const released = await call('PUT', `${s.url}/`, w.a.adminHeaders, { analyse_test_results: true });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({
      analyse_test_results: true,
      state: 'released',
      comments: 'Administrator analysing the results',
      student_comments: 'Your scores are available for review',
    });
    const mine = (await call('GET', `${s.url}/`, s.headers)).json();
    expect(mine).toMatchObject({ state: 'released', score: 2, percentage: 4.4 });
    expect(JSON.parse(mine.wrong_qns_numberlist)).toHaveLength(43);

    const review = await call('GET', `${s.url}/review/?page=1`, s.headers);
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({ page: 1, total_pages: 3, stats: { score: 2, total: 45 } });
    expect(review.json().questions[0]).toMatchObject({
      select_label: 'B',
      correct_labels: ['B'],
      steps: { step1_text: 'Step for 1', step5_text: 'Step five for 1' },
      // The student's own client's video and the general one, not another client's.
      stepvideo: [
        { urls: ['https://videos.test/general.mp4'], client_admin: null },
        { urls: ['https://videos.test/own.mp4'], client_admin: w.a.client.client_id },
      ],
    });
    expect(review.json()).not.toHaveProperty('result');
    const analysis = (await call('GET', `${s.url}/analysis/`, w.a.adminHeaders)).json();
    expect(analysis.can_release).toBe(false);
  });

  it('is the student’s own: another student and another client’s admin are refused', async () => {
    const s = await taken();
    await call('PUT', `${s.url}/`, w.a.adminHeaders, { analyse_test_results: true });
    const other = await w.student();
    for (const headers of [other.headers, w.b.adminHeaders, w.b.studentHeaders]) {
      expect((await call('GET', `${s.url}/review/`, headers)).statusCode).toBe(403);
    }
  });
});

describe('answer keys reach a student by no route before the release', () => {
  it('GET /quiz/quiz/{id}/ and /quiz/question/{id}/ carry no isAnswer, steps nor videos until then', async () => {
    const s = await taken();
    const quizUrl = `/quiz/quiz/${big.quiz.master_qnsbank_id}/`;
    const questionUrl = `/quiz/question/${big.questions[0]!.id}/`;
    for (const url of [quizUrl, questionUrl, `${s.url}/`, `/api/mastersittingbystudentid/${s.id}/`]) {
      const res = await call('GET', url, s.headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('isAnswer');
      expect(res.body, url).not.toContain('Step for');
    }
    const opened = await call('POST', `${s.url}/start/`, s.headers);
    expect(opened.statusCode).toBe(409);

    await call('PUT', `${s.url}/`, w.a.adminHeaders, { analyse_test_results: true });
    const after = (await call('GET', questionUrl, s.headers)).json();
    expect(after.answers.some((a: { isAnswer?: boolean }) => a.isAnswer === true)).toBe(true);
    expect(after.steps[0].step1_text).toBe('Step for 1');
    expect(after.stepvideo.map((v: { urls: string[] }) => v.urls[0])).toEqual([
      'https://videos.test/general.mp4',
      'https://videos.test/own.mp4',
    ]);
  });

  it('sends a timed test’s questions with its clock: none before the student opens it, none while paused', async () => {
    const s = await w.student();
    const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: big.quiz.master_qnsbank_id,
      student: s.id,
      timer: true,
      student_timer: '00:30:00',
    });
    const url = `/api/mastersitting/${res.json().master_sitting_id}`;
    const questionsRead = async () =>
      (await call('GET', `/quiz/quiz/${big.quiz.master_qnsbank_id}/`, s.headers)).json().question.length;
    expect(await questionsRead()).toBe(0);
    expect((await call('GET', `/quiz/question/${big.questions[0]!.id}/`, s.headers)).statusCode).toBe(404);
    await call('POST', `${url}/start/`, s.headers);
    expect(await questionsRead()).toBe(45);
    await call('POST', `${url}/pause/`, s.headers, {});
    expect(await questionsRead()).toBe(0);
  });

  it('withholds a released test’s keys and review again while the student takes it anew (Reassign)', async () => {
    const s = await taken();
    await call('PUT', `${s.url}/`, w.a.adminHeaders, { analyse_test_results: true });
    expect((await call('GET', `${s.url}/review/`, s.headers)).statusCode).toBe(200);
    const again = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: big.quiz.master_qnsbank_id,
      student: s.id,
    });
    const url = `/api/mastersitting/${again.json().master_sitting_id}`;
    // Assigned but not opened: the earlier review stays readable.
    expect((await call('GET', `${s.url}/review/`, s.headers)).statusCode).toBe(200);
    await call('POST', `${url}/start/`, s.headers);
    const review = await call('GET', `${s.url}/review/`, s.headers);
    expect(review.statusCode).toBe(409);
    expect(review.json().message).toBe(SITTING_MESSAGES.reviewWhileTaking);
    const quiz = await call('GET', `/quiz/quiz/${big.quiz.master_qnsbank_id}/`, s.headers);
    expect(quiz.body).not.toContain('isAnswer');
    await call('POST', `${url}/submit/`, s.headers, { result: [] });
    expect((await call('GET', `${s.url}/review/`, s.headers)).statusCode).toBe(200);
    expect((await call('GET', `/quiz/quiz/${big.quiz.master_qnsbank_id}/`, s.headers)).body).toContain('isAnswer');
  });
});
