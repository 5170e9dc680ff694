// The SQL of warm-up results (Drizzle); the busiest reads and the submission's write are named
// statements, in statements.ts. Queries of one result take the Scope it was authorised on.
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CardSample, TimeMultiplier } from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import { clients, quizzes, students, warmupResults, warmups, warmupStudentVersions } from '../db/schema/index';
import { notFound } from '../plugins/errors';
import { rowsOf } from '../access/visibility';
import { notMissedCondition } from '../taking/window';
import { cachedSet } from '../warmups/cache';
import type { WarmupRow } from '../warmups/queries';
import type { ResultRow } from './views';

type Reader = Db | Tx;

export interface LoadedResult {
  row: ResultRow;
  /** The student's client. */
  client: number;
  /** The set's section duration; null for a result without a set (Master Recommended Test). */
  sectionDuration: string | null;
  /** The student's accommodation, applied to the time allowed when the warm-up is opened. */
  multiplier: TimeMultiplier;
  /** The assigned warm-ups, when loaded along (the test screen's read). */
  warmups?: WarmupRow[];
}

/** The result the scope was authorised on (the student's, when the scope names one). */
const scoped = (scope: Scope, resultId: number): SQL | undefined =>
  and(
    eq(warmupResults.result_id, resultId),
    scope.student === undefined ? undefined : eq(warmupResults.student, scope.student),
  );

/** One authorised result with what views need, locked until the transaction ends; 404 when gone. */
export async function lockResult(tx: Tx, scope: Scope, resultId: number): Promise<LoadedResult> {
  const [found] = await tx
    .select({
      row: getTableColumns(warmupResults),
      client: students.client,
      sectionDuration: quizzes.section_duration,
      multiplier: students.time_multiplier,
    })
    .from(warmupResults)
    .innerJoin(students, eq(students.student_id, warmupResults.student))
    .leftJoin(quizzes, eq(quizzes.master_qnsbank_id, warmupResults.warmup_set_no))
    .where(scoped(scope, resultId))
    .for('update', { of: warmupResults });
  if (!found) throw notFound();
  return found;
}

export async function changeResult(tx: Tx, resultId: number, changes: PgUpdateSetSource<typeof warmupResults>) {
  const [row] = await tx.update(warmupResults).set(changes).where(eq(warmupResults.result_id, resultId)).returning();
  if (!row) throw new Error(`warm-up result ${resultId} vanished under its lock`);
  return row;
}

/** Merges answers into those saved so far. */
export async function mergeDraft(
  tx: Tx,
  resultId: number,
  answers: Record<string, string>,
  times: Record<string, number> = {},
) {
  return changeResult(tx, resultId, {
    draft_answers: sql`${warmupResults.draft_answers} || ${JSON.stringify(answers)}::jsonb`,
    answer_times: sql`${warmupResults.answer_times} || ${JSON.stringify(times)}::jsonb`,
  });
}

/** Deletes the result; what it was (for its audit event, with its student's client), or undefined when none. */
export async function deleteResult(db: Db | Tx, scope: Scope, resultId: number) {
  const [deleted] = await db.delete(warmupResults).where(scoped(scope, resultId)).returning({
    student: warmupResults.student,
    client: sql<number>`(select st.client_id from students st where st.student_id = warmup_results.student_id)`,
    test_name: warmupResults.test_name,
    warmup_set_no: warmupResults.warmup_set_no,
    test_taken: warmupResults.test_taken,
    score: warmupResults.score,
    analyse_test_results: warmupResults.analyse_test_results,
  });
  return deleted;
}

export async function warmupsById(db: Reader, ids: readonly number[]): Promise<Map<number, WarmupRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(warmups)
    .where(inArray(warmups.warmup_id, [...ids]));
  return new Map(rows.map((w) => [w.warmup_id, w]));
}

/**
 * The warm-ups of a result: from this server's copy of its set when current, else from the
 * database (a Master Recommended Test spans sets and has none).
 */
