// What the scans' reader (pool.ts) and its threads (page-worker.ts) say to each other.
import type { PaperLayout } from '@prep/domain';
import type { QuestionReading, SheetFrame } from '../omr/read';

type Question = PaperLayout['pages'][number]['questions'][number];

export type WorkerRequest =
  /** Opens a PDF (kept open under `file` for its pages): how many pages it has. */
  | { id: number; op: 'count'; file: string; bytes: Uint8Array }
  /**
   * Draws or decodes page `index` of `file` and finds its marks and code with `frame` (a page size's);
   * the page is held under the request's id until `finish`. Without `bytes` a PDF must be open here.
   */
  | {
      id: number;
      op: 'page';
      file: string;
      kind: 'pdf' | 'image';
      index: number;
      bytes?: Uint8Array;
      dpi: number;
      frame: SheetFrame;
    }
  /** The held page read as `sheet` says (or, without one, only kept as an image). */
  | { id: number; op: 'finish'; page: number; sheet?: { frame: SheetFrame; questions: readonly Question[] } }
  | { id: number; op: 'close'; file: string };

export type WorkerResponse =
  | { id: number; error: 'password' | 'broken' }
  | { id: number; needBytes: true }
  | { id: number; pages: number }
  | { id: number; located: { ok: true; code: string } | { ok: false; problem: 'no_marks' | 'no_code' } }
  | { id: number; jpeg: Uint8Array; straightened: boolean; answers?: QuestionReading[] }
  | { id: number };
