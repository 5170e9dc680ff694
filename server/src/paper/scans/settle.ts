// What becomes of a sheet page once read or confirmed (issue 30): a duplicate, waiting for review, or
// graded with its sitting. Called inside the transaction that wrote the page.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paperScanPages } from '../../db/schema/index';

/**
 * Decides the state of page row `page` (written with its sitting, sheet page and answers): a stand-in
 * until the review part lands: needs_review when an answer is uncertain, else graded (without grading).
 */
export async function settlePage(tx: Tx, page: number, _now: Date): Promise<void> {
  const [row] = await tx.select().from(paperScanPages).where(eq(paperScanPages.id, page));
  if (!row) return;
  const state = row.answers.every((a) => a.certain) ? 'graded' : 'needs_review';
  await tx.update(paperScanPages).set({ state }).where(eq(paperScanPages.id, page));
}
