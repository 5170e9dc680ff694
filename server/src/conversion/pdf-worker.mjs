// Runs in a worker thread (see pdf.js's caller, pdf.ts): pdf.js parses untrusted bytes, so a hostile or huge
// PDF can only exhaust this thread's memory or time, which the caller bounds, never the server's.
import { parentPort, workerData } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';

/** @type {{ bytes: Uint8Array, maxPages: number }} */
const { bytes, maxPages } = workerData;

/** @param {unknown} error */
function reason(error) {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return 'The PDF is protected by a password';
  if (name === 'InvalidPDFException') return 'The file is not a readable PDF (its structure is broken)';
  return `The PDF could not be read: ${error instanceof Error ? error.message : String(error)}`;
}

try {
  // No eval of font programs, no fonts loaded into the page: only the text layer is wanted.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0, isEvalSupported: false, disableFontFace: true });
  if (pdf.numPages > maxPages) {
    parentPort?.postMessage({ error: `The PDF has ${pdf.numPages} pages; at most ${maxPages} are converted` });
  } else {
    const { text } = await extractText(pdf, { mergePages: false });
    parentPort?.postMessage({ pages: text });
  }
  await pdf.destroy();
} catch (error) {
  parentPort?.postMessage({ error: reason(error) });
}
