import { rowIssueSchema, saidMessageShape } from './message-schema';
// What the real-test routes answer: the contract between server and screens. Field names are those
// of client-student-warmups §3; the computed ones (state, remaining_seconds, score, …) are new. Dates
// travel as text (YYYY-MM-DD). The schemas strip keys they do not name, so a response passed through
// them can never carry an answer key (isAnswer) to a student taking a test.
import { z } from 'zod';
import { TIME_MULTIPLIERS } from './accommodations';
import { SITTING_STATES } from './sitting-lifecycle';
import { nameParts } from './test-names';

const id = z.number().int().positive();
const clockStatusSchema = z.enum(['assigned', 'in_progress', 'paused', 'time_up', 'taken']);

export const sittingResultRowSchema = z.object({
  questionid: id,
  /**
   * The chosen answer's answersid as text; '' when unanswered. For a check-box question every chosen
   * answersid, in the options' order, joined by commas ("31,33").
   */
  select_ans: z.string(),
  isCorrect: z.boolean(),
  /** A check-box question's credit, 0 to 1 (a fraction under partial scoring); absent for single choice. */
  credit: z.number().min(0).max(1).optional(),
});

/** Fields of both kinds of sitting. */
const sittingCommon = {
  master_qnsbank: id,
  test_name: z.string(),
  /** A preparation test's generated name's parts (test-names.ts); null for a real test's. */
  name_parts: nameParts,
  test_type: z.string(),
  /** The test's language as stored ('English', 'Tamil'): the student's dashboard shows their language's first. */
  test_lang_type: z.string(),
  /** The test's answer_type, for lettering the options (optionLabels). */
  answer_type: z.string(),
  student: id,
  comments: z.string(),
  assessment_flag: z.boolean(),
  /** The graded score once taken (as score, shown when score is); the value assigned with before. */
  assessment_score: z.number().int(),
  test_taken: z.boolean(),
  import_test_results: z.boolean(),
  analyse_test_results: z.boolean(),
  state: z.enum(SITTING_STATES),
  clock_status: clockStatusSchema,
  timer: z.boolean(),
  /** As stored: the time set when assigned, 00:00:00 for the section duration. */
  student_timer: z.string(),
  /** The student's accommodation, applied to the time allowed. */
  time_multiplier: z.enum(TIME_MULTIPLIERS),
  /** hh:mm:ss allowed (accommodation applied); null when there is no limit. */
  time_allowed: z.string().nullable(),
  /** Seconds left while not taken and timed (drive the countdown from this); else null. */
  remaining_seconds: z.number().int().min(0).nullable(),
  /** Whether the student may pause it; pause_limit_minutes of pause in all. */
  pause_allowed: z.boolean(),
  pause_limit_minutes: z.number().int().min(0),
  /** The pause allowance not yet used, in seconds (0 when pausing is not allowed). */
  pause_seconds_left: z.number().int().min(0),
  /** "No limit" or "allowed / elapsed" (formatTimeTaken), once taken; '' before. */
  time_taken: z.string(),
  total_qns: z.number().int().min(0),
  /** Null until taken, and for a student until released. */
  score: z.number().int().min(0).nullable(),
  /** score / total_qns in percent to 1 decimal; null when score is. */
  percentage: z.number().nullable(),
  /**
   * The credit total to hundredths: score plus the partial credit of check-box questions not fully right
   * (the test's check_box_scoring 'partial'); equal to score otherwise; null when score is.
   */
  points: z.number().min(0).nullable(),
  /**
   * JSON text of the wrong and unanswered question numbers; null when score is, except that an admin
   * sees a preparation test's list (the questions it holds) before it is taken.
   */
  wrong_qns_numberlist: z.string().nullable(),
  /** The graded rows once taken (§3 result): to admins at once, to the student after the release; else []. */
  result: z.array(sittingResultRowSchema),
};

/** The dashboard's preparation-test control for a master sitting (preparationButton); admins only. */
export const preparationStatusSchema = z.object({
  /** Preparation tests the sitting has. */
  count: z.number().int().min(0),
  /** client.personzlized_test_count */
  limit: z.number().int().min(0),
  label: z.string(),
  enabled: z.boolean(),
  reason: z.string().nullable(),
});

