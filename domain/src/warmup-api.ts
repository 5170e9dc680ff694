// What the warm-up routes answer: the contract between server and screens. The server registers these
// as the routes' response schemas, so an answer carries exactly the fields named here (a field not
// named is stripped); the screens use the inferred types. Dates travel as ISO text.
import { z } from 'zod';
import { saidMessageShape } from './message-schema';
import { CLOCK_STATUSES } from './clock';
import { nameParts } from './test-names';
import { WARMUP_OPERATORS } from './warmup-equations';

const id = z.number().int();

/** A warm-up of a set (GET /api/warmupByset/{id}/, /api/warmup/). A student never gets `answer`. */
export const warmupRecordSchema = z.object({
  warmup_id: id,
  equation: z.string(),
  answer: z.string().optional(),
  /** Null for an equation card (a formula that is not "a op b"). */
  operand_one: z.string().nullable(),
  operand_two: z.string().nullable(),
  operator: z.enum(WARMUP_OPERATORS).nullable(),
  set_no: id,
});
export type WarmupRecord = z.infer<typeof warmupRecordSchema>;

/** POST /api/warmup/ and PUT /api/warmup/{id}/: the warm-up as stored, and the success message. */
export const warmupSavedSchema = warmupRecordSchema.extend({ answer: z.string(), message: z.string() });
export type WarmupSaved = z.infer<typeof warmupSavedSchema>;

/** DELETE /api/warmup/{id}/ */
export const warmupDeletedSchema = z.object({ message: z.string(), warmup_id: id });
export type WarmupDeleted = z.infer<typeof warmupDeletedSchema>;

/** POST /api/import-warmup/: the message naming the sets, and the warm-ups stored. */
export const warmupsImportedSchema = z.object({
  ...saidMessageShape,
  count: z.number().int(),
  warmups: z.array(warmupRecordSchema.extend({ answer: z.string() })),
});
export type WarmupsImported = z.infer<typeof warmupsImportedSchema>;

/**
 * A card of the test screen, in display order (`order` 1-based; shuffled, stably, for a
 * personalized warm-up). Operand style when operand_one and operator are set, else equation style.
 * `answer` only for administrators, and for the student once the result is released.
 */
export const warmupCardSchema = z.object({
  warmup_id: id,
  equation: z.string(),
  operand_one: z.string().nullable(),
  operand_two: z.string().nullable(),
  operator: z.string().nullable(),
  order: z.number().int(),
  answer: z.string().optional(),
});
export type WarmupCard = z.infer<typeof warmupCardSchema>;

/** A graded answer: what was typed ('' when unanswered) and whether it was right. */
export const warmupAnswerEntrySchema = z.object({ warmup_id: id, result: z.string(), isCorrect: z.boolean() });
export type WarmupAnswerEntry = z.infer<typeof warmupAnswerEntrySchema>;

/** With the correct answer: the review's "Ans : n". */
export const warmupReviewEntrySchema = warmupAnswerEntrySchema.extend({ answer: z.string() });
export type WarmupReviewEntry = z.infer<typeof warmupReviewEntrySchema>;

/** The fields every warm-up result endpoint returns. */
export const warmupResultSummarySchema = z.object({
  result_id: id,
  /** Null for a Master Recommended Test (it spans sets). */
  warmup_set_no: id.nullable(),
  student: id,
  test_name: z.string(),
  /** What a name the server made is made of, for screens to compose it in their language (test-names.ts). */
  name_parts: nameParts,
  test_level: z.string(),
  total_qns: z.number().int(),
  assigned_questions: z.array(id),
  timer: z.boolean(),
  /**
   * Timed: the time left as the server counts it, hh:mm:ss (before the first opening: the time that
   * will be allowed; once taken: the time that was left). Untimed: the stored value.
   */
  student_timer: z.string(),
  /** Timed: the time allowed, hh:mm:ss; null when untimed. */
  time_allowed: z.string().nullable(),
  /** Timed and not taken: seconds left (drive the countdown from this); else null. */
  remaining_seconds: z.number().int().nullable(),
  status: z.enum(CLOCK_STATUSES),
  sitting_id: id.nullable(),
  reassign: z.boolean(),
  is_personalized: z.boolean(),
  test_taken: z.boolean(),
  analyse_test_results: z.boolean(),
  /** ISO date-time of the assignment. */
  Warmup_date: z.string(),
  /** The window of a class assignment (ISO 8601 instants; assignment-window.ts); null when unbounded. */
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  /** "No limit", or "allowed / elapsed" in hh:mm:ss; '' until taken. */
  time_taken: z.string(),
  comments: z.string(),
  /** Null for a student until the result is released (analyse_test_results). */
  score: z.number().int().nullable(),
  wrng_qns_list: z.array(id).nullable(),
});
export type WarmupResultSummary = z.infer<typeof warmupResultSummarySchema>;

/** An item of GET /api/warmup-resultbyid/{studentid}/. result: [] until taken, null while hidden from the student. */
export const warmupResultListItemSchema = warmupResultSummarySchema.extend({
  result: z.array(warmupAnswerEntrySchema).nullable(),
  /** The class it was assigned through; null when assigned to the student alone. */
  class_name: z.string().nullable(),
  /** The set's test_lang_type ('English', 'Tamil'); null for a Master Recommended Test (it spans sets). */
  test_lang_type: z.string().nullable(),
});
export type WarmupResultListItem = z.infer<typeof warmupResultListItemSchema>;

/**
 * GET /api/warmup-result/{id}/, POST …/start/, POST …/pause/, an admin's PUT, and POST
 * /api/warmup-result/ (which adds `message`). questions is null while a student's timed warm-up
 * is not running (paused).
 */
export const warmupResultDetailSchema = warmupResultSummarySchema.extend({
  section_duration: z.string().nullable(),
  questions: z.array(warmupCardSchema).nullable(),
  /** Answers saved so far, by warmup_id; {} once taken. */
  draft_answers: z.record(z.string(), z.string()),
  result: z.array(warmupReviewEntrySchema).nullable(),
});
export type WarmupResultDetail = z.infer<typeof warmupResultDetailSchema>;

/** POST /api/warmup-result/: the assignment, as its detail, and 'Quiz/Warmup assigned successfully to student.' */
export const warmupAssignedSchema = warmupResultDetailSchema.extend({ message: z.string() });
export type WarmupAssigned = z.infer<typeof warmupAssignedSchema>;

/** The student's PUT /api/warmup-result/{id}/: the review, shown at once, before any release. */
export const warmupSubmissionReviewSchema = warmupResultSummarySchema.extend({
  score: z.number().int(),
  wrng_qns_list: z.array(id),
  result: z.array(warmupReviewEntrySchema),
});
export type WarmupSubmissionReview = z.infer<typeof warmupSubmissionReviewSchema>;

/** PUT /api/warmup-result/{id}/draft/ */
export const warmupDraftSavedSchema = z.object({
  result_id: id,
  draft_answers: z.record(z.string(), z.string()),
  status: z.enum(CLOCK_STATUSES),
  student_timer: z.string(),
  remaining_seconds: z.number().int().nullable(),
});
export type WarmupDraftSaved = z.infer<typeof warmupDraftSavedSchema>;

/** DELETE /api/warmup-result/{id}/ */
export const warmupResultDeletedSchema = z.object({ message: z.string(), result_id: id });
