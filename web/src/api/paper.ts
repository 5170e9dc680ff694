// Paper tests (issue 30), the print side: a print's paper sittings, its booklet and its answer sheets
// (/api/paper/sheets/…).
import type { PaperBooklet, PaperPageSize, PaperSheetsCreated } from '@prep/domain';
import { api } from './index';

export const paperKeys = {
  booklet: (batch: number) => ['paper', 'booklet', batch] as const,
};

/** What the Print for paper dialog sends: a class or chosen students, the page size, one version or two. */
export type PrintBody = { master_qnsbank: number; page_size: PaperPageSize; versions: 1 | 2 } & (
  | { classroom: number }
  | { students: number[] }
);

export const printForPaper = (body: PrintBody) => api.post<PaperSheetsCreated>('/api/paper/sheets/', body);
export const getBooklet = (batch: number) => api.get<PaperBooklet>(`/api/paper/sheets/${batch}/booklet/`);
/** The answer sheets' PDF, fetched with the session's token as every download is. */
export const downloadAnswerSheets = (batch: number) => api.download(`/api/paper/sheets/${batch}/sheets.pdf`);
