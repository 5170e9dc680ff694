import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, questions, steps } from '../db/schema/index';
import { createTest, createWarmupSet, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let su: Record<string, string>;

const post = (url: string, payload: unknown, headers = su) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

const row = (quizId: number, n: number, overrides: Record<string, unknown> = {}) => ({
  master_qnsbank: quizId,
  question_number: n,
  question_complexity: 3,
  question_type: 'multiple choice',
  question_header: `Question ${n}`,
  question_text: `What is ${n} + ${n}?`,
  section_code: 1,
  ...overrides,
});

const everything = async () => ({
  questions: await t.db.select().from(questions),
  answers: await t.db.select().from(answers),
  steps: await t.db.select().from(steps),
});

beforeAll(async () => {
  t = await startTestApp();
  su = superAdminHeaders(t.app);
});
afterAll(() => t.close());

describe('POST /quiz/importquestion/', () => {
  it('saves question rows and names the test', async () => {
    const test = await createTest(t.db, { questionCount: 0, name: 'Algebra I' });
    const res = await post('/quiz/importquestion/', {
      questions: [row(test.master_qnsbank_id, 1), row(test.master_qnsbank_id, 2, { question_image: 'figures/q2.png' })],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Questions Imported Successfully to Algebra I');
    expect(res.json().questions).toMatchObject([
      { question_number: 1, question_complexity: '3', question_image: null },
      { question_number: 2, question_image: 'figures/q2.png' },
    ]);
  });

  it('refuses every row when one names a missing test, a warm-up set, a taken or repeated number, or a long text', async () => {
    const test = await createTest(t.db, { questionCount: 1 });
    const set = await createWarmupSet(t.db);
    const id = test.master_qnsbank_id;
    const before = await everything();
    const cases: Array<[unknown[], string, string]> = [
      [[row(id, 5), row(999_999, 6)], 'questions.1.master_qnsbank', 'There is no such test'],
      [
        [row(id, 5), row(set.set.master_qnsbank_id, 6)],
        'questions.1.master_qnsbank',
        'A warm-up set holds warm-ups, not questions',
      ],
      [[row(id, 5), row(id, 1)], 'questions.1.question_number', 'Question number 1 already exists in this test'],
      [[row(id, 5), row(id, 5)], 'questions.1.question_number', 'Question number 5 already exists in this test'],
      [[row(id, 201)], 'questions.0.question_number', 'The question number must be a whole number from 1 to 200'],
      [[row(id, 5, { question_text: 'x'.repeat(500) })], 'questions.0.question_text', 'Question Length is Too Long'],
    ];
    for (const [rows, field, message] of cases) {
      const res = await post('/quiz/importquestion/', { questions: rows });
      expect(res.statusCode).toBe(400);
      // §8 names the stage that failed (the legacy wording, 'Adding Steps' for the questions too).
      expect(res.json().message).toBe('Something Went Worng While Adding Steps');
      expect(res.json().fields[field]).toEqual([message]);
    }
    expect(await everything()).toEqual(before);
  });
});

describe('POST /quiz/importanswer/ and /quiz/importsteps/', () => {
  it('saves answer rows (placeholder fields ignored) and step rows', async () => {
    const test = await createTest(t.db, { questionCount: 1 });
    const [q] = await t.db.select().from(questions).where(eq(questions.master_qnsbank, test.master_qnsbank_id));
    const ref = {
      question: q!.questionid,
      master_qnsbank: test.master_qnsbank_id,
      section_code: 1,
      answersid: 'x',
      extra: 1,
    };
    const res = await post('/quiz/importanswer/', {
      answers: ['1', '2', '3', '4'].map((name) => ({ ...ref, name, isAnswer: name === '2' ? 'True' : false })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Answers Imported Successfully');
    expect(res.json().answers.map((a: { isAnswer: boolean }) => a.isAnswer)).toEqual([false, true, false, false]);
    const stepsRes = await post('/quiz/importsteps/', {
      steps: [{ ...ref, step1_text: 'Add', step2_text: 'Done', step1_image: 'figures/s1.png' }],
    });
    expect(stepsRes.statusCode).toBe(201);
    expect(stepsRes.json()).toMatchObject({
      message: 'Steps Imported Successfully',
      steps: [
        { step1_text: 'Add', step2_text: 'Done', step5_text: '', step1_image: 'figures/s1.png', step2_image: null },
      ],
    });
  });

  it('refuses the whole list for a question of another test, a sixth option, a second key, a second steps row', async () => {
    const test = await createTest(t.db, { questionCount: 1 });
    const other = await createTest(t.db, { questionCount: 0 });
    const [q] = await t.db.select().from(questions).where(eq(questions.master_qnsbank, test.master_qnsbank_id));
    const ref = { question: q!.questionid, master_qnsbank: test.master_qnsbank_id };
    await post('/quiz/importanswer/', {
      answers: ['a', 'b', 'c', 'd'].map((name) => ({ ...ref, name, isAnswer: name === 'a' })),
    });
    await post('/quiz/importsteps/', { steps: [{ ...ref, step1_text: 'S' }] });
    const before = await everything();
    const answerCases: Array<[unknown[], string, string]> = [
      [
        [{ ...ref, master_qnsbank: other.master_qnsbank_id, name: 'e', isAnswer: false }],
        'answers.0.master_qnsbank',
        'The question belongs to another test',
      ],
      [[{ ...ref, question: 999_999, name: 'e', isAnswer: false }], 'answers.0.question', 'There is no such question'],
      [
        [
          { ...ref, name: 'e', isAnswer: false },
          { ...ref, name: 'f', isAnswer: false },
        ],
        'answers.1.question',
        'Question 1 would have more than 5 options',
      ],
      [
        [{ ...ref, name: 'e', isAnswer: true }],
        'answers.0.isAnswer',
        'Question 1 would have more than one correct answer',
      ],
    ];
    for (const [rows, field, message] of answerCases) {
      const res = await post('/quiz/importanswer/', { answers: rows });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Something Went Worng While adding Answers');
      expect(res.json().fields[field]).toEqual([message]);
    }
    const again = await post('/quiz/importsteps/', { steps: [{ ...ref, step1_text: 'Again' }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Something Went Worng While Adding Steps');
    expect(again.json().fields['steps.0.question']).toEqual(['This question already has steps: update them instead']);
    const long = await post('/quiz/importsteps/', {
      steps: [{ ...ref, step1_text: 'a', step5_text: 'x'.repeat(500) }],
    });
    expect(long.json().message).toBe('Something Went Worng While Adding Steps');
    expect(long.json().fields['steps.0.step5_text']).toEqual(['Steps Length is Too Long']);
    expect(await everything()).toEqual(before);
  });

  it('refuses a client admin and a student every import, with nothing changed', async () => {
    const a = await tenant(t.app, t.db);
    const test = await createTest(t.db, { questionCount: 1 });
    const [q] = await t.db.select().from(questions).where(eq(questions.master_qnsbank, test.master_qnsbank_id));
    const ref = { question: q!.questionid, master_qnsbank: test.master_qnsbank_id };
    const before = await everything();
    for (const headers of [a.adminHeaders, a.studentHeaders]) {
      expect(
        (await post('/quiz/importquestion/', { questions: [row(test.master_qnsbank_id, 9)] }, headers)).statusCode,
      ).toBe(403);
      expect(
        (await post('/quiz/importanswer/', { answers: [{ ...ref, name: 'a', isAnswer: true }] }, headers)).statusCode,
      ).toBe(403);
      expect((await post('/quiz/importsteps/', { steps: [{ ...ref, step1_text: 'a' }] }, headers)).statusCode).toBe(
        403,
      );
    }
    expect(await everything()).toEqual(before);
  });
});
