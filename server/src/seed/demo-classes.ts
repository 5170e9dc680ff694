// The demo's classes (issue 18): two classes of the demo client, each taught by one of the two demo
// teachers who sign in, and assignments made to them in every state a student's row can be in. The
// classes and their assignments are stored directly (one statement per table); each student's row is
// made by the many-student assigning the class route uses, then taken through the student's services
// at a time inside its window, so scores, clocks and drafts are what a real class leaves.
//   SAT Morning (teacher 1; students 1 to 3):
//     Reading and Writing 1, timed, closed yesterday: Asha's result released, Ben's waiting for the
//       release, Chloe missed it;
//     Warmup Set 1, timed, open for a week: Asha and Chloe not started, Ben in progress (paused).
//   SAT Evening (teacher 2; students 3 to 5):
//     Warmup Set 2, opens tomorrow: not open for anyone;
//     Reading and Writing 1, untimed, open for a week: Chloe not started (the morning's one she missed
//       does not block it), Diego in progress, Emma submitted and waiting for the release.
// Real tests and sets the demo students have open already (Quick Check, Practice Test 2, Set 3) are
// not assigned again, and no warm-up is submitted here: a submission would add personalized ones.
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  classroomAssignments,
  classrooms,
  classroomStudents,
  classroomTeachers,
  masterSittings,
  warmupResults,
} from '../db/schema/index';
import { saveChoice, startSitting } from '../sittings/answering';
import { assignTestTo } from '../sittings/assign';
import { readForAnswer } from '../sittings/statements';
import { pauseWarmup, saveDraft, startWarmup } from '../warmup-results/answering';
import { assignSetTo } from '../warmup-results/assign';
import { warmupsById } from '../warmup-results/queries';
import { actorsOf, choicesOf, type DemoStudent, GRACE_SECONDS, later, release, reload, take } from './demo-activity';
import type { DemoContent } from './demo-content';

const HOUR = 3_600_000;
const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const DEMO_CLASSES = { morning: 'SAT Morning', evening: 'SAT Evening' } as const;

type Assignment = typeof classroomAssignments.$inferSelect;

/** Points the real-test rows just made for a class assignment at it, with its window and date: student → row. */
async function markSittings(tx: Tx, a: Assignment, ids: number[]) {
  const rows = await tx
    .update(masterSittings)
    .set({
      class_assignment: a.id,
      opens_at: a.opens_at,
      closes_at: a.closes_at,
      master_sitting_date: dayOf(a.createdAt),
    })
    .where(inArray(masterSittings.master_sitting_id, ids))
    .returning({ id: masterSittings.master_sitting_id, student: masterSittings.student });
  return new Map(rows.map((r) => [r.student, r.id]));
}

/** As markSittings, for the warm-up rows. */
async function markResults(tx: Tx, a: Assignment, ids: number[]) {
  const rows = await tx
    .update(warmupResults)
    .set({ class_assignment: a.id, opens_at: a.opens_at, closes_at: a.closes_at, Warmup_date: a.createdAt })
    .where(inArray(warmupResults.result_id, ids))
    .returning({ id: warmupResults.result_id, student: warmupResults.student });
  return new Map(rows.map((r) => [r.student, r.id]));
}

const rowOf = (rows: Map<number, number>, student: DemoStudent) => {
  const id = rows.get(student.id);
  if (id === undefined) throw new Error(`demo: student ${student.index + 1} has no row of the class assignment`);
  return id;
};