/** An item of GET /api/mastersitting/ and /api/mastersittingbystudentid/{id}/, and GET /api/mastersitting/{id}/. */
export const masterSittingSummarySchema = z.object({
  kind: z.literal('master'),
  master_sitting_id: id,
  master_sitting_date: z.string(),
  Student_First_Name: z.string(),
  program: z.string(),
  colors: z.string(),
  student_comments: z.string(),
  student_enrollment: z.number().int(),
  assessment_num: z.number().int(),
  prep_test: z.boolean(),
  is_practice_test: z.boolean(),
  /** The window of a class assignment (ISO 8601 instants; assignment-window.ts); null when unbounded. */
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  /** The class it was assigned through; null when assigned to the student alone. */
  class_name: z.string().nullable(),
  /**
   * Sat on paper (printed in a paper batch, issue 30): never opened on screen, so the student's
   * dashboard shows it as on paper, with no Start, until it is graded like any other.
   */
  on_paper: z.boolean(),
  ...sittingCommon,
  /** Null in a student's view. */
  preparation: preparationStatusSchema.nullable(),
});
export type MasterSittingSummary = z.infer<typeof masterSittingSummarySchema>;

/** An item of GET /api/personalized/ and /api/personalizedbystudentid/{id}/, and GET /api/personalized/{id}/. */
export const personalizedSittingSummarySchema = z.object({
  kind: z.literal('personalized'),
  personalized_id: id,
  personalized_sitting_date: z.string(),
  master_sitting: id,
  /** What the student's dashboard says of it, as a master sitting's student_comments. */
  student_comments: z.string(),
  /** The questions of the test this preparation test holds, by number. */
  question_numbers: z.array(z.number().int().positive()),
  ...sittingCommon,
});
export type PersonalizedSittingSummary = z.infer<typeof personalizedSittingSummarySchema>;

export const sittingSummarySchema = z.discriminatedUnion('kind', [
  masterSittingSummarySchema,
  personalizedSittingSummarySchema,
]);
export type SittingSummary = z.infer<typeof sittingSummarySchema>;

/** An option as a student taking the test sees it: never whether it is the answer. */
export const takingOptionSchema = z.object({
  answersid: id,
  name: z.string(),
  /** The option's label by the test's answer_type (A, F, iii, 4, …). */
  label: z.string(),
});

export const takingQuestionSchema = z.object({
  questionid: id,
  question_number: z.number().int().positive(),
  /** 'multiple choice' (choose one) or 'check boxes' (choose all that apply). */
  question_type: z.string(),
  /** 'html': the question's, options' and steps' texts are sanitised HTML; 'plain': text shown as is. */
  text_format: z.enum(['plain', 'html']),
  question_header: z.string(),
  question_text: z.string(),
  question_image: z.string().nullable(),
  answers: z.array(takingOptionSchema),
});
export type TakingQuestion = z.infer<typeof takingQuestionSchema>;

/** A saved choice: the answersid, for a check-box question the list of chosen answersids. */
export const savedChoiceSchema = z.object({ questionid: id, select_ans: z.union([id, z.array(id)]).nullable() });
export type SavedChoice = z.infer<typeof savedChoiceSchema>;

/**
 * The student's view while taking (GET …/{id}/take/, POST …/start/, …/pause/): questions in
 * question-number order, null while a timed sitting is not running (not opened, or paused), so the
 * questions cannot be read off the clock.
 */
export const sittingTakingSchema = z.object({
  sitting: sittingSummarySchema,
  section_duration: z.string(),
  questions: z.array(takingQuestionSchema).nullable(),
  /** The choices saved so far; [] once taken. */
  saved_answers: z.array(savedChoiceSchema),
});
export type SittingTaking = z.infer<typeof sittingTakingSchema>;

/** Question with steps (§3): the worked steps the viewer shows, five texts and four optional images. */
export const questionStepsSchema = z.object({
  step1_text: z.string(),
  step2_text: z.string(),
  step3_text: z.string(),
  step4_text: z.string(),
  step5_text: z.string(),
  step1_image: z.string().nullable(),
  step2_image: z.string().nullable(),
  step3_image: z.string().nullable(),
  step4_image: z.string().nullable(),
});
export type QuestionSteps = z.infer<typeof questionStepsSchema>;

