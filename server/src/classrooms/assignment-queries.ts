// The SQL of what is assigned to a class: its class assignments, and the rows (master sittings, warm-up
// results) each gave the students. Each is one statement whatever the class's size.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { classroomAssignments, classroomStudents, masterSittings, students, warmupResults } from '../db/schema/index';
import { notMissedCondition } from '../taking/window';

export type ClassAssignment = typeof classroomAssignments.$inferSelect;
export type Target = { kind: 'test'; quiz: number } | { kind: 'warmup'; quiz: number };

/** The class's students with their programs (the taking path locks their rows as it assigns). */
export function classStudents(tx: Tx, classroom: number) {
  return tx
    .select({ student: students.student_id, programs: students.Enroll_Program })
    .from(classroomStudents)
    .innerJoin(students, eq(students.student_id, classroomStudents.student))
    .where(eq(classroomStudents.classroom, classroom))
    .orderBy(asc(students.student_id));
}

export async function insertAssignment(tx: Tx, values: typeof classroomAssignments.$inferInsert) {
  const [row] = await tx.insert(classroomAssignments).values(values).returning();
  if (!row) throw new Error('the class assignment insert returned no row');
  return row;
}

export async function deleteAssignment(tx: Tx, id: number) {
  await tx.delete(classroomAssignments).where(eq(classroomAssignments.id, id));
}

/**
 * The open rows (not taken, not missed) of the assignment's test or set that these students were given
 * outside any class assignment, now counted under it: the class's row then shows work its students
 * already have, instead of "0 of 0". A row of another class's assignment stays that class's. How many.
 */
export async function adoptOpenRows(tx: Tx, assignment: ClassAssignment, studentIds: number[]): Promise<number> {
  if (studentIds.length === 0) return 0;
  const rows =
    assignment.kind === 'test'
      ? await tx
          .update(masterSittings)
          .set({ class_assignment: assignment.id })
          .where(
            and(
              inArray(masterSittings.student, studentIds),
              eq(masterSittings.master_qnsbank, assignment.quiz),
              eq(masterSittings.test_taken, false),
              isNull(masterSittings.class_assignment),
              notMissedCondition(masterSittings),
            ),
          )
          .returning({ id: masterSittings.master_sitting_id })
      : await tx
          .update(warmupResults)
          .set({ class_assignment: assignment.id })
          .where(
            and(
              inArray(warmupResults.student, studentIds),
              eq(warmupResults.warmup_set_no, assignment.quiz),
              eq(warmupResults.is_personalized, false),
              eq(warmupResults.test_taken, false),
              isNull(warmupResults.class_assignment),
              notMissedCondition(warmupResults),
            ),
          )
          .returning({ id: warmupResults.result_id });
  return rows.length;
}

/**
 * The class's assignments whose window has not closed, oldest first. Not a print on paper (issue 30): its
 * sheets were printed for the students of that day; a newcomer's sitting would be one on screen.
 */
export function openAssignments(tx: Tx, classroom: number, now: Date): Promise<ClassAssignment[]> {
  return tx
    .select()
    .from(classroomAssignments)
    .where(
      and(
        eq(classroomAssignments.classroom, classroom),
        or(isNull(classroomAssignments.closes_at), gt(classroomAssignments.closes_at, now)),
        sql`not exists (select 1 from ${masterSittings} s
          where s.class_assignment_id = ${classroomAssignments.id} and s.paper_batch_id is not null)`,
      ),
    )
    .orderBy(asc(classroomAssignments.id));
}

/** The class's latest assignment of this test or set, if any. */
export async function latestAssignment(tx: Tx, classroom: number, target: Target) {
  const [row] = await tx
    .select()
    .from(classroomAssignments)
    .where(
      and(
        eq(classroomAssignments.classroom, classroom),
        eq(classroomAssignments.kind, target.kind),
        eq(classroomAssignments.quiz, target.quiz),
      ),
    )
    .orderBy(desc(classroomAssignments.id))
    .limit(1);
  return row;
}

