// Where each question stands while the test is taken (the palette and its counts), and the words a
// screen reader hears for it.
import type { TakingQuestion } from '@prep/domain';
import type { Answers } from '../taking/draftStore';

export interface PaletteEntry {
  questionid: number;
  /** Position on the screen, 1-based ("Question n"). */
  n: number;
  answered: boolean;
  flagged: boolean;
}

/** The questions in the order shown, each answered (an option chosen) or not, flagged or not. */
export function paletteOf(
  questions: readonly TakingQuestion[],
  answers: Answers,
  flagged: ReadonlySet<number>,
): PaletteEntry[] {
  return questions.map((q, i) => ({
    questionid: q.questionid,
    n: i + 1,
    answered: (answers[String(q.questionid)] ?? '') !== '',
    flagged: flagged.has(q.questionid),
  }));
}

export interface PaletteCounts {
  answered: number;
  flagged: number;
  unanswered: number;
}

export function paletteCounts(entries: readonly PaletteEntry[]): PaletteCounts {
  const answered = entries.filter((e) => e.answered).length;
  return { answered, flagged: entries.filter((e) => e.flagged).length, unanswered: entries.length - answered };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Question 3, answered, flagged for review", in the reader's language. */
export function entryLabel(e: PaletteEntry, t: Translate = (key, o) => key.replace('{{n}}', String(o?.n))): string {
  return [
    t('Question {{n}}', { n: e.n }),
    e.answered ? t('answered') : t('unanswered'),
    ...(e.flagged ? [t('flagged for review')] : []),
  ].join(', ');
}

/** The label of the option chosen for a question, or '' when none is. */
export function chosenLabel(question: TakingQuestion, answers: Answers): string {
  const chosen = answers[String(question.questionid)] ?? '';
  return question.answers.find((a) => String(a.answersid) === chosen)?.label ?? '';
}
