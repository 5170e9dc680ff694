// Scanned pages written in the tests as the background reader writes them (issue 30): a scan row, then
// each page row with what was "read" and its settling in the same transaction, so the review's tests do
// not wait for the reader; and a small page image in the storage.
import { randomUUID } from 'node:crypto';
import type { PaperReadAnswer } from '@prep/domain';
import sharp from 'sharp';
import { paperScanPages, paperScans } from '../db/schema/index';
import { settlePage } from '../paper/scans/settle';
import type { TestApp } from './harness';

export async function insertScan(t: TestApp, client: number, teacher: number | null = null) {
  const [scan] = await t.db.insert(paperScans).values({ client, teacher, status: 'done' }).returning();
  return scan!.id;
}

let pageNumber = 0;

export interface ReadPage {
  sitting: number | null;
  sheetPage?: number | null;
  answers?: PaperReadAnswer[];
  state?: 'needs_review' | 'unreadable';
  image?: string | null;
  straightened?: boolean;
}

/** Writes a read page of the scan and settles it, as the reader does; gives back its row's id and page. */
export async function readPage(t: TestApp, scan: number, p: ReadPage) {
  pageNumber += 1;
  const page = pageNumber;
  const state = p.state ?? 'needs_review';
  const id = await t.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paperScanPages)
      .values({
        scan,
        page,
        state,
        master_sitting: p.sitting,
        sheet_page: p.sheetPage === undefined ? (p.sitting === null ? null : 1) : p.sheetPage,
        answers: p.answers ?? [],
        image_key: p.image ?? null,
        straightened: p.straightened ?? false,
        problem:
          state === 'unreadable'
            ? { key: 'The four corner marks of an answer sheet were not found on this page', values: {} }
            : null,
      })
      .returning();
    if (state !== 'unreadable') await settlePage(tx, row!.id, new Date());
    return row!.id;
  });
  return { id, page };
}

/** Certain answers from `number → labels` ('' or [] unanswered). */
export const certain = (marks: Record<number, string | string[]>): PaperReadAnswer[] =>
  Object.entries(marks).map(([number, m]) => ({
    number: Number(number),
    marked: Array.isArray(m) ? m : m === '' ? [] : [m],
    certain: true,
  }));

/**
 * A grey page image of `width` × `height` pixels stored under `name` in a folder of its own: the tests'
 * storage outlives their database, whose ids start again each run, and never overwrites a file.
 */
export async function storeImage(t: TestApp, name: string, width: number, height: number) {
  const key = `paper-scans/test-${randomUUID()}/${name}`;
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#eeeeee' } })
    .jpeg()
    .toBuffer();
  await t.app.storage.put(key, bytes, 'image/jpeg');
  return key;
}
