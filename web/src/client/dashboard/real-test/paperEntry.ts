// The paper-sitting entry as the dialog keeps it: the questions a sitting holds, and the body sent.
import {
  type NestedQuiz,
  optionLabels,
  type PaperQuestion,
  type PaperSittingInput,
  paperSittingRefusedSchema,
  type SittingSummary,
} from '@prep/domain';
import { ApiError } from '../../../api';
import type { RowIssueView } from '../../../forms';

export interface PaperRow extends PaperQuestion {
  question_text: string;
  /** The option labels by the test's answer_type, in the test's order. */
  labels: string[];
}

/** The sitting's questions in number order: all of the test's, or those a preparation test holds. */
export function paperRows(test: NestedQuiz, sitting: SittingSummary): PaperRow[] {
  const held = sitting.kind === 'personalized' ? new Set(sitting.question_numbers) : null;
  return test.question
    .filter((q) => !held || held.has(q.question_number))
    .sort((a, b) => a.question_number - b.question_number || a.questionid - b.questionid)
    .map((q) => {
      const answers = [...q.answers].sort((a, b) => a.answersid - b.answersid);
      return {
        questionid: q.questionid,
        question_number: q.question_number,
        question_text: q.question_text,
        answers: answers.map((a) => ({ answersid: a.answersid })),
        labels: optionLabels(test.answer_type, answers.length),
      };
    });
}

/** The body of the question-by-question entry: every question, its option's label or '' (unanswered). */
export const paperBody = (rows: readonly PaperRow[], chosen: Readonly<Record<number, string>>): PaperSittingInput => ({
  answers: rows.map((r) => ({ question_number: r.question_number, option: chosen[r.question_number] ?? '' })),
});

/** The per-row report of a refused entry, when the server sent one. */
export function refusedRows(error: unknown): RowIssueView[] | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = paperSittingRefusedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.rows : null;
}
