// What becomes of a sheet page once read or confirmed (issue 30): a duplicate, waiting for review, or
// graded with its sitting. Called inside the transaction that wrote the page (the background reader's,
// a reviewer's confirmation), with the sitting locked first: two pages of one student settled at once
// (two scans, two instances) take turns, so a sitting is graded once and a page is never graded twice.
import { asMessage, fill, type Message, PAPER_SCAN_MESSAGES, type Text } from '@prep/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { masterSittings, paperScanPages } from '../../db/schema/index';
import { PAPER_KEY, saveGrade } from '../../sittings/grading';
import { loadSitting } from '../../sittings/records';
import type { Actor } from '../../taking/events';
import { choicesOf, sittingSheet } from './sheet';

type PageRow = typeof paperScanPages.$inferSelect;

/** Pages that stand for no sheet page (every other page does: read, or confirmed). */
const STANDING_FOR_NONE = ['unreadable', 'duplicate'] as const;

async function mark(tx: Tx, ids: number[], state: PageRow['state'], problem: Text | null) {
  if (ids.length === 0) return;
  const said: Message | null = problem === null ? null : asMessage(problem);
  await tx.update(paperScanPages).set({ state, problem: said }).where(inArray(paperScanPages.id, ids));
}

/**
 * Takes the sitting's row for the transaction, as every grading does, but as FOR NO KEY UPDATE: the page
 * just inserted (or given the sitting) holds a KEY SHARE lock on it by its foreign key, which FOR UPDATE
 * would wait on, so two pages of one sitting inserted at once would each wait for the other (a deadlock,
 * seen on PostgreSQL). NO KEY UPDATE ignores those and still excludes the other gradings' FOR UPDATE and
 * another settling.
 */
export async function lockSitting(tx: Tx, sitting: number): Promise<void> {
  await tx
    .select({ id: masterSittings.master_sitting_id })
    .from(masterSittings)
    .where(eq(masterSittings.master_sitting_id, sitting))
    .for('no key update');
}

/**
 * Decides the state of page row `page` (written with its sitting, sheet page and answers):
 * - `duplicate` (pageTwice) when another page already stands for the same sheet page of the sitting;
 * - `duplicate` (alreadyGraded) when the sitting was graded already (from another scan, or by hand);
 * - `needs_review` when one of its answers is uncertain, or another page of the sheet is missing or has
 *   answers to check;
 * - else the sitting is graded from all its sheet's pages (the one grading of a paper sitting, its
 *   `submitted` and `graded` events by `by`: the reviewer, or the system for the background reader) and
 *   those pages are `graded`.
 * A page already settled for good (graded, duplicate, unreadable) or naming no sitting is left as it is.
 */
export async function settlePage(tx: Tx, page: number, now: Date, by: Actor = null): Promise<void> {
  const [first] = await tx.select().from(paperScanPages).where(eq(paperScanPages.id, page));
  if (first?.state !== 'needs_review' || first.master_sitting === null || first.sheet_page === null) return;
  const sitting = first.master_sitting;
  await lockSitting(tx, sitting);
  const loaded = await loadSitting(tx, 'master', sitting, undefined, { questions: true });
  if (!loaded) return;
  // Read again under the sitting's lock: a page settled meanwhile decides what this one is.
  const [row] = await tx.select().from(paperScanPages).where(eq(paperScanPages.id, page)).for('update');
  if (row?.state !== 'needs_review') return;

  const standing = await tx
    .select()
    .from(paperScanPages)
    .where(and(eq(paperScanPages.master_sitting, sitting), notInArray(paperScanPages.state, [...STANDING_FOR_NONE])));
  const others = standing.filter((p) => p.id !== row.id);
  if (others.some((p) => p.sheet_page === row.sheet_page)) {
    return mark(tx, [row.id], 'duplicate', PAPER_SCAN_MESSAGES.pageTwice);
  }
  if (loaded.row.test_taken) return mark(tx, [row.id], 'duplicate', PAPER_SCAN_MESSAGES.alreadyGraded);
  if (row.answers.some((a) => !a.certain)) return mark(tx, [row.id], 'needs_review', PAPER_SCAN_MESSAGES.uncertain);

  const sheet = await sittingSheet(tx, loaded);
  if (!sheet) return;
  const pages = sheet.pages.map((_, i) => standing.find((p) => p.sheet_page === i + 1));
  const missing = pages.indexOf(undefined);
  if (missing >= 0) {
    return mark(tx, [row.id], 'needs_review', fill(PAPER_SCAN_MESSAGES.waitingForPage, { page: missing + 1 }));
  }
  const unsure = pages.findIndex((p) => p!.answers.some((a) => !a.certain));
  if (unsure >= 0) {
    return mark(tx, [row.id], 'needs_review', fill(PAPER_SCAN_MESSAGES.waitingForReview, { page: unsure + 1 }));
  }

  const answers = pages.flatMap((p) => p!.answers);
  const graded = await saveGrade(tx, loaded, choicesOf(sheet, answers), { key: PAPER_KEY, now, paper: true, by });
  if (!graded) return mark(tx, [row.id], 'duplicate', PAPER_SCAN_MESSAGES.alreadyGraded);
  await mark(
    tx,
    pages.map((p) => p!.id),
    'graded',
    null,
  );
  // Pages of this sitting that stood for no sheet page (past its last) are no part of its grade.
  const stray = standing.filter((p) => !pages.some((q) => q?.id === p.id)).map((p) => p.id);
  await mark(tx, stray, 'duplicate', PAPER_SCAN_MESSAGES.alreadyGraded);
}
