// A student's submission: graded, saved and personalized by ONE writing statement (one transaction).
//
// A submission is the platform's busiest write, so it costs two round trips: a read, then a write
// that applies only if nothing it planned from has changed (the result still untaken, the student's
// warm-up version unchanged, see warmup_student_versions). When something changed (a concurrent
// submission of the same student, or a retry racing its first attempt), it reads and plans again.
//
// Idempotency: the attempt is named by the Idempotency-Key header, or, without one, by a hash of
// the answers. A retry of the applied attempt is answered with the same review, byte for byte
// (header Idempotent-Replayed: true); any other submission of a taken warm-up is refused (409).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  elapsedSeconds,
  gradeWarmup,
  isPastDeadline,
  isRecommendedName,
  planPersonalization,
  secondsToHms,
  TEST_NAME_SUFFIX,
  warmupStatus,
  WARMUP_ALREADY_SUBMITTED,
  WARMUP_NOT_STARTED,
  type AccessClaims,
  type StudentWarmupResult,
  type WarmupSubmissionReview,
} from '@prep/domain';
import type { Db } from '../db/client';
import { assertStudentAccess } from '../plugins/auth';
import { badRequest, conflict, HttpError, notFound } from '../plugins/errors';
import { cachedSet } from '../warmups/cache';
import { namedStatement, resultRowOf, runNamed } from './named';
import { warmupsById } from './queries';
import { clockOf, entriesWithAnswers, resultView, type Dated, type ResultRow } from './views';

export interface Submission {
  answers: ReadonlyArray<{ warmup_id: number; result: string }>;
  /** The Idempotency-Key header, when sent. */
  key: string | undefined;
}

/** The attempt's name: the client's key, or the answers themselves (last entry per question, by id). */
export function attemptKey({ answers, key }: Submission): string {
  if (key) return `key:${key}`;
  const last = new Map<number, string>();
  for (const a of answers) last.set(a.warmup_id, a.result);
  const canonical = JSON.stringify([...last].sort((a, b) => a[0] - b[0]));
  return `answers:${createHash('sha256').update(canonical).digest('hex')}`;
}

/** The review the test screen shows: every graded field and, per question, the correct answer. */
function reviewBody(row: ResultRow, sectionDuration: string | null, warmups: ReadonlyMap<number, { answer: string }>, now: Date): Dated<WarmupSubmissionReview> {
  return { ...resultView(row, sectionDuration, now, true), score: row.score, wrng_qns_list: row.wrng_qns_list, result: entriesWithAnswers(row, warmups) };
}

export interface SubmitOutcome {
  replayed: boolean;
  body: ReturnType<typeof reviewBody>;
}

// The statements below name tables and columns as stored (see db/schema/sittings.ts).

/**
 * What grading and personalization need, in one statement: the result, its owner's client and
 * switches, the set's duration and warm-ups version (the warm-ups come from this server's copy),
 * the student's warm-up version and, when personalization is on, those of the student's results
 * the rules read: the sitting's original and its personalized warm-ups, every "… Personalized 1"
 * and every recommended test (questions only for the last two kinds, the only ones rules 3 to 5 read).
 */
const READ = namedStatement(
  'warmup_submit_read',
  sql`select r.*, s.client_id as owner_client, c.give_personalized as personalization_on, c.personzlized_warmup_count as allowed_count,
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

/**
 * Bumps the student's version if it is still the one read (the upsert waits for a concurrent
 * writer of the same student and then sees its version), and only then saves the grade, creates
 * the personalized results and grows the master. Nothing is written when the version moved or the
 * result was taken meanwhile: no row comes back, and the submission reads again.
 */
const WRITE = namedStatement(
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
        elapsed_seconds = ${sql.placeholder('elapsed')}, started_at = null, draft_answers = '{}'::jsonb
      from turn
      where r.result_id = ${sql.placeholder('id')} and r.test_taken = false and r.student_id = turn.student_id
      returning r.result_id, r.student_id
    ), created as (
      insert into warmup_results (warmup_set_no, student_id, test_name, sitting_id, is_personalized, reassign, assigned_questions, total_qns, timer, student_timer, test_level)
      select n.warmup_set_no, saved.student_id, n.test_name, n.sitting_id, n.is_personalized, n.reassign, n.assigned_questions, n.total_qns, n.timer, n.student_timer, n.test_level
      from saved, jsonb_to_recordset(${sql.placeholder('creates')}::jsonb)
        as n(warmup_set_no int, test_name text, sitting_id int, is_personalized boolean, reassign boolean, assigned_questions jsonb, total_qns int, timer boolean, student_timer text, test_level text)
    ), grown as (
      update warmup_results g set assigned_questions = x.assigned_questions, total_qns = jsonb_array_length(x.assigned_questions)
      from saved, jsonb_to_recordset(${sql.placeholder('grows')}::jsonb) as x(result_id int, assigned_questions jsonb)
      where g.result_id = x.result_id and g.test_taken = false
    )
    select result_id from saved`,
);

