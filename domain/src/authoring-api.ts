import { messageValuesSchema, saidMessageShape } from './message-schema';
// The authoring API beyond the forms (issue 9): what the question, answer, step, import and export routes take
// and answer, and their messages. The forms' own rules are in authoring.ts; the stored shapes in quiz-api.ts.
import { z } from 'zod';
import { AUTHORING_MESSAGES, COMPLEXITY_MAX, QUESTION_TYPES } from './authoring-options';
import { ANSWER_OPTIONS_MAX, ANSWER_OPTIONS_REQUIRED, QUESTION_NUMBER_MAX, TEXT_MAX_LENGTH } from './constants';
import { booleanish, requiredId } from './fields';
import { imageReferenceSchema } from './question-bank';
import { answerViewSchema, questionRecordSchema, stepsViewSchema } from './quiz-api';
import { msg } from './i18n';
import { fill, schemaMessage } from './message';

const { fillAll } = AUTHORING_MESSAGES;

export const AUTHORING_API_MESSAGES = {
  success: msg('Success'),
  optionsAdded: msg('Options Added Successfully'),
  optionsUpdated: msg('Options Updated Successfully'),
  stepsAdded: msg('Steps Added'),
  stepsUpdated: msg('Steps Updated'),
  questionDeleted: (number: number) =>
    fill(msg('Question Number {{number}} has been deleted Successfully'), { number }),
  questionsImported: (name: string) => fill(msg('Questions Imported Successfully to {{name}}'), { name }),
  answersImported: msg('Answers Imported Successfully'),
  stepsImported: msg('Steps Imported Successfully'),
  /**
   * §8's failures of the three import stages, word for word: the legacy tool said 'Adding Steps' when the
   * questions failed too, so the question stage keeps that wording.
   */
  importFailed: {
    questions: msg('Something Went Worng While Adding Steps'),
    answers: msg('Something Went Worng While adding Answers'),
    steps: msg('Something Went Worng While Adding Steps'),
  },
  // Not in the specification.
  numberTaken: (number: number) => fill(msg('Question number {{number}} already exists in this test'), { number }),
  numbersTakenMeanwhile: msg('Another change took one of these question numbers meanwhile: please try again'),
  numbersBeyondMax: (last: number, count: number) =>
    fill(msg('This test already goes up to question {{last}}; {{count}} more would pass question {{max}}'), {
      last,
      count,
      max: QUESTION_NUMBER_MAX,
    }),
  tooManyOptions: msg('A question has at most 5 options'),
  optionsTotal: (number: number) =>
    fill(msg('Question {{number}} would have more than {{max}} options'), { number, max: ANSWER_OPTIONS_MAX }),
  twoKeys: (number: number) => fill(msg('Question {{number}} would have more than one correct answer'), { number }),
  testMissing: msg('There is no such test'),
  warmupSet: msg('A warm-up set holds warm-ups, not questions'),
  questionMissing: msg('There is no such question'),
  otherTest: msg('The question belongs to another test'),
  otherQuestion: msg('The option belongs to another question'),
  cannotMove: msg('A question cannot move to another test'),
  oneKey: msg(
    'A multiple-choice question has exactly one correct answer: make it a check-box question to mark several',
  ),
  stepsExist: msg('This question already has steps: update them instead'),
  imageOnly: AUTHORING_MESSAGES.imageOnly,
  imageTooLarge: AUTHORING_MESSAGES.imageTooLarge,
  imageNotHere: (name: string) => fill(msg('The image {{name}} is not on this server'), { name }),
  noQuestionsToExport: msg('This test has no questions to export'),
  noAikenQuestions: msg('Aiken holds one right answer: every question of this test is a check-box question'),
  notTagFormat: msg('These questions cannot be written in the tag format'),
  fileMissing: msg('Please Select a File'),
  fileTooLarge: (mb: number) => fill(msg('The file is larger than {{mb}} MB'), { mb }),
} as const;

/** A question as the routes answer after a save: the stored row and 'Success'. */
export const questionSavedSchema = questionRecordSchema.extend({ message: z.string() });
export type QuestionSaved = z.infer<typeof questionSavedSchema>;

export const questionDeletedSchema = z.object({ ...saidMessageShape, questionid: z.number() });

/** GET /quiz/question/?master_qnsbank=ID: one test's questions; without it every question the caller may see. */
export const questionListQuerySchema = z.object({ master_qnsbank: requiredId(msg('Not a test id')).optional() });

const optionText = z
  .string({ error: fillAll })
  .trim()
  .min(1, { error: fillAll })
  .max(TEXT_MAX_LENGTH - 1, { error: AUTHORING_MESSAGES.optionTooLong });

