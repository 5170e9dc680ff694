// Warm-up fact fluency (issue 20): the time spent on each card, the facts' grid (XtraMath's "right
// within 3 seconds"), and the Master Recommended Test's choice of the slowest and most missed facts
// when the client's fluency_recommended switch is on.
import { z } from 'zod';
import { median } from './progress';
import { WARMUP_OPERATORS } from './warmup-equations';
import { msg } from './i18n';

/** Answered right within this many milliseconds counts as fluent (as XtraMath). */
export const FLUENT_MS = 3000;
/** A day: no card time is longer (the server caps it by the sitting's clock anyway). */
const CARD_MS_MAX = 86_400_000;

export const CARD_TIME_MESSAGE = msg('A card’s time is a whole number of milliseconds, at most a day');
/** Milliseconds spent on one card, as the browser measured it. */
export const cardMsSchema = z
  .number({ error: CARD_TIME_MESSAGE })
  .int({ error: CARD_TIME_MESSAGE })
  .min(0, { error: CARD_TIME_MESSAGE })
  .max(CARD_MS_MAX, { error: CARD_TIME_MESSAGE });

/**
 * The card times kept for a sitting of `elapsedSeconds` by the server's clock. The browser's clock
 * is not trusted: no card is longer than the sitting, and when the cards add up to more than the
 * sitting every card is scaled down by the same factor (rounded down), which keeps which facts were
 * slower than which. Cards left at 0 ms say nothing about speed and are left out.
 */
export function capAnswerTimes(
  times: Readonly<Record<string, number>>,
  elapsedSeconds: number,
): Record<string, number> {
  const limit = Math.max(0, Math.floor(elapsedSeconds * 1000));
  const capped = Object.entries(times).map(([id, ms]) => [id, Math.min(Math.max(0, Math.floor(ms)), limit)] as const);
  const sum = capped.reduce((total, [, ms]) => total + ms, 0);
  const scale = sum > limit ? limit / sum : 1;
  return Object.fromEntries(capped.map(([id, ms]) => [id, Math.floor(ms * scale)] as const).filter(([, ms]) => ms > 0));
}

export const FLUENCY_LEVELS = ['fluent', 'slow', 'learning', 'missed'] as const;
export type FluencyLevel = (typeof FLUENCY_LEVELS)[number];

/**
 * A fact's level: fluent = at least 90 % right and the right answers' median time within 3 s;
 * slow = at least 90 % right but slower (or not timed); learning = at least half right; missed = less.
 */
export function fluencyLevel(attempts: number, correct: number, medianMs: number | null): FluencyLevel {
  const accuracy = attempts > 0 ? correct / attempts : 0;
  if (accuracy >= 0.9) return medianMs !== null && medianMs <= FLUENT_MS ? 'fluent' : 'slow';
  return accuracy >= 0.5 ? 'learning' : 'missed';
}

/** One fact (first operand, operator, second operand) over the answers given to it. */
export const factCellSchema = z.object({
  operator: z.enum(WARMUP_OPERATORS),
  operand_one: z.string(),
  operand_two: z.string(),
  attempts: z.number().int(),
  correct: z.number().int(),
  /** Fraction 0 to 1. */
  accuracy: z.number(),
  /** Median milliseconds of the right answers that were timed; null when none. */
  median_ms: z.number().nullable(),
  level: z.enum(FLUENCY_LEVELS),
});
export type FactCell = z.infer<typeof factCellSchema>;

/** GET /api/analytics/student/{id}/fluency/ and /api/analytics/classroom/{id}/fluency/ */
export const fluencyReportSchema = z.object({ fluent_ms: z.number().int(), facts: z.array(factCellSchema) });
export type FluencyReport = z.infer<typeof fluencyReportSchema>;

/** A fact's counts as aggregated (in SQL), before its level. */
export type FactCounts = Omit<FactCell, 'accuracy' | 'level'>;

export const factCell = (counts: FactCounts): FactCell => ({
  ...counts,
  accuracy: counts.attempts > 0 ? counts.correct / counts.attempts : 0,
  level: fluencyLevel(counts.attempts, counts.correct, counts.median_ms),
});

export interface FactGrid {
  operator: FactCell['operator'];
  /** First operands, top to bottom; second operands, left to right (numbers in numeric order). */
  rows: string[];
  columns: string[];
  cell: (row: string, column: string) => FactCell | undefined;
}

const byValue = (a: string, b: string) => {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) && x !== y ? x - y : a.localeCompare(b);
};

/** One grid per operator present, in WARMUP_OPERATORS order. */
export function factGrids(facts: readonly FactCell[]): FactGrid[] {
  return WARMUP_OPERATORS.flatMap((operator) => {
    const mine = facts.filter((f) => f.operator === operator);
    if (mine.length === 0) return [];
    const cells = new Map(mine.map((f) => [`${f.operand_one}\u0000${f.operand_two}`, f]));
    return [
      {
        operator,
        rows: [...new Set(mine.map((f) => f.operand_one))].sort(byValue),
        columns: [...new Set(mine.map((f) => f.operand_two))].sort(byValue),
        cell: (row: string, column: string) => cells.get(`${row}\u0000${column}`),
      },
    ];
  });
}

/** One answer given to a warm-up card: right or not, and its time when measured. */
export interface CardSample {
  warmup_id: number;
  correct: boolean;
  ms: number | null;
}

/** A card's record over a student's answers: misses and the median time of the timed ones. */
export interface CardStat {
  warmup_id: number;
  attempts: number;
  misses: number;
  median_ms: number | null;
}

export function cardStats(samples: readonly CardSample[]): CardStat[] {
  const by = new Map<number, { attempts: number; misses: number; times: number[] }>();
  for (const s of samples) {
    const stat = by.get(s.warmup_id) ?? { attempts: 0, misses: 0, times: [] };
    stat.attempts += 1;
    if (!s.correct) stat.misses += 1;
    if (s.ms !== null) stat.times.push(s.ms);
    by.set(s.warmup_id, stat);
  }
  return [...by].map(([warmup_id, s]) => ({
    warmup_id,
    attempts: s.attempts,
    misses: s.misses,
    median_ms: median(s.times),
  }));
}

/**
 * The Master Recommended Test's questions when the client's fluency_recommended switch is on: as
 * many as the legacy rule gives (`legacy`, the recommended tests' union), chosen among those and
 * every card the student missed or answered slower than FLUENT_MS (median), most missed first, then
 * slowest, then the legacy order, then the lower id.
 */
export function fluencyMasterQuestions(legacy: readonly number[], stats: readonly CardStat[]): number[] {
  const stat = new Map(stats.map((s) => [s.warmup_id, s]));
  const weak = stats.filter((s) => s.misses > 0 || (s.median_ms ?? 0) > FLUENT_MS).map((s) => s.warmup_id);
  const candidates = [...new Set([...legacy, ...weak])];
  const legacyAt = new Map(legacy.map((id, i) => [id, i]));
  const rank = (id: number) => legacyAt.get(id) ?? Number.POSITIVE_INFINITY;
  return candidates
    .sort((a, b) => {
      const x = stat.get(a);
      const y = stat.get(b);
      return (
        (y?.misses ?? 0) - (x?.misses ?? 0) || (y?.median_ms ?? 0) - (x?.median_ms ?? 0) || rank(a) - rank(b) || a - b
      );
    })
    .slice(0, legacy.length);
}
