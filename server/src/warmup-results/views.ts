// What each viewer sees of a warm-up result.
//   Admins (super admin, the student's client admin): everything.
//   The student: before the administrator releases the result (analyse_test_results), no score,
//   no wrong list, no graded entries and no correct answers. The submission's own response is the
//   exception: it carries the review (right/wrong and "Ans : n") the test screen shows at once.
import { mayReveal } from '../taking/owner';
import {
  remainingSeconds,
  secondsToHms,
  warmupDisplayOrder,
  warmupStatus,
  type WarmupCard,
  type WarmupResultDetail,
  type WarmupResultSummary,
  type WarmupReviewEntry,
  type TimeMultiplier,
} from '@prep/domain';
import { seesBeforeRelease } from '../access/fields';
import type { Scope } from '../access/scope';
import type { warmupResults } from '../db/schema/index';
import { allowedAtOpening } from '../taking/clock';
import type { WarmupRow } from '../warmups/queries';

export type ResultRow = typeof warmupResults.$inferSelect;

/** Whether this viewer may see scores and correct answers of this result. */

/**
 * The result fields every endpoint returns. student_timer is the time left as the server counts it
 * (before the first opening: the time that will be allowed, the student's accommodation applied;
 * once taken: the time that was left).
 */
export function resultView(
  row: ResultRow,
  sectionDuration: string | null,
  now: Date,
  reveal: boolean,
  multiplier: TimeMultiplier = '1',
): WarmupResultSummary {
  const status = warmupStatus(row, now);
  const preview = status === 'assigned' ? allowedAtOpening(row, sectionDuration, multiplier) : null;
  const allowed = row.timer ? (row.time_allowed_seconds ?? preview) : null;
  const remaining = status === 'taken' ? null : status === 'assigned' ? allowed : remainingSeconds(row, now);
  return {
    result_id: row.result_id,
    warmup_set_no: row.warmup_set_no,
    student: row.student,
    test_name: row.test_name,
    name_parts: row.name_parts ?? null,
    test_level: row.test_level,
    total_qns: row.total_qns,
    assigned_questions: row.assigned_questions,
    timer: row.timer,
    student_timer: row.timer && remaining !== null ? secondsToHms(remaining) : row.student_timer,
    time_allowed: allowed === null ? null : secondsToHms(allowed),
    remaining_seconds: row.timer ? remaining : null,
    status,
    sitting_id: row.sitting_id,
    reassign: row.reassign,
    is_personalized: row.is_personalized,
    test_taken: row.test_taken,
    analyse_test_results: row.analyse_test_results,
    Warmup_date: row.Warmup_date.toISOString(),
    opens_at: row.opens_at?.toISOString() ?? null,
    closes_at: row.closes_at?.toISOString() ?? null,
    time_taken: row.time_taken,
    comments: row.comments,
    score: reveal ? row.score : null,
    wrng_qns_list: reveal ? row.wrng_qns_list : null,
  };
}

/**
 * Whether the detail carries the questions: always for admins and once taken; for the student of a
 * timed warm-up only while its clock runs (or has run out), so the clock covers all the time they
 * are visible.
 */
export function showsQuestions(scope: Scope, row: ResultRow, status: WarmupResultSummary['status']) {
  return seesBeforeRelease(scope) || row.test_taken || !row.timer || status === 'in_progress' || status === 'time_up';
}

/** The full view of one result, from its row and the warm-ups it needs (see detailView). */
export function detailOf(
  scope: Scope,
  row: ResultRow,
  sectionDuration: string | null,
  found: ReadonlyMap<number, WarmupRow>,
  now: Date,
  multiplier: TimeMultiplier = '1',
): WarmupResultDetail {
  const reveal = mayReveal(scope, row);
  const base = resultView(row, sectionDuration, now, reveal, multiplier);
  const withQuestions = showsQuestions(scope, row, base.status);
  const withAnswers = reveal && (seesBeforeRelease(scope) || row.test_taken);
  return {
    ...base,
    section_duration: sectionDuration,
    questions: withQuestions ? questionViews(row, found, withAnswers) : null,
    draft_answers: row.test_taken ? {} : row.draft_answers,
    result: row.test_taken ? (reveal ? entriesWithAnswers(row, found) : null) : [],
  };
}

/**
 * The cards of the test screen, in display order with a 1-based order: assigned order, shuffled
 * (stably, by result id) for a personalized warm-up. Answers only when `withAnswers`.
 */
export function questionViews(
  row: ResultRow,
  found: ReadonlyMap<number, WarmupRow>,
  withAnswers: boolean,
): WarmupCard[] {
  const ids = warmupDisplayOrder(
    row.assigned_questions.filter((id) => found.has(id)),
    row.is_personalized,
    row.result_id,
  );
  return ids.map((id, i) => {
    const w = found.get(id)!;
    const card = {
      warmup_id: w.warmup_id,
      equation: w.equation,
      operand_one: w.operand_one,
      operand_two: w.operand_two,
      operator: w.operator,
      order: i + 1,
    };
    return withAnswers ? { ...card, answer: w.answer } : card;
  });
}

/** The graded entries in assigned order: what was typed, and whether it was right. */
export function gradedEntries(row: Pick<ResultRow, 'assigned_questions' | 'answers' | 'wrng_qns_list'>) {
  const wrong = new Set(row.wrng_qns_list);
  return row.assigned_questions
    .filter((id) => Object.hasOwn(row.answers, String(id)))
    .map((id) => ({ warmup_id: id, result: row.answers[String(id)]!, isCorrect: !wrong.has(id) }));
}

/** The graded entries with each warm-up's correct answer: the "Ans : n" of the review. */
export function entriesWithAnswers(
  row: ResultRow,
  warmups: ReadonlyMap<number, Pick<WarmupRow, 'answer'>>,
): WarmupReviewEntry[] {
  return gradedEntries(row).map((e) => ({ ...e, answer: warmups.get(e.warmup_id)?.answer ?? '' }));
}
