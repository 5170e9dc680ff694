// What the item-analysis screen shows of the API's fractions: percentages, discrimination ×100 as Moodle
// shows it, the flags in words, and the items in the order chosen.
import type { ItemFlag, ItemStats } from '@prep/domain';

/** A fraction 0–1 as a whole percentage ('–' when there is none). */
export const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)} %`);

/** Discrimination (−1 to 1) ×100, rounded ('–' when it has no value: no variance). */
export const hundredths = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100)));

/** A figure of the test (mean, SD, …) to two decimals. */
export const figure = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100) / 100));

export const FLAG_LABELS: Record<ItemFlag, string> = {
  hard: 'Hard: under 20 % right',
  easy: 'Easy: over 90 % right',
  low_discrimination: 'Weak discrimination: under 20',
  distractor: 'The top third chose a wrong option over the key',
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
