// Each option's feedback (imported from GIFT's `=answer#feedback`): stored with its option, never a step, sent
// to a student by no route before the release, and shown with its option in the released review.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, steps } from '../db/schema/index';
import { createTest, grantToClient, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody } from '../test/multipart';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let quizId: number;

// Moodle's example: feedback on the right answer and on each wrong one, and a general feedback.
const GIFT = `::Q2:: What's between orange and green in the spectrum?
{ =yellow # right; good! ~red # wrong, it's yellow ~blue # wrong, it's yellow
  #### Yellow lies between them. }

::Q3:: Two plus two is {=four ~five}
`;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  quizId = (await createTest(t.db, { questionCount: 0, name: 'Spectrum' })).master_qnsbank_id;
  const body = await multipartBody(
    { format: 'gift', all_or_nothing: 'true' },
    { file: { name: 'spectrum.gift', type: 'text/plain', data: GIFT } },
  );
  const imported = await t.app.inject({
    method: 'POST',
    url: `/quiz/quiz/${quizId}/import/`,
    payload: body.payload,
    headers: { ...superAdminHeaders(t.app), ...body.headers },
  });
  expect(imported.statusCode).toBe(201);
  await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, { quizzes: [quizId] });
});
afterAll(() => t.close());

const FEEDBACK = ['right; good!', "wrong, it's yellow"];
const holdsFeedback = (body: string) => body.includes('"feedback"') || FEEDBACK.some((text) => body.includes(text));

describe("each option's feedback", () => {
  it('is saved on its option, and only the general feedback is a step', async () => {
    const rows = await t.db
      .select({ name: answers.name, feedback: answers.feedback })
      .from(answers)
      .where(eq(answers.master_qnsbank, quizId))
      .orderBy(asc(answers.answersid));
    expect(rows).toEqual([
      { name: 'yellow', feedback: 'right; good!' },
      { name: 'red', feedback: "wrong, it's yellow" },
      { name: 'blue', feedback: "wrong, it's yellow" },
      { name: 'four', feedback: '' },
      { name: 'five', feedback: '' },
    ]);
    const stored = await t.db.select().from(steps).where(eq(steps.master_qnsbank, quizId));
    expect(stored.map((s) => [s.step1_text, s.step2_text])).toEqual([['Yellow lies between them.', '']]);
    // The export writes it back after its answer.
    const gift = await call('GET', `/quiz/quiz/${quizId}/export/?format=gift`, superAdminHeaders(t.app));
    expect(gift.body).toContain("=yellow#right; good!\n  ~red#wrong, it's yellow");
  });

  it('reaches the student by no route before the release, then beside its option in the review', async () => {
    const s = await w.student();
    const assigned = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: quizId,
      student: s.id,
    });
    const url = `/api/mastersitting/${assigned.json().master_sitting_id}`;
    const quiz = (await call('GET', `/quiz/quiz/${quizId}/`, s.headers)).json();
    const [q2] = quiz.question;
    const reads = () => [
      `/quiz/quiz/${quizId}/`,
      `/quiz/question/${q2.questionid}/`,
      `${url}/`,
      `/api/mastersittingbystudentid/${s.id}/`,
    ];
    const started = await call('POST', `${url}/start/`, s.headers);
    expect(started.statusCode).toBe(200);
    expect(started.json().questions).toHaveLength(2);
    expect(holdsFeedback(started.body)).toBe(false);
    for (const read of reads()) {
      const res = await call('GET', read, s.headers);
      expect(res.statusCode, read).toBe(200);
      expect(holdsFeedback(res.body), read).toBe(false);
    }
    const chosen = q2.answers[1].answersid;
    const submitted = await call('POST', `${url}/submit/`, s.headers, {
      result: [{ questionid: q2.questionid, select_ans: chosen }],
    });
    expect(submitted.statusCode).toBe(200);
    expect(holdsFeedback(submitted.body)).toBe(false);
    for (const read of reads()) expect(holdsFeedback((await call('GET', read, s.headers)).body), read).toBe(false);
    expect((await call('GET', `${url}/review/`, s.headers)).statusCode).toBe(409);

    // The administrator sees it before releasing.
    const analysis = (await call('GET', `${url}/analysis/`, w.a.adminHeaders)).json();
    expect(analysis.questions[0].answers.map((a: { feedback: string }) => a.feedback)).toEqual([
      'right; good!',
      "wrong, it's yellow",
      "wrong, it's yellow",
    ]);

    await call('PUT', `${url}/`, w.a.adminHeaders, { analyse_test_results: true });
    const review = await call('GET', `${url}/review/`, s.headers);
    expect(review.statusCode).toBe(200);
    const [first, second] = review.json().questions;
    expect(first.answers).toMatchObject([
      { name: 'yellow', isAnswer: true, feedback: 'right; good!' },
      { name: 'red', isAnswer: false, feedback: "wrong, it's yellow" },
      { name: 'blue', isAnswer: false, feedback: "wrong, it's yellow" },
    ]);
    expect(first.chosen_answers).toEqual([chosen]);
    expect(first.steps.step1_text).toBe('Yellow lies between them.');
    expect(second.answers.map((a: { feedback: string }) => a.feedback)).toEqual(['', '']);
    const question = (await call('GET', `/quiz/question/${q2.questionid}/`, s.headers)).json();
    expect(question.answers[0]).toMatchObject({ isAnswer: true, feedback: 'right; good!' });
  });
});
