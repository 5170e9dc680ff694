// A student's progress and skills: the values (released real tests only, the class median, warm-ups apart,
// the levels) and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  classroomStudents,
  classroomTeachers,
  classrooms,
  masterSittings,
  quizzes,
  students,
} from '../db/schema/index';
import {
  bearer,
  createKeyedTest,
  createTeacher,
  createWarmupResult,
  createWarmupSet,
  superAdminHeaders,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers, sittingWorld } from '../test/sittings';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof sittingWorld>>;
type Pupil = { id: number; headers: Headers };
let ann: Pupil; // the student looked at
let ben: Pupil; // Ann's classmate
let cal: Pupil; // same client, in no class
let teacher: Headers; // teaches Ann's class
let otherTeacher: Headers; // same client, teaches no class of Ann's; named on Cal's record
let teacherName = '';
let otherTeacherName = '';
let algebra: number;
let grammar: number;
const annSittings: number[] = [];

/** A sitting of the quiz on that date, graded with `rights` (one per question). */
async function sitting(
  student: number,
  quiz: number,
  date: string,
  rights: boolean[],
  opts: { released?: boolean; prep?: boolean } = {},
) {
  const [row] = await t.db
    .insert(masterSittings)
    .values({
      master_qnsbank: quiz,
      student,
      master_sitting_date: date,
      test_name: `Quiz ${quiz}`,
      program: 'SAT',
      test_taken: true,
      analyse_test_results: opts.released ?? true,
      prep_test: opts.prep ?? false,
      score: rights.filter(Boolean).length,
      total_qns: rights.length,
      result: rights.map((isCorrect, i) => ({ questionid: i + 1, select_ans: '', isCorrect })),
    })
    .returning();
  return row!.master_sitting_id;
}

const T = true;
const F = false;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  const client = w.a.client.client_id;
  algebra = w.test.quiz.master_qnsbank_id;
  await t.db.update(quizzes).set({ subject_category: 'Algebra' }).where(eq(quizzes.master_qnsbank_id, algebra));
  grammar = (await createKeyedTest(t.db, { keys: [1, 1, 1, 1, 1] })).quiz.master_qnsbank_id;
  await t.db
    .update(quizzes)
    .set({ subject_category: 'Grammar', section: 'reading' })
    .where(eq(quizzes.master_qnsbank_id, grammar));

  ann = await w.student();
  ben = await w.student();
  cal = await w.student();
  const teacherRow = await createTeacher(t.db, client);
  teacher = bearer(tokenFor(t.app, 'teacher', teacherRow.id, client));
  teacherName = `${teacherRow.First_Name} ${teacherRow.Last_Name}`;
  const otherRow = await createTeacher(t.db, client);
  otherTeacher = bearer(tokenFor(t.app, 'teacher', otherRow.id, client));
  otherTeacherName = `${otherRow.First_Name} ${otherRow.Last_Name}`;
  // Cal's record names a teacher by first name, as the Student Profile's Assign_Teachers does.
  await t.db.update(students).set({ Assign_Teachers: otherRow.First_Name }).where(eq(students.student_id, cal.id));
  const [room] = await t.db.insert(classrooms).values({ client, class_name: 'Period 1', program: 'SAT' }).returning();
  // An archived class is no longer the student's.
  const [old] = await t.db
    .insert(classrooms)
    .values({ client, class_name: 'Old Period', program: 'SAT', archived: true })
    .returning();
  await t.db.insert(classroomTeachers).values([
    { classroom: room!.id, teacher: teacherRow.id },
    { classroom: old!.id, teacher: (await createTeacher(t.db, client)).id },
  ]);
  await t.db.insert(classroomStudents).values({ classroom: old!.id, student: ann.id });
  await t.db.insert(classroomStudents).values([
    { classroom: room!.id, student: ann.id },
    { classroom: room!.id, student: ben.id },
  ]);

  annSittings.push(await sitting(ann.id, algebra, '2026-01-10', [T, F, F, F]));
  annSittings.push(await sitting(ann.id, algebra, '2026-02-10', [T, T, T, F]));
  annSittings.push(await sitting(ann.id, grammar, '2026-03-01', [T, T, T, T, T]));
  // Not counted: taken but not released; a preparation test.
  await sitting(ann.id, grammar, '2026-03-05', [F, F, F, F, F], { released: false });
  await sitting(ann.id, algebra, '2026-03-06', [F, F, F, F], { prep: true });
  await sitting(ben.id, algebra, '2026-01-10', [T, T, F, F]);
  await sitting(cal.id, algebra, '2026-01-10', [F, F, F, F]); // in no class with Ann: not in her median

  const set = await createWarmupSet(t.db);
  const warmup = { ...set.set };
  await createWarmupResult(t.db, ann.id, warmup, [1], {
    score: 8,
    total_qns: 10,
    test_taken: true,
    analyse_test_results: true,
    Warmup_date: new Date('2026-02-01T12:00:00Z'),
  });
  await createWarmupResult(t.db, ann.id, warmup, [1], { score: 1, total_qns: 10, test_taken: true });
});
afterAll(() => t.close());

