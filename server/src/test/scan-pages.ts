// Filled answer sheets as a school would upload them (issue 30): the batch's real sheets PDF drawn by pdf.js
// at a scanner's resolution, bubbles pencilled in where the layout says, then made a scanner's PDF (pdfkit,
// a JPEG a page) or a phone's JPEG (sharp), turned and blurred when a test wants a photo.
import type { PaperLayout } from '@prep/domain';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Gray } from '../paper/omr/image';
import { renderPage } from './pdf-pages';
import { PENCIL } from './sheet-image';

/** A page's pencil marks: `number: label` firm, or `number: [label, grey]`. */
export type Fills = Record<number, string | ReadonlyArray<readonly [string, number]>>;

/** Sheet page `index` (0-based) of the PDF drawn at `dpi`, its bubbles filled as `fills` says. */
export async function filledPage(
  pdf: Uint8Array,
  layout: PaperLayout,
  index: number,
  fills: Fills,
  dpi: number,
): Promise<Gray> {
  const image = await renderPage(pdf, index + 1, dpi);
  const scale = dpi / 72;
  const questions = layout.pages[index]?.questions ?? [];
  for (const q of questions) {
    const fill = fills[q.number];
    if (fill === undefined) continue;
    const marks: ReadonlyArray<readonly [string, number]> = typeof fill === 'string' ? [[fill, PENCIL.firm]] : fill;
    for (const [label, grey] of marks) {
      const o = q.options.find((option) => option.label === label);
      if (!o) throw new Error(`no option ${label} on question ${q.number}`);
      for (let y = Math.floor((o.y - o.r) * scale); y <= Math.ceil((o.y + o.r) * scale); y++) {
        for (let x = Math.floor((o.x - o.r) * scale); x <= Math.ceil((o.x + o.r) * scale); x++) {
          if (Math.hypot((x + 0.5) / scale - o.x, (y + 0.5) / scale - o.y) <= o.r * 0.9) {
            const at = y * image.width + x;
            image.data[at] = Math.min(image.data[at]!, grey);
          }
        }
      }
    }
  }
  return image;
}

/** A grey picture as a JPEG (a phone's photo, or a scanner's page inside its PDF). */
export const jpegOf = (image: Gray, quality = 85) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .jpeg({ quality })
    .toBuffer();

/** A scanner's PDF: each picture a page of `dpi` dots an inch, as a JPEG. */
export async function scannedPdf(pages: readonly Gray[], dpi: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const page of pages) {
    const width = (page.width * 72) / dpi;
    const height = (page.height * 72) / dpi;
    doc.addPage({ size: [width, height], margin: 0 });
    doc.image(await jpegOf(page), 0, 0, { width, height });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A white page: what a scanner gives for a blank sheet. */
export const blankPage = (width: number, height: number): Gray => ({
  width,
  height,
  data: new Uint8Array(width * height).fill(245),
});