/** An option's number as the key names it (1 to 5); digits in text are taken too. */
const keyNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? fillAll : AUTHORING_MESSAGES.keyNotAnOption) })
    .int({ error: AUTHORING_MESSAGES.keyNotAnOption })
    .min(1, { error: AUTHORING_MESSAGES.keyNotAnOption })
    .max(ANSWER_OPTIONS_MAX, { error: AUTHORING_MESSAGES.keyNotAnOption }),
);

/** "1,3" (a form's multi-select) as [1, 3]; other values pass as they are. */
const keyListFromText = (value: unknown) =>
  typeof value === 'string' && value.includes(',') ? value.split(',').map((part) => part.trim()) : value;

/**
 * PUT /quiz/question/{id}/answers/: every option of a question and its key, saved together. Options 1 to 4
 * are required, option 5 is optional, a sixth is refused; the key (1 to 5) names a given option. A
 * check-box question's key may name several ("key": [1, 3], or "1,3"); the server refuses more than one
 * for a multiple-choice question. Gives `keys`, the option numbers marked right, ascending.
 */
export const questionAnswersSchema = z
  .object({
    options: z
      .array(optionText, { error: fillAll })
      .min(ANSWER_OPTIONS_REQUIRED, { error: fillAll })
      .max(ANSWER_OPTIONS_MAX, { error: AUTHORING_API_MESSAGES.tooManyOptions }),
    key: z.preprocess(
      keyListFromText,
      z.union([keyNumber, z.array(keyNumber).min(1, { error: fillAll }).max(ANSWER_OPTIONS_MAX)], {
        error: (issue) => (issue.input === undefined ? fillAll : AUTHORING_MESSAGES.keyNotAnOption),
      }),
    ),
  })
  .transform((body, ctx) => {
    const keys = [...new Set(Array.isArray(body.key) ? body.key : [body.key])].sort((a, b) => a - b);
    if (keys.some((key) => key > body.options.length)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: AUTHORING_MESSAGES.keyNotAnOption });
      return z.NEVER;
    }
    return { options: body.options, keys };
  });
export type QuestionAnswers = z.output<typeof questionAnswersSchema>;

export const questionAnswersSavedSchema = z.object({ message: z.string(), answers: z.array(answerViewSchema) });
export type QuestionAnswersSaved = z.infer<typeof questionAnswersSavedSchema>;

/** PUT /quiz/answers/{id}/ (§7): one option's text and whether it is the key, with its question. */
export const answerUpdateSchema = z.object({
  name: optionText,
  isAnswer: booleanish(),
  question: requiredId(fillAll),
});
export type AnswerUpdate = z.output<typeof answerUpdateSchema>;

export const answerSavedSchema = answerViewSchema.extend({ message: z.string() });

const stepText = z
  .string({ error: AUTHORING_MESSAGES.stepsTooLong })
  .trim()
  .max(TEXT_MAX_LENGTH - 1, { error: AUTHORING_MESSAGES.stepsTooLong });

/** PUT /quiz/steps/{id}/: the texts sent replace the stored ones; step 1 cannot become empty. */
export const stepsUpdateSchema = z.object({
  question: requiredId(AUTHORING_MESSAGES.stepsFillAll).optional(),
  step1_text: stepText.min(1, { error: AUTHORING_MESSAGES.stepsFillAll }).optional(),
  step2_text: stepText.optional(),
  step3_text: stepText.optional(),
  step4_text: stepText.optional(),
  step5_text: stepText.optional(),
});

export const stepsSavedSchema = stepsViewSchema.extend({ message: z.string() });

/** `remove_image`, `remove_step1_image`…: 'true' clears the stored image. */
export const removeImageFlagSchema = booleanish().optional();

/** Image fields of a step row. */
export const STEP_IMAGE_FIELDS = ['step1_image', 'step2_image', 'step3_image', 'step4_image'] as const;

// The three import routes of §7, for API users: rows as stored, each list saved whole or not at all.
export const IMPORT_ROWS_MAX = { questions: QUESTION_NUMBER_MAX, answers: QUESTION_NUMBER_MAX * 5, steps: 200 };

const numberIn = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
const requiredText = (tooLong: string) =>
  z
    .string({ error: fillAll })
    .trim()
    .min(1, { error: fillAll })
    .max(TEXT_MAX_LENGTH - 1, { error: tooLong });

export const importQuestionRowSchema = z.object({
  master_qnsbank: requiredId(fillAll),
  question_number: numberIn(1, QUESTION_NUMBER_MAX, AUTHORING_MESSAGES.questionNumber),
  question_complexity: numberIn(1, COMPLEXITY_MAX, AUTHORING_MESSAGES.editComplexity),
  question_type: z.enum(QUESTION_TYPES, { error: AUTHORING_MESSAGES.questionType }).default('multiple choice'),
  question_header: requiredText(AUTHORING_MESSAGES.questionTooLong),
  question_text: requiredText(AUTHORING_MESSAGES.questionTooLong),
  question_image: imageReferenceSchema.nullish(),
});
export type ImportQuestionRow = z.output<typeof importQuestionRowSchema>;
export const importQuestionsSchema = z.object({
  questions: z.array(importQuestionRowSchema).min(1, { error: fillAll }).max(IMPORT_ROWS_MAX.questions),
});

