// A scanned page's image for its review (issue 30): the page as stored, or one question's row cut out of
// a page stored straightened to the sheet's layout (2 pixels a point), so a reviewer sees the marks of
// the question they decide and nothing of the rest of the student's sheet.
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { rowBox } from '../layout';
import type { ScanPage } from './review-queries';
import { loadSitting } from '../../sittings/records';
import { sittingSheet } from './sheet';

/** Pixels a point of a straightened page (the reader stores it so). */
const STRAIGHT_SCALE = 2;
/** White kept around a row, in points, so a mark that strays past its circle still shows. */
const PAD = 3;

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The box of printed question `number` on the page's sheet page, in points; undefined when not on it. */
async function rowOf(db: Db, page: ScanPage['page'], number: number) {
  if (page.master_sitting === null || page.sheet_page === null) return undefined;
  const loaded = await loadSitting(db, 'master', page.master_sitting, undefined, { questions: true });
  const sheet = loaded && (await sittingSheet(db, loaded));
  const placed = sheet?.geometry.pages[page.sheet_page - 1]?.find((q) => q.number === number);
  return placed && rowBox(placed);
}

/**
 * The page's image as stored, or with `question` that question's row as a JPEG; undefined when there is
 * no image, the question is not on the page, or the page is not stored straightened (no layout to cut by).
 */
export async function pageImage(
  db: Db,
  storage: Storage,
  page: ScanPage['page'],
  question: number | undefined,
): Promise<{ body: Readable | Buffer; size?: number } | undefined> {
  if (page.image_key === null) return undefined;
  if (question === undefined) return storage.read(page.image_key);
  if (!page.straightened) return undefined;
  const box = await rowOf(db, page, question);
  if (!box) return undefined;
  const stored = await storage.read(page.image_key);
  if (!stored) return undefined;
  const image = sharp(await bytesOf(stored.body));
  const { width = 0, height = 0 } = await image.metadata();
  const left = Math.max(0, Math.floor((box.x - PAD) * STRAIGHT_SCALE));
  const top = Math.max(0, Math.floor((box.y - PAD) * STRAIGHT_SCALE));
  const right = Math.min(width, Math.ceil((box.x + box.width + PAD) * STRAIGHT_SCALE));
  const bottom = Math.min(height, Math.ceil((box.y + box.height + PAD) * STRAIGHT_SCALE));
  if (right <= left || bottom <= top) return undefined;
  const body = await image
    .extract({ left, top, width: right - left, height: bottom - top })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { body, size: body.length };
}
