// What the scan screens work out from the API's answers (issue 30): a sheet page's rows from its print's
// layout, the answers a reviewer starts from, and the body of a confirmation.
import type { PaperConfirm, PaperLayout, PaperPageState, PaperScan } from '@prep/domain';
import { msg } from '@prep/domain';

export type ScanPage = PaperScan['pages'][number];
export type ScanCandidate = PaperScan['candidates'][number];

/** A row of the sheet: its question and the labels it prints; `multiple` for a check-box question. */
export interface SheetRow {
  number: number;
  multiple: boolean;
  labels: string[];
}

/** Each question's labels as chosen, by question number. */
export type Chosen = Record<number, string[]>;

/** The rows of one sheet page of a sitting, as its print's layout places them (none when it is not there). */
export function sheetRows(layout: PaperLayout | undefined, sitting: number, sheetPage: number): SheetRow[] {
  const found = layout?.pages.find((p) => p.master_sitting_id === sitting && p.page === sheetPage);
  return (found?.questions ?? []).map((q) => ({
    number: q.number,
    multiple: q.multiple,
    labels: q.options.map((o) => o.label),
  }));
}

/** How many sheet pages each sitting of the print has (a long test prints several). */
export function sheetPageCount(layout: PaperLayout | undefined, sitting: number): number {
  return layout?.pages.filter((p) => p.master_sitting_id === sitting).length ?? 0;
}

/** The questions of a read page the reader was unsure of, in their order on the sheet. */
export const uncertainAnswers = (page: ScanPage) =>
  page.answers.filter((a) => !a.certain).sort((a, b) => a.number - b.number);

/** What a reviewer starts from: every answer as it was read. */
export const chosenFromRead = (page: ScanPage): Chosen =>
  Object.fromEntries(page.answers.map((a) => [a.number, [...a.marked]]));

/** A choice changed: a single-answer row takes the one label (or none), a check-box row adds or drops it. */
export function choose(chosen: Chosen, row: SheetRow, label: string, on: boolean): Chosen {
  const now = chosen[row.number] ?? [];
  if (!row.multiple) return { ...chosen, [row.number]: on ? [label] : [] };
  const next = on ? [...new Set([...now, label])] : now.filter((l) => l !== label);
  // In the sheet's order, as a reader would list them.
  return { ...chosen, [row.number]: row.labels.filter((l) => next.includes(l)) };
}

/**
 * The confirmation of a page: every answer of the page, the ones read for certain as read and the others as
 * chosen (a question not chosen is unanswered); for a page given by hand, the rows of the sheet page chosen.
 */
export function confirmBody(
  rows: readonly SheetRow[],
  chosen: Chosen,
  assigned?: { master_sitting_id: number; sheet_page: number },
): PaperConfirm {
  const answers = rows.map((row) => ({ number: row.number, marked: chosen[row.number] ?? [] }));
  return assigned ? { ...assigned, answers } : { answers };
}

/** The rows a read page shows: its print's rows where the layout has them, else what was read (labels unknown). */
export function rowsOfPage(layout: PaperLayout | undefined, page: ScanPage): SheetRow[] {
  if (page.master_sitting_id !== null && page.sheet_page !== null) {
    const rows = sheetRows(layout, page.master_sitting_id, page.sheet_page);
    if (rows.length > 0) return rows;
  }
  return page.answers.map((a) => ({ number: a.number, multiple: a.marked.length > 1, labels: [...a.marked] }));
}

/** Said once a confirmation has graded the student's test. */
export const CONFIRMED = msg('Answers confirmed: {{name}}’s test is graded');

export const STATE_LABELS: Record<PaperPageState, string> = {
  graded: msg('Graded'),
  needs_review: msg('Needs review'),
  unreadable: msg('Unreadable'),
  duplicate: msg('Duplicate'),
};

/** The badges' tints; their text is dark on each (Mantine's light yellow and green text is under 4.5:1). */
export const STATE_COLORS: Record<PaperPageState, string> = {
  graded: 'green',
  needs_review: 'yellow',
  unreadable: 'red',
  duplicate: 'gray',
};

/** How many pages are in each state, for the scan's summary. */
export function stateCounts(pages: readonly ScanPage[]): Record<PaperPageState, number> {
  const counts: Record<PaperPageState, number> = { graded: 0, needs_review: 0, unreadable: 0, duplicate: 0 };
  for (const p of pages) counts[p.state]++;
  return counts;
}

/** The share of the reading done, 0–100 (null while the number of pages is not known yet). */
export function readingPercent(progress: PaperScan['progress']): number | null {
  if (progress.pages_total === null || progress.pages_total === 0) return null;
  return Math.min(100, Math.round((100 * progress.pages_read) / progress.pages_total));
}

/** The students of the scan's graded pages, each once, for links to their results. */
export function gradedStudents(pages: readonly ScanPage[]): { student: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const p of pages)
    if (p.state === 'graded' && p.student !== null && !seen.has(p.student)) seen.set(p.student, p.student_name ?? '');
  return [...seen].map(([student, name]) => ({ student, name }));
}