interface ReadRow extends Record<string, unknown> {
  owner_client: number;
  personalization_on: boolean;
  allowed_count: number;
  section_duration: string | null;
  warmups_version: number | null;
  student_version: number;
  existing: StudentWarmupResult[] | null;
}

/** Rounds of read-then-write before giving up; each lost round means another write of the same student landed. */
const MAX_ROUNDS = 5;

export async function submitWarmup(
  db: Db,
  cacheOwner: object,
  user: AccessClaims,
  resultId: number,
  submission: Submission,
  now: Date,
  graceSeconds: number,
): Promise<SubmitOutcome> {
  const key = attemptKey(submission);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const [found] = await runNamed<ReadRow>(db, READ, { id: resultId });
    if (!found) throw notFound();
    const row = resultRowOf(found);
    assertStudentAccess(user, { student_id: row.student, client: found.owner_client });
    const sectionDuration = found.section_duration;

    if (row.test_taken && row.submission_key !== key) throw conflict(WARMUP_ALREADY_SUBMITTED);
    const set =
      row.warmup_set_no !== null && found.warmups_version !== null
        ? await cachedSet(db, cacheOwner, row.warmup_set_no, found.warmups_version)
        : undefined;
    const known = set?.byId ?? (await warmupsById(db, row.assigned_questions));
    if (row.test_taken) return { replayed: true, body: reviewBody(row, sectionDuration, known, now) };

    const clock = clockOf(row);
    if (row.timer && warmupStatus(clock, now) === 'assigned') throw conflict(WARMUP_NOT_STARTED);
    const assigned = new Set(row.assigned_questions);
    const foreign = submission.answers.filter((a) => !assigned.has(a.warmup_id)).map((a) => a.warmup_id);
    if (foreign.length > 0) {
      const message = `Not a question of this warm-up: ${[...new Set(foreign)].join(', ')}`;
      throw badRequest(message, { result: [message] });
    }
    // Answers arriving after the time (and its grace) may have been typed after it: those saved in time count instead.
    const answers = isPastDeadline(clock, now, graceSeconds)
      ? Object.entries(row.draft_answers).map(([id, result]) => ({ warmup_id: Number(id), result }))
      : submission.answers;

    const questions = row.assigned_questions.flatMap((id) => {
      const w = known.get(id);
      return w ? [{ warmup_id: id, answer: w.answer }] : [];
    });
    const allowed = row.time_allowed_seconds;
    const elapsed = allowed === null ? elapsedSeconds(clock, now) : Math.min(elapsedSeconds(clock, now), allowed);
    const grade = gradeWarmup({ questions, answers, allowedSeconds: allowed, elapsedSeconds: elapsed });
    const saved: ResultRow = {
      ...row,
      score: grade.score,
      total_qns: grade.total_qns,
      wrng_qns_list: grade.wrng_qns_list,
      answers: Object.fromEntries(grade.result.map((r) => [r.warmup_id, r.result])),
      time_taken: grade.time_taken,
      test_taken: true,
      submission_key: key,
      student_timer: allowed === null ? row.student_timer : secondsToHms(allowed - elapsed),
      elapsed_seconds: elapsed,
      started_at: null,
      draft_answers: {},
    };

    const actions =
      found.personalization_on && !isRecommendedName(row.test_name)
        ? planPersonalization({
            submitted: saved,
            personalizationOn: true,
            allowedCount: found.allowed_count,
            existing: (found.existing ?? []).map((r) => (r.result_id === row.result_id ? { ...r, test_taken: true, assigned_questions: row.assigned_questions } : r)),
            setQuestionIds: set?.ids ?? [],
          })
        : [];
    const written = await runNamed(db, WRITE, {
      id: saved.result_id,
      student: saved.student,
      version: found.student_version,
      score: saved.score,
      total: saved.total_qns,
      wrong: JSON.stringify(saved.wrng_qns_list),
      answers: JSON.stringify(saved.answers),
      time_taken: saved.time_taken,
      key,
      student_timer: saved.student_timer,
      elapsed: saved.elapsed_seconds,
      creates: JSON.stringify(actions.flatMap((a) => (a.kind === 'create' ? [a.result] : []))),
      grows: JSON.stringify(actions.flatMap((a) => (a.kind === 'add_questions' ? [{ result_id: a.result_id, assigned_questions: a.assigned_questions }] : []))),
    });
    if (written.length === 1) return { replayed: false, body: reviewBody(saved, sectionDuration, known, now) };
  }
  throw new HttpError(409, 'The warm-up is being saved by another request: please try again', { code: 'busy' });
}
