// Item analysis of a test over real sittings entered from paper, scoped by role, tenant and class.
// The test has keys B, B, C, A (sittingWorld); the sittings of client A:
//   S1  B B C A   x = 1111   T = 4   (in class 1)
//   S2  B A C D   x = 1010   T = 2   (in class 1)
//   S3  A A D A   x = 0001   T = 1   (in class 2)
// and one of client B (granted the test too): S4  A A A B, T = 0.
import { ANALYTICS_MESSAGES, type TestAnalysis } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  answers,
  classroomAssignments,
  classrooms,
  clients,
  classroomStudents,
  classroomTeachers,
  masterSittings,
  questions,
} from '../db/schema/index';
import {
  bearer,
  createTest,
  createClient,
  createClientAdmin,
  createStudent,
  createTeacher,
  grantToClient,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let url: string;
let class1: number;
let class2: number;
let classB: number;
let teacher1: Headers;
let teacher2: Headers;
let studentHeaders: Headers;
let adminC: Headers;

async function onPaper(admin: Headers, studentId: number, letters: string) {
  const assigned = await call('POST', '/api/mastersitting/', admin, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: studentId,
  });
  const answers = [...letters].map((option, i) => ({ question_number: i + 1, option }));
  const graded = await call('POST', `/api/mastersitting/${assigned.json().master_sitting_id}/paper/`, admin, {
    answers,
  });
  expect(graded.statusCode).toBe(200);
  return assigned.json().master_sitting_id as number;
}

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  const quiz = w.test.quiz.master_qnsbank_id;
  url = `/api/analytics/test/${quiz}/`;
  await grantToClient(t.db, w.b.client.client_id, w.b.admin.email, { quizzes: [quiz] });
  const s1 = w.a.student.student_id;
  const s2 = (await w.student()).id;
  const s3 = (await w.student()).id;
  const p1 = await onPaper(w.a.adminHeaders, s1, 'BBCA');
  const p2 = await onPaper(w.a.adminHeaders, s2, 'BACD');
  const p3 = await onPaper(w.a.adminHeaders, s3, 'AADA');
  await onPaper(w.b.adminHeaders, w.b.student.student_id, 'AAAB');
  // Not counted: a sitting assigned and not taken, and a preparation test taken (all right).
  await call('POST', '/api/mastersitting/', w.a.adminHeaders, { master_qnsbank: quiz, student: s2 });
  await t.db.insert(masterSittings).values({
    master_qnsbank: quiz,
    student: s3,
    test_taken: true,
    prep_test: true,
    result: w.test.questions.map((q) => ({ questionid: q.id, select_ans: String(q.key), isCorrect: true })),
  });
  const a = w.a.client.client_id;
  const [c1, c2, cb] = await t.db
    .insert(classrooms)
    .values([
      { client: a, class_name: 'Period 1', program: 'SAT' },
      { client: a, class_name: 'Period 2', program: 'SAT' },
      { client: w.b.client.client_id, class_name: 'Period B', program: 'SAT' },
    ])
    .returning();
  class1 = c1!.id;
  class2 = c2!.id;
  classB = cb!.id;
  const t1 = await createTeacher(t.db, a);
  const t2 = await createTeacher(t.db, a);
  await t.db.insert(classroomTeachers).values([
    { classroom: class1, teacher: t1.id },
    { classroom: class2, teacher: t2.id },
  ]);
  await t.db.insert(classroomStudents).values([
    { classroom: class1, student: s1 },
    { classroom: class1, student: s2 },
    { classroom: class2, student: s3 },
    { classroom: classB, student: w.b.student.student_id },
  ]);
  // S1 and S2 sat the test as class 1's assignment of it, S3 as class 2's.
  const [ca1, ca2] = await t.db
    .insert(classroomAssignments)
    .values([
      { classroom: class1, kind: 'test', quiz },
      { classroom: class2, kind: 'test', quiz },
    ])
    .returning();
  for (const [assignment, ids] of [
    [ca1!.id, [p1, p2]],
    [ca2!.id, [p3]],
  ] as const)
    await t.db
      .update(masterSittings)
      .set({ class_assignment: assignment })
      .where(inArray(masterSittings.master_sitting_id, [...ids]));
  teacher1 = bearer(tokenFor(t.app, 'teacher', t1.id, a));
  teacher2 = bearer(tokenFor(t.app, 'teacher', t2.id, a));
  studentHeaders = w.a.studentHeaders;
  const c = await createClient(t.db);
  adminC = bearer(tokenFor(t.app, 'clientadmin', (await createClientAdmin(t.db, c)).client_admin_id, c.client_id));
  await createStudent(t.db, c.client_id);
});
afterAll(() => t.close());

