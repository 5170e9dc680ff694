// Grading of a submitted warm-up. The server runs this on the answers alone: the score, the wrong
// list, each isCorrect and time_taken a browser sends are never used.
import { secondsToHms } from './time';
import { wholeNumberText } from './warmup-equations';

export const NO_TIME_LIMIT = 'No limit';

/**
 * An answer is right when its whole-number value equals the answer's. The legacy screen compared
 * parseInt values, which also took '12abc' as 12 and '3.9' as 3; here only a whole number (optional
 * sign, spaces around) counts, so '', 'abc', '12abc' and '3.9' are all wrong.
 */
export function isCorrectAnswer(input: string, answer: string): boolean {
  const given = wholeNumberText(input);
  return given !== undefined && given === wholeNumberText(answer);
}

/** "allowed / elapsed" in hh:mm:ss for a timed warm-up, else "No limit". Elapsed never exceeds allowed. */
export function formatTimeTaken(allowedSeconds: number | null, elapsedSeconds: number): string {
  if (allowedSeconds === null) return NO_TIME_LIMIT;
  return `${secondsToHms(allowedSeconds)} / ${secondsToHms(Math.min(Math.max(0, elapsedSeconds), allowedSeconds))}`;
}

export interface GradeInput {
  /** The assigned questions in assigned order, with their stored answers. */
  questions: ReadonlyArray<{ warmup_id: number; answer: string }>;
  /** The answer entries as sent; a question may appear more than once and only its last entry counts. */
  answers: ReadonlyArray<{ warmup_id: number; result: string }>;
  /** null when untimed. */
  allowedSeconds: number | null;
  elapsedSeconds: number;
}

export interface GradedAnswer {
  warmup_id: number;
  result: string;
  isCorrect: boolean;
}

export interface WarmupGrade {
  score: number;
  total_qns: number;
  /** Wrong and unanswered question ids, in assigned order. */
  wrng_qns_list: number[];
  /** One entry per assigned question, in assigned order; '' for an unanswered one. */
  result: GradedAnswer[];
  time_taken: string;
}

export function gradeWarmup({ questions, answers, allowedSeconds, elapsedSeconds }: GradeInput): WarmupGrade {
  const last = new Map<number, string>();
  for (const entry of answers) last.set(entry.warmup_id, entry.result);
  const result = questions.map(({ warmup_id, answer }) => {
    const given = last.get(warmup_id) ?? '';
    return { warmup_id, result: given, isCorrect: isCorrectAnswer(given, answer) };
  });
  const wrng_qns_list = result.filter((r) => !r.isCorrect).map((r) => r.warmup_id);
  return {
    score: result.length - wrng_qns_list.length,
    total_qns: result.length,
    wrng_qns_list,
    result,
    time_taken: formatTimeTaken(allowedSeconds, elapsedSeconds),
  };
}
