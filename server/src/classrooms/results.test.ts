// The class results as PostgreSQL writes them (results.ts) against the domain's rule: the cells the grid
// always answered, worked out here from the stored rows with classResultState (the latest row per student
// and assignment, in the order of their first row), for rows in all five states, after a reassign, with a
// warm-up, a student who left the class and names JSON must escape; the window's edges at a fixed now.
import { type ClassroomResults, classResultState } from '@prep/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomAssignments, classrooms, masterSittings, students, warmupResults } from '../db/schema/index';
import { createWarmupSet, grantToClient } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, classStaff, type Headers, sittingWorld } from '../test/sittings';
import { classResultsJson } from './results';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;
let teacher: Headers;
let teacherId: number;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  set = await createWarmupSet(t.db);
  await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
    quizzes: [w.test.quiz.master_qnsbank_id],
    warmups: [set.set.master_qnsbank_id],
  });
  ({ teacherId, teacher } = await classStaff(t, w));
});
afterAll(() => t.close());

/** A class of the given students of client A, taught by the teacher, with a test and a warm-up assigned. */
async function classWithWork(names: Array<{ Student_First_Name: string; Student_Last_Name: string }>) {
  const ids: number[] = [];
  for (const name of names) ids.push((await w.student(name)).id);
  const made = await call('POST', '/api/classroom/', w.a.adminHeaders, {
    class_name: `Class "${Math.random()}"`,
    program: 'SAT',
    teachers: [teacherId],
    students: ids,
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as number;
  for (const body of [
    { kind: 'test', master_qnsbank: w.test.quiz.master_qnsbank_id, closes_at: '2099-06-01T10:00:00.123Z' },
    { kind: 'warmup', warmup_set_no: set.set.master_qnsbank_id },
  ]) {
    const res = await call('POST', `/api/classroom/${id}/assign/`, w.a.adminHeaders, body);
    expect(res.statusCode, res.body).toBe(201);
  }
  const work = await t.db
    .select()
    .from(classroomAssignments)
    .where(eq(classroomAssignments.classroom, id))
    .orderBy(classroomAssignments.id);
  return { id, ids, work };
}

/** The rows of the class's assignments as stored, sittings then warm-up results, each by id. */
async function storedRows(assignments: number[]) {
  const started = (r: { started_at: Date | null; elapsed_seconds: number; time_allowed_seconds: number | null }) =>
    r.started_at !== null || r.elapsed_seconds > 0 || r.time_allowed_seconds !== null;
  const sittings = await t.db
    .select()
    .from(masterSittings)
    .where(inArray(masterSittings.class_assignment, assignments))
    .orderBy(masterSittings.master_sitting_id);
  const warmups = await t.db
    .select()
    .from(warmupResults)
    .where(inArray(warmupResults.class_assignment, assignments))
    .orderBy(warmupResults.result_id);
  return [
    ...sittings.map((r) => ({
      ...r,
      assignment: r.class_assignment!,
      record: r.master_sitting_id,
      started: started(r),
    })),
    ...warmups.map((r) => ({ ...r, assignment: r.class_assignment!, record: r.result_id, started: started(r) })),
  ];
}

/** The cells by the domain's rule, as the grid has always listed them. */
async function expectedCells(assignments: number[], members: number[], now: Date): Promise<ClassroomResults['cells']> {
  const rows = await storedRows(assignments);
  const cells: ClassroomResults['cells'] = [];
  for (const assignment of assignments) {
    const latest = new Map<number, (typeof rows)[number]>();
    for (const row of rows)
      if (row.assignment === assignment && members.includes(row.student)) latest.set(row.student, row);
    for (const row of latest.values()) {
      const state = classResultState(row, now);
      cells.push({
        student: row.student,
        assignment,
        record: row.record,
        state,
        score: state === 'submitted' ? row.score : null,
        total_qns: row.total_qns,
        released: row.analyse_test_results,
      });
    }
  }
  return cells;
}

describe('GET /api/classroom/{id}/results/ written by PostgreSQL', () => {
  it('answers every state, the latest row after a reassign and escaped names, as the domain rule says', async () => {
    const names = [
      { Student_First_Name: 'Ann', Student_Last_Name: 'Zed' },
      { Student_First_Name: 'Bo "Quote"', Student_Last_Name: 'back\\slash' },
      { Student_First_Name: 'Cé', Student_Last_Name: 'tab\there' },
      { Student_First_Name: 'Dan', Student_Last_Name: 'adams' },
      { Student_First_Name: 'Eve', Student_Last_Name: 'Brown' },
      { Student_First_Name: 'Fay', Student_Last_Name: 'Left' },
    ];
    const c = await classWithWork(names);
    const [test, warmup] = c.work as [(typeof c.work)[number], (typeof c.work)[number]];
    const [s1, s2, s3, s4, s5, s6] = c.ids as [number, number, number, number, number, number];
    const sittingOf = async (student: number) =>
      (await storedRows([test.id])).find((r) => r.student === student && r.assignment === test.id)!.record;
    const setSitting = async (student: number, fields: Partial<typeof masterSittings.$inferInsert>) =>
      t.db
        .update(masterSittings)
        .set(fields)
        .where(eq(masterSittings.master_sitting_id, await sittingOf(student)));
    await setSitting(s1, { test_taken: true, score: 3, analyse_test_results: true });
    await setSitting(s2, { started_at: new Date() });
    await setSitting(s3, { closes_at: new Date('2020-01-01T00:00:00Z') });
    await setSitting(s4, { opens_at: new Date('2099-01-01T00:00:00Z') });
    await setSitting(s5, { elapsed_seconds: 30 });
    // A reassign: s1 gets a newer sitting under the same assignment, which is where s1 stands now.
    const [first] = await t.db
      .select()
      .from(masterSittings)
      .where(eq(masterSittings.master_sitting_id, await sittingOf(s1)));
    const { master_sitting_id: _, ...copy } = first!;
    await t.db.insert(masterSittings).values({ ...copy, test_taken: false, score: 0, analyse_test_results: false });
    await t.db
      .update(warmupResults)
      .set({ test_taken: true, score: 2 })
      .where(eq(warmupResults.class_assignment, warmup.id));
    // s6 leaves the class: their rows stay, their cells go.
    const kept = c.ids.filter((id) => id !== s6);
    expect(
      (await call('PUT', `/api/classroom/${c.id}/students/`, w.a.adminHeaders, { students: kept })).statusCode,
    ).toBe(200);

    const before = t.queries();
    const res = await call('GET', `/api/classroom/${c.id}/results/`, teacher);
    expect(t.queries() - before).toBeLessThanOrEqual(2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as ClassroomResults;

    const [room] = await t.db.select().from(classrooms).where(eq(classrooms.id, c.id));
    expect(body.classroom).toEqual({ id: c.id, class_name: room!.class_name });
    const people = await t.db.select().from(students).where(inArray(students.student_id, kept));
    const byName = (a: (typeof people)[number], b: (typeof people)[number]) =>
      a.Student_Last_Name.toLowerCase().localeCompare(b.Student_Last_Name.toLowerCase()) ||
      a.Student_First_Name.toLowerCase().localeCompare(b.Student_First_Name.toLowerCase()) ||
      a.student_id - b.student_id;
    expect(body.students).toEqual(
      people.sort(byName).map((p) => ({
        student_id: p.student_id,
        first_name: p.Student_First_Name,
        last_name: p.Student_Last_Name,
        email: p.email,
      })),
    );
    expect(body.assignments).toEqual([
      {
        id: test.id,
        kind: 'test',
        quiz: w.test.quiz.master_qnsbank_id,
        test_name: 'SAT Math 1',
        timer: test.timer,
        student_timer: test.student_timer,
        opens_at: null,
        closes_at: '2099-06-01T10:00:00.123Z',
        total_qns: 4,
      },
      expect.objectContaining({ id: warmup.id, kind: 'warmup', quiz: set.set.master_qnsbank_id, opens_at: null }),
    ]);
    const expected = await expectedCells([test.id, warmup.id], kept, new Date());
    expect(body.cells).toEqual(expected);
    expect(new Set(body.cells.map((x) => x.state))).toEqual(
      new Set(['submitted', 'in progress', 'missed', 'not open', 'not started']),
    );
    expect(body.cells.find((x) => x.student === s1 && x.assignment === test.id)).toMatchObject({
      state: 'not started',
      score: null,
    });

    const missed = await call('GET', `/api/classroom/${c.id}/results/?state=missed&assignment=${test.id}`, teacher);
    expect(missed.json()).toEqual({
      ...body,
      assignments: [body.assignments[0]],
      cells: expected.filter((x) => x.state === 'missed' && x.assignment === test.id),
    });
    const none = await call('GET', `/api/classroom/${c.id}/results/?assignment=2147483647`, teacher);
    expect(none.json()).toEqual({ ...body, assignments: [], cells: [] });
  });

  it('puts the window edges where classResultState puts them, to the millisecond', async () => {
    const c = await classWithWork([
      { Student_First_Name: 'A', Student_Last_Name: 'A' },
      { Student_First_Name: 'B', Student_Last_Name: 'B' },
      { Student_First_Name: 'C', Student_Last_Name: 'C' },
      { Student_First_Name: 'D', Student_Last_Name: 'D' },
      { Student_First_Name: 'E', Student_Last_Name: 'E' },
    ]);
    const [test] = c.work;
    const now = new Date('2031-05-05T12:00:00.500Z');
    const later = new Date(now.getTime() + 1);
    const rows = await storedRows([test!.id]);
    // Opens now; opens 1 ms later; closes now; closes 1 ms later; opens half a millisecond later (stored to
    // the microsecond, a Date holds it as now).
    const windows = [
      { opens_at: now, closes_at: null },
      { opens_at: later, closes_at: null },
      { opens_at: null, closes_at: now },
      { opens_at: null, closes_at: later },
    ];
    for (const [i, window] of windows.entries())
      await t.db.update(masterSittings).set(window).where(eq(masterSittings.master_sitting_id, rows[i]!.record));
    await t.db.execute(
      `update master_sittings set opens_at = '2031-05-05 12:00:00.5005+00' where master_sitting_id = ${rows[4]!.record}`,
    );
    const answer = JSON.parse((await classResultsJson(t.db, c.id, { assignment: test!.id }, now))!) as ClassroomResults;
    expect(answer.cells.map((x) => x.state)).toEqual([
      'not started',
      'not open',
      'missed',
      'not started',
      'not started',
    ]);
    expect(answer.cells).toEqual(await expectedCells([test!.id], c.ids, now));
    const notOpen = JSON.parse((await classResultsJson(t.db, c.id, { state: 'not open' }, now))!) as ClassroomResults;
    expect(notOpen.cells.map((x) => x.record)).toEqual([rows[1]!.record]);
  });

  it('answers a class with no students and no work as empty lists', async () => {
    const made = await call('POST', '/api/classroom/', w.a.adminHeaders, {
      class_name: 'Empty',
      program: 'SAT',
      teachers: [teacherId],
      students: [],
    });
    const id = made.json().id as number;
    const res = await call('GET', `/api/classroom/${id}/results/`, teacher);
    expect(res.json()).toEqual({ classroom: { id, class_name: 'Empty' }, students: [], assignments: [], cells: [] });
  });
});
