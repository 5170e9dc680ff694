// Warm-up questions, their import, and warm-up results (assignment, taking, submission, release).
import { z } from 'zod';
import { idNumber } from './fields';
import { hmsSchema } from './quizzes';
import { cardMsSchema } from './warmup-fluency';
import { msg } from './i18n';
import { fill as fillIn, schemaMessage } from './message';

export const WARMUP_FILL_ALL_FIELDS = msg('Please Fillout all fields');
export const SELECT_WARMUP_TEST = msg('Please Select a Test');
export const SELECT_WARMUP_FILE = msg('Please Select a File');
export const SELECT_TEXT_FILE_ONLY = msg('Please Select Text file only');
export const SELECT_QUESTION_TO_DELETE = msg('Please Select a Question to Delete');
// The specification quotes one message, spelling included, for both an add and an update.
export const WARMUP_SAVED = msg('Warmup Question Added/Updated Succesfully');
export const WARMUP_ADDED = WARMUP_SAVED;
export const WARMUP_UPDATED = WARMUP_SAVED;
export const WARMUP_DELETED = msg('Deleted!');
export const warmupImportedMessage = (name: string) =>
  fillIn(msg('Warmup Imported Successfully to {{name}}'), { name });

export const PERSONALIZED_LIMIT_REACHED = msg('Personalized Test Count Limit Reached');
export const WARMUP_ASSIGNED = msg('Quiz/Warmup assigned successfully to student.');
export const ASSIGNMENT_DELETED = msg('Assignment Deleted Successfully!');
export const WARMUP_ALREADY_ASSIGNED = msg('This warm-up is already assigned to the student and not taken yet');
export const WARMUP_ALREADY_SUBMITTED = msg('This warm-up has already been submitted');
export const WARMUP_NOT_TAKEN = msg('This warm-up has not been taken yet');
export const WARMUP_NOT_STARTED = msg('Open the warm-up first');
export const WARMUP_TIMER_LOCKED = msg('The timer of a taken warm-up cannot change');
export const WARMUP_TIME_UP = msg('Time is up');
export const WARMUP_NEEDS_TIME = msg(
  'A timed warm-up needs a time: set the timer, or a section duration on the warm-up set',
);
export const NOT_GRANTED = msg('This warm-up set is not granted to the client');
export const IMPORT_MAX_ROWS = 1000;
/** Longest answer text kept for one question. */
export const ANSWER_MAX_LENGTH = 32;

const fill = z.string({ error: WARMUP_FILL_ALL_FIELDS }).trim().min(1, { error: WARMUP_FILL_ALL_FIELDS });
/** Numbers as text; a JSON number is taken as well. */
const numberText = (message: string) =>
  z
    .union([z.string({ error: message }), z.number({ error: message })])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, { error: message }));
const id = (message: string) => idNumber(message);

/** Data Tool, Manage Warmups: add. */
export const warmupSchema = z.object({
  equation: fill.max(200),
  answer: numberText(WARMUP_FILL_ALL_FIELDS),
  set_no: id(SELECT_WARMUP_TEST),
});
export type WarmupInput = z.input<typeof warmupSchema>;

/** Data Tool, Manage Warmups: update. */
export const warmupUpdateSchema = z.object({
  equation: fill.max(200),
  answer: numberText(WARMUP_FILL_ALL_FIELDS),
});
export type WarmupUpdateInput = z.input<typeof warmupUpdateSchema>;

export const importWarmupRowSchema = z.object({
  equation: fill.max(200),
  operand_one: numberText(WARMUP_FILL_ALL_FIELDS),
  operand_two: numberText(WARMUP_FILL_ALL_FIELDS),
  operator: fill,
  answer: numberText(WARMUP_FILL_ALL_FIELDS),
  set_no: id(SELECT_WARMUP_TEST),
});

/** Body of POST /api/import-warmup/. */
export const importWarmupSchema = z.object({
  warmups: z
    .array(importWarmupRowSchema, { error: SELECT_WARMUP_FILE })
    .min(1, { error: SELECT_WARMUP_FILE })
    .max(IMPORT_MAX_ROWS, {
      error: schemaMessage(fillIn(msg('At most {{max}} warm-ups an import'), { max: IMPORT_MAX_ROWS })),
    }),
});
export type ImportWarmupInput = z.input<typeof importWarmupSchema>;

