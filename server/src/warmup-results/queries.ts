import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AccessClaims, WarmupResultDetail, WarmupResultListItem } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { quizzes, students, warmupResults, warmups } from '../db/schema/index';
import { assertStudentAccess } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { cachedSet } from '../warmups/cache';
import { namedStatement, resultRowOf, runNamed } from './named';
import type { WarmupRow } from '../warmups/queries';
import { entriesWithAnswers, gradedEntries, mayReveal, questionViews, resultView, type Dated, type ResultRow } from './views';

export interface LoadedResult {
  row: ResultRow;
  /** The student's client. */
  client: number;
  /** The set's section duration; null for a result without a set (Master Recommended Test). */
  sectionDuration: string | null;
  /** The assigned warm-ups, when loaded along (the test screen's read). */
  warmups?: WarmupRow[];
}

/** The test screen's read: the result, its owner's client, the set's duration and warm-ups version, in one statement. */
const DETAIL = namedStatement(
  'warmup_result_detail',
  sql`select r.*, s.client_id as owner_client, q.section_duration, q.warmups_version
    from warmup_results r
    join students s on s.student_id = r.student_id
    left join quizzes q on q.master_qnsbank_id = r.warmup_set_no
    where r.result_id = ${sql.placeholder('id')}`,
);

/** One result with what access checks and views need, in one query; `lock` takes a row lock on it (inside a transaction). */
export async function loadResult(db: Db | Tx, resultId: number, lock = false): Promise<LoadedResult | undefined> {
  const query = db
    .select({ row: getTableColumns(warmupResults), client: students.client, sectionDuration: quizzes.section_duration })
    .from(warmupResults)
    .innerJoin(students, eq(students.student_id, warmupResults.student))
    .leftJoin(quizzes, eq(quizzes.master_qnsbank_id, warmupResults.warmup_set_no))
    .where(eq(warmupResults.result_id, resultId));
  const [found] = lock ? await query.for('update', { of: warmupResults }) : await query;
  return found;
}

/** The result if the user may reach it: 404 when missing, 403 for another client's or another student's. */
export async function reachableResult(db: Db | Tx, user: AccessClaims, resultId: number, lock = false): Promise<LoadedResult> {
  const found = await loadResult(db, resultId, lock);
  if (!found) throw notFound();
  assertStudentAccess(user, { student_id: found.row.student, client: found.client });
  return found;
}

/**
 * The warm-ups of a result: from this server's copy of its set when current, else from the
 * database (a Master Recommended Test spans sets and has none).
 */
export async function resultWarmups(db: Db | Tx, cacheOwner: object, row: ResultRow, setVersion: number | null): Promise<Map<number, WarmupRow>> {
  if (row.warmup_set_no !== null && setVersion !== null) {
    const set = await cachedSet(db, cacheOwner, row.warmup_set_no, setVersion);
    if (set) return set.byId;
  }
  return warmupsById(db, row.assigned_questions);
}

/** The test screen's read, the busiest: one named statement plus this server's copy of the set. */
export async function loadForScreen(db: Db, cacheOwner: object, resultId: number): Promise<LoadedResult | undefined> {
  const [raw] = await runNamed<{ owner_client: number; section_duration: string | null; warmups_version: number | null }>(db, DETAIL, { id: resultId });
  if (!raw) return undefined;
  const row = resultRowOf(raw);
  const warmups = await resultWarmups(db, cacheOwner, row, raw.warmups_version);
  return { row, client: raw.owner_client, sectionDuration: raw.section_duration, warmups: [...warmups.values()] };
}

export async function warmupsById(db: Db | Tx, ids: readonly number[]): Promise<Map<number, WarmupRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(warmups).where(inArray(warmups.warmup_id, [...ids]));
  return new Map(rows.map((w) => [w.warmup_id, w]));
}

/**
 * The full view of one result: the test screen's data in one answer. Questions are withheld from
 * the student while a timed warm-up is not running (not opened yet, or paused), so the clock
 * covers all the time they are visible.
 */
export async function detailView(db: Db | Tx, user: AccessClaims, loaded: LoadedResult, now: Date): Promise<Dated<WarmupResultDetail>> {
  const { row, sectionDuration } = loaded;
  const reveal = mayReveal(user, row);
  const base = resultView(row, sectionDuration, now, reveal);
  const showQuestions =
    user.role !== 'student' || row.test_taken || !row.timer || base.status === 'in_progress' || base.status === 'time_up';
  // Admins and a released student see the correct answers, so they get the questions too.
  const needWarmups = showQuestions || (row.test_taken && reveal);
  const found = !needWarmups
    ? new Map<number, WarmupRow>()
    : loaded.warmups
      ? new Map(loaded.warmups.map((w) => [w.warmup_id, w]))
      : await warmupsById(db, row.assigned_questions);
  return {
    ...base,
    section_duration: sectionDuration,
    questions: showQuestions ? questionViews(row, found, reveal && (user.role !== 'student' || row.test_taken)) : null,
    draft_answers: row.test_taken ? {} : row.draft_answers,
    result: row.test_taken ? (reveal ? entriesWithAnswers(row, found) : null) : [],
  };
}

/** Every warm-up result of a student, oldest first, with graded entries (no correct answers: the detail view has them). */
export async function studentResults(db: Db, user: AccessClaims, studentId: number, now: Date): Promise<Dated<WarmupResultListItem>[]> {
  const rows = await db
    .select({ row: getTableColumns(warmupResults), sectionDuration: quizzes.section_duration })
    .from(warmupResults)
    .leftJoin(quizzes, eq(quizzes.master_qnsbank_id, warmupResults.warmup_set_no))
    .where(eq(warmupResults.student, studentId))
    .orderBy(asc(warmupResults.result_id));
  return rows.map(({ row, sectionDuration }) => {
    const reveal = mayReveal(user, row);
    return { ...resultView(row, sectionDuration, now, reveal), result: row.test_taken ? (reveal ? gradedEntries(row) : null) : [] };
  });
}
