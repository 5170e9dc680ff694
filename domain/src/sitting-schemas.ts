// Bodies an administrator sends for real tests (client-student-warmups §7, Dashboard and assignments):
// assigning a test (a master sitting), assigning a personalized preparation test, and updating either.
// Fields the legacy screen sent but the server now decides are accepted and ignored, so old clients
// keep working while the browser can no longer set them.
import { z } from 'zod';
import { booleanish, LONG_TEXT_MAX, requiredId, SHORT_TEXT_MAX } from './fields';
import { ADMIN_SITTING_FILTERS } from './sitting-lifecycle';
import { SITTING_MESSAGES } from './sitting-messages';
import { DEFAULT_TIMER, timerSchema } from './warmups';
import { msg } from './i18n';
import { fill, schemaMessage } from './message';

/** §7 Creation constants: student_enrollment is always 1, assessment_num 2, assessment_score 0. */
export const STUDENT_ENROLLMENT = 1;
export const ASSESSMENT_NUM = 2;
export const ASSESSMENT_SCORE = 0;

export const INVALID_SITTING_DATE = msg('The date must be a real date written YYYY-MM-DD');

/** A value the contract fixes: the number itself, or its digits as text. */
const fixed = <N extends number>(value: N, field: string) =>
  z
    .union([z.literal(value), z.literal(String(value))], {
      error: schemaMessage(fill(msg('{{field}} is always {{value}}'), { field, value })),
    })
    .transform((): N => value);

/** True for YYYY-MM-DD naming a day that exists (2027-02-29 and 2026-13-01 do not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** A calendar date, YYYY-MM-DD; an ISO date-time is cut to its date (the legacy screen sent either). */
export const sittingDateSchema = z
  .string({ error: INVALID_SITTING_DATE })
  .trim()
  .transform((text) => (/^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text))
  .refine(isCalendarDate, { error: INVALID_SITTING_DATE });

const shortText = z
  .string()
  .trim()
  .max(SHORT_TEXT_MAX, { error: schemaMessage(fill(msg('At most {{max}} characters'), { max: SHORT_TEXT_MAX })) });
const comment = z
  .string()
  .trim()
  .max(LONG_TEXT_MAX, { error: schemaMessage(fill(msg('At most {{max}} characters'), { max: LONG_TEXT_MAX })) });

export const PAUSE_ALLOWED_DEFAULT = true;
export const PAUSE_LIMIT_DEFAULT_MINUTES = 10;
export const PAUSE_LIMIT_MAX_MINUTES = 600;

/**
 * A whole number of minutes, 0 to 600, sent as a JSON number or as digits; 0 only when pausing is not
 * allowed (pauseLimitFits), where the limit means nothing.
 */
const pauseLimitMinutes = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, { error: SITTING_MESSAGES.pauseLimit })], {
    error: SITTING_MESSAGES.pauseLimit,
  })
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: SITTING_MESSAGES.pauseLimit })
      .min(0, { error: SITTING_MESSAGES.pauseLimit })
      .max(PAUSE_LIMIT_MAX_MINUTES, { error: SITTING_MESSAGES.pauseLimit }),
  );

/** A pause allowed has at least a minute; a pause not allowed may say 0 (or any limit: it is not used). */
export const pauseLimitFits: {
  check: (body: { pause_allowed: boolean; pause_limit_minutes: number }) => boolean;
  params: { error: string; path: string[] };
} = {
  check: (body: { pause_allowed: boolean; pause_limit_minutes: number }) =>
    // The field refuses what is below 0 itself; only its 0 depends on pause_allowed.
    !body.pause_allowed || body.pause_limit_minutes !== 0,
  params: { error: SITTING_MESSAGES.pauseLimit, path: ['pause_limit_minutes'] },
};

/** Fields of an assignment, master or personalized. */
const assignmentShape = {
  /** Defaults to today (the server's date). */
  master_sitting_date: sittingDateSchema.optional(),
  /** The program (course) the test is assigned under; defaults to the test's test_type. The student must be enrolled in it. */
  program: shortText.optional(),
  /** Defaults to the test's name ("<name> Personalized n" for a preparation test). */
  test_name: shortText.optional(),
  /** Defaults to SITTING_COMMENTS.assigned. */
  comments: comment.optional(),
  student_enrollment: fixed(STUDENT_ENROLLMENT, 'student_enrollment').default(STUDENT_ENROLLMENT),
  assessment_flag: booleanish().default(false),
  assessment_num: fixed(ASSESSMENT_NUM, 'assessment_num').default(ASSESSMENT_NUM),
  assessment_score: fixed(ASSESSMENT_SCORE, 'assessment_score').default(ASSESSMENT_SCORE),
  /** Whether the sitting is timed, as warm-ups have it. */
  timer: booleanish().default(false),
  /** The time allowed, hh:mm:ss; 00:00:00 means the test's section duration. Accommodations apply on top. */
  student_timer: timerSchema.default(DEFAULT_TIMER),
  /** Whether the student may pause the test (the clock stops while paused), up to pause_limit_minutes in all. */
  pause_allowed: booleanish().default(PAUSE_ALLOWED_DEFAULT),
  /** Minutes of pause allowed in all, 1 to 600 (0 too when pausing is not allowed); once spent the clock runs again by itself. */
  pause_limit_minutes: pauseLimitMinutes.default(PAUSE_LIMIT_DEFAULT_MINUTES),
  /** Sent by the legacy screen; the server takes these from the student and the test. */
  Student_First_Name: z.unknown().optional(),
  test_type: z.unknown().optional(),
  colors: z.unknown().optional(),
  /** Sent by the legacy screen as '[]'; the server sets it when grading. */
  wrong_qns_numberlist: z.unknown().optional(),
};

