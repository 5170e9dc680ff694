// A PDF read back in the tests as a reader sees it (pdfjs-dist, Mozilla's reader): its pages, their text,
// and a page drawn to grey pixels (@napi-rs/canvas) at a resolution, as a scanner would give it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function openPdf(bytes: Uint8Array) {
  return getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
}

/** Each page's text, its items joined by spaces. */
export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await openPdf(bytes);
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return texts;
}

/** Page `page` (1-based) as grey pixels, `dpi` dots an inch (a PDF point is 1/72 inch). */
export async function renderPage(bytes: Uint8Array, page: number, dpi: number) {
  const doc = await openPdf(bytes);
  const p = await doc.getPage(page);
  const viewport = p.getViewport({ scale: dpi / 72 });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // pdfjs's types name the DOM's canvas; @napi-rs/canvas's is its Node twin.
  await p.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const rgba = context.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) {
    gray[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
  }
  await doc.destroy();
  return { width, height, data: gray };
}
