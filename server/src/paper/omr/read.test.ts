// The mark reader on sheet pages drawn in the test (test/sheet-image.ts) at 100 dpi: the marks found and the
// page straightened within a pixel, the code read back, each bubble's darkness, and the whole page read
// right, upright and clean, turned 3° and blurred and speckled as a phone photo, upside down, and smaller
// and at an angle. A blank page and a page without its code are refused with why.
import { beforeAll, describe, expect, it } from 'vitest';
import { blur, drawSheet, PAPER, PENCIL, photograph, type Pose, speckle } from '../../test/sheet-image';
import { readSheetCode, sheetCode } from '../code';
import { sheetGeometry } from '../layout';
import { FAINT, FIRM } from './bubbles';
import { project } from './homography';
import type { Gray } from './image';
import { locate, readAnswers, type SheetFrame } from './read';

const SECRET = 'test secret';
const SCALE = 100 / 72;
const labels = ['A', 'B', 'C', 'D'];
const geometry = sheetGeometry('A4', [
  ...Array.from({ length: 11 }, (_, i) => ({ number: i + 1, labels, multiple: false })),
  { number: 12, labels: ['A', 'B', 'C', 'D', 'E'], multiple: true },
]);
const frame: SheetFrame = { page: geometry.page, marks: geometry.marks, code: geometry.code };
const questions = geometry.pages[0]!;
const code = sheetCode(SECRET, 4242, 1);

/** What the student did: the greys filled, by `number:label`. */
const fills = {
  '1:B': PENCIL.firm,
  '2:C': PENCIL.faint, // a faint mark alone
  '3:A': PENCIL.firm, // two firm marks on a single-answer question
  '3:D': PENCIL.firm,
  '4:B': PENCIL.erased, // changed from B to C, B rubbed out
  '4:C': PENCIL.firm,
  // 5 left blank
  '6:D': PENCIL.firm,
  '7:A': PENCIL.firm,
  '8:B': PENCIL.firm,
  '9:C': PENCIL.firm,
  '10:D': PENCIL.firm,
  '11:A': PENCIL.firm,
  '12:A': PENCIL.firm, // a check-box question: A and E
  '12:E': PENCIL.firm,
};
const expected = [
  { number: 1, marked: ['B'], certain: true },
  { number: 2, marked: ['C'], certain: false },
  { number: 3, marked: ['A', 'D'], certain: false },
  { number: 4, marked: ['C'], certain: true },
  { number: 5, marked: [], certain: true },
  { number: 6, marked: ['D'], certain: true },
  { number: 7, marked: ['A'], certain: true },
  { number: 8, marked: ['B'], certain: true },
  { number: 9, marked: ['C'], certain: true },
  { number: 10, marked: ['D'], certain: true },
  { number: 11, marked: ['A'], certain: true },
  { number: 12, marked: ['A', 'E'], certain: true },
];

let page: Gray;
beforeAll(() => {
  page = drawSheet(frame, questions, code, fills, SCALE);
});

function read(image: Gray) {
  const located = locate(image, frame);
  if (!located.ok) throw new Error(`not located: ${located.problem}`);
  return { located, answers: readAnswers(image, located.transform, frame, questions) };
}

const POSES: Array<[string, Pose, boolean]> = [
  ['upright and clean', {}, false],
  ['turned 3°, blurred and speckled (a phone photo)', { turn: 3, background: 90 }, true],
  ['upside down', { upsideDown: true, turn: -1 }, true],
  ['smaller and seen at an angle', { zoom: 0.8, tilt: 0.03, turn: -2, background: 200 }, true],
];

describe('reading a sheet page', () => {
  for (const [name, pose, rough] of POSES) {
    it(`straightens it within a pixel, reads its code and every answer: ${name}`, () => {
      const { image: shot, toPicture } = photograph(page, pose);
      const image = rough ? speckle(blur(shot), 12, 7) : shot;
      const { located, answers } = read(image);
      expect(readSheetCode(SECRET, located.code)).toEqual({ sitting: 4242, page: 1 });
      // Every bubble's centre goes where the picture truly shows it.
      for (const q of questions) {
        for (const o of q.options) {
          const found = project(located.transform, o);
          const truth = project(toPicture, { x: o.x * SCALE, y: o.y * SCALE });
          expect(Math.hypot(found.x - truth.x, found.y - truth.y)).toBeLessThan(1);
        }
      }
      expect(answers.map(({ number, marked, certain }) => ({ number, marked, certain }))).toEqual(expected);
    });
  }

  it('measures firm, faint, rubbed-out and empty bubbles apart, against the page’s own paper and ink', () => {
    // A dim scan: every grey pulled towards the middle. The darkness is relative, so it reads the same.
    const dim = { ...page, data: page.data.map((v) => Math.round(60 + v * 0.6)) };
    for (const image of [page, speckle(blur(dim), 10, 3)]) {
      const answers = read(image).answers;
      const of = (n: number, label: string) => answers[n - 1]!.darkness[label]!;
      expect(of(1, 'B')).toBeGreaterThan(0.75); // firm
      expect(of(2, 'C')).toBeGreaterThanOrEqual(FAINT); // faint
      expect(of(2, 'C')).toBeLessThan(FIRM);
      expect(of(4, 'B')).toBeLessThan(FAINT); // rubbed out
      expect(of(5, 'A')).toBeLessThan(0.05); // empty
    }
  });

  it('refuses a blank page (no marks) and a sheet whose code is torn off (no code)', () => {
    const blank = { ...page, data: new Uint8Array(page.data.length).fill(PAPER) };
    expect(locate(blank, frame)).toEqual({ ok: false, problem: 'no_marks' });
    const torn = drawSheet(frame, questions, code, fills, SCALE);
    const { x, y, size } = frame.code;
    for (let py = Math.round(y * SCALE); py < Math.round((y + size) * SCALE); py++) {
      torn.data.fill(PAPER, py * torn.width + Math.round(x * SCALE), py * torn.width + Math.round((x + size) * SCALE));
    }
    expect(locate(torn, frame)).toEqual({ ok: false, problem: 'no_code' });
  });
});
