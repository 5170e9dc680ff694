// A PDF page drawn to grey pixels: pdf.js on a canvas (@napi-rs/canvas, pdf.js's Node twin of the DOM's), at
// a resolution as a scanner would give it. What the scans' reader draws a page with, and the tests too, so
// the tests' sheets are the reader's.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Gray } from './image';

/** pdf.js's standard fonts (a folder's URL ending in `/`): without them its text draws with missing glyphs. */
export const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Opens a PDF's bytes with pdf.js (a copy: pdf.js takes the buffer it is given). */
export const openPdfBytes = (bytes: Uint8Array) =>
  getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;

/** The page drawn on white at `dpi` (a PDF point is 1/72 inch), as grey 0 black to 255 white. */
export async function drawPage(page: PDFPageProxy, dpi: number): Promise<Gray> {
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // pdfjs's types name the DOM's canvas; @napi-rs/canvas's is its Node twin.
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const rgba = context.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  // Rec. 601 luma in integers: 77, 150 and 29 of 256.
  for (let i = 0; i < data.length; i++) {
    data[i] = (77 * rgba[i * 4]! + 150 * rgba[i * 4 + 1]! + 29 * rgba[i * 4 + 2]!) >> 8;
  }
  return { width, height, data };
}
