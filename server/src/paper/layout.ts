// Where everything is on an answer sheet page (issue 30), in PDF points from the page's top-left corner.
// One pure function: the PDF is drawn from it (sheets-pdf.ts), the layout route answers it, and the mark
// reader (omr/) looks where it says, so the three can never disagree.
//
//   ■ mark                                   mark ■
//   test name, student, class, instructions  [QR ]
//   1 (A)(B)(C)(D)   27 (A)(B)(C)(D)   53 …
//   2 (A)(B)(C)(D)   28 …
//   ■ mark                                   mark ■
import { optionLabels, type PaperLayout, type PaperPageSize, paperPrintedNumbers } from '@prep/domain';

export const PAGE_SIZES: Record<PaperPageSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

/** Distance of the marks from the page's edges: inside what every printer prints. */
const MARGIN = 28;
/** Side of a registration mark: a solid black square. */
export const MARK = 24;
/** Side of the QR code (version 2 at 25 modules: about 3.8 pt a module, 8 pixels at 150 dpi). */
const CODE = 96;
/** White space around the code (three modules, near the four a QR asks) and between the blocks. */
const GAP = 12;
/** A question's row, the distance between two bubbles' centres, a bubble's radius. */
const ROW = 22;
const STEP = 22;
const RADIUS = 7;
/** The question number's room left of the bubbles, the "choose all that apply" note's right of them. */
const NUMBER_WIDTH = 30;
const NOTE_WIDTH = 64;
const COLUMN_GAP = 18;

/** A question as the sheet prints it: its number, its options' labels (answer_type), whether several may be marked. */
export interface SheetQuestion {
  number: number;
  labels: readonly string[];
  multiple: boolean;
}

type Square = PaperLayout['marks'][number];
type PlacedQuestion = PaperLayout['pages'][number]['questions'][number];

export interface SheetGeometry {
  page: { width: number; height: number };
  /** Top-left, top-right, bottom-left, bottom-right. */
  marks: [Square, Square, Square, Square];
  code: Square;
  /** The box of the printed header (test, student, class, instructions), left of the code. */
  header: { x: number; y: number; width: number; height: number };
  /** Each page's questions; a test too long for one page continues on the next. */
  pages: PlacedQuestion[][];
  /** Where a question's "choose all that apply" note starts, right of its last bubble. */
  noteX: (question: PlacedQuestion) => number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The geometry of a test's sheet: the same for every student of the batch. */
export function sheetGeometry(size: PaperPageSize, questions: readonly SheetQuestion[]): SheetGeometry {
  const page = PAGE_SIZES[size];
  const { width, height } = page;
  const right = round(width - MARGIN - MARK);
  const bottom = round(height - MARGIN - MARK);
  const marks: SheetGeometry['marks'] = [
    { x: MARGIN, y: MARGIN, size: MARK },
    { x: right, y: MARGIN, size: MARK },
    { x: MARGIN, y: bottom, size: MARK },
    { x: right, y: bottom, size: MARK },
  ];
  const code = { x: round(width - MARGIN - CODE), y: MARGIN + MARK + GAP, size: CODE };
  const header = { x: MARGIN, y: code.y, width: round(code.x - GAP - MARGIN), height: CODE };

  const mostOptions = Math.max(1, ...questions.map((q) => q.labels.length));
  const columnWidth = NUMBER_WIDTH + mostOptions * STEP + (questions.some((q) => q.multiple) ? NOTE_WIDTH : 0);
  const columns = Math.max(1, Math.floor((width - 2 * MARGIN + COLUMN_GAP) / (columnWidth + COLUMN_GAP)));
  const top = code.y + CODE + 2 * GAP;
  const rows = Math.max(1, Math.floor((bottom - GAP - top) / ROW));
  const perPage = columns * rows;

  const pages: PlacedQuestion[][] = [];
  questions.forEach((question, index) => {
    const onPage = index % perPage;
    if (onPage === 0) pages.push([]);
    // Down the first column, then the next: as a person reads a printed sheet.
    const column = Math.floor(onPage / rows);
    const row = onPage % rows;
    const left = MARGIN + column * (columnWidth + COLUMN_GAP) + NUMBER_WIDTH;
    const y = round(top + row * ROW + ROW / 2);
    pages[pages.length - 1]?.push({
      number: question.number,
      multiple: question.multiple,
      options: question.labels.map((label, i) => ({ label, x: round(left + STEP / 2 + i * STEP), y, r: RADIUS })),
    });
  });
  if (pages.length === 0) pages.push([]);
  const noteX = (question: PlacedQuestion) => (question.options.at(-1)?.x ?? MARGIN) + RADIUS + 6;
  return { page, marks, code, header, pages, noteX };
}

/**
 * The box of a question's row, in points: its number's room and its bubbles, half a row above and below
 * their centres (what a reviewer is shown of a scanned page, cut out of it).
 */
export function rowBox(question: PlacedQuestion): { x: number; y: number; width: number; height: number } {
  const first = question.options[0];
  const last = question.options.at(-1);
  if (!first || !last) return { x: 0, y: 0, width: 0, height: 0 };
  const x = round(first.x - STEP / 2 - NUMBER_WIDTH);
  return { x, y: round(first.y - ROW / 2), width: round(last.x + STEP / 2 - x), height: ROW };
}

/** The layout route's answer: the geometry's pages, one run for each sitting of the batch. */
export function batchLayout(
  geometry: SheetGeometry,
  sittings: ReadonlyArray<{ master_sitting_id: number; student: number; version?: number }>,
): PaperLayout {
  return {
    page: geometry.page,
    marks: geometry.marks,
    pages: sittings.flatMap(({ master_sitting_id, student, version = 1 }) =>
      geometry.pages.map((questions, i) => ({
        page: i + 1,
        master_sitting_id,
        student,
        version,
        code: geometry.code,
        questions,
      })),
    ),
  };
}

/** A test's question as its sheet needs it: its number, how many options, whether it is a check-box one. */
export interface TestQuestionFacts {
  number: number;
  options: number;
  checkBoxes: boolean;
}

/** A version's geometry, and the test's question number of each printed number. */
export type VersionGeometry = SheetGeometry & { questionAt: ReadonlyMap<number, number> };

/**
 * The geometry of a print's sheets for a booklet version: the test's questions in the version's order
 * (paperPrintedNumbers), each row numbered as the version prints it and lettered by the answer_type for
 * the question at that place. The one place a version's sheet is worked out: the PDF, the layout route,
 * the reader and the grading all take it from here. A row's `number` is the PRINTED number; `questionAt`
 * maps it back to the test's question number.
 */
export function versionGeometry(
  size: PaperPageSize,
  answerType: string,
  questions: readonly TestQuestionFacts[],
  batch: number,
  version: number,
): VersionGeometry {
  const byNumber = new Map(questions.map((q) => [q.number, q]));
  const printed = paperPrintedNumbers(
    questions.map((q) => q.number),
    batch,
    version,
  );
  const geometry = sheetGeometry(
    size,
    printed.map(([number, question]) => {
      const q = byNumber.get(question);
      return { number, labels: optionLabels(answerType, q?.options ?? 0), multiple: q?.checkBoxes ?? false };
    }),
  );
  return Object.assign(geometry, { questionAt: new Map(printed) });
}
