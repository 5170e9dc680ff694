// The writes of both kinds of sitting (Drizzle), the shared columns changed the same way in either
// table; and the reads of what an assignment checks and what a review shows.
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AccessClaims } from '@prep/domain';
import { rowsOf, takingSittingCondition, videoSeenCondition } from '../access/visibility';
import type { Scope } from '../access/scope';
import { auditInsertFrom } from '../audit/record';
import type { Db, Tx } from '../db/client';
import {
  clients,
  masterSittings,
  type personalizedSittings,
  questions,
  steps,
  stepVideos,
  students,
} from '../db/schema/index';
import { notMissedCondition } from '../taking/window';
import { SITTING_TABLES, type SittingKind } from './tables';

type MasterInsert = typeof masterSittings.$inferInsert;
type PersonalizedInsert = typeof personalizedSittings.$inferInsert;
/** Columns both tables have, which is all the taking, grading and release change. */
type SharedColumn = Exclude<Extract<keyof MasterInsert, keyof PersonalizedInsert>, 'student' | 'master_qnsbank'>;
export type SittingChanges = Partial<Pick<MasterInsert, SharedColumn>>;

/** The sitting's own row of the scope (its student, when the scope names one). */
function ownRow(kind: SittingKind, id: number, scope: Scope | undefined): SQL | undefined {
  const { table, id: idColumn } = SITTING_TABLES[kind];
  return and(eq(idColumn, id), scope?.student === undefined ? undefined : eq(table.student, scope.student));
}

/**
 * Changes a sitting; `untakenOnly` applies it only while the sitting is not taken (a grading, so two
 * racing submissions grade it once). True when the row changed.
 */
