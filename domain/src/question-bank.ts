// The one shape every question-bank format (tags, GIFT, Aiken, QTI, test JSON) reads into and writes from,
// and the all-or-nothing result of an import.
import { z } from 'zod';
import { AUTHORING_MESSAGES, COMPLEXITY_MAX, QUESTION_TYPES } from './authoring-options';
import { ANSWER_OPTIONS_MAX, QUESTION_NUMBER_MAX, STEP_IMAGES_MAX, STEP_TEXTS_MAX, TEXT_MAX_LENGTH } from './constants';
import { msg } from './i18n';
import { asMessage, fill, type Message, type Text } from './message';
import { describeIssue } from './validation-messages';

/** Fewest options an imported question may have: a true/false question has two. */
export const IMPORT_OPTIONS_MIN = 2;
/** Longest image reference (a stored file's name or address). */
export const IMAGE_REFERENCE_MAX = 1000;

export const QUESTION_BANK_MESSAGES = {
  numberRange: msg('The question number must be from 1 to 200'),
  complexityRange: msg('The complexity must be a whole number from 1 to 5'),
  headerMissing: msg('The question has no header'),
  textMissing: msg('The question has no text'),
  optionsCount: msg('A question needs 2 to 5 options'),
  optionEmpty: msg('An option is empty'),
  keyRange: msg('The correct answer must be one of the options'),
  stepsCount: msg('A question has at most 5 steps'),
  stepNotText: msg('A step must be text'),
  stepOneMissing: msg('Step 1 is empty while later steps or step images are given'),
  stepImagesCount: msg('A question has at most 4 step images'),
  imageReference: msg('An image reference must be a file name or address without spaces or angle brackets'),
  tooManyQuestions: msg('A test holds at most 200 questions'),
  duplicateNumber: (number: number) => fill(msg('Question number {{number}} appears twice'), { number }),
  noQuestions: msg('The file holds no questions'),
  oneKey: msg('A multiple choice question has exactly one correct answer'),
  keysOrder: msg('The correct answers must be listed once each, in ascending order'),
  firstKey: msg('The first of the correct answers must be the key'),
  feedbackNotText: msg('An option feedback must be text'),
  feedbackTooLong: msg('Feedback Length is Too Long'),
  feedbackCount: msg('A question has at most one feedback per option'),
} as const;

