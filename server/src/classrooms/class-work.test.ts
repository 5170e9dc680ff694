// Work given to a whole class: assigning in one request (one statement per table whatever the class's
// size, the skip rules), newcomers, the results grid and its states, the release, reassign below a
// score and preparation tests.
import {
  CLASSROOM_MESSAGES,
  NOT_GRANTED,
  SITTING_COMMENTS,
  SITTING_MESSAGES,
  WARMUP_ALREADY_ASSIGNED,
} from '@prep/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomAssignments, masterSittings, personalizedSittings, warmupResults } from '../db/schema/index';
import { createTest, createWarmupSet, grantToClient } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, classStaff, classOf as classOfStudents, type Headers, sittingWorld } from '../test/sittings';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;
let teacher: Headers;
let teacherId: number;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t, { prepLimit: 1 });
  set = await createWarmupSet(t.db);
  await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
    quizzes: [w.test.quiz.master_qnsbank_id],
    warmups: [set.set.master_qnsbank_id],
  });
  ({ teacherId, teacher } = await classStaff(t, w));
});
afterAll(() => t.close());

const quizId = () => w.test.quiz.master_qnsbank_id;
type Pupil = { id: number; headers: Headers };

/** A class of `n` new students of client A (their programs overridable), taught by the teacher. */
const classOf = (n: number, programs?: string[]) => classOfStudents(t, w, teacherId, n, programs);

const assign = (classroom: number, body: Record<string, unknown>, headers: Headers = w.a.adminHeaders) =>
  call('POST', `/api/classroom/${classroom}/assign/`, headers, body);

/** The student submits their sitting of the class test: `right` of the four questions right. */
async function submit(student: Pupil, sitting: number, right: number) {
  const q = w.test.questions;
  const result = q.map((question, i) => ({
    questionid: question.id,
    select_ans: i < right ? question.key : question.options.find((o) => o !== question.key),
  }));
  const res = await call('POST', `/api/mastersitting/${sitting}/submit/`, student.headers, { result });
  expect(res.statusCode, res.body).toBe(200);
}

const sittingsOf = (assignment: number) =>
  t.db.select().from(masterSittings).where(eq(masterSittings.class_assignment, assignment));