/** A step video; client_admin null means general. The server sends only general ones and the viewer's client's (§6). */
export const stepVideoSchema = z.object({ urls: z.array(z.string()), client_admin: id.nullable() });
export type StepVideo = z.infer<typeof stepVideoSchema>;

/** An option of the graded question, with its key and its feedback ('' for none): the released review only. */
export const reviewOptionSchema = takingOptionSchema.extend({ isAnswer: z.boolean(), feedback: z.string() });

/** A question of a graded sitting: what was chosen, what was right, and the solution. */
export const reviewQuestionSchema = takingQuestionSchema.extend({
  answers: z.array(reviewOptionSchema),
  /** The chosen answersid as text, '' when unanswered (as the result row holds it). */
  select_ans: z.string(),
  /** The chosen option's label; '' when unanswered; a check-box question's labels joined by ', '. */
  select_label: z.string(),
  /** Every chosen option (one for single choice, any number for check boxes). */
  chosen_answers: z.array(id),
  chosen_labels: z.array(z.string()),
  /** A check-box question's credit from 0 to 1; null for single choice. */
  credit: z.number().min(0).max(1).nullable(),
  /** The right options (usually one). */
  correct_answers: z.array(id),
  correct_labels: z.array(z.string()),
  isCorrect: z.boolean(),
  steps: questionStepsSchema.nullable(),
  stepvideo: z.array(stepVideoSchema),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export const sittingStatsSchema = z.object({
  score: z.number().int().min(0),
  /** The credit total (see the summary's points). */
  points: z.number().min(0),
  total: z.number().int().min(0),
  percentage: z.number(),
  correct: z.number().int().min(0),
  wrong: z.number().int().min(0),
  unanswered: z.number().int().min(0),
});

const pageFields = {
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  total_pages: z.number().int().positive(),
  total_questions: z.number().int().min(0),
};

/** The student's review of a released sitting (GET …/{id}/review/?page=n), 20 questions a page. */
export const sittingReviewSchema = z.object({
  sitting: sittingSummarySchema,
  stats: sittingStatsSchema,
  ...pageFields,
  questions: z.array(reviewQuestionSchema),
});
export type SittingReview = z.infer<typeof sittingReviewSchema>;

/** The admin's Analyse Test Answers and Scores and Stats (GET …/{id}/analysis/?page=n), before or after release. */
export const sittingAnalysisSchema = sittingReviewSchema.extend({
  /** Whether Score & Stats / Analyse can release it now (taken, not yet released). */
  can_release: z.boolean(),
  /** The sitting's result rows in question-number order, all pages. */
  result: z.array(sittingResultRowSchema),
});
export type SittingAnalysis = z.infer<typeof sittingAnalysisSchema>;

/** Answer of the student's PUT of one choice. */
export const savedAnswerResponseSchema = z.object({
  saved: savedChoiceSchema,
  state: z.enum(SITTING_STATES),
  remaining_seconds: z.number().int().min(0).nullable(),
});
export type SavedAnswerResponse = z.infer<typeof savedAnswerResponseSchema>;

/** Answer of a paper sitting refused: nothing saved; every problem listed (row 0 is the header). */
export const paperSittingRefusedSchema = z.object({
  statusCode: z.literal(400),
  error: z.string(),
  ...saidMessageShape,
  rows: z.array(rowIssueSchema),
});

/** Answer of POST /api/mastersitting/ (201): the sitting and TEST_ASSIGNED. */
export const masterSittingAssignedSchema = masterSittingSummarySchema.extend({ message: z.string() });
export type MasterSittingAssigned = z.infer<typeof masterSittingAssignedSchema>;

/** Answer of POST /api/personalized/ (201): the preparation test and PREPARATION_TEST_ASSIGNED. */
export const personalizedSittingAssignedSchema = personalizedSittingSummarySchema.extend({ message: z.string() });
export type PersonalizedSittingAssigned = z.infer<typeof personalizedSittingAssignedSchema>;

/** Answer of DELETE /api/mastersitting/{id}/ and /api/personalized/{id}/: ASSIGNMENT_DELETED. */
export const sittingDeletedSchema = z.object({ message: z.string() });
export type SittingDeleted = z.infer<typeof sittingDeletedSchema>;
