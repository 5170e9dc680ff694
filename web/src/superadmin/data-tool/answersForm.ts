import type { Text } from '@prep/domain';
import { issueMark } from '../../forms/errors';
// Answer Options: up to 5 options (4 required) and the correct one, saved for the whole question at once
// (PUT /quiz/question/{id}/answers/). The rules are the domain's answersSchema; the key select gives
// option n the value n (the legacy new-mode list gave option 5 the value 4: fixed).
import { ANSWER_KEY_CHOICES, ANSWER_OPTIONS_MAX, type Answers, answersSchema, msg } from '@prep/domain';
import { firstIssues, type FormCheck } from './formChecks';

export const OPTION_FIELDS = ['option1', 'option2', 'option3', 'option4', 'option5'] as const;
export const ANSWER_FIELDS = [...OPTION_FIELDS, 'key'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];
export type AnswerValues = Record<AnswerField, string>;

export const ANSWER_LABELS: Record<AnswerField, string> = {
  option1: msg('Option 1'),
  option2: msg('Option 2'),
  option3: msg('Option 3'),
  option4: msg('Option 4'),
  option5: msg('Option 5'),
  key: msg('Correct Answer'),
};

/** The key select: 'Option n' (its field's label) has the value n, for all five options. */
export const KEY_CHOICES = ANSWER_KEY_CHOICES.map((c) => ({
  value: String(c.value),
  label: ANSWER_LABELS[`option${c.value}` as AnswerField] ?? c.label,
}));

export const emptyAnswers = (): AnswerValues => ({
  option1: '',
  option2: '',
  option3: '',
  option4: '',
  option5: '',
  key: '',
});

/**
 * A question's stored options in the form: their names in order, the key at the one marked right (a
 * check-box question's several keys joined by commas, "1,3").
 */
export function answersOf(answers: ReadonlyArray<{ name: string; isAnswer?: boolean }>): AnswerValues {
  const values = emptyAnswers();
  answers.slice(0, ANSWER_OPTIONS_MAX).forEach((answer, i) => {
    values[OPTION_FIELDS[i]!] = answer.name;
  });
  values.key = answers
    .slice(0, ANSWER_OPTIONS_MAX)
    .flatMap((a, i) => (a.isAnswer === true ? [String(i + 1)] : []))
    .join(',');
  return values;
}

/** 'new' when the question has no options yet (the server answers 'Options Added Successfully'), else 'editing'. */
export const answersMode = (answers: readonly unknown[]): 'new' | 'editing' =>
  answers.length === 0 ? 'new' : 'editing';

const fieldOf = (name: string) =>
  (ANSWER_FIELDS as readonly string[]).includes(name) ? (name as AnswerField) : undefined;

/** The on-blur mark of a field. */
export function answerFieldMark(field: AnswerField, value: string, values: AnswerValues): Text | undefined {
  const parsed = answersSchema.safeParse({ ...values, [field]: value, question: 1 });
  if (parsed.success) return undefined;
  const issue = parsed.error.issues.find((found) => found.path[0] === field);
  return issue ? issueMark(issue) : undefined;
}

/** Options 1 to 4, the question and the key required ('Please Fillout All Fields'); the key names a filled option. */
export function checkAnswers(values: AnswerValues, questionId: number | null): FormCheck<Answers, AnswerField> {
  const parsed = answersSchema.safeParse({ ...values, question: questionId ?? '' });
  if (!parsed.success) return { ok: false, ...firstIssues(parsed.error.issues, fieldOf) };
  return { ok: true, body: parsed.data };
}

/** The JSON body of PUT /quiz/question/{id}/answers/. */
export const answersBody = (answers: Answers) => ({ options: answers.options, key: answers.key });
