// A whole test as one JSON file: its metadata (the Quiz fields of the Create Test form) and its questions
// with options, keys (several for a check-box question), text format, steps and image references. Written by
// the export, read back by the import.
import { z } from 'zod';
import { QUESTION_NUMBER_MAX } from './constants';
import {
  type BankQuestion,
  bankQuestionSchema,
  type ImportIssue,
  QUESTION_BANK_MESSAGES,
  questionFieldProblem,
} from './question-bank';
import type { QuizRecord } from './quiz-api';
import { testSchema } from './quizzes';
import { msg } from './i18n';
import { fill, type Text, render } from './message';

export const TEST_FILE_FORMAT = 'prep-test';
export const TEST_FILE_VERSION = 1;
export const TEST_FILE_ERROR = msg('Something went wrong! Please check the test file');

/** The Quiz fields a test file carries; ids and the course are the installation's own and stay out. */
export const TEST_FILE_FIELDS = [
  'test_name',
  'test_description',
  'test_type',
  'section',
  'answer_type',
  'subject_category',
  'test_booklet_year',
  'test_lang_type',
  'section_duration',
  'grade_level',
  'test_level',
  'quiz_url',
  'is_practice_test',
  'check_box_scoring',
] as const satisfies ReadonlyArray<keyof QuizRecord>;
export type TestFileMetadata = Pick<QuizRecord, (typeof TEST_FILE_FIELDS)[number]>;

export const TEST_FILE_MESSAGES = {
  notJson: (reason: string) => fill(msg('The file is not JSON: {{reason}}'), { reason }),
  notATestFile: msg('This is not a test file: it needs "format": "prep-test"'),
  version: (found: unknown) =>
    JSON.stringify(found) === undefined
      ? fill(msg('This app reads test files of version {{version}}; this one is version missing'), {
          version: TEST_FILE_VERSION,
        })
      : fill(msg('This app reads test files of version {{version}}; this one is version {{found}}'), {
          version: TEST_FILE_VERSION,
          found: JSON.stringify(found),
        }),
  noQuestions: msg('The test file holds no questions'),
  questionsList: msg('The test file needs a "questions" list'),
} as const;

export const testFileSchema = z
  .object({
    format: z.literal(TEST_FILE_FORMAT),
    version: z.literal(TEST_FILE_VERSION),
    test: testSchema,
    questions: z
      .array(bankQuestionSchema, { error: TEST_FILE_MESSAGES.questionsList })
      .min(1, { error: TEST_FILE_MESSAGES.noQuestions })
      .max(QUESTION_NUMBER_MAX, { error: QUESTION_BANK_MESSAGES.tooManyQuestions }),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<number>();
    file.questions.forEach((q, i) => {
      if (seen.has(q.question_number)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'question_number'],
          message: render(QUESTION_BANK_MESSAGES.duplicateNumber(q.question_number)),
          params: { message: QUESTION_BANK_MESSAGES.duplicateNumber(q.question_number) },
        });
      }
      seen.add(q.question_number);
    });
  });
export type TestFile = z.output<typeof testFileSchema>;

export type TestFileImportResult =
  | { ok: true; test: TestFile['test']; questions: BankQuestion[] }
  | { ok: false; message: Text; errors: ImportIssue[] };

/** A zod issue of the file in words: "test, section: …" or "question 3, option 2: …". */
function toIssue(issue: z.core.$ZodIssue): ImportIssue {
  const [top, index, ...rest] = issue.path;
  if (top === 'questions' && typeof index === 'number') {
    return {
      message: TEST_FILE_ERROR,
      question: index + 1,
      field: rest.map(String).join('.'),
      detail: fill(msg('question {{question}}, {{detail}}'), {
        question: index + 1,
        detail: questionFieldProblem(rest, issue.message),
      }),
    };
  }
  const field = issue.path.map(String).join('.');
  return { message: TEST_FILE_ERROR, field, detail: `${field ? `${field.replace('.', ', ')}: ` : ''}${issue.message}` };
}

const refused = (detail: Text): TestFileImportResult => ({
  ok: false,
  message: TEST_FILE_ERROR,
  errors: [{ message: TEST_FILE_ERROR, detail }],
});

/** Reads a test file. Nothing is imported unless the metadata and every question are good. */
export function parseTestJson(text: string): TestFileImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return refused(TEST_FILE_MESSAGES.notJson((error as Error).message));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refused(TEST_FILE_MESSAGES.notATestFile);
  const file = data as Record<string, unknown>;
  if (file.format !== TEST_FILE_FORMAT) return refused(TEST_FILE_MESSAGES.notATestFile);
  if (file.version !== TEST_FILE_VERSION) return refused(TEST_FILE_MESSAGES.version(file.version));
  const parsed = testFileSchema.safeParse(file);
  if (!parsed.success) return { ok: false, message: TEST_FILE_ERROR, errors: parsed.error.issues.map(toIssue) };
  return { ok: true, test: parsed.data.test, questions: parsed.data.questions };
}

/** The test file of a test: its metadata and questions, as indented JSON. */
export function exportTestJson(test: TestFileMetadata, questions: readonly BankQuestion[]): string {
  const metadata = Object.fromEntries(TEST_FILE_FIELDS.map((field) => [field, test[field]]));
  const file = { format: TEST_FILE_FORMAT, version: TEST_FILE_VERSION, test: metadata, questions };
  return `${JSON.stringify(file, null, 2)}\n`;
}
