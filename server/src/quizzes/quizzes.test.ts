import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  assignedQuizzes,
  masterSittings,
  questions,
  quizzes,
  stepVideos,
  steps,
  warmupResults,
  warmups,
} from '../db/schema/index';
import {
  createTest,
  createWarmupResult,
  createWarmupSet,
  grantToClient,
  superAdminHeaders,
  tenant,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let su: Record<string, string>;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
let sat: { master_qnsbank_id: number };
let act: { master_qnsbank_id: number };
let set: Awaited<ReturnType<typeof createWarmupSet>>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, payload: payload as object });

beforeAll(async () => {
  t = await startTestApp();
  su = superAdminHeaders(t.app);
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
  sat = await createTest(t.db, { questionCount: 2 });
  act = await createTest(t.db, { test_type: 'ACT', course: 1, questionCount: 1 });
  set = await createWarmupSet(t.db);
  // Each SAT question has two options (the second right), a step and two videos: one general, one client B's.
  const qs = await t.db.select().from(questions).where(eq(questions.master_qnsbank, sat.master_qnsbank_id));
  for (const q of qs) {
    await t.db.insert(answers).values([
      { name: 'A', isAnswer: false, question: q.questionid, master_qnsbank: sat.master_qnsbank_id },
      { name: 'B', isAnswer: true, question: q.questionid, master_qnsbank: sat.master_qnsbank_id },
    ]);
    await t.db
      .insert(steps)
      .values({ question: q.questionid, master_qnsbank: sat.master_qnsbank_id, step1_text: 'Add' });
    await t.db.insert(stepVideos).values([
      { question: q.questionid, master_qnsbank: sat.master_qnsbank_id, urls: ['https://v/general.mp4'] },
      {
        question: q.questionid,
        master_qnsbank: sat.master_qnsbank_id,
        urls: ['https://v/b.mp4'],
        client_admin: b.client.client_id,
      },
    ]);
  }
  await grantToClient(t.db, a.client.client_id, a.admin.email, {
    quizzes: [sat.master_qnsbank_id],
    warmups: [set.set.master_qnsbank_id],
  });
  await grantToClient(t.db, b.client.client_id, b.admin.email, {
    quizzes: [sat.master_qnsbank_id, act.master_qnsbank_id],
  });
});
afterAll(() => t.close());

describe('GET /quiz/quiz/', () => {
  it('gives the super admin every test with questions, answers, steps and videos nested', async () => {
    const res = await call('GET', '/quiz/quiz/', su);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((q: { master_qnsbank_id: number }) => q.master_qnsbank_id)).toEqual([
      sat.master_qnsbank_id,
      act.master_qnsbank_id,
      set.set.master_qnsbank_id,
    ]);
    const first = list[0];
    expect(first.question).toHaveLength(2);
    expect(first.question[0].answers.map((x: { name: string; isAnswer: boolean }) => [x.name, x.isAnswer])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    expect(first.question[0].steps[0].step1_text).toBe('Add');
    expect(first.question[0].stepvideo).toHaveLength(2);
    expect(first).not.toHaveProperty('createdAt');
  });

  it('gives a client admin only the tests and warm-up sets granted to its client, and its own videos', async () => {
    const forA = (await call('GET', '/quiz/quiz/', a.adminHeaders)).json();
    expect(forA.map((q: { master_qnsbank_id: number }) => q.master_qnsbank_id)).toEqual([
      sat.master_qnsbank_id,
      set.set.master_qnsbank_id,
    ]);
    expect(forA[0].question[0].stepvideo.map((v: { urls: string[] }) => v.urls[0])).toEqual(['https://v/general.mp4']);
    const forB = (await call('GET', '/quiz/quiz/', b.adminHeaders)).json();
    expect(forB.map((q: { master_qnsbank_id: number }) => q.master_qnsbank_id)).toEqual([
      sat.master_qnsbank_id,
      act.master_qnsbank_id,
    ]);
    expect(forB[0].question[0].stepvideo).toHaveLength(2);
  });

  it('filters by test type', async () => {
    const res = await call('GET', '/quiz/quiz/?test_type=Warmup', su);
    expect(res.json().map((q: { test_type: string }) => q.test_type)).toEqual(['Warmup']);
  });

  it('gives a student only tests assigned to them, with correct answers, steps and videos withheld until released', async () => {
    const student = await tenant(t.app, t.db);
    await grantToClient(t.db, student.client.client_id, student.admin.email, {
      quizzes: [sat.master_qnsbank_id, act.master_qnsbank_id],
    });
    expect((await call('GET', '/quiz/quiz/', student.studentHeaders)).json()).toEqual([]);
    const [sitting] = await t.db
      .insert(masterSittings)
      .values({ master_qnsbank: sat.master_qnsbank_id, student: student.student.student_id })
      .returning();
    const before = (await call('GET', '/quiz/quiz/', student.studentHeaders)).json();
    expect(before).toHaveLength(1);
    expect(before[0].question[0].answers[1]).toEqual({
      answersid: expect.any(Number),
      name: 'B',
      question: expect.any(Number),
      master_qnsbank: sat.master_qnsbank_id,
      section_code: 1,
    });
    expect(before[0].question[0].steps).toEqual([]);
    expect(before[0].question[0].stepvideo).toEqual([]);
    await t.db
      .update(masterSittings)
      .set({ analyse_test_results: true })
      .where(eq(masterSittings.master_sitting_id, sitting!.master_sitting_id));
    const after = (await call('GET', '/quiz/quiz/', student.studentHeaders)).json();
    expect(after[0].question[0].answers[1].isAnswer).toBe(true);
    expect(after[0].question[0].steps).toHaveLength(1);
    expect(after[0].question[0].stepvideo).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await call('GET', '/quiz/quiz/', {})).statusCode).toBe(401);
  });
});

