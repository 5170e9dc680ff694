// The Data Tool's question, answer and step forms (§5 "Authoring tool"): one schema each, used by the form
// and by the API, so both say the same thing. Multipart forms send numbers as text; both are taken.
import { z } from 'zod';
import { AUTHORING_MESSAGES, COMPLEXITY_MAX, QUESTION_TYPES } from './authoring-options';
import { ANSWER_OPTIONS_MAX, IMAGE_MAX_BYTES, QUESTION_NUMBER_MAX, TEXT_MAX_LENGTH } from './constants';
import { evenWithFieldErrors, requiredId } from './fields';

const { fillAll } = AUTHORING_MESSAGES;

/** A value is missing when absent, null or blank text. */
const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** Select boxes send text; a whole number in text becomes a number, blank text becomes missing. */
const numberFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : value;
};

/** A whole number chosen from min..max: `missing` when not chosen, `invalid` otherwise. */
const chosenNumber = (min: number, max: number, invalid: string, missing: string = fillAll) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: (issue) => (isMissing(issue.input) ? missing : invalid) })
      .int({ error: invalid })
      .min(min, { error: invalid })
      .max(max, { error: invalid }),
  );

/** A required text under 500 characters. */
const shortText = (missing: string, tooLong: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(TEXT_MAX_LENGTH - 1, { error: tooLong });

/** An optional text under 500 characters; absent or null reads as empty. */
const optionalShortText = (tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(TEXT_MAX_LENGTH - 1, { error: tooLong })
    .nullish()
    .transform((value) => value ?? '');

const questionType = z.enum(QUESTION_TYPES, {
  error: (issue) => (isMissing(issue.input) ? fillAll : AUTHORING_MESSAGES.questionType),
});
const questionNumber = chosenNumber(1, QUESTION_NUMBER_MAX, AUTHORING_MESSAGES.questionNumber);
const header = shortText(fillAll, AUTHORING_MESSAGES.questionTooLong);

/**
 * Whether the question's texts (question, options, steps) are HTML ('html', sanitised by the server on
 * every save) or plain text; absent keeps the stored one ('plain' for a new question).
 */
const textFormat = z.enum(['plain', 'html'], { error: AUTHORING_MESSAGES.textFormat }).optional();

/** Question add: every field required, complexity 1 or 2, header and text under 500 characters. */
export const questionAddSchema = z.object({
  master_qnsbank: requiredId(fillAll),
  question_number: questionNumber,
  question_complexity: chosenNumber(1, 2, AUTHORING_MESSAGES.newComplexity),
  question_type: questionType,
  question_header: header,
  question_text: header,
  text_format: textFormat,
});
export type QuestionAdd = z.output<typeof questionAddSchema>;

/** Question update: the test, header and text are required; number, complexity (1 to 5) and type when sent. */
export const questionUpdateSchema = z.object({
  master_qnsbank: requiredId(fillAll),
  question_number: questionNumber.optional(),
  question_complexity: chosenNumber(1, COMPLEXITY_MAX, AUTHORING_MESSAGES.editComplexity).optional(),
  question_type: questionType.optional(),
  question_header: header,
  question_text: header,
  text_format: textFormat,
});
export type QuestionUpdate = z.output<typeof questionUpdateSchema>;

const option = shortText(fillAll, AUTHORING_MESSAGES.optionTooLong);

const keyChoice = chosenNumber(1, ANSWER_OPTIONS_MAX, AUTHORING_MESSAGES.keyNotAnOption);

/**
 * Answers of one question: options 1 to 4, the question and the key required, option 5 optional; the key
 * (1 to 5, option n has the value n) must point at a filled option. A check-box question's key may name
 * several options ("1,3" from the form's multi-select): each must be filled. Gives the options as a list.
 */
export const answersSchema = z
  .object({
    question: requiredId(fillAll),
    option1: option,
    option2: option,
    option3: option,
    option4: option,
    option5: optionalShortText(AUTHORING_MESSAGES.optionTooLong),
    key: z.preprocess(
      (value) => (typeof value === 'string' && value.includes(',') ? value.split(',') : value),
      z.union([keyChoice, z.array(keyChoice).min(1, { error: fillAll })], {
        error: (issue) => (isMissing(issue.input) ? fillAll : AUTHORING_MESSAGES.keyNotAnOption),
      }),
    ),
  })
  .superRefine((answers, ctx) => {
    const option5 = typeof answers.option5 === 'string' ? answers.option5.trim() : '';
    const keys = Array.isArray(answers.key) ? answers.key : [answers.key];
    if (keys.some((key) => Number(key) === 5) && option5 === '') {
      ctx.addIssue({ code: 'custom', path: ['key'], message: AUTHORING_MESSAGES.keyNotAnOption });
    }
  }, evenWithFieldErrors)
  .transform(({ question, option1, option2, option3, option4, option5, key }) => ({
    question,
    options: [option1, option2, option3, option4, ...(option5 ? [option5] : [])],
    key,
  }));
export type Answers = z.output<typeof answersSchema>;

const stepText = optionalShortText(AUTHORING_MESSAGES.stepsTooLong);

/**
 * Steps of one question: the question and step 1 required; every step, step 5 included, under 500
 * characters (the legacy form left step 5 unchecked: a defect).
 */
export const stepsSchema = z.object({
  question: requiredId(AUTHORING_MESSAGES.stepsFillAll),
  step1_text: shortText(AUTHORING_MESSAGES.stepsFillAll, AUTHORING_MESSAGES.stepsTooLong),
  step2_text: stepText,
  step3_text: stepText,
  step4_text: stepText,
  step5_text: stepText,
});
export type Steps = z.output<typeof stepsSchema>;

/** Why a chosen question or step image cannot be used, or undefined: images only, at most 1,000,000 bytes. */
export function imageFileProblem(file: { size: number; type: string }): string | undefined {
  if (!file.type.startsWith('image/')) return AUTHORING_MESSAGES.imageOnly;
  if (file.size > IMAGE_MAX_BYTES) return AUTHORING_MESSAGES.imageTooLarge;
  return undefined;
}
