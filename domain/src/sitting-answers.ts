// Bodies a student sends while taking a real test: each choice saved as it is made (so a reload or a
// dropped connection loses nothing), then the submission. The server grades; a score, isCorrect or
// wrong list sent with them is accepted and ignored.
import { z } from 'zod';
import { QUESTION_NUMBER_MAX } from './constants';
import { requiredId } from './fields';
import type { ChosenAnswer } from './sitting-grading';
import { SITTING_MESSAGES } from './sitting-messages';
import { isIdempotencyKey } from './warmups';
import { msg } from './i18n';

export const CHOICE_FIELD_MESSAGES = {
  question: msg('Name the question by its questionid'),
  answer: msg(
    'The chosen answer must be an answer id (a list of answer ids for a check-box question), or null to clear it',
  ),
  tooMany: msg('Too many answers in one submission'),
} as const;

/** Longest submission: every question of the largest test, four times over (last one counts). */
export const SUBMISSION_MAX_ENTRIES = QUESTION_NUMBER_MAX * 4;

/** Most ids one check-box choice may name: more than any question's options (imports may bring more than 5). */
const CHOSEN_IDS_MAX = 26;

/**
 * The chosen option's answersid (a number, or its digits, as result rows hold it), or null / '' for none;
 * for a check-box question the list of every chosen answersid (repeats dropped; [] for none).
 */
export const chosenAnswerField = z
  .union(
    [
      z.null(),
      z.literal(''),
      requiredId(CHOICE_FIELD_MESSAGES.answer),
      z.array(requiredId(CHOICE_FIELD_MESSAGES.answer)).max(CHOSEN_IDS_MAX),
    ],
    { error: CHOICE_FIELD_MESSAGES.answer },
  )
  .transform((value): number | number[] | null => {
    if (value === '' || value === null) return null;
    if (!Array.isArray(value)) return value;
    return value.length === 0 ? null : [...new Set(value)];
  });

const choice = z.object({
  questionid: requiredId(CHOICE_FIELD_MESSAGES.question),
  select_ans: chosenAnswerField,
});

/** Body of the student's save of one choice (PUT /api/mastersitting/{id}/answer/, and /api/personalized/{id}/answer/). */
export const saveAnswerSchema = choice;
export type SaveAnswerInput = z.input<typeof saveAnswerSchema>;

/**
 * Body of the student's pause (POST …/{id}/pause/): optionally the choices not yet acknowledged,
 * saved before the clock stops.
 */
export const pauseSittingSchema = z
  .object({
    answers: z.array(choice).max(SUBMISSION_MAX_ENTRIES, { error: CHOICE_FIELD_MESSAGES.tooMany }).optional(),
  })
  .optional();
export type PauseSittingInput = z.input<typeof pauseSittingSchema>;

/**
 * Body of the student's submission (PUT /api/mastersitting/{id}/submit/, and the personalized one):
 * the choices, a question possibly more than once (the last counts). Questions not named keep their
 * saved choice. A retry of the same attempt carries the same Idempotency-Key header.
 */
export const submitSittingSchema = z.object({
  result: z
    .array(choice.extend({ isCorrect: z.unknown().optional() }))
    .max(SUBMISSION_MAX_ENTRIES, { error: CHOICE_FIELD_MESSAGES.tooMany }),
  score: z.unknown().optional(),
  wrong_qns_numberlist: z.unknown().optional(),
  test_taken: z.unknown().optional(),
});
export type SubmitSittingInput = z.input<typeof submitSittingSchema>;

/** The submission's choices: saved ones first, then those sent, so a sent choice wins (last counts). */
export function choicesToGrade(
  saved: readonly ChosenAnswer[],
  body: z.output<typeof submitSittingSchema>,
): ChosenAnswer[] {
  return [...saved, ...body.result.map(({ questionid, select_ans }) => ({ questionid, select_ans }))];
}

export const idempotencyKeySchema = z
  .string({ error: SITTING_MESSAGES.idempotencyKey })
  .refine(isIdempotencyKey, { error: SITTING_MESSAGES.idempotencyKey });