const progress = (student: number, headers: Headers) =>
  call('GET', `/api/analytics/student/${student}/progress/`, headers);
const skills = (student: number, headers: Headers) => call('GET', `/api/analytics/student/${student}/skills/`, headers);

describe('GET /api/analytics/student/{id}/progress/', () => {
  it('gives the released real tests oldest first with the class median, and the released warm-ups apart', async () => {
    const before = t.queries();
    const res = await progress(ann.id, ann.headers);
    // The student's facts, then one statement for everything.
    expect(t.queries() - before).toBe(2);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ student: ann.id, in_class: true, classes: ['Period 1'], teachers: [teacherName] });
    // Algebra's class shares: Ann 0.25 and 0.75, Ben 0.5 (Cal is in no class with her): median 0.5.
    expect(body.tests).toEqual([
      {
        sitting_id: annSittings[0],
        date: '2026-01-10',
        test_name: `Quiz ${algebra}`,
        program: 'SAT',
        section: 'math',
        score: 1,
        total: 4,
        share: 0.25,
        class_median: 0.5,
      },
      expect.objectContaining({ sitting_id: annSittings[1], date: '2026-02-10', share: 0.75, class_median: 0.5 }),
      expect.objectContaining({ sitting_id: annSittings[2], section: 'reading', share: 1, class_median: 1 }),
    ]);
    expect(body.warmups).toEqual([expect.objectContaining({ date: '2026-02-01', score: 8, total: 10, share: 0.8 })]);
  });

  it('has no class median for a student in no class', async () => {
    const body = (await progress(cal.id, w.a.adminHeaders)).json();
    expect(body.in_class).toBe(false);
    // No class: the teacher the student's record names, by their full name.
    expect(body.classes).toEqual([]);
    expect(body.teachers).toEqual([otherTeacherName]);
    expect(body.tests).toEqual([expect.objectContaining({ share: 0, class_median: null })]);
  });
});

describe('GET /api/analytics/student/{id}/skills/', () => {
  it('levels each subject and section from the newest answers, and names what to practise next', async () => {
    const before = t.queries();
    const res = await skills(ann.id, ann.headers);
    expect(t.queries() - before).toBe(2);
    expect(res.statusCode, res.body).toBe(200);
    // Algebra / math, newest first: T T T F, then T F F F: 4 of 8 right, Familiar. Grammar / reading: 5 of 5,
    // Proficient (Mastered needs 10 answers). The unreleased sitting and the preparation test are not counted.
    const familiar = {
      level: 'Familiar',
      answered: 8,
      right: 4,
      share: 0.5,
      total_answers: 8,
      last_date: '2026-02-10',
    };
    const proficient = {
      level: 'Proficient',
      answered: 5,
      right: 5,
      share: 1,
      total_answers: 5,
      last_date: '2026-03-01',
    };
    expect(res.json()).toEqual({
      student: ann.id,
      skills: [
        { kind: 'section', name: 'math', ...familiar },
        { kind: 'section', name: 'reading', ...proficient },
        { kind: 'subject', name: 'Algebra', ...familiar },
        { kind: 'subject', name: 'Grammar', ...proficient },
      ],
      practice_next: [
        { kind: 'subject', name: 'Algebra', ...familiar },
        { kind: 'section', name: 'math', ...familiar },
        { kind: 'subject', name: 'Grammar', ...proficient },
      ],
    });
  });

  it('has no skills before a release', async () => {
    const dan = await w.student();
    await sitting(dan.id, algebra, '2026-01-10', [T, T, T, T], { released: false });
    expect((await skills(dan.id, dan.headers)).json()).toEqual({ student: dan.id, skills: [], practice_next: [] });
  });
});

describe("who reads a student's progress and skills", () => {
  const both = async (student: number, headers: Headers) => [
    (await progress(student, headers)).statusCode,
    (await skills(student, headers)).statusCode,
  ];

  it('the student themselves, never another student', async () => {
    expect(await both(ann.id, ann.headers)).toEqual([200, 200]);
    expect(await both(ben.id, ann.headers)).toEqual([403, 403]);
  });

  it("their client's admins and the super admin; not another client's admin", async () => {
    expect(await both(ann.id, w.a.adminHeaders)).toEqual([200, 200]);
    expect(await both(ann.id, superAdminHeaders(t.app))).toEqual([200, 200]);
    expect(await both(ann.id, w.b.adminHeaders)).toEqual([403, 403]);
  });

  it('a teacher of a class holding the student, not another teacher nor for a student outside their classes', async () => {
    expect(await both(ann.id, teacher)).toEqual([200, 200]);
    expect(await both(cal.id, teacher)).toEqual([403, 403]);
    expect(await both(ann.id, otherTeacher)).toEqual([403, 403]);
  });

  it('answers 404 for no such student and 400 for an id out of range', async () => {
    expect(await both(999999, w.a.adminHeaders)).toEqual([404, 404]);
    expect(await both(2 ** 31, w.a.adminHeaders)).toEqual([400, 400]);
  });
});