/** A text under `max` characters; `missing` when it is not text at all. */
const under = (max: number, tooLong: string, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .max(max - 1, { error: tooLong });

const { headerMissing, textMissing, optionEmpty } = QUESTION_BANK_MESSAGES;

/** A stored file's name or address: one token, no markup. */
export const imageReferenceSchema = z
  .string({ error: QUESTION_BANK_MESSAGES.imageReference })
  .trim()
  .min(1, { error: QUESTION_BANK_MESSAGES.imageReference })
  .max(IMAGE_REFERENCE_MAX, { error: QUESTION_BANK_MESSAGES.imageReference })
  .regex(/^[^\s<>"]+$/, { error: QUESTION_BANK_MESSAGES.imageReference });

const trimTrailing = <T>(values: T[], isEmpty: (value: T) => boolean) => {
  const out = [...values];
  while (out.length > 0 && isEmpty(out[out.length - 1]!)) out.pop();
  return out;
};

const questionFields = z.object({
  question_number: z
    .number({ error: QUESTION_BANK_MESSAGES.numberRange })
    .int({ error: QUESTION_BANK_MESSAGES.numberRange })
    .min(1, { error: QUESTION_BANK_MESSAGES.numberRange })
    .max(QUESTION_NUMBER_MAX, { error: QUESTION_BANK_MESSAGES.numberRange }),
  question_complexity: z
    .number({ error: QUESTION_BANK_MESSAGES.complexityRange })
    .int({ error: QUESTION_BANK_MESSAGES.complexityRange })
    .min(1, { error: QUESTION_BANK_MESSAGES.complexityRange })
    .max(COMPLEXITY_MAX, { error: QUESTION_BANK_MESSAGES.complexityRange }),
  question_type: z.enum(QUESTION_TYPES, { error: AUTHORING_MESSAGES.questionType }),
  question_header: under(TEXT_MAX_LENGTH, AUTHORING_MESSAGES.questionTooLong, headerMissing).min(1, {
    error: headerMissing,
  }),
  question_text: under(TEXT_MAX_LENGTH, AUTHORING_MESSAGES.questionTooLong, textMissing).min(1, {
    error: textMissing,
  }),
  question_image: imageReferenceSchema.nullable(),
  /** Set when the import made the header ("Question n", generatedHeader): the n it numbered it with. */
  header_number: z.number().int().min(1).optional(),
  options: z
    .array(under(TEXT_MAX_LENGTH, AUTHORING_MESSAGES.optionTooLong, optionEmpty).min(1, { error: optionEmpty }), {
      error: QUESTION_BANK_MESSAGES.optionsCount,
    })
    .min(IMPORT_OPTIONS_MIN, { error: QUESTION_BANK_MESSAGES.optionsCount })
    .max(ANSWER_OPTIONS_MAX, { error: QUESTION_BANK_MESSAGES.optionsCount }),
  key: z.number({ error: QUESTION_BANK_MESSAGES.keyRange }).int({ error: QUESTION_BANK_MESSAGES.keyRange }),
  steps: z
    .array(under(TEXT_MAX_LENGTH, AUTHORING_MESSAGES.stepsTooLong, QUESTION_BANK_MESSAGES.stepNotText), {
      error: QUESTION_BANK_MESSAGES.stepsCount,
    })
    .transform((steps) => trimTrailing(steps, (step) => step === '')),
  step_images: z
    .array(imageReferenceSchema.nullable(), { error: QUESTION_BANK_MESSAGES.stepImagesCount })
    .transform((images) => trimTrailing(images, (image) => image === null)),
  /**
   * Each option's feedback, in option order ('' for none): shown beside the option in the released review,
   * never a step. Absent when no option has any (trailing empty ones dropped).
   */
  option_feedback: z
    .array(under(TEXT_MAX_LENGTH, QUESTION_BANK_MESSAGES.feedbackTooLong, QUESTION_BANK_MESSAGES.feedbackNotText), {
      error: QUESTION_BANK_MESSAGES.feedbackNotText,
    })
    .transform((feedback) => {
      const kept = trimTrailing(feedback, (text) => text === '');
      return kept.length > 0 ? kept : undefined;
    })
    .optional(),
});

type QuestionFields = z.output<typeof questionFields>;

function refineQuestion(q: QuestionFields, ctx: z.RefinementCtx) {
  if (q.key < 1 || q.key > q.options.length) {
    ctx.addIssue({ code: 'custom', path: ['key'], message: QUESTION_BANK_MESSAGES.keyRange });
  }
  if (q.steps.length > STEP_TEXTS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['steps'], message: QUESTION_BANK_MESSAGES.stepsCount });
  }
  if (q.step_images.length > STEP_IMAGES_MAX) {
    ctx.addIssue({ code: 'custom', path: ['step_images'], message: QUESTION_BANK_MESSAGES.stepImagesCount });
  }
  if ((q.steps.length > 0 || q.step_images.length > 0) && !q.steps[0]) {
    ctx.addIssue({ code: 'custom', path: ['steps', 0], message: QUESTION_BANK_MESSAGES.stepOneMissing });
  }
  if (q.option_feedback && q.option_feedback.length > q.options.length) {
    ctx.addIssue({ code: 'custom', path: ['option_feedback'], message: QUESTION_BANK_MESSAGES.feedbackCount });
  }
}

/**
 * One question with its options, key and explanation steps. Header, text and every step are under
 * 500 characters (the legacy form left step 5 unchecked: a defect). Trailing empty steps and missing
 * step images are dropped, so two imports of the same content compare equal.
 */
export const importedQuestionSchema = questionFields.superRefine(refineQuestion);

export type ImportedQuestion = z.output<typeof importedQuestionSchema>;

export const TEXT_FORMATS = ['plain', 'html'] as const;

/** The right options of a question, 1-based and ascending: its `keys`, or its one `key`. */
export const keysOf = (q: { key: number; keys?: readonly number[] | undefined }): number[] =>
  q.keys ? [...q.keys] : [q.key];

function refineKeys(q: QuestionFields & { keys?: number[] | undefined }, ctx: z.RefinementCtx) {
  // An empty list is refused by its own rule.
  if (!q.keys || q.keys.length === 0) return;
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['keys'], message });
  if (q.question_type === 'multiple choice' && (q.keys.length !== 1 || q.keys[0] !== q.key)) {
    issue(QUESTION_BANK_MESSAGES.oneKey);
  } else if (q.keys.some((k) => k < 1 || k > q.options.length)) issue(QUESTION_BANK_MESSAGES.keyRange);
  else if (q.keys.some((k, i) => i > 0 && k <= q.keys![i - 1]!)) issue(QUESTION_BANK_MESSAGES.keysOrder);
  else if (q.keys[0] !== q.key) issue(QUESTION_BANK_MESSAGES.firstKey);
}

