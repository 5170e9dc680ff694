import { describe, expect, it } from 'vitest';
import { INVALID_PAGE, pageCount, resultsPage, resultsPageQuerySchema } from './result-pages';

describe('result pages of 20 questions', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45)).toBe(3);
  });

  it('cuts a page, bringing the number within range', () => {
    expect(resultsPage(items, 2)).toEqual({
      page: 2,
      page_size: 20,
      total_pages: 3,
      total_questions: 45,
      items: items.slice(20, 40),
    });
    expect(resultsPage(items, 3).items).toEqual([41, 42, 43, 44, 45]);
    expect(resultsPage(items, 9).page).toBe(3);
    expect(resultsPage(items, 0).page).toBe(1);
    expect(resultsPage([], 1)).toEqual({ page: 1, page_size: 20, total_pages: 1, total_questions: 0, items: [] });
  });

  it('reads ?page=', () => {
    expect(resultsPageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(resultsPageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    for (const page of ['0', '-1', 'x', '1.5']) {
      const parsed = resultsPageQuerySchema.safeParse({ page });
      expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([INVALID_PAGE]);
    }
  });
});