describe('POST /api/classroom/{id}/assign/', () => {
  it('gives each student a sitting with the window and settings, in the same statements for 5 and 50', async () => {
    const counted = async (n: number) => {
      const c = await classOf(n);
      const before = t.queries();
      const res = await assign(c.id, {
        kind: 'test',
        master_qnsbank: quizId(),
        timer: true,
        student_timer: '00:20:00',
        opens_at: '2026-01-01T09:00:00Z',
        closes_at: '2099-01-01T09:00:00+00:00',
        pause_allowed: false,
        pause_limit_minutes: 5,
      });
      const statements = t.queries() - before;
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ created: n, skipped: [] });
      return { statements, c };
    };
    const five = await counted(5);
    const fifty = await counted(50);
    expect(fifty.statements).toBe(five.statements);

    const [assignment] = await t.db
      .select()
      .from(classroomAssignments)
      .where(eq(classroomAssignments.classroom, five.c.id));
    const rows = await sittingsOf(assignment!.id);
    expect(rows.map((r) => r.student).sort()).toEqual(five.c.students.map((s) => s.id).sort());
    expect(rows[0]).toMatchObject({
      timer: true,
      student_timer: '00:20:00',
      pause_allowed: false,
      pause_limit_minutes: 5,
      opens_at: new Date('2026-01-01T09:00:00Z'),
      closes_at: new Date('2099-01-01T09:00:00Z'),
      ...SITTING_COMMENTS.assigned,
    });
  });

  it('skips a student with the test open and one not enrolled in its program, and says why', async () => {
    const c = await classOf(2);
    const outsider = await w.student({ Enroll_Program: JSON.stringify(['ACT']) });
    await call('PUT', `/api/classroom/${c.id}/students/`, w.a.adminHeaders, {
      students: [...c.students.map((s) => s.id), outsider.id],
    });
    const first = c.students[0]!;
    await call('POST', '/api/mastersitting/', w.a.adminHeaders, { master_qnsbank: quizId(), student: first.id });
    const res = await assign(c.id, { kind: 'test', master_qnsbank: quizId() }, teacher);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      created: 1,
      skipped: [
        { student: outsider.id, reason: CLASSROOM_MESSAGES.notEnrolled },
        { student: first.id, reason: SITTING_MESSAGES.alreadyAssigned },
      ],
    });
  });

  it('does not count a test missed (its window closed, never started) as open: it is assigned again', async () => {
    const c = await classOf(2);
    const past = { opens_at: '2026-01-01T08:00:00Z', closes_at: '2026-01-02T08:00:00Z' };
    const missed = await assign(c.id, { kind: 'test', master_qnsbank: quizId(), ...past });
    expect(missed.json().created).toBe(2);
    const [first] = c.students;
    const again = await assign(c.id, { kind: 'test', master_qnsbank: quizId() }, teacher);
    expect(again.json()).toEqual({ created: 2, skipped: [] });
    // The new ones are open work, started or not: a third assignment skips both students.
    const rows = await t.db
      .select()
      .from(masterSittings)
      .where(inArray(masterSittings.student, [first!.id]));
    const open = rows.find((r) => r.closes_at === null)!;
    expect((await call('POST', `/api/mastersitting/${open.master_sitting_id}/start/`, first!.headers)).statusCode).toBe(
      200,
    );
    const third = await assign(c.id, { kind: 'test', master_qnsbank: quizId() });
    expect(third.json().skipped.map((x: { student: number }) => x.student)).toEqual(c.students.map((x) => x.id));
  });

  it('assigns a warm-up set, skipping who has it open', async () => {
    const c = await classOf(3);
    const body = { kind: 'warmup', warmup_set_no: set.set.master_qnsbank_id, timer: true };
    expect((await assign(c.id, body)).json()).toEqual({ created: 3, skipped: [] });
    const again = await assign(c.id, body);
    expect(again.json()).toEqual({
      created: 0,
      skipped: c.students.map((s) => ({ student: s.id, reason: WARMUP_ALREADY_ASSIGNED })),
    });
    const rows = await t.db
      .select()
      .from(warmupResults)
      .where(
        inArray(
          warmupResults.student,
          c.students.map((s) => s.id),
        ),
      );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.class_assignment !== null && r.timer)).toBe(true);
  });

  it('counts under the class the warm-up its students already have open, and adds no empty assignment', async () => {
    const c = await classOf(3);
    const setNo = set.set.master_qnsbank_id;
    // Each student was given the set on their own (Admin Dashboard) before the class was.
    for (const s of c.students) {
      const own = await call('POST', '/api/warmup-result/', w.a.adminHeaders, { student: s.id, warmup_set_no: setNo });
      expect(own.statusCode, own.body).toBe(201);
    }
    const body = { kind: 'warmup', warmup_set_no: setNo };
    const res = await assign(c.id, body, teacher);
    expect(res.json()).toEqual({
      created: 0,
      skipped: c.students.map((s) => ({ student: s.id, reason: WARMUP_ALREADY_ASSIGNED })),
    });
    const grid = async () => (await call('GET', `/api/classroom/${c.id}/results/`, teacher)).json();
    const first = await grid();
    expect(first.assignments).toHaveLength(1);
    // Not "0 of 0": each student's open warm-up is the class's row, not started.
    expect(first.cells.map((cell: { student: number; state: string }) => [cell.student, cell.state])).toEqual(
      c.students.map((s) => [s.id, 'not started']),
    );
    // Again: all skipped, their rows counted already; no second row that would read "0 of 0".
    expect((await assign(c.id, body, teacher)).json().created).toBe(0);
    expect((await grid()).assignments).toHaveLength(1);
  });

  it('refuses a test or set not granted, a window closing before it opens, and saves nothing', async () => {
    const c = await classOf(1);
    const other = await createTest(t.db, { questionCount: 2 });
    const otherSet = await createWarmupSet(t.db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'test', master_qnsbank: other.master_qnsbank_id }, SITTING_MESSAGES.notGranted],
      [{ kind: 'test', master_qnsbank: 2_147_483_647 }, SITTING_MESSAGES.notGranted],
      [{ kind: 'warmup', warmup_set_no: otherSet.set.master_qnsbank_id }, NOT_GRANTED],
      [
        { kind: 'test', master_qnsbank: quizId(), opens_at: '2026-02-01T00:00:00Z', closes_at: '2026-01-01T00:00:00Z' },
        CLASSROOM_MESSAGES.windowOrder,
      ],
      [{ kind: 'test', master_qnsbank: quizId(), opens_at: 'tomorrow' }, CLASSROOM_MESSAGES.dateTime],
      [{ kind: 'quiz', master_qnsbank: quizId() }, CLASSROOM_MESSAGES.kind],
    ];
    for (const [body, message] of cases) {
      const res = await assign(c.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const made = await t.db.select().from(classroomAssignments).where(eq(classroomAssignments.classroom, c.id));
    expect(made).toEqual([]);
  });
});