const get = async (headers: Headers, query = '') => {
  const res = await call('GET', `${url}${query}`, headers);
  return { status: res.statusCode, body: res.json() as TestAnalysis & { message?: string } };
};

describe('GET /api/analytics/test/{id}/', () => {
  it("works out client A's three sittings as by hand, in at most three statements", async () => {
    const before = t.queries();
    const { status, body } = await get(w.a.adminHeaders);
    expect(t.queries() - before).toBeLessThanOrEqual(3);
    expect(status).toBe(200);
    // Totals 4, 2, 1: mean 7/3, median 2, variance 21/3 − 49/9 = 14/9.
    expect(body.n).toBe(3);
    expect(body.mean).toBeCloseTo(7 / 3, 12);
    expect(body.median).toBe(2);
    expect(body.sd).toBeCloseTo(Math.sqrt(14) / 3, 12);
    // Facilities 2/3, 1/3, 2/3, 2/3: Σp(1 − p) = 8/9; KR-20 = 4/3 · (1 − (8/9)/(14/9)) = 4/7.
    expect(body.kr20).toBeCloseTo(4 / 7, 12);
    expect(body.sem).toBeCloseTo((Math.sqrt(14) / 3) * Math.sqrt(3 / 7), 12);
    expect(body.histogram).toEqual([0, 1, 1, 0, 1].map((count, score) => ({ score, count })));
    expect(body.items.map((i) => i.facility)).toEqual([2 / 3, 1 / 3, 2 / 3, 2 / 3]);
    // Q1: x = 110, R = 311: cov 2/9, var x 2/9, var R 8/9 → 0.5. Q2: x = 100, R = 321 → √3/2.
    // Q4: x = 101, R = 320: cov −1/9, var R 14/9 → −1/√28, under 0.2.
    const [q1, q2, q3, q4] = body.items;
    expect(q1?.discrimination).toBeCloseTo(0.5, 12);
    expect(q2?.discrimination).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(q3?.discrimination).toBeCloseTo(0.5, 12);
    expect(q4?.discrimination).toBeCloseTo(-1 / Math.sqrt(28), 12);
    expect(body.items.map((i) => i.flags)).toEqual([[], [], [], ['low_discrimination']]);
    // Q2 (key B): A chosen by S2 and S3 (totals 2 and 1), B by S1 (4).
    expect(q2?.options.map((o) => [o.name.split(' ')[0], o.isAnswer, o.count, o.share, o.mean_total])).toEqual([
      ['first', false, 2, 2 / 3, 1.5],
      ['second', true, 1, 1 / 3, 4],
      ['third', false, 0, 0, null],
      ['fourth', false, 0, 0, null],
    ]);
  });

  it('counts only the students of the viewer: another client admin its own, the super admin all or one client', async () => {
    expect((await get(w.b.adminHeaders)).body).toMatchObject({ n: 1, mean: 0, kr20: null });
    expect((await get(w.b.adminHeaders)).body.items.every((i) => i.discrimination === null)).toBe(true);
    const su = { authorization: bearer(tokenFor(t.app, 'superadmin', 1)).authorization };
    expect((await get(su)).body.n).toBe(4);
    expect((await get(su, `?client=${w.a.client.client_id}`)).body.n).toBe(3);
    expect((await get(su, `?client=${w.b.client.client_id}`)).body.n).toBe(1);
    expect((await get(su, `?classroom=${class2}`)).body.n).toBe(1);
  });

  it('refuses a client the test is not granted to, another client named, a class of another client', async () => {
    expect((await get(adminC)).status).toBe(403);
    expect((await get(w.a.adminHeaders, `?client=${w.b.client.client_id}`)).status).toBe(403);
    const other = await get(w.a.adminHeaders, `?classroom=${classB}`);
    expect(other).toMatchObject({ status: 403, body: { message: ANALYTICS_MESSAGES.classNotYours } });
    expect((await get(w.a.adminHeaders, '?classroom=999999')).status).toBe(404);
  });

  it('narrows to a class for an admin', async () => {
    const { body } = await get(w.a.adminHeaders, `?classroom=${class1}`);
    expect(body).toMatchObject({ n: 2, mean: 3, median: 3 });
  });

  it("gives a teacher their classes' students only, and a class of theirs, never another's", async () => {
    expect((await get(teacher1)).body).toMatchObject({ n: 2, mean: 3 });
    expect((await get(teacher1, `?classroom=${class1}`)).body.n).toBe(2);
    expect((await get(teacher2)).body).toMatchObject({ n: 1, mean: 1 });
    const refused = await get(teacher1, `?classroom=${class2}`);
    expect(refused).toMatchObject({ status: 403, body: { message: ANALYTICS_MESSAGES.classNotYours } });
  });

  it('refuses a student, even one who sat the test', async () => {
    expect((await get(studentHeaders)).status).toBe(403);
  });

  it('refuses bad input with a message and answers 404 for no such test', async () => {
    expect((await get(w.a.adminHeaders, '?classroom=abc')).status).toBe(400);
    expect((await get(w.a.adminHeaders, '?classroom=99999999999')).status).toBe(400);
    expect((await get(w.a.adminHeaders, '?format=xml')).body.message).toBe(ANALYTICS_MESSAGES.format);
    expect((await call('GET', '/api/analytics/test/99999999999/', w.a.adminHeaders)).statusCode).toBe(400);
    const su = bearer(tokenFor(t.app, 'superadmin', 1));
    expect((await call('GET', '/api/analytics/test/2147483647/', su)).statusCode).toBe(404);
  });

  it('writes the items table as CSV, one row per option', async () => {
    const res = await call('GET', `${url}?format=csv`, w.a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'question_number,questionid,facility,discrimination,flags,answersid,option,is_answer,count,share,mean_total',
    );
    expect(lines).toHaveLength(1 + 4 * 4);
    const q2b = lines.find((l) => l.includes('second of 2'));
    expect(q2b).toBe(
      `2,${w.test.questions[1]!.id},0.3333,0.866,,${w.test.questions[1]!.options[1]},second of 2,true,1,0.3333,4`,
    );
    expect(lines.filter((l) => l.includes('low_discrimination'))).toHaveLength(4);
  });
});

