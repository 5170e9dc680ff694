// Builders of the question views of sitting-api.ts from stored rows, so the server lettering and the
// screen's keyboard keys agree and a student's view is built without the answer key.
import { optionLabel } from './option-labels';
import type { QuestionSteps, ReviewQuestion, StepVideo, TakingQuestion } from './sitting-api';
import { isCheckBoxQuestion, type SittingResultRow, selectedIds } from './sitting-grading';

export interface StoredQuestion {
  questionid: number;
  question_number: number;
  question_type: string;
  text_format: 'plain' | 'html';
  question_header: string;
  question_text: string;
  question_image: string | null;
  /** In the test's order; feedback '' for none (older rows may lack it). */
  answers: ReadonlyArray<{ answersid: number; name: string; isAnswer: boolean; feedback?: string }>;
}

/** A header that only numbers the question, as imports write one ("Question 1"). */
const NUMBERING_HEADER = /^\s*(question|q)\s*(no\.?|#)?\s*\d+\s*[.:)]?\s*$/i;

/**
 * The header a student is shown: none for one that only numbers the question. An import numbers by
 * the question's place in its file, so the fourth question of a test could say "Question 1"; the
 * screens already give each question its place in the test.
 */
export const shownHeader = (header: string): string => (NUMBERING_HEADER.test(header) ? '' : header);

/** The question as a student taking the test gets it: labelled options, no isAnswer. */
export function toTakingQuestion(question: StoredQuestion, answerType: string): TakingQuestion {
  return {
    questionid: question.questionid,
    question_number: question.question_number,
    question_type: question.question_type,
    text_format: question.text_format,
    question_header: shownHeader(question.question_header),
    question_text: question.question_text,
    question_image: question.question_image,
    answers: question.answers.map((a, i) => ({
      answersid: a.answersid,
      name: a.name,
      label: optionLabel(answerType, i + 1),
    })),
  };
}

/**
 * The question graded: chosen and right options with their labels. A question with no result row
 * reads as unanswered.
 */
export function toReviewQuestion(
  question: StoredQuestion,
  answerType: string,
  row: SittingResultRow | undefined,
  steps: QuestionSteps | null = null,
  stepvideo: StepVideo[] = [],
): ReviewQuestion {
  const labelled = question.answers.map((a, i) => ({
    answersid: a.answersid,
    name: a.name,
    label: optionLabel(answerType, i + 1),
    isAnswer: a.isAnswer,
    feedback: a.feedback ?? '',
  }));
  const picked = new Set(selectedIds(row?.select_ans ?? ''));
  const chosen = labelled.filter((a) => picked.has(a.answersid));
  const correct = labelled.filter((a) => a.isAnswer);
  return {
    ...toTakingQuestion(question, answerType),
    answers: labelled,
    select_ans: chosen.map((a) => a.answersid).join(','),
    select_label: chosen.map((a) => a.label).join(', '),
    chosen_answers: chosen.map((a) => a.answersid),
    chosen_labels: chosen.map((a) => a.label),
    credit: isCheckBoxQuestion(question) ? (row?.credit ?? (row?.isCorrect ? 1 : 0)) : null,
    correct_answers: correct.map((a) => a.answersid),
    correct_labels: correct.map((a) => a.label),
    isCorrect: row?.isCorrect ?? false,
    steps,
    stepvideo,
  };
}
