// The named prepared statements of the busiest routes (db/named.ts; docs/benchmarks.md): the test
// screen's read, its opening on the owner's first read, and the submission's read and write. Their
// rows also carry what the access check needs (the owner's client), so authorising costs no extra
// round trip.
import { sql } from 'drizzle-orm';
import { TEST_NAME_SUFFIX, type StudentWarmupResult, type TimeMultiplier } from '@prep/domain';
import { auditInsertFrom } from '../audit/record';
import type { Db, Tx } from '../db/client';
import { namedStatement, rowReader, runNamed } from '../db/named';
import { warmupResults } from '../db/schema/index';
import type { Opening } from '../taking/clock';
import { type LoadedResult, resultWarmups } from './queries';
import type { ResultRow } from './views';

const resultRowOf = rowReader(warmupResults);

/** The test screen's read: the result, its owner's client, the set's duration and warm-ups version, in one statement. */
const DETAIL = namedStatement(
  'warmup_result_detail',
  sql`select r.*, s.client_id as owner_client, s.time_multiplier as owner_multiplier, q.section_duration, q.warmups_version
    from warmup_results r
    join students s on s.student_id = r.student_id
    left join quizzes q on q.master_qnsbank_id = r.warmup_set_no
    where r.result_id = ${sql.placeholder('id')}`,
);

/** The test screen's read, the busiest: one named statement plus this server's copy of the set. */
export async function loadForScreen(db: Db, cacheOwner: object, resultId: number): Promise<LoadedResult | undefined> {
  const [raw] = await runNamed<{
    owner_client: number;
    owner_multiplier: TimeMultiplier;
    section_duration: string | null;
    warmups_version: number | null;
  }>(db, DETAIL, { id: resultId });
  if (!raw) return undefined;
  const row = resultRowOf(raw);
  const { byId } = await resultWarmups(db, cacheOwner, row, raw.warmups_version);
  return {
    row,
    client: raw.owner_client,
    sectionDuration: raw.section_duration,
    multiplier: raw.owner_multiplier,
    warmups: [...byId.values()],
  };
}

/**
 * A student's list in one statement: the student (their client, for the access check, and their
 * accommodation) with every warm-up result of theirs and its set's section duration, oldest first.
 */
const STUDENT_LIST = namedStatement(
  'warmup_result_student_list',
  sql`select s.client_id as owner_client, s.student_id as owner, s.time_multiplier as owner_multiplier,
      q.section_duration, q.test_lang_type as set_lang, cl.class_name as owner_class_name, r.*
    from students s
    left join warmup_results r on r.student_id = s.student_id
    left join quizzes q on q.master_qnsbank_id = r.warmup_set_no
    left join classroom_assignments ca on ca.id = r.class_assignment_id
    left join classrooms cl on cl.id = ca.classroom_id
    where s.student_id = ${sql.placeholder('student')}
    order by r.result_id`,
);

export interface StudentList {
  client: number;
  student: number;
  rows: Array<{
    row: ResultRow;
    sectionDuration: string | null;
    multiplier: TimeMultiplier;
    className: string | null;
    /** The set's test_lang_type; null without a set (a Master Recommended Test). */
    language: string | null;
  }>;
}

/** The student's warm-up results with the student's facts; undefined when there is no such student. */
export async function loadStudentList(db: Db, studentId: number): Promise<StudentList | undefined> {
  const found = await runNamed<{
    owner_client: number;
    owner: number;
    owner_multiplier: TimeMultiplier;
    section_duration: string | null;
    owner_class_name: string | null;
    set_lang: string | null;
    result_id: number | null;
  }>(db, STUDENT_LIST, { student: studentId });
  const [first] = found;
  if (!first) return undefined;
  return {
    client: first.owner_client,
    student: first.owner,
    rows: found
      .filter((raw) => raw.result_id !== null)
      .map((raw) => ({
        row: resultRowOf(raw),
        sectionDuration: raw.section_duration,
        multiplier: raw.owner_multiplier,
        className: raw.owner_class_name,
        language: raw.set_lang,
      })),
  };
}