describe('check boxes', () => {
  it('counts a check-box answer for every option ticked, right only when all keys and nothing else are', async () => {
    const test = await createTest(t.db, { questionCount: 1 });
    const quiz = test.master_qnsbank_id;
    await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
      quizzes: [w.test.quiz.master_qnsbank_id, quiz],
    });
    const [question] = await t.db.select().from(questions).where(eq(questions.master_qnsbank, quiz));
    const [a, b] = await t.db
      .insert(answers)
      .values(
        ['A', 'B', 'C'].map((name, i) => ({
          name,
          isAnswer: i < 2,
          question: question!.questionid,
          master_qnsbank: quiz,
        })),
      )
      .returning();
    const sitting = (student: number, select_ans: string, right: boolean) => ({
      master_qnsbank: quiz,
      student,
      test_taken: true,
      score: right ? 1 : 0,
      // A row of a question since deleted from the test (id 2147483647) is left out of the items.
      result: [
        { questionid: question!.questionid, select_ans, isCorrect: right },
        { questionid: 2147483647, select_ans: '1', isCorrect: false },
      ],
    });
    await t.db
      .insert(masterSittings)
      .values([
        sitting(w.a.student.student_id, `${a!.answersid},${b!.answersid}`, true),
        sitting((await w.student()).id, `${a!.answersid}`, false),
      ]);
    const res = await call('GET', `/api/analytics/test/${quiz}/`, w.a.adminHeaders);
    const body = res.json() as TestAnalysis;
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.facility).toBe(0.5);
    // A by both (totals 1 and 0), B by the one right (1), C by no one.
    expect(body.items[0]?.options.map((o) => [o.name, o.count, o.mean_total])).toEqual([
      ['A', 2, 0.5],
      ['B', 1, 1],
      ['C', 0, null],
    ]);
  });
});

describe('a class', () => {
  it("counts the sittings its work table counts as submitted, not the students' others of the test", async () => {
    await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, w.a.client.client_id));
    // S1 sits the test again, on their own (Admin Dashboard), outside the class's assignment.
    await onPaper(w.a.adminHeaders, w.a.student.student_id, 'AAAA');
    const results = (await call('GET', `/api/classroom/${class1}/results/`, w.a.adminHeaders)).json();
    const submitted = results.cells.filter((c: { state: string }) => c.state === 'submitted').length;
    expect(submitted).toBe(2);
    expect((await get(w.a.adminHeaders, `?classroom=${class1}`)).body).toMatchObject({ n: submitted, mean: 3 });
    expect((await get(teacher1, `?classroom=${class1}`)).body.n).toBe(submitted);
  });
});
