// Paper sittings: many centres sit tests on paper; an administrator enters the chosen options
// question by question (JSON) or as a CSV file, all or nothing, and saving grades the sitting.
import { PAPER_MESSAGES, PAPER_TIME_TAKEN, SITTING_MESSAGES } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
});
afterAll(() => t.close());

async function assigned() {
  const s = await w.student();
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: s.id,
    timer: true,
  });
  return { ...s, url: `/api/mastersitting/${res.json().master_sitting_id}` };
}

const csv = (url: string, text: string, headers = w.a.adminHeaders) =>
  t.app.inject({
    method: 'POST',
    url: `${url}/paper/`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: text,
  });

describe('POST …/paper/', () => {
  it('grades the options entered question by question (letters, positions, blank), setting import_test_results', async () => {
    const s = await assigned();
    // Keys: B, B, C, A.
    const res = await call('POST', `${s.url}/paper/`, w.a.adminHeaders, {
      answers: [
        { question_number: 1, option: 'b' },
        { question_number: '2', option: 3 },
        { questionid: w.test.questions[2]!.id, option: 'C' },
        { question_number: 4, option: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'taken',
      test_taken: true,
      import_test_results: true,
      score: 2,
      percentage: 50,
      wrong_qns_numberlist: '[2,4]',
      time_taken: PAPER_TIME_TAKEN,
    });
    const analysis = (await call('GET', `${s.url}/analysis/`, w.a.adminHeaders)).json();
    expect(analysis.questions.map((q: { select_label: string }) => q.select_label)).toEqual(['B', 'C', 'C', '']);
    // The student can no longer take it on screen.
    expect((await call('POST', `${s.url}/start/`, s.headers)).statusCode).toBe(409);
  });

  it('reads a CSV file of question_number and option', async () => {
    const s = await assigned();
    const res = await csv(s.url, 'Question_Number;Option\n1;B\n2;B\n3;C\n4;A\n');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ score: 4, percentage: 100, wrong_qns_numberlist: '[]' });
  });

  it('refuses a bad file with every problem by row, and saves nothing', async () => {
    const s = await assigned();
    const res = await csv(s.url, 'question_number,option\n1,B\n9,A\n2,Z\nx,A\n1,C\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: PAPER_MESSAGES.refused,
      rows: [
        { row: 2, field: 'question_number', message: PAPER_MESSAGES.unknownQuestion(9) },
        { row: 3, field: 'option', message: PAPER_MESSAGES.notAnOption('Z', ['A', 'B', 'C', 'D']) },
        { row: 4, field: 'question_number', message: PAPER_MESSAGES.questionNumber },
        { row: 5, field: 'question_number', message: PAPER_MESSAGES.repeatedQuestion(1, 1) },
      ],
    });
    const header = await csv(s.url, 'number,choice\n1,B\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().rows[0]).toMatchObject({ row: 0 });
    const empty = await call('POST', `${s.url}/paper/`, w.a.adminHeaders, { answers: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PAPER_MESSAGES.empty);
    expect((await call('GET', `${s.url}/`, w.a.adminHeaders)).json()).toMatchObject({
      state: 'to_take',
      test_taken: false,
    });
  });

  it('refuses a sitting already taken, the student, and another client’s admin', async () => {
    const s = await assigned();
    const entry = { answers: [{ question_number: 1, option: 'B' }] };
    for (const headers of [s.headers, w.b.adminHeaders]) {
      expect((await call('POST', `${s.url}/paper/`, headers, entry)).statusCode).toBe(403);
    }
    expect((await call('POST', `${s.url}/paper/`, w.a.adminHeaders, entry)).statusCode).toBe(200);
    const twice = await call('POST', `${s.url}/paper/`, w.a.adminHeaders, entry);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SITTING_MESSAGES.alreadySubmitted);
  });
});
