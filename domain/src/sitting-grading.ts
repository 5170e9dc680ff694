// Grading of a real-test sitting (a master sitting or a personalized preparation test), taken on
// screen or on paper. The server grades from the stored answer keys: a score, wrong list or isCorrect a
// browser sends is never read.
import { type CheckBoxScoring, checkBoxCredit } from './check-box-grading';
import { SCORE_DECIMALS } from './constants';
import { msg } from './i18n';

/** The question_type of a check-box question ("choose all that apply"); any other is single choice. */
export const CHECK_BOXES = 'check boxes';

export interface GradableQuestion {
  questionid: number;
  question_number: number;
  /** 'multiple choice' (one option chosen) or 'check boxes' (several); absent reads as multiple choice. */
  question_type?: string;
  /** The options in the test's order. */
  answers: ReadonlyArray<{ answersid: number; isAnswer: boolean }>;
}

export const isCheckBoxQuestion = (question: { question_type?: string }) => question.question_type === CHECK_BOXES;

/**
 * A choice as saved or sent: the chosen option's answersid, for a check-box question the list of
 * chosen answersids, or null when the question was cleared.
 */
export interface ChosenAnswer {
  questionid: number;
  select_ans: number | number[] | null;
}

/**
 * A result row as stored and sent (§3 result). select_ans holds the chosen option's answersid as text
 * ('' when unanswered): text because the contract's field is text, an id (not a letter) because
 * letters depend on the answer_type and positions on the options' order, and an id stays right when
 * either changes. For a check-box question it holds every chosen answersid, in the options' order,
 * joined by commas ("31,33"); `credit` is then the question's credit from 0 to 1 (partial scoring may
 * give a fraction), which single-choice rows leave out (their credit is isCorrect).
 */
export interface SittingResultRow {
  questionid: number;
  select_ans: string;
  isCorrect: boolean;
  credit?: number;
}

/** The answersids a result row's select_ans names: [] when unanswered, one or (check boxes) several. */
export const selectedIds = (selectAns: string): number[] =>
  selectAns === '' ? [] : selectAns.split(',').map(Number).filter(Number.isSafeInteger);

/** The ids a choice names, as a list ([] for none). */
export const choiceIds = (selectAns: ChosenAnswer['select_ans']): number[] =>
  selectAns === null ? [] : Array.isArray(selectAns) ? selectAns : [selectAns];

const POINTS_SCALE = 100;
/** A credit total to hundredths, as stored and shown (2.5, 1.67). */
const roundPoints = (points: number) => Math.round(points * POINTS_SCALE) / POINTS_SCALE;

/** The points of result rows: 1 for each right single-choice answer, each check-box question's credit. */
export const resultPoints = (result: readonly SittingResultRow[]) =>
  roundPoints(result.reduce((sum, r) => sum + (r.credit ?? (r.isCorrect ? 1 : 0)), 0));

export interface SittingGrade {
  /** One row per question of the sitting, in question-number order. */
  result: SittingResultRow[];
  /** Count of correct answers (a check-box question counts when fully right). */
  score: number;
  /** The credit total: score plus the partial credit of check-box questions not fully right (hundredths). */
  points: number;
  total: number;
  /** score / total in percent to 1 decimal, as the dashboard shows it (0 for a sitting of no questions). */
  percentage: number;
  /** Wrong and unanswered question numbers, ascending. */
  wrong_question_numbers: number[];
  /** The same list as JSON text, the form of the contract's wrong_qns_numberlist. */
  wrong_qns_numberlist: string;
}

export const CHOICE_MESSAGES = {
  unknownQuestion: msg('This question is not part of the test'),
  notAnOption: msg('This answer is not an option of the question'),
  oneAnswer: msg('This question takes one answer: send its answersid, not a list'),
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
  const checkBoxes = new Set(questions.filter(isCheckBoxQuestion).map((q) => q.questionid));
  const issues: ChoiceIssue[] = [];
  choices.forEach((choice, index) => {
    const own = options.get(choice.questionid);
    if (!own) issues.push({ index, field: 'questionid', message: CHOICE_MESSAGES.unknownQuestion });
    else if (Array.isArray(choice.select_ans) && !checkBoxes.has(choice.questionid)) {
      issues.push({ index, field: 'select_ans', message: CHOICE_MESSAGES.oneAnswer });
    } else if (!choiceIds(choice.select_ans).every((id) => own.has(id))) {
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

/** One question's result row from the ids chosen for it. */
function gradeQuestion(question: GradableQuestion, picked: readonly number[], scoring: CheckBoxScoring) {
  if (isCheckBoxQuestion(question)) {
    const set = new Set(picked);
    const chosen = question.answers.filter((a) => set.has(a.answersid));
    const ids = chosen.map((a) => a.answersid);
    const credit = roundPoints(
      checkBoxCredit(
        question.answers.map((a) => ({ id: a.answersid, isAnswer: a.isAnswer })),
        ids,
        scoring,
      ),
    );
    return { questionid: question.questionid, select_ans: ids.join(','), isCorrect: credit === 1, credit };
  }
  const chosen = question.answers.find((a) => a.answersid === picked[0]);
  return {
    questionid: question.questionid,
    select_ans: chosen ? String(chosen.answersid) : '',
    isCorrect: chosen?.isAnswer === true,
  };
}

/**
 * Grades the choices against the questions. Only the last choice per question counts; a choice that
 * is not an option of its question counts as unanswered (the server refuses such requests first, with
 * choiceIssues). A single-choice question with several correct options accepts any of them. A
 * check-box question is right only when exactly its right options are chosen; its credit follows the
 * test's check_box_scoring (all or nothing, or Moodle's partial credit), and a question not fully right
 * is on the wrong list either way.
 */
export function gradeSitting(
  questions: readonly GradableQuestion[],
  choices: readonly ChosenAnswer[],
  scoring: CheckBoxScoring = 'all or nothing',
): SittingGrade {
  const last = new Map<number, number[]>();
  for (const choice of choices) last.set(choice.questionid, choiceIds(choice.select_ans));
  const ordered = byQuestionNumber(questions);
  const wrong: number[] = [];
  const result: SittingResultRow[] = ordered.map((question) => {
    const row = gradeQuestion(question, last.get(question.questionid) ?? [], scoring);
    if (!row.isCorrect) wrong.push(question.question_number);
    return row;
  });
  const score = result.length - wrong.length;
  const wrong_question_numbers = [...new Set(wrong)];
  return {
    result,
    score,
    points: resultPoints(result),
    total: result.length,
    percentage: scorePercentage(score, result.length),
    wrong_question_numbers,
    wrong_qns_numberlist: numberListText(wrong_question_numbers),
  };
}

export interface SittingStats {
  score: number;
  /** resultPoints: equal to score unless partial credit was given. */
  points: number;
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
    points: resultPoints(result),
    total: result.length,
    percentage: scorePercentage(correct, result.length),
    correct,
    wrong: result.length - correct - unanswered,
    unanswered,
  };
}
