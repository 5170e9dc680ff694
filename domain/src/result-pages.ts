// Result pages hold RESULT_PAGE_SIZE (20) questions each (client-student-warmups §2, §9).
import { z } from 'zod';
import { RESULT_PAGE_SIZE } from './constants';
import { countField } from './fields';
import { msg } from './i18n';

export const INVALID_PAGE = msg('The page must be a whole number from 1');

/** Query of a results page: ?page=n, from 1 (default 1). */
export const resultsPageQuerySchema = z.object({
  page: countField(INVALID_PAGE)
    .pipe(z.number().min(1, { error: INVALID_PAGE }))
    .default(1),
});

/** Pages needed for `total` items; an empty list still has one (empty) page. */
export const pageCount = (total: number, size: number = RESULT_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

export interface ResultsPage<T> {
  /** The page given, brought within 1..total_pages. */
  page: number;
  page_size: number;
  total_pages: number;
  total_questions: number;
  items: T[];
}

/** The items of a page; a page past the end gives the last page. */
export function resultsPage<T>(items: readonly T[], page: number, size: number = RESULT_PAGE_SIZE): ResultsPage<T> {
  const total_pages = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.floor(page)), total_pages);
  return {
    page: current,
    page_size: size,
    total_pages,
    total_questions: items.length,
    items: items.slice((current - 1) * size, current * size),
  };
}