/** Body of POST /api/mastersitting/: a real test assigned to a student. */
export const assignSittingSchema = z
  .object({
    ...assignmentShape,
    master_qnsbank: requiredId(SITTING_MESSAGES.selectTest),
    student: requiredId(SITTING_MESSAGES.selectStudent),
  })
  .refine(pauseLimitFits.check, pauseLimitFits.params);
export type AssignSittingInput = z.input<typeof assignSittingSchema>;
export type AssignSittingBody = z.output<typeof assignSittingSchema>;

/**
 * Body of POST /api/personalized/: the same shape plus master_sitting, the taken sitting it is made
 * from. The test, the student and the questions come from that sitting (planPreparationTest); a
 * master_qnsbank or student sent must match it.
 */
export const assignPersonalizedSchema = z
  .object({
    ...assignmentShape,
    master_sitting: requiredId(SITTING_MESSAGES.selectSitting),
    master_qnsbank: requiredId(SITTING_MESSAGES.selectTest).optional(),
    student: requiredId(SITTING_MESSAGES.selectStudent).optional(),
  })
  .refine(pauseLimitFits.check, pauseLimitFits.params);
export type AssignPersonalizedInput = z.input<typeof assignPersonalizedSchema>;
export type AssignPersonalizedBody = z.output<typeof assignPersonalizedSchema>;

const updateShape = {
  /**
   * True releases the results (Score & Stats / Analyse): the server then sets the released comments
   * (releasedFields) unless comments are sent too. Only a taken sitting can be released.
   */
  analyse_test_results: booleanish().optional(),
  comments: comment.optional(),
  assessment_flag: booleanish().optional(),
  /** Change Timer: until the sitting is taken (SITTING_MESSAGES.timerLocked; server/src/taking/admin.ts). */
  timer: booleanish().optional(),
  student_timer: timerSchema.optional(),
  /** The server sets this when it grades the sitting; a value sent is ignored. */
  import_test_results: booleanish().optional(),
};

const somethingToUpdate = (body: Record<string, unknown>) =>
  Object.entries(body).some(([key, value]) => key !== 'import_test_results' && value !== undefined);

/** Body of PUT /api/mastersitting/{id}/. */
export const updateSittingSchema = z
  .object({
    ...updateShape,
    student_comments: comment.optional(),
    student_enrollment: fixed(STUDENT_ENROLLMENT, 'student_enrollment').optional(),
  })
  .refine(somethingToUpdate, { error: SITTING_MESSAGES.nothingToUpdate });
export type UpdateSittingInput = z.input<typeof updateSittingSchema>;

/** Body of PUT /api/personalized/{id}/ (§3: a personalized sitting has no student_comments nor enrollment). */
export const updatePersonalizedSchema = z.object(updateShape).refine(somethingToUpdate, {
  error: SITTING_MESSAGES.nothingToUpdate,
});
export type UpdatePersonalizedInput = z.input<typeof updatePersonalizedSchema>;

export const SITTING_LIST_MESSAGES = {
  student: msg('No such student'),
  client: msg('No such client'),
  sitting: msg('No such test sitting'),
  filter: msg('The filter must be one of Completed, In Progress, Show All'),
} as const;

/**
 * Query of an administrator's list (GET /api/mastersitting/, /api/personalized/): one student's
 * sittings, or the whole client's (the super admin names the client); the Completed / In Progress /
 * Show All filter; for preparation tests, those made from one master sitting.
 */
export const sittingListQuerySchema = z.object({
  student: requiredId(SITTING_LIST_MESSAGES.student).optional(),
  client: requiredId(SITTING_LIST_MESSAGES.client).optional(),
  master_sitting: requiredId(SITTING_LIST_MESSAGES.sitting).optional(),
  filter: z.enum(ADMIN_SITTING_FILTERS, { error: SITTING_LIST_MESSAGES.filter }).default('Show All'),
});