export async function resultWarmups(
  db: Reader,
  cacheOwner: object,
  row: ResultRow,
  setVersion: number | null,
): Promise<{ byId: Map<number, WarmupRow>; setIds: number[] | undefined }> {
  if (row.warmup_set_no !== null && setVersion !== null) {
    const set = await cachedSet(db, cacheOwner, row.warmup_set_no, setVersion);
    if (set) return { byId: set.byId, setIds: set.ids };
  }
  return { byId: await warmupsById(db, row.assigned_questions), setIds: undefined };
}

/** The result row as it is now, with no lock (after losing a race to open it). */
export async function currentRow(db: Db, resultId: number): Promise<ResultRow | undefined> {
  const [row] = await db.select().from(warmupResults).where(eq(warmupResults.result_id, resultId));
  return row;
}

/** The student a warm-up is assigned to, with the client's personalized warm-up count. */
export async function studentToAssign(tx: Tx, studentId: number) {
  const [student] = await tx
    .select({
      student_id: students.student_id,
      client: students.client,
      limit: clients.personzlized_warmup_count,
      multiplier: students.time_multiplier,
    })
    .from(students)
    .innerJoin(clients, eq(clients.client_id, students.client))
    .where(eq(students.student_id, studentId));
  return student;
}

/**
 * Bumps the students' warm-up versions, which locks them until commit: a concurrent submission's
 * personalization (or another assignment) waits, then plans again from what this one adds.
 */
export async function bumpStudentVersions(tx: Tx, studentIds: number[]) {
  await tx
    .insert(warmupStudentVersions)
    .values(studentIds.map((student) => ({ student, version: 1 })))
    .onConflictDoUpdate({
      target: warmupStudentVersions.student,
      set: { version: sql`${warmupStudentVersions.version} + 1` },
    });
}

/** Those of the ids that are students. */
export async function existingStudents(tx: Tx, studentIds: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: students.student_id })
    .from(students)
    .where(inArray(students.student_id, studentIds));
  return rows.map((r) => r.id);
}

/** Those of the students with a result of the set, not personalized, not taken yet. */
export async function withSetOpen(tx: Tx, studentIds: number[], setNo: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ student: warmupResults.student })
    .from(warmupResults)
    .where(
      and(
        inArray(warmupResults.student, studentIds),
        eq(warmupResults.warmup_set_no, setNo),
        eq(warmupResults.is_personalized, false),
        eq(warmupResults.test_taken, false),
        notMissedCondition(warmupResults),
      ),
    );
  return rows.map((r) => r.student);
}

/** Every warm-up result of a student, oldest first. */
export async function resultRowsOf(tx: Tx, studentId: number): Promise<ResultRow[]> {
  return tx
    .select()
    .from(warmupResults)
    .where(eq(warmupResults.student, studentId))
    .orderBy(asc(warmupResults.result_id));
}

export function insertResults(tx: Tx, values: Array<typeof warmupResults.$inferInsert>): Promise<ResultRow[]> {
  return tx.insert(warmupResults).values(values).returning();
}

/**
 * Every answer of the student's taken warm-ups but `exceptResult`: right or not and its time when
 * measured (the fluency_recommended master's ranking, domain warmup-fluency.ts). Only read when
 * that switch is on and a master is about to be made or grown.
 */
export async function studentCardSamples(db: Reader, studentId: number, exceptResult: number): Promise<CardSample[]> {
  const found = await db.execute(sql`
    select a.key::int as warmup_id, not (r.wrng_qns_list @> jsonb_build_array(a.key::int)) as correct,
      (r.answer_times ->> a.key)::int as ms
    from ${warmupResults} r, jsonb_each_text(r.answers) a
    where r.student_id = ${studentId} and r.test_taken and r.result_id <> ${exceptResult}`);
  return rowsOf<CardSample>(found);
}
