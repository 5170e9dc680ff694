import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, masterSittings, questions, steps } from '../db/schema/index';
import { createTest, createWarmupSet, grantToClient, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody, pngBytes, type TestFile } from '../test/multipart';

let t: TestApp;
let dataDir: string;
let su: Record<string, string>;
let a: Awaited<ReturnType<typeof tenant>>;
let test: { master_qnsbank_id: number };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });

async function form(
  method: Method,
  url: string,
  fields: Record<string, string | number | boolean>,
  files: Record<string, TestFile> = {},
  headers = su,
) {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

const fileOf = (mediaPath: string) => join(dataDir, 'files', mediaPath.replace(/^\/media\//, ''));
const png = (size?: number): TestFile => ({ name: 'figure.png', type: 'image/png', data: pngBytes(size) });

let nextNumber = 10;
const questionFields = (overrides: Record<string, string | number> = {}) => ({
  master_qnsbank: test.master_qnsbank_id,
  question_number: nextNumber++,
  question_complexity: 1,
  question_type: 'multiple choice',
  question_header: 'Read carefully',
  question_text: 'What is $\\frac{1}{2}$ of 4?',
  ...overrides,
});

async function addQuestion(overrides: Record<string, string | number> = {}, files: Record<string, TestFile> = {}) {
  const res = await form('POST', '/quiz/question/', questionFields(overrides), files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { questionid: number; question_number: number; question_image: string | null };
}

const optionsOf = async (questionId: number) =>
  t.db.select().from(answers).where(eq(answers.question, questionId)).orderBy(answers.answersid);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prep-questions-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  su = superAdminHeaders(t.app);
  a = await tenant(t.app, t.db);
  test = await createTest(t.db, { questionCount: 2 });
});
afterAll(() => t.close());

describe('POST /quiz/question/', () => {
  it('adds a question with its image, stored by content and served under /media/', async () => {
    const res = await form('POST', '/quiz/question/', questionFields({ question_number: 3 }), {
      question_image: png(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Success',
      master_qnsbank: test.master_qnsbank_id,
      question_number: 3,
      question_complexity: '1',
      question_text: 'What is $\\frac{1}{2}$ of 4?',
      section_code: 1,
      question_image: expect.stringMatching(/^\/media\/questions\/[\w-]+\.png$/),
    });
    expect(existsSync(fileOf(res.json().question_image))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.json().question_image });
    expect(served.statusCode).toBe(200);
  });

  it('takes header and text of 499 characters and refuses 500', async () => {
    expect((await form('POST', '/quiz/question/', questionFields({ question_text: 'x'.repeat(499) }))).statusCode).toBe(
      201,
    );
    for (const field of ['question_text', 'question_header']) {
      const res = await form('POST', '/quiz/question/', questionFields({ [field]: 'x'.repeat(500) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: ['Question Length is Too Long'] });
    }
  });

  it('refuses an image of 1,000,001 bytes and keeps one of 1,000,000', async () => {
    const big = await form('POST', '/quiz/question/', questionFields(), { question_image: png(1_000_001) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      message: 'File size Limit exceeds!',
      fields: { question_image: ['File size Limit exceeds!'] },
    });
    const limit = await form('POST', '/quiz/question/', questionFields(), { question_image: png(1_000_000) });
    expect(limit.statusCode).toBe(201);
  });

  it('refuses an HTML file named .png, and an SVG, whatever type the browser gave them', async () => {
    const before = await t.db.select().from(questions);
    for (const data of ['<html><script>alert(1)</script></html>', '<svg xmlns="http://www.w3.org/2000/svg"/>']) {
      const res = await form('POST', '/quiz/question/', questionFields(), {
        question_image: { name: 'figure.png', type: 'image/png', data },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ question_image: ['Please Select an image file only'] });
    }
    expect(await t.db.select().from(questions)).toHaveLength(before.length);
  });

  it('refuses question number 201, a complexity of 3 on a new question, and asks for every field', async () => {
    const n201 = await form('POST', '/quiz/question/', questionFields({ question_number: 201 }));
    expect(n201.statusCode).toBe(400);
    expect(n201.json().fields.question_number).toEqual(['The question number must be a whole number from 1 to 200']);
    const c3 = await form('POST', '/quiz/question/', questionFields({ question_complexity: 3 }));
    expect(c3.json().fields.question_complexity).toEqual(['The complexity of a new question must be 1 or 2']);
    const empty = await form('POST', '/quiz/question/', { master_qnsbank: test.master_qnsbank_id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please Fillout All Fields');
  });

  it('refuses a number the test already has, with a clear message and no image left behind', async () => {
    const res = await form('POST', '/quiz/question/', questionFields({ question_number: 1 }), {
      question_image: png(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Question number 1 already exists in this test',
      fields: { question_number: ['Question number 1 already exists in this test'] },
    });
    const other = await createTest(t.db, { questionCount: 0 });
    expect(
      (
        await form(
          'POST',
          '/quiz/question/',
          questionFields({ master_qnsbank: other.master_qnsbank_id, question_number: 1 }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('lets one of several simultaneous adds take a number, and tells the others', async () => {
    const own = await createTest(t.db, { questionCount: 0 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        form('POST', '/quiz/question/', questionFields({ master_qnsbank: own.master_qnsbank_id, question_number: 7 })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json().message).toBe('Question number 7 already exists in this test');
    }
  });

  it('refuses a warm-up set and a test that does not exist', async () => {
    const set = await createWarmupSet(t.db);
    const warm = await form('POST', '/quiz/question/', questionFields({ master_qnsbank: set.set.master_qnsbank_id }));
    expect(warm.json().fields).toEqual({ master_qnsbank: ['A warm-up set holds warm-ups, not questions'] });
    const none = await form('POST', '/quiz/question/', questionFields({ master_qnsbank: 999_999 }));
    expect(none.json().fields).toEqual({ master_qnsbank: ['There is no such test'] });
  });
});

describe('PUT and DELETE /quiz/question/{id}/', () => {
  it('changes any subset of the fields, replaces the image and deletes the old file', async () => {
    const q = await addQuestion({}, { question_image: png() });
    const res = await form(
      'PUT',
      `/quiz/question/${q.questionid}/`,
      { question_complexity: 5 },
      { question_image: png(100) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Success',
      question_complexity: '5',
      question_text: 'What is $\\frac{1}{2}$ of 4?',
    });
    expect(res.json().question_image).not.toBe(q.question_image);
    expect(existsSync(fileOf(q.question_image!))).toBe(false);
    expect(existsSync(fileOf(res.json().question_image))).toBe(true);
    const cleared = await form('PUT', `/quiz/question/${q.questionid}/`, {
      remove_image: 'true',
      question_text: 'New',
    });
    expect(cleared.json()).toMatchObject({ question_image: null, question_text: 'New' });
    expect(existsSync(fileOf(res.json().question_image))).toBe(false);
  });

  it('refuses a number taken by another question, a complexity of 6, an empty text, and a move to another test', async () => {
    const q = await addQuestion();
    const taken = await form('PUT', `/quiz/question/${q.questionid}/`, { question_number: 2 });
    expect(taken.json().message).toBe('Question number 2 already exists in this test');
    const same = await form('PUT', `/quiz/question/${q.questionid}/`, { question_number: q.question_number });
    expect(same.statusCode).toBe(200);
    const c6 = await form('PUT', `/quiz/question/${q.questionid}/`, { question_complexity: 6 });
    expect(c6.json().fields.question_complexity).toEqual(['The complexity must be a whole number from 1 to 5']);
    const blank = await form('PUT', `/quiz/question/${q.questionid}/`, { question_text: ' ' });
    expect(blank.json().fields.question_text).toEqual(['Please Fillout All Fields']);
    const other = await createTest(t.db, { questionCount: 0 });
    const move = await form('PUT', `/quiz/question/${q.questionid}/`, { master_qnsbank: other.master_qnsbank_id });
    expect(move.json().message).toBe('A question cannot move to another test');
    expect((await form('PUT', '/quiz/question/999999/', { question_text: 'x' })).statusCode).toBe(404);
  });

  it('deletes a question with its options, steps and images', async () => {
    const q = await addQuestion({ question_number: 150 }, { question_image: png() });
    await call('PUT', `/quiz/question/${q.questionid}/answers/`, su, { options: ['a', 'b', 'c', 'd'], key: 1 });
    const stepsRes = await form(
      'POST',
      '/quiz/steps/',
      { question: q.questionid, step1_text: 'First' },
      { step2_image: png() },
    );
    const stepImage = stepsRes.json().step2_image as string;
    const res = await call('DELETE', `/quiz/question/${q.questionid}/`, su);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Question Number 150 has been deleted Successfully',
      questionid: q.questionid,
    });
    expect(await optionsOf(q.questionid)).toEqual([]);
    expect(existsSync(fileOf(q.question_image!))).toBe(false);
    expect(existsSync(fileOf(stepImage))).toBe(false);
    expect((await call('DELETE', `/quiz/question/${q.questionid}/`, su)).statusCode).toBe(404);
  });
});

describe('answers', () => {
  it('saves a whole question’s options and key in one request, then updates them keeping their ids', async () => {
    const q = await addQuestion();
    const added = await call('PUT', `/quiz/question/${q.questionid}/answers/`, su, {
      options: ['1', '2', '3', '4', '5'],
      key: 5,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Options Added Successfully');
    expect(added.json().answers.map((x: { name: string; isAnswer: boolean }) => [x.name, x.isAnswer])).toEqual([
      ['1', false],
      ['2', false],
      ['3', false],
      ['4', false],
      ['5', true],
    ]);
    const ids = added.json().answers.map((x: { answersid: number }) => x.answersid);
    const updated = await call('PUT', `/quiz/question/${q.questionid}/answers/`, su, {
      options: ['one', '2', '3', '4'],
      key: '2',
    });
    expect(updated.json().message).toBe('Options Updated Successfully');
    expect(updated.json().answers.map((x: { answersid: number }) => x.answersid)).toEqual(ids.slice(0, 4));
    expect((await optionsOf(q.questionid)).map((x) => [x.name, x.isAnswer])).toEqual([
      ['one', false],
      ['2', true],
      ['3', false],
      ['4', false],
    ]);
  });

  it('refuses a sixth option, three options, a key on no option and a 500-character option, changing nothing', async () => {
    const q = await addQuestion();
    await call('PUT', `/quiz/question/${q.questionid}/answers/`, su, { options: ['a', 'b', 'c', 'd'], key: 1 });
    const before = await optionsOf(q.questionid);
    const cases: Array<[unknown, string, string]> = [
      [{ options: ['a', 'b', 'c', 'd', 'e', 'f'], key: 1 }, 'options', 'A question has at most 5 options'],
      [{ options: ['a', 'b', 'c'], key: 1 }, 'options', 'Please Fillout All Fields'],
      [{ options: ['a', 'b', 'c', 'd'], key: 5 }, 'key', 'The correct answer must be one of the filled options'],
      [{ options: ['a', 'b', 'c', 'x'.repeat(500)], key: 1 }, 'options.3', 'Answer Length is Too Long'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('PUT', `/quiz/question/${q.questionid}/answers/`, su, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toEqual([message]);
    }
    expect(await optionsOf(q.questionid)).toEqual(before);
    expect(
      (await call('PUT', '/quiz/question/999999/answers/', su, { options: ['a', 'b', 'c', 'd'], key: 1 })).statusCode,
    ).toBe(404);
  });

  it('changes one option with PUT /quiz/answers/{id}/, moving the key so a question never has two', async () => {
    const q = await addQuestion();
    const saved = await call('PUT', `/quiz/question/${q.questionid}/answers/`, su, {
      options: ['a', 'b', 'c', 'd'],
      key: 1,
    });
    const third = saved.json().answers[2];
    const res = await call('PUT', `/quiz/answers/${third.answersid}/`, su, {
      name: 'c!',
      isAnswer: 'true',
      question: q.questionid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'c!', isAnswer: true, message: 'Options Updated Successfully' });
    expect((await optionsOf(q.questionid)).map((x) => x.isAnswer)).toEqual([false, false, true, false]);
    const wrong = await call('PUT', `/quiz/answers/${third.answersid}/`, su, {
      name: 'c',
      isAnswer: false,
      question: 1,
    });
    expect(wrong.json().fields).toEqual({ question: ['The option belongs to another question'] });
    expect(
      (await call('PUT', '/quiz/answers/999999/', su, { name: 'c', isAnswer: false, question: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('steps', () => {
  it('adds steps with images once, then updates texts and replaces and removes images', async () => {
    const q = await addQuestion();
    const res = await form(
      'POST',
      '/quiz/steps/',
      {
        question: q.questionid,
        master_qnsbank: test.master_qnsbank_id,
        section_code: 1,
        step1_text: 'Halve 4',
        step2_text: 'It is 2',
        step5_text: 'x'.repeat(499),
      },
      { step1_image: png(), step4_image: png() },
    );
    expect(res.statusCode).toBe(201);
    const added = res.json();
    expect(added).toMatchObject({ message: 'Steps Added', step1_text: 'Halve 4', step3_text: '', step2_image: null });
    expect(existsSync(fileOf(added.step1_image))).toBe(true);
    const again = await form('POST', '/quiz/steps/', { question: q.questionid, step1_text: 'Again' });
    expect(again.json().fields).toEqual({ question: ['This question already has steps: update them instead'] });

    const updated = await form(
      'PUT',
      `/quiz/steps/${added.master_qnssteps_versionid}/`,
      { section_code_id: 7, step2_text: 'Two', remove_step4_image: 'true' },
      { step1_image: png(80) },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Steps Updated',
      step1_text: 'Halve 4',
      step2_text: 'Two',
      step4_image: null,
    });
    expect(existsSync(fileOf(added.step1_image))).toBe(false);
    expect(existsSync(fileOf(added.step4_image))).toBe(false);
    expect(existsSync(fileOf(updated.json().step1_image))).toBe(true);
  });

  it('checks step 5 too (the legacy form did not), and asks for the question and step 1', async () => {
    const q = await addQuestion();
    const long = await form('POST', '/quiz/steps/', {
      question: q.questionid,
      step1_text: 'a',
      step5_text: 'x'.repeat(500),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ step5_text: ['Steps Length is Too Long'] });
    const missing = await form('POST', '/quiz/steps/', { step2_text: 'b' });
    expect(missing.json().message).toBe('Please Fillout all the Fields!');
    const html = await form(
      'POST',
      '/quiz/steps/',
      { question: q.questionid, step1_text: 'a' },
      {
        step3_image: { name: 's.png', type: 'image/png', data: '<html></html>' },
      },
    );
    expect(html.json().fields).toEqual({ step3_image: ['Please Select an image file only'] });
    const big = await form(
      'POST',
      '/quiz/steps/',
      { question: q.questionid, step1_text: 'a' },
      { step1_image: png(1_000_001) },
    );
    expect(big.json().fields).toEqual({ step1_image: ['File size Limit exceeds!'] });
    expect(await t.db.select().from(steps).where(eq(steps.question, q.questionid))).toEqual([]);
    const none = await form('POST', '/quiz/steps/', { question: 999_999, step1_text: 'a' });
    expect(none.json().fields).toEqual({ question: ['There is no such question'] });
  });
});

describe('reading questions', () => {
  it('lists a test’s questions in number order with options, and one question with its steps', async () => {
    const own = await createTest(t.db, { questionCount: 0 });
    const q2 = await addQuestion({ master_qnsbank: own.master_qnsbank_id, question_number: 2 });
    const q1 = await addQuestion({ master_qnsbank: own.master_qnsbank_id, question_number: 1 });
    await call('PUT', `/quiz/question/${q1.questionid}/answers/`, su, { options: ['a', 'b', 'c', 'd'], key: 4 });
    await form('POST', '/quiz/steps/', { question: q1.questionid, step1_text: 'Because' });
    const list = await call('GET', `/quiz/question/?master_qnsbank=${own.master_qnsbank_id}`, su);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((q: { questionid: number }) => q.questionid)).toEqual([q1.questionid, q2.questionid]);
    expect(list.json()[0].answers[3]).toMatchObject({ name: 'd', isAnswer: true });
    const one = await call('GET', `/quiz/question/${q1.questionid}/`, su);
    expect(one.json()).toMatchObject({ question_number: 1, steps: [{ step1_text: 'Because' }], stepvideo: [] });
    expect((await call('GET', '/quiz/question/999999/', su)).statusCode).toBe(404);
    expect((await call('GET', '/quiz/question/?master_qnsbank=999999', su)).statusCode).toBe(404);
  });

  it('shows a client admin the questions of granted tests only', async () => {
    const granted = await createTest(t.db, { questionCount: 1 });
    const other = await createTest(t.db, { questionCount: 1 });
    await grantToClient(t.db, a.client.client_id, a.admin.email, { quizzes: [granted.master_qnsbank_id] });
    const res = await call('GET', `/quiz/question/?master_qnsbank=${granted.master_qnsbank_id}`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(
      (await call('GET', `/quiz/question/?master_qnsbank=${other.master_qnsbank_id}`, a.adminHeaders)).statusCode,
    ).toBe(403);
    const all = await call('GET', '/quiz/question/', a.adminHeaders);
    expect(new Set(all.json().map((q: { master_qnsbank: number }) => q.master_qnsbank))).toEqual(
      new Set([granted.master_qnsbank_id]),
    );
  });

  it('gives a student a question of an assigned test without isAnswer or steps until it is released', async () => {
    const s = await tenant(t.app, t.db);
    const own = await createTest(t.db, { questionCount: 0 });
    const q = await addQuestion({ master_qnsbank: own.master_qnsbank_id, question_number: 1 });
    await call('PUT', `/quiz/question/${q.questionid}/answers/`, su, { options: ['a', 'b', 'c', 'd'], key: 2 });
    await form('POST', '/quiz/steps/', { question: q.questionid, step1_text: 'Secret' });
    expect((await call('GET', `/quiz/question/${q.questionid}/`, s.studentHeaders)).statusCode).toBe(403);
    const [sitting] = await t.db
      .insert(masterSittings)
      .values({ master_qnsbank: own.master_qnsbank_id, student: s.student.student_id })
      .returning();
    const before = await call('GET', `/quiz/question/${q.questionid}/`, s.studentHeaders);
    expect(before.statusCode).toBe(200);
    expect(before.json().answers).toHaveLength(4);
    for (const option of before.json().answers) expect(option).not.toHaveProperty('isAnswer');
    expect(before.json().steps).toEqual([]);
    const listed = await call('GET', `/quiz/question/?master_qnsbank=${own.master_qnsbank_id}`, s.studentHeaders);
    expect(listed.json()[0].answers[1]).not.toHaveProperty('isAnswer');
    await t.db
      .update(masterSittings)
      .set({ analyse_test_results: true })
      .where(eq(masterSittings.master_sitting_id, sitting!.master_sitting_id));
    const after = await call('GET', `/quiz/question/${q.questionid}/`, s.studentHeaders);
    expect(after.json().answers[1].isAnswer).toBe(true);
    expect(after.json().steps[0].step1_text).toBe('Secret');
  });
});

describe('who may write', () => {
  it('refuses a client admin and a student every write, and nothing changes', async () => {
    const q = await addQuestion({}, { question_image: png() });
    const saved = await call('PUT', `/quiz/question/${q.questionid}/answers/`, su, {
      options: ['a', 'b', 'c', 'd'],
      key: 1,
    });
    const stepsRow = (await form('POST', '/quiz/steps/', { question: q.questionid, step1_text: 'S' })).json();
    await grantToClient(t.db, a.client.client_id, a.admin.email, { quizzes: [test.master_qnsbank_id] });
    const snapshot = async () => ({
      questions: await t.db.select().from(questions).where(eq(questions.master_qnsbank, test.master_qnsbank_id)),
      answers: await optionsOf(q.questionid),
      steps: await t.db.select().from(steps).where(eq(steps.question, q.questionid)),
    });
    const before = await snapshot();
    for (const headers of [a.adminHeaders, a.studentHeaders]) {
      const answerId = saved.json().answers[0].answersid;
      const writes = [
        await form('POST', '/quiz/question/', questionFields(), { question_image: png() }, headers),
        await form('PUT', `/quiz/question/${q.questionid}/`, { question_text: 'Hacked' }, {}, headers),
        await call('DELETE', `/quiz/question/${q.questionid}/`, headers),
        await call('PUT', `/quiz/question/${q.questionid}/answers/`, headers, {
          options: ['w', 'x', 'y', 'z'],
          key: 2,
        }),
        await call('PUT', `/quiz/answers/${answerId}/`, headers, { name: 'x', isAnswer: true, question: q.questionid }),
        await form('POST', '/quiz/steps/', { question: q.questionid, step1_text: 'x' }, {}, headers),
        await form('PUT', `/quiz/steps/${stepsRow.master_qnssteps_versionid}/`, { step1_text: 'x' }, {}, headers),
      ];
      expect(writes.map((res) => res.statusCode)).toEqual(writes.map(() => 403));
    }
    expect(await snapshot()).toEqual(before);
    expect(existsSync(fileOf(q.question_image!))).toBe(true);
  });
});
