// Paper tests (issue 30) in the browser tests: a print's answer sheets filled in as a student's pencil would,
// and scanned: each sheet page of the PDF drawn to pixels (pdfjs-dist, with
// @napi-rs/canvas, as server/src/test/pdf-pages.ts does), its bubbles darkened where the layout places them,
// and written as a JPEG a phone or scanner would give.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type ApiCall, ok } from './adminApi';

/** Greys of a pencil mark on white paper: firm, and faint (the reader is unsure of it). */
export const PENCIL = { firm: 60, faint: 185 } as const;

const DPI = 150;

interface Layout {
  pages: Array<{
    page: number;
    student: number;
    questions: Array<{ number: number; options: Array<{ label: string; x: number; y: number; r: number }> }>;
  }>;
}

/** A scanned sheet page, as Playwright hands a file to a file input. */
export interface ScanFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A pencil mark: the label filled and how dark, by question number. */
export type Marks = Record<number, { label: string; grey: number }>;

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The batch's sheets filled in and scanned: the sheets PDF's pages in print order (the layout's order: each
 * sitting's pages in turn), each student's marks (by student id) painted over their bubbles, one JPEG a page.
 */
export async function filledScans(admin: ApiCall, batch: number, marks: Record<number, Marks>): Promise<ScanFile[]> {
  const layout = await ok<Layout>(admin('GET', `/api/paper/sheets/${batch}/layout/`));
  const pdf = await admin('GET', `/api/paper/sheets/${batch}/sheets.pdf`);
  if (!pdf.ok()) throw new Error(`sheets.pdf answered ${pdf.status()}: ${await pdf.text()}`);
  const doc = await getDocument({ data: new Uint8Array(await pdf.body()), standardFontDataUrl, verbosity: 0 }).promise;
  const files: ScanFile[] = [];
  const scale = DPI / 72;
  for (const [i, sheet] of layout.pages.entries()) {
    const page = await doc.getPage(i + 1);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdfjs's types name the DOM's canvas; @napi-rs/canvas's is its Node twin.
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const pencil = marks[sheet.student] ?? {};
    for (const q of sheet.questions) {
      const mark = pencil[q.number];
      const option = q.options.find((o) => o.label === mark?.label);
      if (!mark || !option) continue;
      // A student's fill stops a little short of the printed outline.
      context.fillStyle = `rgb(${mark.grey}, ${mark.grey}, ${mark.grey})`;
      context.beginPath();
      context.arc(option.x * scale, option.y * scale, option.r * 0.92 * scale, 0, 2 * Math.PI);
      context.fill();
    }
    const name = `sheet-${sheet.student}-page-${sheet.page}.jpg`;
    files.push({ name, mimeType: 'image/jpeg', buffer: Buffer.from(await canvas.encode('jpeg', 95)) });
  }
  await doc.destroy();
  return files;
}