/** Opens a result never opened (the owning student's first read): only while it is still so. */
const OPEN = namedStatement(
  'warmup_result_open',
  sql`update warmup_results set started_at = ${sql.placeholder('started_at')},
      time_allowed_seconds = ${sql.placeholder('allowed')}
    where result_id = ${sql.placeholder('id')} and not test_taken and started_at is null
      and elapsed_seconds = 0 and time_allowed_seconds is null
    returning *`,
);

/** The row once opened; undefined when it was opened (or submitted) by another request meanwhile. */
export async function openUnopened(db: Db, resultId: number, opening: Opening): Promise<ResultRow | undefined> {
  const [raw] = await runNamed(db, OPEN, {
    id: resultId,
    started_at: opening.started_at,
    allowed: opening.time_allowed_seconds ?? null,
  });
  return raw && resultRowOf(raw);
}

// The submission's statements name tables and columns as stored (see db/schema/sittings.ts).

/**
 * What grading and personalization need, in one statement: the result, its owner's client and
 * switches, the set's duration and warm-ups version (the warm-ups come from this server's copy),
 * the student's warm-up version and, when personalization is on, those of the student's results
 * the rules read: the sitting's original and its personalized warm-ups, every "… Personalized 1"
 * and every recommended test (questions only for the last two kinds, the only ones rules 3 to 5 read).
 */
const SUBMIT_READ = namedStatement(
  'warmup_submit_read',
  sql`select r.*, s.client_id as owner_client, c.give_personalized as personalization_on, c.personzlized_warmup_count as allowed_count,
      c.fluency_recommended as fluency_on,
      q.section_duration, q.warmups_version, coalesce(v.version, 0) as student_version,
      case when c.give_personalized then (
        select json_agg(json_build_object(
          'result_id', o.result_id, 'test_name', o.test_name, 'warmup_set_no', o.warmup_set_no, 'sitting_id', o.sitting_id,
          'is_personalized', o.is_personalized, 'test_taken', o.test_taken,
          'assigned_questions', case when o.test_name like ${`% ${TEST_NAME_SUFFIX.personalized(1)}`}
            or o.test_name like ${`%${TEST_NAME_SUFFIX.recommended}`} then o.assigned_questions else '[]'::jsonb end
        ) order by o.result_id)
        from warmup_results o
        where o.student_id = r.student_id
          and (o.sitting_id = (case when r.is_personalized and r.sitting_id is not null then r.sitting_id else r.result_id end)
            or o.result_id = r.sitting_id
            or o.test_name like ${`% ${TEST_NAME_SUFFIX.personalized(1)}`} or o.test_name like ${`%${TEST_NAME_SUFFIX.recommended}`})) end as existing
    from warmup_results r
    join students s on s.student_id = r.student_id
    join clients c on c.client_id = s.client_id
    left join quizzes q on q.master_qnsbank_id = r.warmup_set_no
    left join warmup_student_versions v on v.student_id = r.student_id
    where r.result_id = ${sql.placeholder('id')}`,
);

interface SubmitReadRow extends Record<string, unknown> {
  owner_client: number;
  personalization_on: boolean;
  fluency_on: boolean;
  allowed_count: number;
  section_duration: string | null;
  warmups_version: number | null;
  student_version: number;
  existing: StudentWarmupResult[] | null;
}

export interface SubmissionRead {
  row: ResultRow;
  /** The student's client. */
  client: number;
  sectionDuration: string | null;
  setVersion: number | null;
  /** The student's warm-up version: the write applies only while it is still this one. */
  studentVersion: number;
  personalizationOn: boolean;
  /** The client's fluency_recommended switch: the master prefers the slowest and most missed cards. */
  fluencyOn: boolean;
  /** The client's personalized warm-up count. */
  allowedCount: number;
  /** The student's results the personalization rules read (none while personalization is off). */
  existing: StudentWarmupResult[];
}

export async function readForSubmission(db: Db, resultId: number): Promise<SubmissionRead | undefined> {
  const [found] = await runNamed<SubmitReadRow>(db, SUBMIT_READ, { id: resultId });
  if (!found) return undefined;
  return {
    row: resultRowOf(found),
    client: found.owner_client,
    sectionDuration: found.section_duration,
    setVersion: found.warmups_version,
    studentVersion: found.student_version,
    personalizationOn: found.personalization_on,
    fluencyOn: found.fluency_on,
    allowedCount: found.allowed_count,
    existing: found.existing ?? [],
  };
}

