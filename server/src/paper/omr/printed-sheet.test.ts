// The mark reader on the real answer sheet: the PDF the print route makes (sheets-pdf.ts) drawn by pdfjs at
// 150 dpi, bubbles filled in pencil greys where the layout says, read back, as scanned and as a phone photo
// upside down. The printed letters inside the bubbles are what an empty bubble's darkness is made of here.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/pdf-pages';
import { blur, PENCIL, photograph, speckle } from '../../test/sheet-image';
import { readSheetCode } from '../code';
import { sheetGeometry } from '../layout';
import { sheetsPdf } from '../sheets-pdf';
import { FAINT } from './bubbles';
import type { Gray } from './image';
import { locate, readAnswers, type SheetFrame } from './read';

const SECRET = 'printed secret';
const DPI = 150;
const SCALE = DPI / 72;
const geometry = sheetGeometry('Letter', [
  ...Array.from({ length: 7 }, (_, i) => ({ number: i + 1, labels: ['A', 'B', 'C', 'D', 'E'], multiple: false })),
  { number: 8, labels: ['i', 'ii', 'iii', 'iv'], multiple: true },
]);
const frame: SheetFrame = { page: geometry.page, marks: geometry.marks, code: geometry.code };
const questions = geometry.pages[0]!;

/** The student's pencil: firm marks, a faint one (2), an erased one beside a firm one (4), two firm (5), a blank (6). */
const fills: Record<string, number> = {
  '1:C': PENCIL.firm,
  '2:A': PENCIL.faint,
  '3:E': PENCIL.firm,
  '4:A': PENCIL.erased,
  '4:D': PENCIL.firm,
  '5:B': PENCIL.firm,
  '5:C': PENCIL.firm,
  '7:B': PENCIL.firm,
  '8:i': PENCIL.firm,
  '8:iv': PENCIL.firm,
};
const expected = [
  { number: 1, marked: ['C'], certain: true },
  { number: 2, marked: ['A'], certain: false },
  { number: 3, marked: ['E'], certain: true },
  { number: 4, marked: ['D'], certain: true },
  { number: 5, marked: ['B', 'C'], certain: false },
  { number: 6, marked: [], certain: true },
  { number: 7, marked: ['B'], certain: true },
  { number: 8, marked: ['i', 'iv'], certain: true },
];

let scan: Gray;
beforeAll(async () => {
  const pdf = await sheetsPdf({
    geometry,
    testName: 'NEET Mock 3',
    language: 'en',
    secret: SECRET,
    sittings: [{ master_sitting_id: 901, studentName: 'Priya Raman', className: 'Batch B' }],
  });
  scan = await renderPage(pdf, 1, DPI);
  // Pencil over the printed bubble: the darker of the two, as graphite over ink.
  for (const q of questions) {
    for (const o of q.options) {
      const grey = fills[`${q.number}:${o.label}`];
      if (grey === undefined) continue;
      const r = o.r * 0.92 * SCALE;
      for (let y = Math.floor(o.y * SCALE - r); y <= Math.ceil(o.y * SCALE + r); y++) {
        for (let x = Math.floor(o.x * SCALE - r); x <= Math.ceil(o.x * SCALE + r); x++) {
          if (Math.hypot(x + 0.5 - o.x * SCALE, y + 0.5 - o.y * SCALE) > r) continue;
          const i = y * scan.width + x;
          scan.data[i] = Math.min(scan.data[i]!, grey);
        }
      }
    }
  }
}, 30_000);

function read(image: Gray) {
  const located = locate(image, frame);
  if (!located.ok) throw new Error(`not located: ${located.problem}`);
  return { code: located.code, answers: readAnswers(image, located.transform, frame, questions) };
}

describe('the printed sheet, filled in and scanned', () => {
  it('is read right at 150 dpi, an empty bubble’s printed letter far below a faint mark', () => {
    expect(scan.width).toBe(Math.round(612 * SCALE));
    const { code, answers } = read(scan);
    expect(readSheetCode(SECRET, code)).toEqual({ sitting: 901, page: 1 });
    expect(answers.map(({ number, marked, certain }) => ({ number, marked, certain }))).toEqual(expected);
    const empty = answers.flatMap((a) =>
      Object.entries(a.darkness).filter(([label]) => !fills[`${a.number}:${label}`]),
    );
    expect(Math.max(...empty.map(([, d]) => d))).toBeLessThan(FAINT / 2);
  });

  it('is read right from a phone photo of it, upside down, turned 2° and blurred', () => {
    const { image } = photograph(scan, { upsideDown: true, turn: 2, background: 120 });
    const { code, answers } = read(speckle(blur(image), 10, 5));
    expect(readSheetCode(SECRET, code)).toEqual({ sitting: 901, page: 1 });
    expect(answers.map(({ number, marked, certain }) => ({ number, marked, certain }))).toEqual(expected);
  });
});