/** The Change Timer picker and student_timer: hh:mm:ss, hours 00-23, minutes and seconds 00-59. */
export const timerSchema = hmsSchema;
export const DEFAULT_TIMER = '00:00:00';

/**
 * Body of POST /api/warmup-result/ (an admin assigns a warm-up set to a student). score, total_qns
 * and test_taken are the server's: total_qns is the number of assigned questions.
 */
export const assignWarmupSchema = z.object({
  warmup_set_no: id(SELECT_WARMUP_TEST),
  student: id(msg('Please select the student')),
  /** Warm-up ids of the set; omitted or empty: the whole set, or for a personalized one the sitting's wrong list. */
  assigned_questions: z.array(idNumber()).max(IMPORT_MAX_ROWS).optional(),
  timer: z.boolean().default(false),
  /** Time allowed; 00:00:00 means the set's section duration. */
  student_timer: timerSchema.default(DEFAULT_TIMER),
  /** Defaults to the set's name, or "<name> Personalized n" for a personalized one. */
  test_name: z.string().trim().max(200).optional(),
  /** For a personalized warm-up: the id of the taken result it is made from. */
  sitting_id: idNumber().nullable().optional(),
  reassign: z.boolean().default(false),
  test_level: z.string().trim().max(50).optional(),
  is_personalized: z.boolean().default(false),
  /** Sent by the legacy screen; the server sets these itself. */
  score: z.unknown().optional(),
  total_qns: z.unknown().optional(),
});
export type AssignWarmupInput = z.input<typeof assignWarmupSchema>;

const answerText = z
  .union([z.string(), z.number(), z.null()])
  .transform((v) => (v === null ? '' : String(v)))
  .pipe(
    z.string().max(ANSWER_MAX_LENGTH, {
      error: schemaMessage(fillIn(msg('An answer has at most {{max}} characters'), { max: ANSWER_MAX_LENGTH })),
    }),
  );

/**
 * Body of the student's PUT /api/warmup-result/{id}/. Only `result` is used: the server grades the
 * answers itself; score, wrng_qns_list, isCorrect, time_taken and test_taken are accepted and ignored.
 * A retry of the same attempt carries the same Idempotency-Key header.
 */
export const warmupSubmissionSchema = z.object({
  result: z
    .array(
      z.object({
        warmup_id: idNumber(),
        result: answerText,
        isCorrect: z.unknown().optional(),
        /** Milliseconds from the card taking focus to the answer (capped by the server's clock). */
        ms: cardMsSchema.optional(),
      }),
    )
    .max(IMPORT_MAX_ROWS * 4),
  wrng_qns_list: z.unknown().optional(),
  test_taken: z.unknown().optional(),
  score: z.unknown().optional(),
  time_taken: z.unknown().optional(),
});
export type WarmupSubmissionInput = z.input<typeof warmupSubmissionSchema>;

/** Answers typed so far: { "<warmup_id>": "<text>" }. Saved ones not sent stay as they were. */
export const warmupDraftSchema = z.object({
  answers: z.record(z.string().regex(/^\d+$/, { error: msg('Answers are keyed by warmup_id') }), answerText),
  /** Milliseconds spent so far on each card, by warmup_id (replacing those saved before). */
  ms: z.record(z.string().regex(/^\d+$/, { error: msg('Card times are keyed by warmup_id') }), cardMsSchema).optional(),
});
export type WarmupDraftInput = z.input<typeof warmupDraftSchema>;

export const warmupPauseSchema = z.object({ answers: warmupDraftSchema.shape.answers.optional() }).optional();

/** Body of an admin's PUT /api/warmup-result/{id}/: release, Change Timer, comments. */
export const warmupResultAdminUpdateSchema = z
  .object({
    analyse_test_results: z.boolean().optional(),
    timer: z.boolean().optional(),
    student_timer: timerSchema.optional(),
    comments: z.string().trim().max(2000).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: msg('Nothing to update') });
export type WarmupResultAdminUpdate = z.input<typeof warmupResultAdminUpdateSchema>;

/** Idempotency-Key header of a submission: any printable text up to 200 characters. */
export const isIdempotencyKey = (key: string) => /^[\x21-\x7e]{1,200}$/.test(key);