describe('newcomers, results, release, reassign, preparation', () => {
  it('gives a student who joined later the open assignments, once', async () => {
    const c = await classOf(2);
    await assign(c.id, { kind: 'test', master_qnsbank: quizId() });
    await assign(c.id, {
      kind: 'warmup',
      warmup_set_no: set.set.master_qnsbank_id,
      closes_at: '2020-01-01T00:00:00Z',
    });
    const late = await w.student();
    await call('PUT', `/api/classroom/${c.id}/students/`, w.a.adminHeaders, {
      students: [...c.students.map((s) => s.id), late.id],
    });
    const res = await call('POST', `/api/classroom/${c.id}/newcomers/`, teacher);
    expect(res.statusCode, res.body).toBe(200);
    // The warm-up's window closed: only the test.
    expect(res.json()).toEqual({ created: 1, skipped: [] });
    expect((await call('POST', `/api/classroom/${c.id}/newcomers/`, teacher)).json()).toEqual({
      created: 0,
      skipped: [],
    });
  });

  it('shows every state, releases the taken in one action, and reads in at most 2 statements', async () => {
    const c = await classOf(5);
    const [s1, s2, s3, s4, s5] = c.students as [Pupil, Pupil, Pupil, Pupil, Pupil];
    await assign(c.id, { kind: 'test', master_qnsbank: quizId() });
    const [assignment] = await t.db.select().from(classroomAssignments).where(eq(classroomAssignments.classroom, c.id));
    const rows = await sittingsOf(assignment!.id);
    const sittingOf = (student: number) => rows.find((r) => r.student === student)!.master_sitting_id;
    await submit(s1, sittingOf(s1.id), 3);
    await submit(s2, sittingOf(s2.id), 1);
    await t.db
      .update(masterSittings)
      .set({ started_at: new Date() })
      .where(eq(masterSittings.master_sitting_id, sittingOf(s3.id)));
    await t.db
      .update(masterSittings)
      .set({ closes_at: new Date('2020-01-01T00:00:00Z') })
      .where(eq(masterSittings.master_sitting_id, sittingOf(s4.id)));
    await t.db
      .update(masterSittings)
      .set({ opens_at: new Date('2099-01-01T00:00:00Z') })
      .where(eq(masterSittings.master_sitting_id, sittingOf(s5.id)));

    const before = t.queries();
    const res = await call('GET', `/api/classroom/${c.id}/results/`, teacher);
    expect(t.queries() - before).toBeLessThanOrEqual(2);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.classroom).toEqual({ id: c.id, class_name: expect.any(String) });
    expect(body.students).toHaveLength(5);
    expect(body.assignments).toEqual([
      expect.objectContaining({
        id: assignment!.id,
        kind: 'test',
        quiz: quizId(),
        test_name: 'SAT Math 1',
        total_qns: 4,
      }),
    ]);
    const stateOf = (student: number) => body.cells.find((x: { student: number }) => x.student === student);
    expect(stateOf(s1.id)).toMatchObject({ state: 'submitted', score: 3, total_qns: 4, released: false });
    expect(stateOf(s2.id)).toMatchObject({ state: 'submitted', score: 1 });
    expect(stateOf(s3.id)).toMatchObject({ state: 'in progress', score: null });
    expect(stateOf(s4.id)).toMatchObject({ state: 'missed', score: null });
    expect(stateOf(s5.id)).toMatchObject({ state: 'not open' });
    const filtered = (await call('GET', `/api/classroom/${c.id}/results/?state=submitted`, teacher)).json();
    expect(filtered.cells.map((x: { student: number }) => x.student).sort()).toEqual([s1.id, s2.id].sort());
    expect((await call('GET', `/api/classroom/${c.id}/results/?state=done`, teacher)).statusCode).toBe(400);

    const released = await call('POST', `/api/classroom/${c.id}/release/`, teacher, { master_qnsbank: quizId() });
    expect(released.json()).toEqual({ released: 2 });
    const [first] = await t.db
      .select()
      .from(masterSittings)
      .where(eq(masterSittings.master_sitting_id, sittingOf(s1.id)));
    expect(first).toMatchObject({ analyse_test_results: true, ...SITTING_COMMENTS.released });
    // The student sees the released score as the per-student release shows it.
    const mine = await call('GET', `/api/mastersitting/${sittingOf(s1.id)}/`, s1.headers);
    expect(mine.json()).toMatchObject({ analyse_test_results: true, score: 3 });
    expect(
      (await call('POST', `/api/classroom/${c.id}/release/`, teacher, { master_qnsbank: quizId() })).json(),
    ).toEqual({ released: 0 });

    // Reassign to those below 2 (s2 only): a new sitting under the same class assignment.
    const again = await call('POST', `/api/classroom/${c.id}/reassign/`, teacher, {
      master_qnsbank: quizId(),
      below: 2,
    });
    expect(again.json()).toEqual({ created: 1, skipped: [] });
    const after = await sittingsOf(assignment!.id);
    expect(after.filter((r) => r.student === s2.id)).toHaveLength(2);
    const grid = (await call('GET', `/api/classroom/${c.id}/results/`, teacher)).json();
    expect(grid.cells.find((x: { student: number }) => x.student === s2.id)).toMatchObject({ state: 'not started' });
  });

  it('makes preparation tests for who has wrong answers, within each limit, listing the refused', async () => {
    const c = await classOf(3);
    const [s1, s2, s3] = c.students as [Pupil, Pupil, Pupil];
    await assign(c.id, { kind: 'test', master_qnsbank: quizId() });
    const [assignment] = await t.db.select().from(classroomAssignments).where(eq(classroomAssignments.classroom, c.id));
    const rows = await sittingsOf(assignment!.id);
    const sittingOf = (student: number) => rows.find((r) => r.student === student)!.master_sitting_id;
    await submit(s1, sittingOf(s1.id), 2);
    await submit(s2, sittingOf(s2.id), 4);
    const res = await call('POST', `/api/classroom/${c.id}/preparation/`, teacher, { master_qnsbank: quizId() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      created: 1,
      skipped: [
        { student: s2.id, reason: SITTING_MESSAGES.nothingToPrepare },
        { student: s3.id, reason: SITTING_MESSAGES.notTaken },
      ],
    });
    const [prep] = await t.db.select().from(personalizedSittings).where(eq(personalizedSittings.student, s1.id));
    expect(prep).toMatchObject({ master_sitting: sittingOf(s1.id), question_numbers: [3, 4], total_qns: 2 });
    // One not taken yet: the next round refuses s1 (the per-student rule).
    const next = (
      await call('POST', `/api/classroom/${c.id}/preparation/`, teacher, { master_qnsbank: quizId() })
    ).json();
    expect(next.created).toBe(0);
    expect(next.skipped[0]).toMatchObject({ student: s1.id });
  });

  it('refuses a target the class was never given', async () => {
    const c = await classOf(1);
    for (const path of ['reassign/', 'preparation/']) {
      const res = await call('POST', `/api/classroom/${c.id}/${path}`, teacher, { master_qnsbank: quizId(), below: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CLASSROOM_MESSAGES.noAssignment);
    }
  });
});
