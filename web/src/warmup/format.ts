// Display helpers of the warm-up screens. Grading, timing and personalization rules live in
// @prep/domain and run on the server; these only lay out what the server answered.
import {
  formatDate as formatDateIn,
  type Language,
  msg,
  RESULT_PAGE_SIZE,
  SCORE_DECIMALS,
  secondsToHms,
  storedWordLabel,
} from '@prep/domain';
import { currentLanguage } from '../i18n/language';
import type { WarmupEntry, WarmupQuestion } from './types';

/** Text colours of right and wrong answers, dark enough (4.5:1) on white and on the cards' tints. */
export const RIGHT_COLOR = '#1e6b30';
export const WRONG_COLOR = 'var(--mantine-color-red-9)';

/** The countdown's text: hh : mm : ss. */
export const formatClock = (seconds: number) => secondsToHms(seconds).split(':').join(' : ');

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The API's time_taken ("allowed / elapsed", the spec's order) as a person reads it: the time used, then
 * the limit ("00:00:31 of 00:10:00"). The stored words ("No limit", "On paper") in the language shown, none as "-".
 */
export function timeTakenText(t: Translate, value: string): string {
  const match = /^\s*(\d+:[0-5]\d:[0-5]\d)\s*\/\s*(\d+:[0-5]\d:[0-5]\d)\s*$/.exec(value);
  if (match) return t(msg('{{used}} of {{limit}}'), { used: match[2], limit: match[1] });
  return value ? storedWordLabel(t, value) : '-';
}

/** Scores are shown to one decimal place. */
export const formatScore = (score: number) => score.toFixed(SCORE_DECIMALS);

/** Whole seconds left until `deadline` (both in ms), rounded up so the first second shows in full. */
export const secondsLeft = (deadlineMs: number, nowMs: number) => Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));

const filled = (value: string | null) => (value ?? '').trim() !== '';

/** The operand style needs both operands and the operator (null on an equation card); anything else shows the equation. */
export const cardKind = (
  q: Pick<WarmupQuestion, 'operand_one' | 'operand_two' | 'operator'>,
): 'operand' | 'equation' =>
  filled(q.operand_one) && filled(q.operand_two) && filled(q.operator) ? 'operand' : 'equation';

const OPERATOR_SIGNS: Record<string, string> = { x: '×', X: '×', '*': '×', '/': '÷' };
/** The operator as printed on a card (× and ÷ rather than x and /). */
export const operatorSign = (operator: string | null) => {
  const op = (operator ?? '').trim();
  return OPERATOR_SIGNS[op] ?? op;
};

/** The numbered formula of an equation card, ending with "=". */
export const equationText = (q: Pick<WarmupQuestion, 'equation' | 'order'>) =>
  `${q.order}. ${q.equation.replace(/\s*=\s*$/, '')} =`;

/** The number of pages of `total` items. */
export const pageCount = (total: number, size = RESULT_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** Page `page` (1-based) of the items; a page past the end gives the last one. */
export function pageOf<T>(items: readonly T[], page: number, size = RESULT_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return items.slice((current - 1) * size, current * size);
}

export interface ReviewRow {
  order: number;
  warmup_id: number;
  question: WarmupQuestion;
  /** What the student typed ('' when unanswered). */
  given: string;
  /** The correct answer ('' when the viewer may not see it). */
  answer: string;
  isCorrect: boolean;
}

/** Every question in display order with its graded entry (a question without one counts as unanswered). */
export function reviewRows(questions: readonly WarmupQuestion[], entries: readonly WarmupEntry[]): ReviewRow[] {
  const byId = new Map(entries.map((e) => [e.warmup_id, e]));
  return [...questions]
    .sort((a, b) => a.order - b.order)
    .map((question) => {
      const entry = byId.get(question.warmup_id);
      return {
        order: question.order,
        warmup_id: question.warmup_id,
        question,
        given: entry?.result ?? '',
        answer: entry?.answer ?? question.answer ?? '',
        isCorrect: entry?.isCorrect ?? false,
      };
    });
}

export interface ReviewStats {
  total: number;
  right: number;
  wrong: number;
  unanswered: number;
}

export function reviewStats(rows: readonly ReviewRow[]): ReviewStats {
  const right = rows.filter((r) => r.isCorrect).length;
  const unanswered = rows.filter((r) => !r.isCorrect && r.given.trim() === '').length;
  return { total: rows.length, right, wrong: rows.length - right - unanswered, unanswered };
}

/**
 * A date of the API (ISO text) as the language shown writes it (Intl, en-US or ta-IN; a screen passes
 * useFormat().language so it re-renders on a switch); the text itself when unreadable.
 */
export function formatDate(iso: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateIn(language, date);
}