export const importAnswerRowSchema = z.object({
  name: requiredText(AUTHORING_MESSAGES.optionTooLong),
  isAnswer: booleanish(),
  question: requiredId(fillAll),
  master_qnsbank: requiredId(fillAll),
});
export type ImportAnswerRow = z.output<typeof importAnswerRowSchema>;
export const importAnswersSchema = z.object({
  answers: z.array(importAnswerRowSchema).min(1, { error: fillAll }).max(IMPORT_ROWS_MAX.answers),
});

const stepImage = imageReferenceSchema.nullish().transform((value) => value ?? null);
export const importStepsRowSchema = z.object({
  question: requiredId(AUTHORING_MESSAGES.stepsFillAll),
  master_qnsbank: requiredId(AUTHORING_MESSAGES.stepsFillAll),
  step1_text: requiredText(AUTHORING_MESSAGES.stepsTooLong),
  step2_text: stepText.default(''),
  step3_text: stepText.default(''),
  step4_text: stepText.default(''),
  step5_text: stepText.default(''),
  step1_image: stepImage,
  step2_image: stepImage,
  step3_image: stepImage,
  step4_image: stepImage,
});
export type ImportStepsRow = z.output<typeof importStepsRowSchema>;
export const importStepsSchema = z.object({
  steps: z.array(importStepsRowSchema).min(1, { error: fillAll }).max(IMPORT_ROWS_MAX.steps),
});

export const importedQuestionsSchema = z.object({
  ...saidMessageShape,
  questions: z.array(questionRecordSchema),
});
export const importedAnswersSchema = z.object({ message: z.string(), answers: z.array(answerViewSchema) });
export const importedStepsSchema = z.object({ message: z.string(), steps: z.array(stepsViewSchema) });

/** The files a whole test's questions are imported from (POST /quiz/quiz/{id}/import/) and exported to. */
export const QUESTION_FILE_FORMATS = ['tags', 'gift', 'aiken', 'qti', 'json'] as const;
export type QuestionFileFormat = (typeof QUESTION_FILE_FORMATS)[number];
export const QUESTION_EXPORT_FORMATS = ['gift', 'qti', 'json', 'aiken', 'tags'] as const;
export type QuestionExportFormat = (typeof QUESTION_EXPORT_FORMATS)[number];

export const questionFileFormatSchema = z.enum(QUESTION_FILE_FORMATS, {
  error: schemaMessage(
    fill(msg('The format must be one of {{formats}}'), { formats: QUESTION_FILE_FORMATS.join(', ') }),
  ),
});
export const questionExportQuerySchema = z.object({
  format: z.enum(QUESTION_EXPORT_FORMATS, {
    error: schemaMessage(
      fill(msg('The format must be one of {{formats}}'), { formats: QUESTION_EXPORT_FORMATS.join(', ') }),
    ),
  }),
});
/**
 * The import's choice (a multipart field): absent, today's readers (one key, plain text, any refused question
 * refuses the file); `true`, the partial readers (check boxes, formatted text) with any refused question
 * still refusing the file; `false`, the partial readers saving the questions that can be imported.
 */
export const allOrNothingFieldSchema = z.enum(['true', 'false'], {
  error: msg('all_or_nothing must be true or false'),
});

/** A question a partial import refuses: where it is, what kind it is and why (no source: that is the report). */
export const refusedSummarySchema = z.object({
  number: z.number(),
  line: z.number().nullable(),
  file: z.string().nullable(),
  type: z.string(),
  reason: z.string(),
  reason_key: z.string(),
  reason_values: messageValuesSchema,
});
export type RefusedSummary = z.infer<typeof refusedSummarySchema>;

/** POST /quiz/quiz/{id}/import/preview/: what the import would save and what it would refuse. */
export const questionFilePreviewSchema = z.object({
  questions: z.array(
    z.object({
      number: z.number(),
      type: z.string(),
      header: z.string(),
      /** The question text, cut to 120 characters (an HTML text without its tags). */
      text: z.string(),
      options: z.number(),
      keys: z.number(),
      text_format: z.enum(['plain', 'html']),
    }),
  ),
  refused: z.array(refusedSummarySchema),
  /** The refused questions as CSV (refusedReportCsv), empty when none is refused. */
  report_csv: z.string(),
});
export type QuestionFilePreview = z.infer<typeof questionFilePreviewSchema>;

export const questionFileImportedSchema = z.object({
  ...saidMessageShape,
  count: z.number(),
  /** A partial import (all_or_nothing false): the questions left out. */
  refused: z.array(refusedSummarySchema).optional(),
});
export type QuestionFileImported = z.infer<typeof questionFileImportedSchema>;
