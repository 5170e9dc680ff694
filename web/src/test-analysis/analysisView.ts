// What the item-analysis screen shows of the API's fractions: percentages, discrimination ×100 as Moodle
// shows it, the flags in words, and the items in the order chosen.
// Numbers are written in the language shown (Intl, en-US or ta-IN).
import { formatNumber, formatPercent, type ItemFlag, type ItemStats, type Language, msg } from '@prep/domain';

/** A fraction 0–1 as a whole percentage ('–' when there is none). */
export const percent = (language: Language, value: number | null) =>
  value === null ? '–' : formatPercent(language, value);

/** Discrimination (−1 to 1) ×100, rounded ('–' when it has no value: no variance); never "-0". */
export const hundredths = (language: Language, value: number | null) =>
  value === null ? '–' : formatNumber(language, Math.round(value * 100) || 0);

/** A figure of the test (mean, SD, …) to two decimals at most. */
export const figure = (language: Language, value: number | null) =>
  value === null ? '–' : formatNumber(language, value, { maximumFractionDigits: 2 });

export const FLAG_LABELS: Record<ItemFlag, string> = {
  hard: msg('Hard: under 20 % right'),
  easy: msg('Easy: over 90 % right'),
  low_discrimination: msg('Weak discrimination: under 20'),
  distractor: msg('The top third chose a wrong option over the key'),
};

export type ItemSort = 'number' | 'facility' | 'discrimination';

/**
 * The items by question number, or by facility or discrimination ascending (the weakest first, where
 * the work is); an item with no value goes last, ties by question number.
 */
export function sortItems(items: readonly ItemStats[], by: ItemSort, descending = false): ItemStats[] {
  const key = (item: ItemStats) => (by === 'number' ? item.question_number : item[by]);
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) {
      if (ka === kb) return a.question_number - b.question_number;
      return ka === null ? 1 : -1;
    }
    return (descending ? kb - ka : ka - kb) || a.question_number - b.question_number;
  });
}
