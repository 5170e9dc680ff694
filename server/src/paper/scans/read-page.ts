// One page of a scan through a reader thread (issue 30): drawn or decoded, its marks and code found, its
// code resolved to its sheet (sheet-of.ts), its bubbles read; or the problem that stops it, as the message
// its page row keeps. A thread that fails on the file (broken, password, too slow) makes the page unreadable.
import { fill, type Message, PAPER_SCAN_MESSAGES, PAPER_SCAN_REASONS } from '@prep/domain';
import { ReadFailed, type Thread } from './pool';
import type { ScanKind } from './scan-files';
import { frameOf, PAGE_SIZE_LIST, type Sheet, type sheetFinder } from './sheet-of';
import type { WorkerResponse } from './worker-messages';

export const REASONS = {
  password: PAPER_SCAN_REASONS.password,
  broken: PAPER_SCAN_REASONS.broken,
  timeout: PAPER_SCAN_REASONS.slow,
  memory: PAPER_SCAN_REASONS.slow,
};

export interface PageTask {
  file: { id: number; key: string; filename: string; kind: ScanKind };
  filePage: number;
  page: number;
  /** Known before any pixel is read: the file is no scan, or could not be opened, or the scan's limit passed. */
  problem?: Message;
}

export interface PageRow {
  sheet: Sheet | null;
  answers: NonNullable<Extract<WorkerResponse, { jpeg: Uint8Array }>['answers']>;
  problem: Message | null;
  jpeg: Uint8Array | null;
  straightened: boolean;
}

const message = (text: Message | string): Message => (typeof text === 'string' ? { key: text, values: {} } : text);

/** One page through a thread: drawn, located, identified, read; the bytes asked for only when the thread has none. */
export async function readPage(
  dpi: number,
  thread: Thread,
  task: PageTask,
  bytesOf: () => Promise<Buffer>,
  find: ReturnType<typeof sheetFinder>,
  sizes: { first: (typeof PAGE_SIZE_LIST)[number] },
): Promise<PageRow> {
  const empty = { sheet: null, answers: [], jpeg: null, straightened: false };
  const kind = task.file.kind === 'pdf' ? 'pdf' : 'image';
  const base = {
    op: 'page',
    file: task.file.key,
    kind,
    index: task.filePage,
    dpi,
    frame: frameOf(sizes.first),
  };
  try {
    let asked = thread.ask({ ...base, ...(kind === 'image' && { bytes: await bytesOf() }) } as never);
    let located = await asked.answer;
    if ('needBytes' in located) {
      asked = thread.ask({ ...base, bytes: await bytesOf() } as never);
      located = await asked.answer;
    }
    if (!('located' in located)) throw new ReadFailed('broken');
    let sheet: Sheet | null = null;
    let problem: Message | null = null;
    if (!located.located.ok) {
      problem = message(
        located.located.problem === 'no_marks' ? PAPER_SCAN_MESSAGES.noMarks : PAPER_SCAN_MESSAGES.noCode,
      );
    } else {
      const found = await find(located.located.code);
      if ('sheet' in found) sheet = found.sheet;
      else problem = message(found.problem);
    }
    const finished = await thread.ask({
      op: 'finish',
      page: asked.id,
      ...(sheet && { sheet: { frame: sheet.frame, questions: sheet.questions } }),
    }).answer;
    if (!('jpeg' in finished)) throw new ReadFailed('broken');
    if (sheet && !finished.answers) {
      // Its code read with one page size's frame, its marks not found again with its sheet's.
      return { ...empty, problem: message(PAPER_SCAN_MESSAGES.noMarks), jpeg: finished.jpeg };
    }
    if (sheet)
      sizes.first = PAGE_SIZE_LIST.find((s) => frameOf(s).page.width === sheet.frame.page.width) ?? sizes.first;
    return {
      sheet,
      answers: finished.answers ?? [],
      problem,
      jpeg: finished.jpeg,
      straightened: finished.straightened,
    };
  } catch (error) {
    if (!(error instanceof ReadFailed)) throw error;
    return {
      ...empty,
      problem: fill(PAPER_SCAN_MESSAGES.unreadableFile, { file: task.file.filename, reason: REASONS[error.reason] }),
    };
  }
}
