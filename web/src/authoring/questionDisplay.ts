// How questions are shown: a stored question in the one shape of the import formats (so a saved question
// and a previewed import look the same), the test browser's cut texts and pages.
import {
  type ImportedQuestion,
  QUESTION_PREVIEW_LENGTH,
  type QuestionView,
  questionFromRecords,
  TEST_BROWSER_PAGE_SIZE,
} from '@prep/domain';

/** A stored question with its options (in stored order), key (0 when none is marked) and steps. */
export const shownQuestion = (view: QuestionView): ImportedQuestion =>
  questionFromRecords(
    view,
    view.answers.map((a) => ({ name: a.name, isAnswer: a.isAnswer === true })),
    view.steps[0] ?? null,
  );

/** A text cut to `max` characters (the test browser's 50), with '…' when something was cut. */
export function cutText(text: string, max: number = QUESTION_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}

/** How many pages `total` items make (at least one, so an empty table still has page 1). */
export const pageCount = (total: number, size: number = TEST_BROWSER_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The items of page `page` (1-based); a page past the end gives the last page. */
export function pageOf<T>(items: readonly T[], page: number, size: number = TEST_BROWSER_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  return items.slice((current - 1) * size, current * size);
}

/**
 * Where an image reference can be shown from: a stored file (`/media/…`), an address, or a data or blob
 * URL. Other references (a file name in an import, e.g. `figures/q2.png`) name a file not uploaded yet.
 */
export function imageSource(reference: string | null | undefined): string | null {
  if (!reference) return null;
  return /^(\/|https?:\/\/|data:image\/|blob:)/.test(reference) ? reference : null;
}
