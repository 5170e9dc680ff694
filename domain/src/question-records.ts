// Between the stored shape of a question (a question row, one answer row per option, one steps row) and the
// one shape the import and export formats use.
import { STEP_IMAGES_MAX, STEP_TEXTS_MAX } from './constants';
import { type BankQuestion, type ImportedQuestion, keysOf } from './question-bank';

export interface QuestionRecordLike {
  question_number: number;
  /** Stored as text ('1' to '5'). */
  question_complexity: string | number;
  question_type: string;
  question_header: string;
  /** Set when an import made the header (generatedHeader); null or absent for a written one. */
  header_number?: number | null;
  question_text: string;
  question_image: string | null;
  /** 'html' when the texts are sanitised HTML; absent or 'plain' for plain text. */
  text_format?: string | null;
}

export interface AnswerRecordLike {
  name: string;
  isAnswer: boolean;
  /** The option's feedback, shown beside it in the released review; '' (or absent) for none. */
  feedback?: string | null;
}

export interface StepsRecordLike {
  step1_text: string;
  step2_text: string;
  step3_text: string;
  step4_text: string;
  step5_text: string;
  step1_image: string | null;
  step2_image: string | null;
  step3_image: string | null;
  step4_image: string | null;
}

const stepTextKey = (i: number) => `step${i + 1}_text` as keyof StepsRecordLike;
const stepImageKey = (i: number) => `step${i + 1}_image` as keyof StepsRecordLike;

/**
 * A stored question in the formats' shape, answers in stored order: a check-box question with `keys` (every
 * answer marked right), an HTML one with `text_format`. Not checked: a legacy row may break today's rules
 * (e.g. no answer marked right gives key 0); pass it through bankQuestionSchema to know.
 */
export function questionFromRecords(
  question: QuestionRecordLike,
  answers: readonly AnswerRecordLike[],
  steps?: StepsRecordLike | null,
): BankQuestion {
  const keys = answers.flatMap((a, i) => (a.isAnswer ? [i + 1] : []));
  const feedback = trimEnd(
    answers.map((a) => a.feedback ?? ''),
    '',
  );
  return {
    ...(question.question_type === 'check boxes' && keys.length > 0 ? { keys } : {}),
    ...(feedback.length > 0 ? { option_feedback: feedback } : {}),
    ...(question.text_format === 'html' ? { text_format: 'html' as const } : {}),
    ...(question.header_number ? { header_number: question.header_number } : {}),
    question_number: question.question_number,
    question_complexity: Number(question.question_complexity),
    question_type: question.question_type as ImportedQuestion['question_type'],
    question_header: question.question_header,
    question_text: question.question_text,
    question_image: question.question_image || null,
    options: answers.map((a) => a.name),
    key: answers.findIndex((a) => a.isAnswer) + 1,
    steps: steps
      ? trimEnd(
          Array.from({ length: STEP_TEXTS_MAX }, (_, i) => String(steps[stepTextKey(i)] ?? '')),
          '',
        )
      : [],
    step_images: steps
      ? trimEnd(
          Array.from({ length: STEP_IMAGES_MAX }, (_, i) => (steps[stepImageKey(i)] as string | null) || null),
          null,
        )
      : [],
  };
}

function trimEnd<T>(values: T[], empty: T): T[] {
  const out = [...values];
  while (out.length > 0 && out[out.length - 1] === empty) out.pop();
  return out;
}

/**
 * The answer rows of a question: one per option, the key's (a check-box question's keys') marked right, each
 * with its feedback ('' for none).
 */
export function answerRowsOf(
  q: Pick<BankQuestion, 'options' | 'key' | 'keys' | 'option_feedback'>,
): Array<AnswerRecordLike & { feedback: string }> {
  const keys = keysOf(q);
  return q.options.map((name, i) => ({ name, isAnswer: keys.includes(i + 1), feedback: q.option_feedback?.[i] ?? '' }));
}

/** The steps row of a question, or null when it has no steps. */
export function stepsRecordOf(q: Pick<ImportedQuestion, 'steps' | 'step_images'>): StepsRecordLike | null {
  if (q.steps.length === 0 && q.step_images.length === 0) return null;
  const record: Record<string, string | null> = {};
  for (let i = 0; i < STEP_TEXTS_MAX; i++) record[stepTextKey(i)] = q.steps[i] ?? '';
  for (let i = 0; i < STEP_IMAGES_MAX; i++) record[stepImageKey(i)] = q.step_images[i] ?? null;
  return record as unknown as StepsRecordLike;
}