/**
 * Bumps the student's version if it is still the one read (the upsert waits for a concurrent
 * writer of the same student and then sees its version), and only then saves the grade, creates
 * the personalized results and grows the master. Nothing is written when the version moved or the
 * result was taken meanwhile: no row comes back, and the submission reads again.
 */
const SUBMIT_WRITE = namedStatement(
  'warmup_submit_write',
  sql`with turn as (
      insert into warmup_student_versions as v (student_id, version) values (${sql.placeholder('student')}, 1)
      on conflict (student_id) do update set version = v.version + 1 where v.version = ${sql.placeholder('version')}
      returning v.student_id
    ), saved as (
      update warmup_results r set
        score = ${sql.placeholder('score')}, total_qns = ${sql.placeholder('total')}, wrng_qns_list = ${sql.placeholder('wrong')}::jsonb,
        answers = ${sql.placeholder('answers')}::jsonb, time_taken = ${sql.placeholder('time_taken')}, test_taken = true,
        submission_key = ${sql.placeholder('key')}, student_timer = ${sql.placeholder('student_timer')},
        elapsed_seconds = ${sql.placeholder('elapsed')}, started_at = null, draft_answers = '{}'::jsonb,
        answer_times = ${sql.placeholder('times')}::jsonb
      from turn
      where r.result_id = ${sql.placeholder('id')} and r.test_taken = false and r.student_id = turn.student_id
      returning r.result_id, r.student_id
    ), created as (
      insert into warmup_results (warmup_set_no, student_id, test_name, name_parts, sitting_id, is_personalized, reassign, assigned_questions, total_qns, timer, student_timer, test_level)
      select n.warmup_set_no, saved.student_id, n.test_name, n.name_parts, n.sitting_id, n.is_personalized, n.reassign, n.assigned_questions, n.total_qns, n.timer, n.student_timer, n.test_level
      from saved, jsonb_to_recordset(${sql.placeholder('creates')}::jsonb)
        as n(warmup_set_no int, test_name text, name_parts jsonb, sitting_id int, is_personalized boolean, reassign boolean, assigned_questions jsonb, total_qns int, timer boolean, student_timer text, test_level text)
    ), grown as (
      update warmup_results g set assigned_questions = x.assigned_questions, total_qns = jsonb_array_length(x.assigned_questions)
      from saved, jsonb_to_recordset(${sql.placeholder('grows')}::jsonb) as x(result_id int, assigned_questions jsonb)
      where g.result_id = x.result_id and g.test_taken = false
    ), logged as (${auditInsertFrom(sql`saved`, sql`${sql.placeholder('audit')}`)})
    select result_id from saved`,
);

export interface SubmissionWrite {
  /** The graded row as it is to be saved. */
  saved: ResultRow;
  studentVersion: number;
  /** Personalized results to create, and results whose questions grow (the master). */
  creates: readonly unknown[];
  grows: ReadonlyArray<{ result_id: number; assigned_questions: number[] }>;
  /** Its audit events (auditJson), written by the same statement when the grade is. */
  audit: string;
}

/** Applies the graded submission; false when something it was planned from changed (read again). */
export async function writeSubmission(db: Db | Tx, { saved, studentVersion, creates, grows, audit }: SubmissionWrite) {
  const written = await runNamed(db, SUBMIT_WRITE, {
    id: saved.result_id,
    student: saved.student,
    version: studentVersion,
    score: saved.score,
    total: saved.total_qns,
    wrong: JSON.stringify(saved.wrng_qns_list),
    answers: JSON.stringify(saved.answers),
    time_taken: saved.time_taken,
    key: saved.submission_key,
    student_timer: saved.student_timer,
    elapsed: saved.elapsed_seconds,
    times: JSON.stringify(saved.answer_times),
    creates: JSON.stringify(creates),
    grows: JSON.stringify(grows),
    audit,
  });
  return written.length === 1;
}
