// The API contract's last details (issue 17), as a client written to client-student-warmups §3 and §7
// reads them: after submission the master sitting's assessment_score holds the graded score and
// GET /api/mastersitting/{id}/ carries the result rows (to admins at once, to the student only after
// the release); an admin sees a preparation test's wrong_qns_numberlist (the questions it holds)
// before it is taken.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterSittings } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
// Questions 1 to 4; keys B, B, C, A.
let q: Awaited<ReturnType<typeof sittingWorld>>['test']['questions'];

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t, { prepLimit: 2 });
  q = w.test.questions;
});
afterAll(() => t.close());

/** A student of A who took the test: question 1 right, 2 wrong, 3 and 4 unanswered (score 1 of 4). */
async function taken() {
  const s = await w.student();
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: s.id,
  });
  const id = res.json().master_sitting_id as number;
  const url = `/api/mastersitting/${id}`;
  const result = [
    { questionid: q[0]!.id, select_ans: q[0]!.key },
    { questionid: q[1]!.id, select_ans: q[1]!.options[0] },
  ];
  expect((await call('POST', `${url}/submit/`, s.headers, { result })).statusCode).toBe(200);
  return { ...s, student: s.id, id, url };
}

// What grading writes, in question-number order: unanswered questions are rows with select_ans ''.
const graded = () => [
  { questionid: q[0]!.id, select_ans: String(q[0]!.key), isCorrect: true },
  { questionid: q[1]!.id, select_ans: String(q[1]!.options[0]), isCorrect: false },
  { questionid: q[2]!.id, select_ans: '', isCorrect: false },
  { questionid: q[3]!.id, select_ans: '', isCorrect: false },
];

describe('a submitted master sitting', () => {
  it('holds the graded score in assessment_score and carries result: to admins at once', async () => {
    const s = await taken();
    const [row] = await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, s.id));
    expect(row).toMatchObject({ assessment_score: 1, score: 1 });
    const admin = (await call('GET', `${s.url}/`, w.a.adminHeaders)).json();
    expect(admin).toMatchObject({ test_taken: true, assessment_score: 1, score: 1, result: graded() });
    const listed = (await call('GET', `/api/mastersittingbystudentid/${s.student}/`, w.a.adminHeaders)).json();
    expect(listed[0]).toMatchObject({ assessment_score: 1, result: graded() });
  });

  it('gives the student neither the score nor result (nor any isCorrect) before the release, both after', async () => {
    const s = await taken();
    const reads = async () => [
      (await call('GET', `${s.url}/`, s.headers)).json(),
      (await call('GET', `/api/mastersittingbystudentid/${s.student}/`, s.headers)).json()[0],
    ];
    for (const before of await reads()) {
      expect(before).toMatchObject({ test_taken: true, assessment_score: 0, score: null, result: [] });
      expect(JSON.stringify(before)).not.toMatch(/isCorrect|isAnswer/);
    }
    const release = await call('PUT', `${s.url}/`, w.a.adminHeaders, { analyse_test_results: true });
    expect(release.statusCode).toBe(200);
    for (const after of await reads()) {
      expect(after).toMatchObject({ analyse_test_results: true, assessment_score: 1, score: 1, result: graded() });
    }
  });

  it('carries result [] and the assigned assessment_score before it is taken', async () => {
    const s = await w.student();
    const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      student: s.id,
    });
    expect(res.json()).toMatchObject({ assessment_score: 0, result: [] });
    const url = `/api/mastersitting/${res.json().master_sitting_id}/`;
    expect((await call('GET', url, w.a.adminHeaders)).json()).toMatchObject({ assessment_score: 0, result: [] });
  });
});

describe('a preparation test before it is taken', () => {
  it('gives an admin its wrong_qns_numberlist (the questions it holds), not the student', async () => {
    const s = await taken();
    const prep = await call('POST', '/api/personalized/', w.a.adminHeaders, { master_sitting: s.id });
    expect(prep.statusCode).toBe(201);
    expect(prep.json()).toMatchObject({ question_numbers: [2, 3, 4], wrong_qns_numberlist: '[2,3,4]' });
    const admin = (await call('GET', `/api/personalizedbystudentid/${s.student}/`, w.a.adminHeaders)).json();
    expect(admin).toEqual([
      expect.objectContaining({ test_taken: false, question_numbers: [2, 3, 4], wrong_qns_numberlist: '[2,3,4]' }),
    ]);
    const mine = (await call('GET', `/api/personalizedbystudentid/${s.student}/`, s.headers)).json();
    expect(mine[0]).toMatchObject({ test_taken: false, wrong_qns_numberlist: null, result: [] });
  });
});