/** The classes, their teachers, students and assignments, and each student's rows of them (one transaction). */
async function storeClasses(
  db: Db,
  { tests, sets }: DemoContent,
  ids: { client: number; teachers: readonly [number, number] },
  students: readonly DemoStudent[],
  now: Date,
) {
  const morningStudents = students.slice(0, 3);
  const eveningStudents = students.slice(2, 5);
  return db.transaction(async (tx) => {
    const [morning, evening] = await tx
      .insert(classrooms)
      .values([
        { client: ids.client, class_name: DEMO_CLASSES.morning, program: 'SAT', grade_level: 11 },
        { client: ids.client, class_name: DEMO_CLASSES.evening, program: 'SAT', grade_level: 11 },
      ])
      .returning({ id: classrooms.id });
    await tx.insert(classroomTeachers).values([
      { classroom: morning!.id, teacher: ids.teachers[0] },
      { classroom: evening!.id, teacher: ids.teachers[1] },
    ]);
    await tx
      .insert(classroomStudents)
      .values([
        ...morningStudents.map((s) => ({ classroom: morning!.id, student: s.id })),
        ...eveningStudents.map((s) => ({ classroom: evening!.id, student: s.id })),
      ]);
    const closed = { opens_at: hoursFrom(now, -48), closes_at: hoursFrom(now, -24) };
    const open = { opens_at: hoursFrom(now, -24), closes_at: hoursFrom(now, 7 * 24) };
    const soon = { opens_at: hoursFrom(now, 24), closes_at: hoursFrom(now, 8 * 24) };
    const [reading, set1, set2, readingEvening] = await tx
      .insert(classroomAssignments)
      .values([
        {
          classroom: morning!.id,
          kind: 'test',
          quiz: tests.reading1,
          timer: true,
          ...closed,
          createdAt: hoursFrom(now, -50),
        },
        {
          classroom: morning!.id,
          kind: 'warmup',
          quiz: sets.set1,
          timer: true,
          ...open,
          createdAt: hoursFrom(now, -26),
        },
        {
          classroom: evening!.id,
          kind: 'warmup',
          quiz: sets.set2,
          timer: true,
          ...soon,
          createdAt: hoursFrom(now, -2),
        },
        {
          classroom: evening!.id,
          kind: 'test',
          quiz: tests.reading1,
          timer: false,
          ...open,
          createdAt: hoursFrom(now, -26),
        },
      ])
      .returning();
    const ofTest = async (a: Assignment, of: readonly DemoStudent[]) => {
      const { created } = await assignTestTo(
        tx,
        a.quiz,
        of.map((s) => s.id),
        { timer: a.timer },
      );
      return markSittings(tx, a, created);
    };
    const ofSet = async (a: Assignment, of: readonly DemoStudent[]) => {
      const { created } = await assignSetTo(
        tx,
        a.quiz,
        of.map((s) => s.id),
        { timer: a.timer },
      );
      return markResults(
        tx,
        a,
        created.map((r) => r.result_id),
      );
    };
    return {
      windows: { closed, open },
      // The morning's test first: Chloe misses it, and gets the evening's all the same.
      reading: await ofTest(reading!, morningStudents),
      set1: await ofSet(set1!, morningStudents),
      set2: await ofSet(set2!, eveningStudents),
      readingEvening: await ofTest(readingEvening!, eveningStudents),
    };
  });
}

/** The demo client's classes, with assignments in every state (see above). */
export async function loadDemoClasses(
  db: Db,
  content: DemoContent,
  ids: { client: number; admin: number; teachers: readonly [number, number] },
  students: readonly DemoStudent[],
) {
  const now = new Date();
  const rows = await storeClasses(db, content, ids, students, now);
  const [asha, ben, , diego, emma] = students;
  const actors = (s: DemoStudent) => actorsOf(ids.client, ids.admin, s.id);

  // The morning's test, taken while it was open: Asha's released, Ben's waiting.
  const sat = hoursFrom(rows.windows.closed.opens_at, 8);
  for (const s of [asha!, ben!]) await take(db, actors(s), 'master', rowOf(rows.reading, s), s.index, 12, sat);
  await release(db, actors(asha!), 'master', rowOf(rows.reading, asha!));

  // Warmup Set 1: Ben has typed three answers and paused.
  const benWarmup = rowOf(rows.set1, ben!);
  const started = hoursFrom(now, -0.2);
  const opened = await startWarmup(db, actors(ben!).student, benWarmup, started);
  const warmups = await warmupsById(db, opened.assigned_questions.slice(0, 3));
  const typed = Object.fromEntries([...warmups.values()].map((w) => [String(w.warmup_id), w.answer]));
  await saveDraft(db, actors(ben!).student, benWarmup, typed, {}, later(started, 1), GRACE_SECONDS);
  await pauseWarmup(db, actors(ben!).student, benWarmup, undefined, later(started, 2), GRACE_SECONDS);

  // The evening's untimed test: Emma submitted it this morning, Diego is at work on it now.
  await take(db, actors(emma!), 'master', rowOf(rows.readingEvening, emma!), emma!.index, 18, hoursFrom(now, -3));
  const diegoTest = rowOf(rows.readingEvening, diego!);
  const student = actors(diego!).student;
  const begun = hoursFrom(now, -0.1);
  await startSitting(db, student, await reload(db, 'master', diegoTest, student), begun, GRACE_SECONDS);
  const choices = choicesOf(diego!.index, await reload(db, 'master', diegoTest, student)).slice(0, 3);
  for (const choice of choices) {
    if (choice.select_ans === null) continue;
    const read = await readForAnswer(db, 'master', diegoTest, choice);
    await saveChoice(db, student, 'master', diegoTest, read!, choice, later(begun, 1), GRACE_SECONDS);
  }
}