/**
 * A question as the partial imports read it: today's shape and, beside it, `keys` (every right option of a
 * 'check boxes' question, ascending, the first of them also `key`; a 'multiple choice' question has exactly
 * its one key) and `text_format` ('html' when the texts are sanitised HTML: question, options and steps
 * alike; plain when absent). Today's callers, which know one key and plain text, keep `importedQuestionSchema`,
 * which drops both fields.
 */
export const bankQuestionSchema = questionFields
  .extend({
    keys: z
      .array(z.number({ error: QUESTION_BANK_MESSAGES.keyRange }).int({ error: QUESTION_BANK_MESSAGES.keyRange }), {
        error: QUESTION_BANK_MESSAGES.keyRange,
      })
      .min(1, { error: QUESTION_BANK_MESSAGES.keyRange })
      .optional(),
    text_format: z.enum(TEXT_FORMATS).optional(),
  })
  .superRefine((q, ctx) => {
    refineQuestion(q, ctx);
    refineKeys(q, ctx);
  });

export type BankQuestion = z.output<typeof bankQuestionSchema>;

/**
 * One problem found in an imported file. `message` is what the screen shows first (for the tag format,
 * the specification's wording); `detail` says what exactly is wrong; the other fields say where.
 */
export interface ImportIssue {
  message: Text;
  detail: Text;
  /** 1-based line of the file. */
  line?: number;
  /** The tag of the tag format: q, a, s or img. */
  tag?: string;
  /** The file inside a package (QTI). */
  file?: string;
  /** 1-based position of the question in the file. */
  question?: number;
  /** The question's field at fault, as a path: `options.2`, `steps.0`, `question_text`. */
  field?: string;
}

/** Nothing is imported unless every question is good: `questions` only on success. */
export type QuestionImportResult =
  | { ok: true; questions: ImportedQuestion[] }
  | { ok: false; message: Text; errors: ImportIssue[] };

/**
 * The line of an import problem, one template per way of saying where, most specific first: the format's
 * {{message}}, where, then the {{detail}} (both messages themselves, translated in turn on a screen).
 */
export const IMPORT_ISSUE_LINES = [
  msg('{{message}} (line {{line}}, <{{tag}}>): {{detail}}'),
  msg('{{message}} (line {{line}}): {{detail}}'),
  msg('{{message}} ({{file}}, question {{question}}): {{detail}}'),
  msg('{{message}} ({{file}}): {{detail}}'),
  msg('{{message}} (question {{question}}): {{detail}}'),
  msg('{{message}}: {{detail}}'),
] as const;
const [LINE_AND_TAG, LINE, FILE_AND_QUESTION, FILE, QUESTION, BARE] = IMPORT_ISSUE_LINES;

/** One line for a screen or a log: the message, then where, then what (IMPORT_ISSUE_LINES). */
export function describeImportIssue(issue: ImportIssue): Message {
  // The format's message and the problem are messages themselves (a static one too): translated in turn.
  const [message, detail] = [asMessage(issue.message), asMessage(issue.detail)];
  const { line, tag, question } = issue;
  const file = issue.file || undefined;
  if (file === undefined && line !== undefined) {
    return tag ? fill(LINE_AND_TAG, { message, line, tag, detail }) : fill(LINE, { message, line, detail });
  }
  if (line === undefined && !tag) {
    if (file !== undefined && question !== undefined) {
      return fill(FILE_AND_QUESTION, { message, file, question, detail });
    }
    if (file !== undefined) return fill(FILE, { message, file, detail });
    if (question !== undefined) return fill(QUESTION, { message, question, detail });
    return fill(BARE, { message, detail });
  }
  // Places no reader gives together (a file and a line, a tag without a line): as written, in English.
  const where = [
    file,
    line !== undefined ? `line ${line}` : undefined,
    tag ? `<${tag}>` : undefined,
    question !== undefined && line === undefined ? `question ${question}` : undefined,
  ].filter(Boolean);
  return fill(msg('{{message}} ({{where}}): {{detail}}'), { message, where: where.join(', '), detail });
}