describe('GET /quiz/quiz/{id}/', () => {
  it('returns one test with question and test_name, scoped like the list', async () => {
    const res = await call('GET', `/quiz/quiz/${sat.master_qnsbank_id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ master_qnsbank_id: sat.master_qnsbank_id, test_name: expect.any(String) });
    expect(res.json().question).toHaveLength(2);
    expect((await call('GET', `/quiz/quiz/${act.master_qnsbank_id}/`, a.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/quiz/quiz/${sat.master_qnsbank_id}/`, a.studentHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/quiz/quiz/999999/', su)).statusCode).toBe(404);
  });

  it('gives a student the warm-up set of a warm-up assigned to them (section_duration, test_name)', async () => {
    await createWarmupResult(
      t.db,
      a.student.student_id,
      set.set,
      set.warmups.map((w) => w.warmup_id),
    );
    const res = await call('GET', `/quiz/quiz/${set.set.master_qnsbank_id}/`, a.studentHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ section_duration: '00:05:00', test_name: set.set.test_name, question: [] });
  });
});

describe('the nested reads', () => {
  /** Counts the statements the app sends while `run` runs (Drizzle logs every one through its session). */
  async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
    const before = t.queries();
    await run();
    return t.queries() - before;
  }

  async function addContent(quizId: number, from: number, count: number) {
    const rows = await t.db
      .insert(questions)
      .values(Array.from({ length: count }, (_, i) => ({ master_qnsbank: quizId, question_number: from + i })))
      .returning();
    for (const q of rows) {
      await t.db.insert(answers).values(
        ['A', 'B', 'C', 'D'].map((name, k) => ({
          name,
          isAnswer: k === 1,
          question: q.questionid,
          master_qnsbank: quizId,
        })),
      );
      await t.db.insert(steps).values({ question: q.questionid, master_qnsbank: quizId, step1_text: 'Step' });
    }
  }

  it('reads a test in one query and a list in two, whatever their size; the questions from the cache', async () => {
    const small = await createTest(t.db, { questionCount: 0 });
    await addContent(small.master_qnsbank_id, 1, 2);
    const student = await tenant(t.app, t.db);
    await grantToClient(t.db, student.client.client_id, student.admin.email, { quizzes: [small.master_qnsbank_id] });
    await t.db
      .insert(masterSittings)
      .values({ master_qnsbank: small.master_qnsbank_id, student: student.student.student_id });
    const read = (headers: Record<string, string>) => async () => {
      const one = await call('GET', `/quiz/quiz/${small.master_qnsbank_id}/`, headers);
      expect(one.statusCode).toBe(200);
    };
    const list = (headers: Record<string, string>) => async () => {
      expect((await call('GET', '/quiz/quiz/', headers)).statusCode).toBe(200);
    };
    await t.app.content.sync();
    const before = [
      await queriesDuring(read(su)),
      await queriesDuring(read(student.studentHeaders)),
      await queriesDuring(list(su)),
      await queriesDuring(list(student.studentHeaders)),
      await queriesDuring(list(student.adminHeaders)),
    ];
    await addContent(small.master_qnsbank_id, 3, 40);
    await t.app.content.sync();
    const after = [
      await queriesDuring(read(su)),
      await queriesDuring(read(student.studentHeaders)),
      await queriesDuring(list(su)),
      await queriesDuring(list(student.studentHeaders)),
      await queriesDuring(list(student.adminHeaders)),
    ];
    // One test: its row with the facts, and its questions the first time (then from the cache, until
    // they change). A list: the visible tests, their questions.
    expect(before).toEqual([2, 1, 2, 2, 2]);
    expect(after).toEqual(before);
    const nested = (await call('GET', `/quiz/quiz/${small.master_qnsbank_id}/`, student.studentHeaders)).json();
    expect(nested.question).toHaveLength(42);
    expect(nested.question[41].answers[1]).not.toHaveProperty('isAnswer');
  });
});

