// Response shapes of the warm-up endpoints, for the screens. Dates travel as ISO text.
import type { WarmupStatus } from './warmup-timer';

/** A warm-up of a set (GET /api/warmupByset/{id}/, /api/warmup/). A student never gets `answer`. */
export interface WarmupRecord {
  warmup_id: number;
  equation: string;
  answer?: string;
  /** Null for an equation card (a formula that is not "a op b"). */
  operand_one: string | null;
  operand_two: string | null;
  operator: '+' | '-' | 'x' | '/' | null;
  set_no: number;
}

/**
 * A card of the test screen, in display order (`order` 1-based; shuffled, stably, for a
 * personalized warm-up). Operand style when operand_one and operator are set, else equation style.
 * `answer` only for administrators, and for the student once the result is released.
 */
export interface WarmupCard {
  warmup_id: number;
  equation: string;
  operand_one: string | null;
  operand_two: string | null;
  operator: string | null;
  order: number;
  answer?: string;
}

/** A graded answer: what was typed ('' when unanswered) and whether it was right. */
export interface WarmupAnswerEntry {
  warmup_id: number;
  result: string;
  isCorrect: boolean;
}

/** With the correct answer: the review's "Ans : n". */
export interface WarmupReviewEntry extends WarmupAnswerEntry {
  answer: string;
}

/** The fields every warm-up result endpoint returns. */
export interface WarmupResultSummary {
  result_id: number;
  /** Null for a Master Recommended Test (it spans sets). */
  warmup_set_no: number | null;
  student: number;
  test_name: string;
  test_level: string;
  total_qns: number;
  assigned_questions: number[];
  timer: boolean;
  /**
   * Timed: the time left as the server counts it, hh:mm:ss (before the first opening: the time that
   * will be allowed; once taken: the time that was left). Untimed: the stored value.
   */
  student_timer: string;
  /** Timed: the time allowed, hh:mm:ss; null when untimed. */
  time_allowed: string | null;
  /** Timed and not taken: seconds left (drive the countdown from this); else null. */
  remaining_seconds: number | null;
  status: WarmupStatus;
  sitting_id: number | null;
  reassign: boolean;
  is_personalized: boolean;
  test_taken: boolean;
  analyse_test_results: boolean;
  Warmup_date: string;
  /** "No limit", or "allowed / elapsed" in hh:mm:ss; '' until taken. */
  time_taken: string;
  comments: string;
  /** Null for a student until the result is released (analyse_test_results). */
  score: number | null;
  wrng_qns_list: number[] | null;
}

/** An item of GET /api/warmup-resultbyid/{studentid}/. result: [] until taken, null while hidden from the student. */
export interface WarmupResultListItem extends WarmupResultSummary {
  result: WarmupAnswerEntry[] | null;
}

/**
 * GET /api/warmup-result/{id}/, POST …/start/, POST …/pause/, an admin's PUT, and POST
 * /api/warmup-result/ (which adds `message`). questions is null while a student's timed warm-up
 * is not running (not opened, or paused).
 */
export interface WarmupResultDetail extends WarmupResultSummary {
  section_duration: string | null;
  questions: WarmupCard[] | null;
  /** Answers saved so far, by warmup_id; {} once taken. */
  draft_answers: Record<string, string>;
  result: WarmupReviewEntry[] | null;
}

/** The student's PUT /api/warmup-result/{id}/: the review, shown at once, before any release. */
export interface WarmupSubmissionReview extends WarmupResultSummary {
  score: number;
  wrng_qns_list: number[];
  result: WarmupReviewEntry[];
}

/** PUT /api/warmup-result/{id}/draft/ */
export interface WarmupDraftSaved {
  result_id: number;
  draft_answers: Record<string, string>;
  status: WarmupStatus;
  student_timer: string;
  remaining_seconds: number | null;
}