/** Which students already have a row of each of these class assignments: `${assignment}:${student}`. */
export async function assignedPairs(tx: Tx, assignmentIds: number[]): Promise<Set<string>> {
  if (assignmentIds.length === 0) return new Set();
  const rows = await tx
    .select({ assignment: masterSittings.class_assignment, student: masterSittings.student })
    .from(masterSittings)
    .where(inArray(masterSittings.class_assignment, assignmentIds))
    .unionAll(
      tx
        .select({ assignment: warmupResults.class_assignment, student: warmupResults.student })
        .from(warmupResults)
        .where(inArray(warmupResults.class_assignment, assignmentIds)),
    );
  return new Set(rows.map((r) => `${r.assignment}:${r.student}`));
}

/** The class's assignments of this test or set, as SQL naming their ids. */
const assignmentsOf = (classroom: number, target: Target) =>
  sql`(select ${classroomAssignments.id} from ${classroomAssignments} where ${classroomAssignments.classroom} = ${classroom}
    and ${classroomAssignments.kind} = ${target.kind} and ${classroomAssignments.quiz} = ${target.quiz})`;

/**
 * Each class student's latest taken row of the class's assignments of this test or set, with its score:
 * who a reassign below a score reaches.
 */
export async function latestScores(
  tx: Tx,
  classroom: number,
  target: Target,
): Promise<Array<{ student: number; score: number }>> {
  const inClass = sql`in (select ${classroomStudents.student} from ${classroomStudents} where ${classroomStudents.classroom} = ${classroom})`;
  if (target.kind === 'test') {
    return tx
      .selectDistinctOn([masterSittings.student], { student: masterSittings.student, score: masterSittings.score })
      .from(masterSittings)
      .where(
        and(
          sql`${masterSittings.class_assignment} in ${assignmentsOf(classroom, target)}`,
          sql`${masterSittings.student} ${inClass}`,
          eq(masterSittings.test_taken, true),
        ),
      )
      .orderBy(masterSittings.student, desc(masterSittings.master_sitting_id));
  }
  return tx
    .selectDistinctOn([warmupResults.student], { student: warmupResults.student, score: warmupResults.score })
    .from(warmupResults)
    .where(
      and(
        sql`${warmupResults.class_assignment} in ${assignmentsOf(classroom, target)}`,
        sql`${warmupResults.student} ${inClass}`,
        eq(warmupResults.test_taken, true),
      ),
    )
    .orderBy(warmupResults.student, desc(warmupResults.result_id));
}

/**
 * Releases every taken, unreleased row of the class's assignments of this test or set in one
 * statement, with what the per-student release writes; the rows released (for their events).
 */
export async function releaseRows(
  tx: Db | Tx,
  classroom: number,
  target: Target,
  released: { comments: string; student_comments: string },
): Promise<Array<{ id: number; student: number; title: string }>> {
  const rows =
    target.kind === 'test'
      ? await tx
          .update(masterSittings)
          .set({ ...released, analyse_test_results: true })
          .where(
            and(
              sql`${masterSittings.class_assignment} in ${assignmentsOf(classroom, target)}`,
              eq(masterSittings.test_taken, true),
              eq(masterSittings.analyse_test_results, false),
            ),
          )
          .returning({
            id: masterSittings.master_sitting_id,
            student: masterSittings.student,
            title: masterSittings.test_name,
          })
      : await tx
          .update(warmupResults)
          .set({ analyse_test_results: true })
          .where(
            and(
              sql`${warmupResults.class_assignment} in ${assignmentsOf(classroom, target)}`,
              eq(warmupResults.test_taken, true),
              eq(warmupResults.analyse_test_results, false),
            ),
          )
          .returning({ id: warmupResults.result_id, student: warmupResults.student, title: warmupResults.test_name });
  return rows;
}