describe('POST /quiz/quiz/ and PUT, DELETE', () => {
  const warmupTest = {
    test_name: 'Times Tables',
    test_description: 'Tables 2 to 9',
    subject_category: 'Multiplication',
    grade_level: 'Grade 3',
    test_level: 'Basic',
    test_lang_type: 'English',
    section_duration: '00:03:00',
    test_type: 'Warmup',
  };

  it('creates a Warmup test in course 6 and answers with its master_qnsbank_id', async () => {
    const res = await call('POST', '/quiz/quiz/', su, warmupTest);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      master_qnsbank_id: expect.any(Number),
      test_type: 'Warmup',
      course: 6,
      grade_level: 'Grade 3',
      section_duration: '00:03:00',
    });
  });

  it('asks to fill out every warm-up field', async () => {
    const res = await call('POST', '/quiz/quiz/', su, { test_type: 'Warmup', test_name: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please Fillout All fields');
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'grade_level',
      'section_duration',
      'subject_category',
      'test_description',
      'test_lang_type',
      'test_level',
    ]);
  });

  it('creates another test in the course of its type, and refuses an unknown type', async () => {
    const body = {
      test_name: 'ACT 9',
      test_description: 'Math',
      test_type: 'ACT',
      section: 'math',
      answer_type: '1 - 4',
      subject_category: 'Algebra',
      test_booklet_year: '2026',
      test_lang_type: 'English',
    };
    const res = await call('POST', '/quiz/quiz/', su, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ course: 1, section_duration: '00:00:00', is_practice_test: false });
    const unknown = await call('POST', '/quiz/quiz/', su, { ...body, test_type: 'Chess' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ test_type: ['Unknown test type'] });
  });

  it('refuses writes from a client admin and a student', async () => {
    for (const headers of [a.adminHeaders, a.studentHeaders]) {
      expect((await call('POST', '/quiz/quiz/', headers, warmupTest)).statusCode).toBe(403);
      expect((await call('PUT', `/quiz/quiz/${set.set.master_qnsbank_id}/`, headers, warmupTest)).statusCode).toBe(403);
      expect((await call('DELETE', `/quiz/quiz/${set.set.master_qnsbank_id}/`, headers)).statusCode).toBe(403);
    }
  });

  it('updates a warm-up set, but never turns it into another kind of test', async () => {
    const created = (await call('POST', '/quiz/quiz/', su, warmupTest)).json();
    const res = await call('PUT', `/quiz/quiz/${created.master_qnsbank_id}/`, su, {
      ...warmupTest,
      test_name: 'Tables II',
      section_duration: '00:04:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ test_name: 'Tables II', section_duration: '00:04:00' });
    const crossing = await call('PUT', `/quiz/quiz/${created.master_qnsbank_id}/`, su, {
      test_name: 'X',
      test_description: 'X',
      test_type: 'SAT',
      section: 'math',
      answer_type: 'A - H',
      subject_category: 'Algebra',
      test_booklet_year: '2026',
      test_lang_type: 'English',
    });
    expect(crossing.statusCode).toBe(400);
    expect((await call('PUT', '/quiz/quiz/999999/', su, warmupTest)).statusCode).toBe(404);
  });

  it('deletes a test with its warm-ups and their results, and takes it out of every grant', async () => {
    const doomed = await createWarmupSet(t.db);
    const c = await tenant(t.app, t.db);
    const assigned = await createWarmupResult(
      t.db,
      c.student.student_id,
      doomed.set,
      doomed.warmups.map((w) => w.warmup_id),
    );
    await grantToClient(t.db, c.client.client_id, c.admin.email, {
      quizzes: [sat.master_qnsbank_id],
      warmups: [doomed.set.master_qnsbank_id, set.set.master_qnsbank_id],
    });
    const res = await call('DELETE', `/quiz/quiz/${doomed.set.master_qnsbank_id}/`, su);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Deleted!');
    const [grant] = await t.db.select().from(assignedQuizzes).where(eq(assignedQuizzes.client, c.client.client_id));
    expect(grant!.warmup_ids).toEqual([set.set.master_qnsbank_id]);
    expect(await t.db.select().from(warmups).where(eq(warmups.set_no, doomed.set.master_qnsbank_id))).toEqual([]);
    expect(
      await t.db.select().from(quizzes).where(eq(quizzes.master_qnsbank_id, doomed.set.master_qnsbank_id)),
    ).toEqual([]);
    expect(await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, assigned.result_id))).toEqual([]);
    expect((await call('DELETE', `/quiz/quiz/${doomed.set.master_qnsbank_id}/`, su)).statusCode).toBe(404);
  });
});

describe('GET /quiz/quizwithcourse/', () => {
  it('lists the visible tests flat, with every course', async () => {
    const res = await call('GET', '/quiz/quizwithcourse/', a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().quiz.map((q: { master_qnsbank_id: number }) => q.master_qnsbank_id)).toEqual([
      sat.master_qnsbank_id,
      set.set.master_qnsbank_id,
    ]);
    expect(res.json().quiz[0]).not.toHaveProperty('question');
    expect(res.json().course.map((c: { course_id: number }) => c.course_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
