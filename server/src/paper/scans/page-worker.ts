// Runs in a worker thread (read-worker.mjs; the caller is pool.ts): the pixel work of a scan. A PDF page
// is drawn by pdf.js on a canvas, a photo decoded by sharp (turned by its EXIF, grey); the page's marks
// and code are found (omr/read.ts); then, told which sheet it is, its bubbles are read and the page kept
// for review as a grey JPEG, straightened to the sheet (2 pixels a point) when its marks were found.
import { parentPort } from 'node:worker_threads';
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { Homography } from '../omr/homography';
import type { Gray } from '../omr/image';
import { drawPage, standardFontDataUrl } from '../omr/pdf-page';
import { locate, readAnswers, type SheetFrame } from '../omr/read';
import type { WorkerRequest, WorkerResponse } from './worker-messages';

/** A photo is read at most this large (its longer side): 200 dpi of an A4 page, what a scanner gives. */
const PHOTO_SIDE = 2400;
/** Pixels a point of the straightened page kept for review. */
const KEPT_SCALE = 2;
/** The longer side of a page kept as it was (no marks found). */
const KEPT_SIDE = 1600;
const JPEG = { quality: 80, mozjpeg: false } as const;

/** Opened PDFs by the caller's file key (its pages are drawn one by one, perhaps by two threads). */
const documents = new Map<string, PDFDocumentProxy>();
/** Pages drawn and located, waiting for the caller to say which sheet they are. */
const held = new Map<number, { image: Gray; frame: SheetFrame | null; transform: Homography | null }>();

class Unreadable extends Error {}

function reasonOf(error: unknown): 'password' | 'broken' {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return 'password';
  return 'broken';
}

