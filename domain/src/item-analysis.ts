// Item analysis of a test (issue 20), as Moodle's quiz statistics and Canvas's item analysis define it.
// The server sums the sittings in SQL (counts and sums per question and per option); every formula is
// worked out here from those sums, so 2,000 sittings never come to JavaScript one by one. The sums are
// integers and the formulas keep them exact until the last division: a question everyone got right has
// exactly no variance (discrimination null), not a rounding error's worth.
import { z } from 'zod';
import { requiredId } from './fields';
import { msg } from './i18n';

/** An item is flagged as too hard under 20 % facility, too easy over 90 %, weakly discriminating under 20 (×100). */
export const ITEM_FLAG_LIMITS = { hardBelow: 0.2, easyAbove: 0.9, discriminationBelow: 0.2 } as const;

export const ITEM_FLAGS = ['hard', 'easy', 'low_discrimination', 'distractor'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

/** The totals of the sittings as counts per total (T = the number of questions answered fully right). */
export interface TotalCount {
  score: number;
  count: number;
}

/** What SQL sums for one option: how many sittings chose it, the sum of their totals, how many of the top third. */
export interface OptionSums {
  answersid: number;
  name: string;
  isAnswer: boolean;
  count: number;
  sum_total: number;
  top_count: number;
}

/** What SQL sums for one question: the sittings fully right (Σx), Σx·T, and those of the top third fully right. */
export interface ItemSums {
  questionid: number;
  question_number: number;
  correct: number;
  sum_xt: number;
  top_correct: number;
  options: OptionSums[];
}

export const itemOptionSchema = z.object({
  answersid: z.number().int(),
  name: z.string(),
  isAnswer: z.boolean(),
  count: z.number().int(),
  share: z.number().nullable(),
  mean_total: z.number().nullable(),
});

export const itemStatsSchema = z.object({
  questionid: z.number().int(),
  question_number: z.number().int(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  flags: z.array(z.enum(ITEM_FLAGS)),
  options: z.array(itemOptionSchema),
});

/** The answer of GET /api/analytics/test/{id}/: fractions 0 to 1 (discrimination −1 to 1). */
export const testAnalysisSchema = z.object({
  n: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  sd: z.number().nullable(),
  kr20: z.number().nullable(),
  sem: z.number().nullable(),
  histogram: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  items: z.array(itemStatsSchema),
});
export type ItemStats = z.infer<typeof itemStatsSchema>;
export type TestAnalysis = z.infer<typeof testAnalysisSchema>;

export const ANALYTICS_MESSAGES = {
  noTest: msg('No such test'),
  noClass: msg('No such class'),
  classNotYours: msg('This class is not one of yours'),
  format: msg("The format must be 'json' or 'csv'"),
} as const;

export const testAnalysisQuerySchema = z.object({
  client: requiredId(msg('No such client')).optional(),
  classroom: requiredId(ANALYTICS_MESSAGES.noClass).optional(),
  format: z.enum(['json', 'csv'], { error: ANALYTICS_MESSAGES.format }).optional(),
});

/** n, mean, median and the population standard deviation of the totals (null for no sitting). */
export function describeTotals(totals: readonly TotalCount[]) {
  const n = totals.reduce((sum, t) => sum + t.count, 0);
  if (n === 0) return { n, mean: null, median: null, sd: null, variance: null };
  const sum = totals.reduce((s, t) => s + t.score * t.count, 0);
  const sumSquares = totals.reduce((s, t) => s + t.score * t.score * t.count, 0);
  // n·ΣT² − (ΣT)² is an exact integer: the variance is 0 exactly when every total is the same.
  const variance = (n * sumSquares - sum * sum) / (n * n);
  return { n, mean: sum / n, median: medianOf(totals, n), sd: Math.sqrt(variance), variance };
}

/** The total of the sitting at 0-based position `index` of the totals in ascending order. */
function totalAt(sorted: readonly TotalCount[], index: number): number {
  let seen = 0;
  for (const t of sorted) {
    seen += t.count;
    if (index < seen) return t.score;
  }
  return Number.NaN;
}

function medianOf(totals: readonly TotalCount[], n: number): number {
  const sorted = [...totals].filter((t) => t.count > 0).sort((a, b) => a.score - b.score);
  return (totalAt(sorted, Math.floor((n - 1) / 2)) + totalAt(sorted, Math.floor(n / 2))) / 2;
}

/**
 * The least total of the top third: the ⌈n/3⌉-th best total. Every sitting at or above it is of the top
 * third, ties included, so the group does not depend on the order sittings were read in.
 */
export function topThirdThreshold(totals: readonly TotalCount[]): number | null {
  const n = totals.reduce((sum, t) => sum + t.count, 0);
  if (n === 0) return null;
  const sorted = [...totals].filter((t) => t.count > 0).sort((a, b) => a.score - b.score);
  return totalAt(sorted, n - Math.ceil(n / 3));
}

/** The facility of a question: the share of sittings that answered it fully right. */
export const facility = (correct: number, n: number) => (n === 0 ? null : correct / n);

/**
 * Pearson's r between the item score x (0/1) and the rest score T − x, from sums over the n sittings:
 * Σx, Σx·T, ΣT and ΣT². Null when x or T − x has no variance.
 */
export function discrimination(n: number, correct: number, sumXT: number, sumT: number, sumT2: number): number | null {
  // Each term multiplied by n² to stay in integers: x² = x, so Σx·(T − x) = ΣxT − Σx.
  const sumR = sumT - correct;
  const sumR2 = sumT2 - 2 * sumXT + correct;
  const cov = n * (sumXT - correct) - correct * sumR;
  const varX = n * correct - correct * correct;
  const varR = n * sumR2 - sumR * sumR;
  if (varX <= 0 || varR <= 0) return null;
  return cov / Math.sqrt(varX * varR);
}

/** KR-20 = k/(k−1) · (1 − Σ p(1 − p) / σ²(T)); null when n < 2, k < 2 or the variance of totals is 0. */
export function kr20(k: number, facilities: readonly number[], variance: number | null, n: number): number | null {
  if (n < 2 || k < 2 || variance === null || variance <= 0) return null;
  const pq = facilities.reduce((sum, p) => sum + p * (1 - p), 0);
  return (k / (k - 1)) * (1 - pq / variance);
}

/** The standard error of measurement, SD · √(1 − KR-20). */
export const sem = (sd: number | null, reliability: number | null) =>
  sd === null || reliability === null ? null : sd * Math.sqrt(Math.max(0, 1 - reliability));

/** The distribution of totals, a bar for every total from 0 to k (none left out for having no sitting). */
export function histogram(totals: readonly TotalCount[], k: number): TotalCount[] {
  const counts = new Map(totals.map((t) => [t.score, t.count]));
  const top = Math.max(k, ...totals.map((t) => t.score));
  return Array.from({ length: top + 1 }, (_, score) => ({ score, count: counts.get(score) ?? 0 }));
}

/** The flags of a question; a wrong option is a distractor to look at when the top third chose it over the key. */
export function itemFlags(item: Pick<ItemSums, 'top_correct' | 'options'>, p: number | null, r: number | null) {
  const flags: ItemFlag[] = [];
  if (p !== null && p < ITEM_FLAG_LIMITS.hardBelow) flags.push('hard');
  if (p !== null && p > ITEM_FLAG_LIMITS.easyAbove) flags.push('easy');
  if (r !== null && r < ITEM_FLAG_LIMITS.discriminationBelow) flags.push('low_discrimination');
  if (item.options.some((o) => !o.isAnswer && o.top_count > item.top_correct)) flags.push('distractor');
  return flags;
}

/** The whole analysis from the sums: totals as counts per total, and each question's sums. */
export function analyseItems(totals: readonly TotalCount[], items: readonly ItemSums[]): TestAnalysis {
  const stats = describeTotals(totals);
  const { n } = stats;
  const sumT = totals.reduce((s, t) => s + t.score * t.count, 0);
  const sumT2 = totals.reduce((s, t) => s + t.score * t.score * t.count, 0);
  const analysed = items.map((item) => {
    const p = facility(item.correct, n);
    const r = discrimination(n, item.correct, item.sum_xt, sumT, sumT2);
    return {
      questionid: item.questionid,
      question_number: item.question_number,
      facility: p,
      discrimination: r,
      flags: itemFlags(item, p, r),
      options: item.options.map((o) => ({
        answersid: o.answersid,
        name: o.name,
        isAnswer: o.isAnswer,
        count: o.count,
        share: n === 0 ? null : o.count / n,
        mean_total: o.count === 0 ? null : o.sum_total / o.count,
      })),
    };
  });
  const reliability = kr20(
    items.length,
    analysed.map((i) => i.facility ?? 0),
    stats.variance,
    n,
  );
  return {
    n,
    mean: stats.mean,
    median: stats.median,
    sd: stats.sd,
    kr20: reliability,
    sem: sem(stats.sd, reliability),
    histogram: histogram(totals, items.length),
    items: analysed,
  };
}

/** The CSV of an analysis: one row per option (a question without options has one row of its own). */
export const ITEM_CSV_COLUMNS = [
  'question_number',
  'questionid',
  'facility',
  'discrimination',
  'flags',
  'answersid',
  'option',
  'is_answer',
  'count',
  'share',
  'mean_total',
] as const;

/** Four decimals in the CSV: a spreadsheet's reader needs no more, and the file stays readable. */
const csvNumber = (value: number | null) => (value === null ? '' : Math.round(value * 10_000) / 10_000);

export function itemCsvRows(analysis: TestAnalysis) {
  return analysis.items.flatMap((item) => {
    const head = {
      question_number: item.question_number,
      questionid: item.questionid,
      facility: csvNumber(item.facility),
      discrimination: csvNumber(item.discrimination),
      flags: item.flags.join(' '),
    };
    if (item.options.length === 0) return [head];
    return item.options.map((o) => ({
      ...head,
      answersid: o.answersid,
      option: o.name,
      is_answer: o.isAnswer,
      count: o.count,
      share: csvNumber(o.share),
      mean_total: csvNumber(o.mean_total),
    }));
  });
}
