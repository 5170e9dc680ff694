// PDF to text for the Conversion Tool, with pdf.js (unpdf) in a worker thread bounded in memory and time.
import { Worker } from 'node:worker_threads';
import { serverUrl } from '../config/paths';

export interface PdfLimits {
  maxPages: number;
  timeoutMs: number;
}

export type PdfText = { ok: true; text: string } | { ok: false; reason: string };

/** PDF files start with %PDF- (readers accept some bytes before it). */
export const looksLikePdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

// Plain JavaScript, so the compiled server starts it from the sources too.
const WORKER = serverUrl('src/conversion/pdf-worker.mjs');
const WORKER_MEMORY_MB = 512;

/** The text of every page, pages separated by a blank line; or why there is none. */
export function pdfText(bytes: Buffer, limits: PdfLimits): Promise<PdfText> {
  if (!looksLikePdf(bytes)) return Promise.resolve({ ok: false, reason: 'The file is not a PDF' });
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(WORKER, {
      workerData: { bytes: new Uint8Array(bytes), maxPages: limits.maxPages },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
      stdout: true,
      stderr: true,
    });
    const finish = (result: PdfText) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reason: `Reading the PDF took longer than ${limits.timeoutMs / 1000} s` }),
      limits.timeoutMs,
    );
    worker.on('message', (message: { pages?: string[]; error?: string }) => {
      if (message.error !== undefined || !message.pages) {
        finish({ ok: false, reason: message.error ?? 'The PDF could not be read' });
        return;
      }
      const text = message.pages
        .map((page) => page.trim())
        .join('\n\n')
        .trim();
      finish(
        text ? { ok: true, text } : { ok: false, reason: 'The PDF holds no text (a scanned page needs OCR first)' },
      );
    });
    worker.on('error', (error) =>
      finish({
        ok: false,
        reason:
          (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `Reading the PDF needed more than ${WORKER_MEMORY_MB} MB`
            : `The PDF could not be read: ${error.message}`,
      }),
    );
    worker.on('exit', () => finish({ ok: false, reason: 'The PDF could not be read' }));
  });
}