export async function changeSitting(
  db: Db | Tx,
  kind: SittingKind,
  id: number,
  changes: SittingChanges,
  opts: { untakenOnly?: boolean; unstartedOnly?: boolean; scope?: Scope; audit?: string } = {},
): Promise<boolean> {
  const { table } = SITTING_TABLES[kind];
  const where = and(
    ownRow(kind, id, opts.scope),
    opts.untakenOnly || opts.unstartedOnly ? eq(table.test_taken, false) : undefined,
    opts.unstartedOnly ? isNull(table.started_at) : undefined,
  );
  // Either table takes the shared columns alike; the union of the two is not one Drizzle can type.
  const update = db
    .update(table as typeof masterSittings)
    .set(changes)
    .where(where)
    .returning({ id: SITTING_TABLES[kind].id });
  if (opts.audit === undefined) return (await update).length > 0;
  // The change and its audit events in one statement: the events are written exactly when the row is.
  const logged = await db.execute(
    sql`with saved as (${update.getSQL()}) ${auditInsertFrom(sql`saved`, opts.audit)} returning 1 as logged`,
  );
  return (logged as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Deletes the sitting; what it was (for its audit event, with its student's client), or undefined when none. */
export async function deleteSitting(db: Db | Tx, kind: SittingKind, id: number, scope: Scope) {
  const { table } = SITTING_TABLES[kind];
  const t = table as typeof masterSittings;
  const [deleted] = await db
    .delete(t)
    .where(ownRow(kind, id, scope))
    .returning({
      student: t.student,
      client: sql<number>`(select st.client_id from students st where st.student_id = ${sql.raw(SITTING_TABLES[kind].sql.table)}.student_id)`,
      test_name: t.test_name,
      master_qnsbank: t.master_qnsbank,
      test_taken: t.test_taken,
      score: t.score,
      analyse_test_results: t.analyse_test_results,
    });
  return deleted;
}

/** Inserts the sittings of one kind in one statement; their ids, in order. */
export async function insertSittings(tx: Tx, kind: 'master', values: MasterInsert[]): Promise<number[]>;
export async function insertSittings(tx: Tx, kind: 'personalized', values: PersonalizedInsert[]): Promise<number[]>;
export async function insertSittings(tx: Tx, kind: SittingKind, values: MasterInsert[] | PersonalizedInsert[]) {
  const { table, id: idColumn } = SITTING_TABLES[kind];
  const rows = await tx
    .insert(table as typeof masterSittings)
    .values(values as MasterInsert[])
    .returning({ id: idColumn });
  return rows.map((r) => r.id);
}

/**
 * The student a test is assigned to, locked until the transaction ends (two assignments of one test
 * to one student at once: the second sees the first), with its client's branding colour.
 */
export async function lockStudentToAssign(tx: Tx, scope: Scope, studentId: number) {
  const [student] = await tx
    .select({
      student_id: students.student_id,
      client: students.client,
      first_name: students.Student_First_Name,
      programs: students.Enroll_Program,
      color: clients.header_color,
    })
    .from(students)
    .innerJoin(clients, eq(clients.client_id, students.client))
    .where(
      and(eq(students.student_id, studentId), scope.client === 'all' ? undefined : eq(students.client, scope.client)),
    )
    .for('update', { of: students });
  return student;
}

/** The students a test is assigned to at once (a class), locked until the transaction ends, with their client's colour. */
export function lockStudentsToAssign(tx: Tx, studentIds: number[]) {
  return tx
    .select({ student_id: students.student_id, first_name: students.Student_First_Name, color: clients.header_color })
    .from(students)
    .innerJoin(clients, eq(clients.client_id, students.client))
    .where(inArray(students.student_id, studentIds))
    .for('update', { of: students });
}

export async function questionCount(tx: Tx, quizId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(questions).where(eq(questions.master_qnsbank, quizId));
  return Number(row?.n ?? 0);
}

/** Whether the student has a sitting of this test not yet taken. */
/** Those of the students with a real sitting of the test not taken yet. */
export async function withTestOpen(tx: Tx, studentIds: number[], quizId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ student: masterSittings.student })
    .from(masterSittings)
    .where(
      and(
        inArray(masterSittings.student, studentIds),
        eq(masterSittings.master_qnsbank, quizId),
        eq(masterSittings.test_taken, false),
        notMissedCondition(masterSittings),
      ),
    );
  return rows.map((r) => r.student);
}

/** The first steps row of each question (the STEPS form keeps one a question). */
export async function stepsOf(db: Db, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select({
      question: steps.question,
      step1_text: steps.step1_text,
      step2_text: steps.step2_text,
      step3_text: steps.step3_text,
      step4_text: steps.step4_text,
      step5_text: steps.step5_text,
      step1_image: steps.step1_image,
      step2_image: steps.step2_image,
      step3_image: steps.step3_image,
      step4_image: steps.step4_image,
    })
    .from(steps)
    .where(inArray(steps.question, questionIds));
}

/**
 * The step videos of these questions a viewer may see (admin-and-authoring §6): the general ones
 * (no owner) and those of the viewer's own client; every one for the super admin (`client` 'all').
 */
export async function videosOf(db: Db, questionIds: number[], viewer: AccessClaims) {
  if (questionIds.length === 0) return [];
  const owner = videoSeenCondition(viewer, stepVideos.client_admin);
  return db
    .select({ question: stepVideos.question, urls: stepVideos.urls, client_admin: stepVideos.client_admin })
    .from(stepVideos)
    .where(and(inArray(stepVideos.question, questionIds), owner))
    .orderBy(stepVideos.master_qnsvideos_versionid);
}

/**
 * Whether the student is taking a sitting on this test now (opened, not submitted): its review and
 * keys wait until it is submitted (the rule is access/visibility.ts's, as the test reads use it).
 */
export async function takingSittingOn(db: Db, studentId: number, quizId: number): Promise<boolean> {
  const result = await db.execute<{ taking: boolean }>(
    sql`select ${takingSittingCondition(studentId, sql`${quizId}::int`)} as taking`,
  );
  return rowsOf<{ taking: boolean }>(result)[0]?.taking === true;
}