/** A problem of each of a question's fields, as a whole sentence (a catalogue key) per field. */
const FIELD_PROBLEMS: Record<string, string> = {
  question_number: msg('question number: {{message}}'),
  question_complexity: msg('complexity: {{message}}'),
  question_type: msg('question type: {{message}}'),
  question_header: msg('header: {{message}}'),
  question_text: msg('question text: {{message}}'),
  question_image: msg('question image: {{message}}'),
  options: msg('options: {{message}}'),
  key: msg('correct answer: {{message}}'),
  keys: msg('correct answers: {{message}}'),
  text_format: msg('text format: {{message}}'),
  steps: msg('steps: {{message}}'),
  step_images: msg('step images: {{message}}'),
  option_feedback: msg('option feedback: {{message}}'),
};

/**
 * A problem of one of a question's fields ("option 3: An option is empty"): the field in words, then the
 * schema's message (a catalogue text, translated in turn as {{message}}).
 */
export function questionFieldProblem(path: readonly PropertyKey[], problem: Text): Message {
  const message = asMessage(problem);
  const [field, index] = path;
  if (typeof index === 'number') {
    const n = index + 1;
    if (field === 'options') return fill(msg('option {{n}}: {{message}}'), { n, message });
    if (field === 'steps') return fill(msg('step {{n}}: {{message}}'), { n, message });
    if (field === 'step_images') return fill(msg('step {{n}} image: {{message}}'), { n, message });
    if (field === 'option_feedback') return fill(msg('option {{n}} feedback: {{message}}'), { n, message });
  }
  if (field === undefined) return fill(msg('question: {{message}}'), { message });
  const template = FIELD_PROBLEMS[String(field)];
  // No field of the schema: its name as the file wrote it.
  return template
    ? fill(template, { message })
    : fill(msg('{{field}}: {{message}}'), { field: String(field), message });
}

/** Checks one question read from a file; each problem becomes an issue placed at `where`. */
export function checkImportedQuestion(
  candidate: unknown,
  message: Text,
  where: Omit<ImportIssue, 'message' | 'detail'>,
  schema: z.ZodType<BankQuestion> = importedQuestionSchema,
): { question: BankQuestion } | { issues: ImportIssue[] } {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { question: parsed.data };
  return {
    issues: parsed.error.issues.map((issue) => ({
      message,
      ...where,
      field: issue.path.map(String).join('.'),
      detail: questionFieldProblem(issue.path, describeIssue(issue)),
    })),
  };
}

/** An issue when a file holds more questions than a test can: checked before the questions themselves. */
export function questionCountIssue(count: number, message: Text): ImportIssue | undefined {
  if (count > QUESTION_NUMBER_MAX) {
    return { message, detail: fill(msg('A test holds at most 200 questions; this file holds {{count}}'), { count }) };
  }
  return undefined;
}

/** The end of every import: no questions unless no issue, and never an empty test. */
export function finishImport(
  questions: ImportedQuestion[],
  issues: ImportIssue[],
  message: Text,
): QuestionImportResult {
  const all =
    issues.length === 0 && questions.length === 0 ? [{ message, detail: QUESTION_BANK_MESSAGES.noQuestions }] : issues;
  if (all.length > 0) return { ok: false, message: all[0]!.message, errors: all };
  return { ok: true, questions };
}

/** The header a format without headers gives question n. */
export const defaultHeader = (n: number) => `Question ${n}`;

/**
 * The header a format without headers gives question n, and its stored marker: header_number says the
 * header was made by the import (not typed), so a screen writes it in its own language ("வினா 5").
 */
export const generatedHeader = (n: number) => ({ question_header: defaultHeader(n), header_number: n });

/** The header the file wrote, else the one the import makes (generatedHeader). */
export const writtenOrGenerated = (header: string | undefined, n: number) =>
  header ? { question_header: header } : generatedHeader(n);

/** A question's header in the language `t` writes: one the import made from the catalogue, a written one as stored. */
export const headerText = (
  t: (key: string, values?: Record<string, unknown>) => string,
  q: { question_header: string; header_number?: number | null | undefined },
): string => (q.header_number ? t(msg('Question {{n}}'), { n: q.header_number }) : q.question_header);