async function openPdf(file: string, bytes?: Uint8Array): Promise<PDFDocumentProxy | undefined> {
  const known = documents.get(file);
  if (known) return known;
  if (!bytes) return undefined;
  const doc = await getDocument({
    data: bytes,
    standardFontDataUrl,
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  documents.set(file, doc);
  return doc;
}

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const near = (a: number, b: number, of: number) => Math.abs(a - b) <= 0.02 * of;

/**
 * A scanner's page is one picture covering the page, upright: then the picture itself is the page, in
 * grey at its own resolution (smaller to `dpi` when finer), without drawing it on a canvas (which costs
 * twice the decoding). Anything else (text, several pictures, a turned page) is drawn instead: undefined.
 */
async function scannedPicture(page: PDFPageProxy, dpi: number): Promise<Gray | undefined> {
  if (page.rotate % 360 !== 0) return undefined;
  const list = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let picture: { name: string; ctm: Matrix } | undefined;
  for (const [i, op] of list.fnArray.entries()) {
    const args = list.argsArray[i] as unknown[];
    if (op === OPS.save) stack.push(ctm);
    else if (op === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (op === OPS.transform) ctm = times(ctm, args as Matrix);
    else if (op === OPS.paintImageXObject && !picture) picture = { name: String(args[0]), ctm };
    else if (op !== OPS.dependency) return undefined;
  }
  if (!picture) return undefined;
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const [a, b, c, d, e, f] = picture.ctm;
  const width = x1 - x0;
  const height = y1 - y0;
  const upright =
    Math.abs(b) < 0.01 * width && Math.abs(c) < 0.01 * height && near(a, width, width) && near(d, height, height);
  if (!upright || !near(e, x0, width) || !near(f, y0, height)) return undefined;
  const image = (await new Promise((resolve) => page.objs.get(picture.name, resolve))) as {
    width: number;
    height: number;
    kind: number;
    data?: Uint8Array | Uint8ClampedArray;
  } | null;
  if (!image?.data) return undefined;
  const { width: w, height: h, kind, data } = image;
  const grey = new Uint8Array(w * h);
  if (kind === 2 || kind === 3) {
    const step = kind === 2 ? 3 : 4;
    for (let i = 0; i < grey.length; i++) {
      const at = i * step;
      grey[i] = (77 * data[at]! + 150 * data[at + 1]! + 29 * data[at + 2]!) >> 8;
    }
  } else if (kind === 1) {
    const row = (w + 7) >> 3;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) grey[y * w + x] = (data[y * row + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
  } else return undefined;
  const wanted = Math.round((width * dpi) / 72);
  if (w <= wanted * 1.1) return { width: w, height: h, data: grey };
  const { data: smaller, info } = await sharp(grey, { raw: { width: w, height: h, channels: 1 } })
    .resize({ width: wanted })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(smaller.buffer, smaller.byteOffset, smaller.length),
  };
}

async function drawPdfPage(doc: PDFDocumentProxy, index: number, dpi: number): Promise<Gray> {
  const page = await doc.getPage(index + 1);
  const picture = await scannedPicture(page, dpi);
  if (picture) {
    page.cleanup();
    return picture;
  }
  const { width, height } = page.getViewport({ scale: dpi / 72 });
  if (width * height > 60_000_000) throw new Unreadable('too large');
  const drawn = await drawPage(page, dpi);
  page.cleanup();
  return drawn;
}

async function decodePhoto(bytes: Uint8Array): Promise<Gray> {
  const { data, info } = await sharp(bytes, { limitInputPixels: 120_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Unreadable('channels');
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** The page drawn straight through the transform (page points → picture pixels), KEPT_SCALE pixels a point. */
function straighten(image: Gray, h: Homography, page: { width: number; height: number }): Gray {
  const width = Math.round(page.width * KEPT_SCALE);
  const height = Math.round(page.height * KEPT_SCALE);
  const out = new Uint8Array(width * height);
  const { data, width: iw, height: ih } = image;
  for (let py = 0; py < height; py++) {
    const y = (py + 0.5) / KEPT_SCALE;
    for (let px = 0; px < width; px++) {
      const x = (px + 0.5) / KEPT_SCALE;
      const w = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / w - 0.5;
      const v = (h[3]! * x + h[4]! * y + h[5]!) / w - 0.5;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      if (x0 < 0 || y0 < 0 || x0 >= iw - 1 || y0 >= ih - 1) {
        out[py * width + px] = 255;
        continue;
      }
      const tx = u - x0;
      const ty = v - y0;
      const i = y0 * iw + x0;
      const top = data[i]! * (1 - tx) + data[i + 1]! * tx;
      const bottom = data[i + iw]! * (1 - tx) + data[i + iw + 1]! * tx;
      out[py * width + px] = top * (1 - ty) + bottom * ty;
    }
  }
  return { width, height, data: out };
}

const jpegOf = (image: Gray, resize?: number) => {
  let pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
  if (resize) pipeline = pipeline.resize({ width: resize, height: resize, fit: 'inside', withoutEnlargement: true });
  return pipeline.greyscale().jpeg(JPEG).toBuffer();
};

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  switch (request.op) {
    case 'count': {
      const doc = await openPdf(request.file, request.bytes);
      return { id: request.id, pages: doc?.numPages ?? 0 };
    }
    case 'page': {
      let image: Gray;
      if (request.kind === 'pdf') {
        const doc = await openPdf(request.file, request.bytes);
        if (!doc) return { id: request.id, needBytes: true };
        image = await drawPdfPage(doc, request.index, request.dpi);
      } else {
        if (!request.bytes) return { id: request.id, needBytes: true };
        image = await decodePhoto(request.bytes);
      }
      const located = locate(image, request.frame);
      // A page whose caller never came back for it (its run failed) is not kept past a few others.
      for (const stale of [...held.keys()].slice(0, Math.max(0, held.size - 3))) held.delete(stale);
      held.set(request.id, {
        image,
        frame: located.ok ? request.frame : null,
        transform: located.ok ? located.transform : null,
      });
      return {
        id: request.id,
        located: located.ok ? { ok: true, code: located.code } : { ok: false, problem: located.problem },
      };
    }
    case 'finish': {
      const page = held.get(request.page);
      held.delete(request.page);
      if (!page) throw new Error('no such page held');
      const sheet = request.sheet;
      if (!sheet) {
        // No sheet to straighten it to: the picture itself, smaller; straightened when its marks were found.
        const jpeg =
          page.transform && page.frame
            ? await jpegOf(straighten(page.image, page.transform, page.frame.page))
            : await jpegOf(page.image, KEPT_SIDE);
        return { id: request.id, jpeg, straightened: page.transform !== null };
      }
      let transform = page.transform;
      // Located with the other page size's frame: located again with the sheet's own.
      if (!transform || JSON.stringify(page.frame) !== JSON.stringify(sheet.frame)) {
        const again = locate(page.image, sheet.frame);
        if (!again.ok) return { id: request.id, jpeg: await jpegOf(page.image, KEPT_SIDE), straightened: false };
        transform = again.transform;
      }
      const answers = readAnswers(page.image, transform, sheet.frame, sheet.questions);
      const jpeg = await jpegOf(straighten(page.image, transform, sheet.frame.page));
      return { id: request.id, jpeg, straightened: true, answers };
    }
    case 'close': {
      const doc = documents.get(request.file);
      documents.delete(request.file);
      await doc?.destroy();
      return { id: request.id };
    }
  }
}

parentPort?.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (response) => {
      const transfer = 'jpeg' in response && response.jpeg ? [response.jpeg.buffer as ArrayBuffer] : [];
      parentPort?.postMessage(response, transfer);
    },
    (error: unknown) => {
      if (request.op === 'page') held.delete(request.id);
      parentPort?.postMessage({ id: request.id, error: reasonOf(error) } satisfies WorkerResponse);
    },
  );
});
