// Paper tests that mark themselves (issue 30), the scans: the filled answer sheets uploaded (a PDF or
// photos), followed while they are read, a page's image, a reviewer's confirmation; and the layout of a
// print, whose rows give each question's option labels.
import type { PaperConfirm, PaperLayout, PaperScan } from '@prep/domain';
import type { UploadProgress } from './client';
import { api } from './index';

export const paperScanKeys = {
  scan: (scan: number) => ['paper-scans', scan] as const,
  layout: (batch: number) => ['paper-sheets', batch, 'layout'] as const,
};

type PaperScanPage = PaperScan['pages'][number];

/** POST /api/paper/scans/: every file a part named `file`; answers at once, the reading goes on in the background. */
export function uploadScans(files: readonly File[], onProgress: (progress: UploadProgress) => void) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return api.upload<{ scan: number }>('/api/paper/scans/', form, { onProgress });
}

/** GET /api/paper/scans/{scan}/: the pages read so far. */
export const getScan = (scan: number) => api.get<PaperScan>(`/api/paper/scans/${scan}/`);

/** POST /api/paper/scans/{scan}/pages/{page}/confirm/: the answers as the reviewer chose them; the page back. */
export const confirmScanPage = (scan: number, page: number, body: PaperConfirm) =>
  api.post<PaperScanPage>(`/api/paper/scans/${scan}/pages/${page}/confirm/`, body);

/**
 * GET /api/paper/scans/{scan}/pages/{page}/image: the page as a JPEG, or with `question` that question's row
 * cut out of it. Fetched with the session's token (an <img> cannot send it), shown from an object URL.
 */
export async function getScanPageImage(scan: number, page: number, question?: number, signal?: AbortSignal) {
  const query = question === undefined ? '' : `?question=${question}`;
  const file = await api.download(`/api/paper/scans/${scan}/pages/${page}/image${query}`, signal ? { signal } : {});
  return file.blob;
}

/** GET /api/paper/sheets/{batch}/layout/: each sheet page's questions with their option labels. */
export const getSheetLayout = (batch: number) => api.get<PaperLayout>(`/api/paper/sheets/${batch}/layout/`);
