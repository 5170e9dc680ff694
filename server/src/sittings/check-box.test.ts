// A check-box question end to end (issue 19): authored in the Data Tool with several keys (a
// multiple-choice question keeps exactly one), its html text sanitised on save, taken with a list of
// answersids (draft and submission), graded all or nothing and with the test's partial credit, and its
// keys kept from the student until the release.
import { AUTHORING_API_MESSAGES, CHOICE_MESSAGES } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, quizzes } from '../db/schema/index';
import { superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody } from '../test/multipart';
import { caller, type Headers, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let su: Headers;
/** The check-box question (number 5) and its options: 2, 3 right; 4, 6, 9 wrong (r = 2, w = 3). */
let boxes: { questionid: number; options: number[] };
let quizId: number;

async function form(method: 'POST' | 'PUT', url: string, fields: Record<string, string | number>) {
  const body = await multipartBody(fields, {});
  return t.app.inject({ method, url, payload: body.payload, headers: { ...su, ...body.headers } });
}

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  su = superAdminHeaders(t.app);
  w = await sittingWorld(t);
  quizId = w.test.quiz.master_qnsbank_id;
});
afterAll(() => t.close());

describe('authoring a check-box question', () => {
  it('stores an html text sanitised: a script and an onerror attribute are removed, the formatting kept', async () => {
    const res = await form('POST', '/quiz/question/', {
      master_qnsbank: quizId,
      question_number: 5,
      question_complexity: 1,
      question_type: 'check boxes',
      text_format: 'html',
      question_header: 'Primes',
      question_text: '<p>Which are <b>prime</b>?<script>alert(1)</script><img src="x.png" onerror="alert(2)"></p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().questionid as number;
    const [row] = await t.db.select().from(questions).where(eq(questions.questionid, id));
    expect(row).toMatchObject({
      question_type: 'check boxes',
      text_format: 'html',
      question_text: '<p>Which are <b>prime</b>?<img src="x.png"></p>',
    });
    expect(res.json()).toMatchObject({ text_format: 'html', question_text: row!.question_text });

    const saved = await call('PUT', `/quiz/question/${id}/answers/`, su, {
      options: ['2', '<i>3</i><span onclick="x()">!</span>', '4', '6', '9'],
      key: [2, 1],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answers = saved.json().answers as Array<{ answersid: number; name: string; isAnswer: boolean }>;
    expect(answers.map((a) => [a.name, a.isAnswer])).toEqual([
      ['2', true],
      ['<i>3</i>!', true],
      ['4', false],
      ['6', false],
      ['9', false],
    ]);
    boxes = { questionid: id, options: answers.map((a) => a.answersid) };
  });

  it('sanitises the steps of an html question', async () => {
    const res = await form('POST', '/quiz/steps/', {
      question: boxes.questionid,
      step1_text: '<p>2 and 3 have no divisor but 1 and themselves<script>steal()</script></p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().step1_text).toBe('<p>2 and 3 have no divisor but 1 and themselves</p>');
  });

  it('refuses two keys on a multiple-choice question, and turning a check-box question with two into one', async () => {
    const single = w.test.questions[0]!;
    const twoKeys = await call('PUT', `/quiz/question/${single.id}/answers/`, su, {
      options: ['a', 'b', 'c', 'd'],
      key: [1, 2],
    });
    expect(twoKeys.statusCode).toBe(400);
    expect(twoKeys.json()).toMatchObject({
      message: AUTHORING_API_MESSAGES.oneKey,
      fields: { key: [AUTHORING_API_MESSAGES.oneKey] },
    });
    const turned = await form('PUT', `/quiz/question/${boxes.questionid}/`, {
      master_qnsbank: quizId,
      question_type: 'multiple choice',
      question_header: 'Primes',
      question_text: 'Which are prime?',
    });
    expect(turned.statusCode).toBe(400);
    expect(turned.json().message).toBe(AUTHORING_API_MESSAGES.oneKey);
    // A check-box question's option marked right keeps the other keys.
    const marked = await call('PUT', `/quiz/answers/${boxes.options[2]}/`, su, {
      name: '4',
      isAnswer: true,
      question: boxes.questionid,
    });
    expect(marked.statusCode).toBe(200);
    const unmarked = await call('PUT', `/quiz/answers/${boxes.options[2]}/`, su, {
      name: '4',
      isAnswer: false,
      question: boxes.questionid,
    });
    expect(unmarked.statusCode).toBe(200);
    const read = (await call('GET', `/quiz/question/${boxes.questionid}/`, su)).json();
    expect(read.answers.map((a: { isAnswer: boolean }) => a.isAnswer)).toEqual([true, true, false, false, false]);
  });

  it('sets the test’s check-box scoring through the quiz API, and refuses another value', async () => {
    const body = {
      test_name: 'SAT Math 1',
      test_description: 'Keyed',
      test_type: 'SAT',
      section: 'math',
      answer_type: 'A - H',
      subject_category: 'Algebra',
      test_booklet_year: '2026',
      test_lang_type: 'English',
    };
    const bad = await call('PUT', `/quiz/quiz/${quizId}/`, su, { ...body, check_box_scoring: 'half' });
    expect(bad.statusCode).toBe(400);
    const kept = await call('PUT', `/quiz/quiz/${quizId}/`, su, body);
    expect(kept.json().check_box_scoring).toBe('all or nothing');
  });
});

const scoring = (value: 'partial' | 'all or nothing') =>
  t.db.update(quizzes).set({ check_box_scoring: value }).where(eq(quizzes.master_qnsbank_id, quizId));

async function takeAndSubmit(draft: number[], sent: Array<{ questionid: number; select_ans: unknown }>) {
  const s = await w.student();
  const assigned = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: quizId,
    student: s.id,
  });
  expect(assigned.statusCode).toBe(201);
  const url = `/api/mastersitting/${assigned.json().master_sitting_id}`;
  const opened = await call('POST', `${url}/start/`, s.headers);
  expect(opened.statusCode).toBe(200);
  const saved = await call('PUT', `${url}/answer/`, s.headers, { questionid: boxes.questionid, select_ans: draft });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().saved).toEqual({ questionid: boxes.questionid, select_ans: draft });
  const submitted = await call('POST', `${url}/submit/`, s.headers, { result: sent });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...s, url };
}

describe('taking and grading a check-box question', () => {
  it('gives the student the question with check boxes and no key; keeps a list of two as the draft', async () => {
    const s = await w.student();
    const assigned = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: quizId,
      student: s.id,
    });
    const url = `/api/mastersitting/${assigned.json().master_sitting_id}`;
    const opened = (await call('POST', `${url}/start/`, s.headers)).json();
    const shown = opened.questions.find((q: { questionid: number }) => q.questionid === boxes.questionid);
    expect(shown).toMatchObject({ question_type: 'check boxes', text_format: 'html' });
    expect(shown.answers.map((a: { label: string }) => a.label)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(JSON.stringify(opened)).not.toContain('isAnswer');
    // Nor does the question route give the key before the release.
    const question = await call('GET', `/quiz/question/${boxes.questionid}/`, s.headers);
    expect(question.statusCode).toBe(200);
    expect(JSON.stringify(question.json())).not.toContain('isAnswer');
    expect(question.json().steps).toEqual([]);

    const [right2, right3, , six] = boxes.options;
    const put = (select_ans: unknown, questionid = boxes.questionid) =>
      call('PUT', `${url}/answer/`, s.headers, { questionid, select_ans });
    expect((await put([right2, six])).statusCode).toBe(200);
    const reloaded = (await call('POST', `${url}/start/`, s.headers)).json();
    expect(reloaded.saved_answers).toContainEqual({ questionid: boxes.questionid, select_ans: [right2, six] });
    // One id for a check-box question is kept as a list of one.
    expect((await put(right3)).json().saved).toEqual({ questionid: boxes.questionid, select_ans: [right3] });

    const foreign = await put([right2, w.test.questions[0]!.options[0]]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(CHOICE_MESSAGES.notAnOption);
    const single = w.test.questions[0]!;
    const listForSingle = await put(single.options.slice(0, 2), single.id);
    expect(listForSingle.statusCode).toBe(400);
    expect(listForSingle.json().message).toBe(CHOICE_MESSAGES.oneAnswer);
    const pausedWithForeign = await call('POST', `${url}/submit/`, s.headers, {
      result: [{ questionid: boxes.questionid, select_ans: [right2, 999_999] }],
    });
    expect(pausedWithForeign.statusCode).toBe(400);
  });

  it('all or nothing: one right and one wrong box earn nothing; exactly the right ones earn the question', async () => {
    const [right2, right3, , six] = boxes.options as [number, number, number, number, number];
    const keyB = w.test.questions[0]!.options[1]!;
    // Draft [2, 6]; the submission sends question 1 right and leaves the draft for the check-box question.
    const partlyRight = await takeAndSubmit([right2, six], [{ questionid: w.test.questions[0]!.id, select_ans: keyB }]);
    const graded = (await call('GET', `${partlyRight.url}/`, w.a.adminHeaders)).json();
    expect(graded).toMatchObject({ score: 1, points: 1, total_qns: 5, wrong_qns_numberlist: '[2,3,4,5]' });
    expect(graded.result[4]).toEqual({
      questionid: boxes.questionid,
      select_ans: `${right2},${six}`,
      isCorrect: false,
      credit: 0,
    });
    // The submission's list replaces the draft: exactly the right ones.
    const right = await takeAndSubmit([six], [{ questionid: boxes.questionid, select_ans: [right3, right2] }]);
    const full = (await call('GET', `${right.url}/`, w.a.adminHeaders)).json();
    expect(full).toMatchObject({ score: 1, points: 1, wrong_qns_numberlist: '[1,2,3,4]' });
    expect(full.result[4]).toMatchObject({ select_ans: `${right2},${right3}`, isCorrect: true, credit: 1 });
  });

  it('partial: 1/2 for a right box less 1/3 for a wrong one is 0.17; the question stays wrong', async () => {
    await scoring('partial');
    const [right2, , , six] = boxes.options as [number, number, number, number, number];
    const keyB = w.test.questions[0]!.options[1]!;
    const s = await takeAndSubmit([right2, six], [{ questionid: w.test.questions[0]!.id, select_ans: keyB }]);
    const graded = (await call('GET', `${s.url}/`, w.a.adminHeaders)).json();
    // 1 (question 1) + 1/2 - 1/3 = 1.17; score counts only fully right questions.
    expect(graded).toMatchObject({ score: 1, points: 1.17, percentage: 20, wrong_qns_numberlist: '[2,3,4,5]' });
    expect(graded.result[4]).toMatchObject({ isCorrect: false, credit: 0.17 });

    // The student sees nothing of it before the release, then every chosen and every right option.
    const before = (await call('GET', `${s.url}/`, s.headers)).json();
    expect(before).toMatchObject({ score: null, points: null, result: [] });
    expect((await call('GET', `${s.url}/review/`, s.headers)).statusCode).toBe(409);
    const released = await call('PUT', `${s.url}/`, w.a.adminHeaders, { analyse_test_results: true });
    expect(released.statusCode).toBe(200);
    const review = (await call('GET', `${s.url}/review/`, s.headers)).json();
    expect(review.stats).toMatchObject({ score: 1, points: 1.17, correct: 1, wrong: 1, unanswered: 3 });
    const reviewed = review.questions.find((q: { questionid: number }) => q.questionid === boxes.questionid);
    expect(reviewed).toMatchObject({
      question_type: 'check boxes',
      chosen_answers: [right2, six],
      chosen_labels: ['A', 'D'],
      select_label: 'A, D',
      correct_answers: boxes.options.slice(0, 2),
      correct_labels: ['A', 'B'],
      isCorrect: false,
      credit: 0.17,
    });
    await scoring('all or nothing');
  });
});
