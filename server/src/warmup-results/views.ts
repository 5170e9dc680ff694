// What each viewer sees of a warm-up result.
//   Admins (super admin, the student's client admin): everything.
//   The student: before the administrator releases the result (analyse_test_results), no score,
//   no wrong list, no graded entries and no correct answers. The submission's own response is the
//   exception: it carries the review (right/wrong and "Ans : n") the test screen shows at once.
import {
  allowedSecondsFor,
  remainingSeconds,
  secondsToHms,
  warmupDisplayOrder,
  warmupStatus,
  type AccessClaims,
  type WarmupCard,
  type WarmupClock,
  type WarmupResultSummary,
  type WarmupReviewEntry,
} from '@prep/domain';
import type { warmupResults } from '../db/schema/index';
import type { WarmupRow } from '../warmups/queries';

export type ResultRow = typeof warmupResults.$inferSelect;

/** An API shape as the server builds it: dates are Date objects until serialized. */
export type Dated<T> = Omit<T, 'Warmup_date'> & { Warmup_date: Date };

export const clockOf = (row: ResultRow): WarmupClock => ({
  timer: row.timer,
  test_taken: row.test_taken,
  time_allowed_seconds: row.time_allowed_seconds,
  elapsed_seconds: row.elapsed_seconds,
  started_at: row.started_at,
});

/** Whether this viewer may see scores and correct answers of this result. */
export const mayReveal = (user: AccessClaims, row: ResultRow) => user.role !== 'student' || row.analyse_test_results;

/**
 * The result fields every endpoint returns. student_timer is the time left as the server counts it
 * (before the first opening: the time that will be allowed; once taken: the time that was left).
 */
export function resultView(row: ResultRow, sectionDuration: string | null, now: Date, reveal: boolean): Dated<WarmupResultSummary> {
  const clock = clockOf(row);
  const status = warmupStatus(clock, now);
  const allowed = row.timer ? (row.time_allowed_seconds ?? allowedSecondsFor(row.student_timer, sectionDuration ?? '00:00:00')) : null;
  const remaining = status === 'taken' ? null : status === 'assigned' ? allowed : remainingSeconds(clock, now);
  return {
    result_id: row.result_id,
    warmup_set_no: row.warmup_set_no,
    student: row.student,
    test_name: row.test_name,
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
    Warmup_date: row.Warmup_date,
    time_taken: row.time_taken,
    comments: row.comments,
    score: reveal ? row.score : null,
    wrng_qns_list: reveal ? row.wrng_qns_list : null,
  };
}

/**
 * The cards of the test screen, in display order with a 1-based order: assigned order, shuffled
 * (stably, by result id) for a personalized warm-up. Answers only when `withAnswers`.
 */
export function questionViews(row: ResultRow, found: ReadonlyMap<number, WarmupRow>, withAnswers: boolean): WarmupCard[] {
  const ids = warmupDisplayOrder(row.assigned_questions.filter((id) => found.has(id)), row.is_personalized, row.result_id);
  return ids.map((id, i) => {
    const w = found.get(id)!;
    const card = { warmup_id: w.warmup_id, equation: w.equation, operand_one: w.operand_one, operand_two: w.operand_two, operator: w.operator, order: i + 1 };
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
export function entriesWithAnswers(row: ResultRow, warmups: ReadonlyMap<number, Pick<WarmupRow, 'answer'>>): WarmupReviewEntry[] {
  return gradedEntries(row).map((e) => ({ ...e, answer: warmups.get(e.warmup_id)?.answer ?? '' }));
}
