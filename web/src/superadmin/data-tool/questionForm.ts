import type { Text } from '@prep/domain';
// Manage Questions: the form of one question of a test (§5 "Authoring tool"). The rules are the domain's
// questionAddSchema and questionUpdateSchema; the image rule is imageFileProblem.
import {
  EDIT_QUESTION_COMPLEXITIES,
  msg,
  NEW_QUESTION_COMPLEXITIES,
  QUESTION_NUMBERS,
  type QuestionAdd,
  questionAddSchema,
  type QuestionUpdate,
  questionUpdateSchema,
  SECTION_CODE,
  textGist,
} from '@prep/domain';
import i18n from '../../i18n';
import { firstIssues, type FormCheck } from './formChecks';
import { firstIssueText } from '../../forms/errors';

export const QUESTION_FIELDS = [
  'question_number',
  'question_complexity',
  'question_type',
  'text_format',
  'question_header',
  'question_text',
] as const;
export type QuestionField = (typeof QUESTION_FIELDS)[number];
export type QuestionValues = Record<QuestionField, string>;

export const QUESTION_LABELS: Record<QuestionField | 'question_image', string> = {
  question_number: msg('Question Number'),
  question_complexity: msg('Complexity'),
  question_type: msg('Question Type'),
  text_format: msg('Text Format'),
  question_header: msg('Question Header'),
  question_text: msg('Question Text'),
  question_image: msg('Question Image'),
};

/** The stored fields the form reads. */
export interface StoredQuestion {
  questionid: number;
  question_number: number;
  question_complexity: string;
  question_type: string;
  /** 'html': the texts are sanitised HTML (the server sanitises them on every save). */
  text_format: 'plain' | 'html';
  question_header: string;
  question_text: string;
}

/** How much of a question's text the list shows beside its number. */
export const QUESTION_GIST_LENGTH = 40;

/** The list, in number order: '# n' and the question's first words (formulas as plain text), as '# 4 What is 1/2…'. */
export const questionItems = (questions: readonly StoredQuestion[]) =>
  [...questions]
    .sort((a, b) => a.question_number - b.question_number)
    .map((q) => ({
      id: q.questionid,
      label: `# ${q.question_number} ${textGist(q.question_text, QUESTION_GIST_LENGTH)}`.trim(),
    }));

/** The first number from 1 that no question of the test has: what a new question is offered. */
export function nextQuestionNumber(questions: readonly { question_number: number }[]): number | null {
  const used = new Set(questions.map((q) => q.question_number));
  return QUESTION_NUMBERS.find((n) => !used.has(n)) ?? null;
}

export const emptyQuestion = (questions: readonly { question_number: number }[] = []): QuestionValues => ({
  question_number: String(nextQuestionNumber(questions) ?? ''),
  question_complexity: '',
  question_type: '',
  text_format: 'plain',
  question_header: '',
  question_text: '',
});

export const questionOf = (q: StoredQuestion): QuestionValues => ({
  question_number: String(q.question_number),
  question_complexity: String(q.question_complexity),
  question_type: q.question_type,
  text_format: q.text_format,
  question_header: q.question_header,
  question_text: q.question_text,
});

/** Complexity: 1 or 2 for a new question, 1 to 5 when editing (§9). */
export const complexityChoices = (mode: 'new' | 'editing'): readonly number[] =>
  mode === 'new' ? NEW_QUESTION_COMPLEXITIES : EDIT_QUESTION_COMPLEXITIES;

/** Said in the language shown: the form's marks and alerts show it as it comes. */
export const duplicateNumber = (n: number) => i18n.t('Question number {{n}} already exists in this test', { n });

/** Another question of the test already has this number. */
function numberTaken(
  values: QuestionValues,
  questions: readonly StoredQuestion[],
  selectedId: number | null,
): string | undefined {
  const n = Number(values.question_number);
  const taken = questions.some((q) => q.question_number === n && q.questionid !== selectedId);
  return taken ? duplicateNumber(n) : undefined;
}

const fieldOf = (name: string) =>
  (QUESTION_FIELDS as readonly string[]).includes(name) ? (name as QuestionField) : undefined;

/** The on-blur mark of a field, by the rule of the mode. */
export function questionFieldMark(field: QuestionField, value: string, mode: 'new' | 'editing'): Text | undefined {
  const schema = mode === 'new' ? questionAddSchema : questionUpdateSchema;
  const parsed = schema.shape[field].safeParse(value);
  return parsed.success ? undefined : firstIssueText(parsed.error.issues, undefined);
}

/** add: every field, complexity 1 or 2, header and text under 500 characters, a number not yet used. */
export function checkQuestionAdd(
  values: QuestionValues,
  testId: number | null,
  questions: readonly StoredQuestion[],
): FormCheck<QuestionAdd, QuestionField> {
  const parsed = questionAddSchema.safeParse({ ...values, master_qnsbank: testId ?? '' });
  if (!parsed.success) return { ok: false, ...firstIssues(parsed.error.issues, fieldOf) };
  const taken = numberTaken(values, questions, null);
  if (taken) return { ok: false, message: taken, fields: { question_number: taken } };
  return { ok: true, body: parsed.data };
}

/** Update: the selected question; test, header and text required; complexity 1 to 5. */
export function checkQuestionUpdate(
  values: QuestionValues,
  testId: number | null,
  questions: readonly StoredQuestion[],
  selectedId: number,
): FormCheck<QuestionUpdate, QuestionField> {
  const parsed = questionUpdateSchema.safeParse({ ...values, master_qnsbank: testId ?? '' });
  if (!parsed.success) return { ok: false, ...firstIssues(parsed.error.issues, fieldOf) };
  const taken = numberTaken(values, questions, selectedId);
  if (taken) return { ok: false, message: taken, fields: { question_number: taken } };
  return { ok: true, body: parsed.data };
}

/** The multipart body of POST /quiz/question/ or PUT /quiz/question/{id}/. */
export function questionFormData(
  body: QuestionAdd | QuestionUpdate,
  image: File | null,
  removeImage: boolean,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('section_code', String(SECTION_CODE));
  if (image) form.append('question_image', image);
  else if (removeImage) form.append('remove_image', 'true');
  return form;
}

/** The question number select: 1 to 200. */
export const QUESTION_NUMBER_CHOICES = QUESTION_NUMBERS.map(String);
