// What the warm-up result endpoints answer (server/src/warmup-results/views.ts and queries.ts).
import type { WarmupStatus } from '@prep/domain';

/** One card of the test screen; `answer` only for a viewer allowed to see it. */
export interface WarmupQuestion {
  warmup_id: number;
  equation: string;
  operand_one: string;
  operand_two: string;
  operator: string;
  /** 1-based display order (the server shuffles a personalized warm-up, the same way on every read). */
  order: number;
  answer?: string;
}

/** A graded answer; `answer` (the correct one) when the viewer may see it. */
export interface WarmupEntry {
  warmup_id: number;
  result: string;
  isCorrect: boolean;
  answer?: string;
}

/** An entry of GET /api/warmup-resultbyid/{studentid}/. */
export interface WarmupResultSummary {
  result_id: number;
  warmup_set_no: number | null;
  student: number;
  test_name: string;
  test_level: string;
  total_qns: number;
  assigned_questions: number[];
  timer: boolean;
  /** The time left as the server counts it (before the first opening: the time that will be allowed). */
  student_timer: string;
  time_allowed: string | null;
  remaining_seconds: number | null;
  status: WarmupStatus;
  sitting_id: number | null;
  reassign: boolean;
  is_personalized: boolean;
  test_taken: boolean;
  analyse_test_results: boolean;
  Warmup_date: string;
  time_taken: string;
  comments: string;
  /** null for a student before the release. */
  score: number | null;
  wrng_qns_list: number[] | null;
  /** [] before submission; null for a student before the release. */
  result: WarmupEntry[] | null;
}

/** GET /api/warmup-result/{id}/, the start and pause calls, and (with `result`) the submission's review. */
export interface WarmupResultDetail extends WarmupResultSummary {
  section_duration: string | null;
  /** null while a timed warm-up is not running (the student has not opened it, or paused it). */
  questions: WarmupQuestion[] | null;
  draft_answers: Record<string, string>;
}

/** PUT /api/warmup-result/{id}/draft/ */
export interface DraftSaved {
  result_id: number;
  draft_answers: Record<string, string>;
  status: WarmupStatus;
  student_timer: string;
  remaining_seconds: number | null;
}

export const warmupResultsKey = (studentId: number) => ['warmup-results', studentId] as const;
export const warmupResultKey = (resultId: number) => ['warmup-result', resultId] as const;
