// Grading of a real-test sitting (a master sitting or a personalized preparation test), taken on
// screen or on paper. The server grades from the stored answer keys: a score, wrong list or isCorrect a
// browser sends is never read.
import { SCORE_DECIMALS } from './constants';

export interface GradableQuestion {
  questionid: number;
  question_number: number;
  /** The options in the test's order. */
  answers: ReadonlyArray<{ answersid: number; isAnswer: boolean }>;
}

/** A choice as saved or sent: the chosen option's answersid, or null when the question was cleared. */
export interface ChosenAnswer {
  questionid: number;
  select_ans: number | null;
}

/**
 * A result row as stored and sent (§3 result). select_ans holds the chosen option's answersid as text
 * ('' when unanswered): text because the contract's field is text, an id (not a letter) because
 * letters depend on the answer_type and positions on the options' order, and an id stays right when
 * either changes.
 */
export interface SittingResultRow {
  questionid: number;
  select_ans: string;
  isCorrect: boolean;
}

export interface SittingGrade {
  /** One row per question of the sitting, in question-number order. */
  result: SittingResultRow[];
  /** Count of correct answers. */
  score: number;
  total: number;
  /** score / total in percent to 1 decimal, as the dashboard shows it (0 for a sitting of no questions). */
  percentage: number;
  /** Wrong and unanswered question numbers, ascending. */
  wrong_question_numbers: number[];
  /** The same list as JSON text, the form of the contract's wrong_qns_numberlist. */
  wrong_qns_numberlist: string;
}

export const CHOICE_MESSAGES = {
  unknownQuestion: 'This question is not part of the test',
  notAnOption: 'This answer is not an option of the question',
} as const;

export interface ChoiceIssue {
  /** Index of the entry in the list sent. */
  index: number;
  field: 'questionid' | 'select_ans';
  message: string;
}

/** Questions in question-number order (then by id, for a test numbered twice). */
export const byQuestionNumber = <T extends { question_number: number; questionid: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.question_number - b.question_number || a.questionid - b.questionid);

/** Entries that name a question outside the sitting or an answer of another question: refuse the request. */
export function choiceIssues(questions: readonly GradableQuestion[], choices: readonly ChosenAnswer[]): ChoiceIssue[] {
  const options = new Map(questions.map((q) => [q.questionid, new Set(q.answers.map((a) => a.answersid))]));
  const issues: ChoiceIssue[] = [];
  choices.forEach((choice, index) => {
    const own = options.get(choice.questionid);
    if (!own) issues.push({ index, field: 'questionid', message: CHOICE_MESSAGES.unknownQuestion });
    else if (choice.select_ans !== null && !own.has(choice.select_ans)) {
      issues.push({ index, field: 'select_ans', message: CHOICE_MESSAGES.notAnOption });
    }
  });
  return issues;
}

/** score / total in percent, rounded half up to SCORE_DECIMALS (1) places: 2 of 3 is 66.7, 1 of 16 is 6.3. */
export function scorePercentage(score: number, total: number): number {
  if (total <= 0) return 0;
  const scale = 10 ** SCORE_DECIMALS;
  return Math.round((score * 100 * scale) / total) / scale;
}

/** A percentage as the dashboard writes it: '66.7', '100.0', '0.0'. */
export const formatPercentage = (percentage: number) => percentage.toFixed(SCORE_DECIMALS);

export const numberListText = (numbers: readonly number[]) => JSON.stringify(numbers);

/** A stored wrong_qns_numberlist as numbers; text that is not a JSON list of whole numbers reads as []. */
export function parseNumberList(text: string | null | undefined): number[] {
  try {
    const value: unknown = JSON.parse(text?.trim() || '[]');
    if (Array.isArray(value) && value.every((n) => Number.isSafeInteger(n) && n > 0)) return value as number[];
  } catch {
    // Not JSON: the fallback below.
  }
  return [];
}

/**
 * Grades the choices against the questions. Only the last choice per question counts; a choice that
 * is not an option of its question counts as unanswered (the server refuses such requests first, with
 * choiceIssues). A question with several correct options accepts any of them.
 */
export function gradeSitting(questions: readonly GradableQuestion[], choices: readonly ChosenAnswer[]): SittingGrade {
  const last = new Map<number, number | null>();
  for (const choice of choices) last.set(choice.questionid, choice.select_ans);
  const ordered = byQuestionNumber(questions);
  const wrong: number[] = [];
  const result = ordered.map((question) => {
    const chosen = question.answers.find((a) => a.answersid === last.get(question.questionid));
    const isCorrect = chosen?.isAnswer === true;
    if (!isCorrect) wrong.push(question.question_number);
    return { questionid: question.questionid, select_ans: chosen ? String(chosen.answersid) : '', isCorrect };
  });
  const score = result.length - wrong.length;
  const wrong_question_numbers = [...new Set(wrong)];
  return {
    result,
    score,
    total: result.length,
    percentage: scorePercentage(score, result.length),
    wrong_question_numbers,
    wrong_qns_numberlist: numberListText(wrong_question_numbers),
  };
}

export interface SittingStats {
  score: number;
  total: number;
  percentage: number;
  correct: number;
  wrong: number;
  unanswered: number;
}

/** The Scores and Stats modal's figures, from stored result rows. */
export function sittingStats(result: readonly SittingResultRow[]): SittingStats {
  const correct = result.filter((r) => r.isCorrect).length;
  const unanswered = result.filter((r) => r.select_ans === '').length;
  return {
    score: correct,
    total: result.length,
    percentage: scorePercentage(correct, result.length),
    correct,
    wrong: result.length - correct - unanswered,
    unanswered,
  };
}
