// Reading one sheet page: its four marks found (marks.ts), the page straightened from them (homography.ts),
// its code read with jsQR from the straightened code area, then each bubble's darkness against the page's
// own paper and ink (bubbles.ts). Which way up the page is comes from the code: the marks are tried as
// upright, upside down and turned a quarter either way, and the first arrangement whose code area holds a
// readable code is the page's. Pure: pixels in, readings out.
import type { PaperLayout } from '@prep/domain';
import jsQR from 'jsqr';
import { darkness, decide, discGrey, type Levels, type Reading } from './bubbles';
import { type Homography, homography, project } from './homography';
import { type Gray, type Point, sample, toRgba } from './image';
import { findMarks } from './marks';

type Square = PaperLayout['marks'][number];
type Question = PaperLayout['pages'][number]['questions'][number];

/** What the sheet's layout says of every page alike: its size, marks (TL, TR, BL, BR) and code box. */
export interface SheetFrame {
  page: { width: number; height: number };
  marks: readonly Square[];
  code: Square;
}

export type Located =
  | { ok: true; transform: Homography; code: string; marks: Point[] }
  | { ok: false; problem: 'no_marks' | 'no_code' };

const centreOf = (s: Square): Point => ({ x: s.x + s.size / 2, y: s.y + s.size / 2 });

/** Pixels a point of the straightened code area gets: a module (3.8 pt) is then about 11 pixels. */
const CODE_SCALE = 3;
/** White kept around the code, in points (its quiet zone). */
const CODE_MARGIN = 10;

/** The code's area of the page drawn straight through the transform, and what jsQR reads in it. */
function readCode(image: Gray, h: Homography, code: Square): string | null {
  const side = Math.round((code.size + 2 * CODE_MARGIN) * CODE_SCALE);
  const data = new Uint8Array(side * side);
  const left = code.x - CODE_MARGIN;
  const top = code.y - CODE_MARGIN;
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const { x, y } = project(h, { x: left + (px + 0.5) / CODE_SCALE, y: top + (py + 0.5) / CODE_SCALE });
      data[py * side + px] = sample(image, x, y);
    }
  }
  const found = jsQR(toRgba({ width: side, height: side, data }), side, side, { inversionAttempts: 'dontInvert' });
  return found ? found.data : null;
}

/**
 * The page's transform (page points → picture pixels) and its code. The marks found run clockwise from
 * the picture's top-left; the layout's run TL, TR, BL, BR, so its clockwise order is 0, 1, 3, 2.
 */
export function locate(image: Gray, frame: SheetFrame): Located {
  const found = findMarks(image);
  if (!found) return { ok: false, problem: 'no_marks' };
  const clockwise = [0, 1, 3, 2].map((i) => centreOf(frame.marks[i]!));
  // Upright first, then upside down (a sheet fed the wrong way), then a quarter turn either way.
  for (const turn of [0, 2, 1, 3]) {
    const seen = clockwise.map((_, i) => found[(i + turn) % 4]!);
    const transform = homography(clockwise, seen);
    if (!transform) continue;
    const code = readCode(image, transform, frame.code);
    if (code !== null) return { ok: true, transform, code, marks: seen };
  }
  return { ok: false, problem: 'no_code' };
}

/**
 * The page's paper and ink as the scan shows them: ink inside the marks, paper in the blank between
 * neighbouring bubbles (the median, so a mark or a smudge beside one does not move it).
 */
export function levelsOf(
  image: Gray,
  transform: Homography,
  frame: SheetFrame,
  questions: readonly Question[],
): Levels {
  const inks = frame.marks.map((m) => discGrey(image, transform, centreOf(m), m.size * 0.3));
  const papers: number[] = [];
  for (const q of questions) {
    q.options.slice(1).forEach((o, i) => {
      const before = q.options[i]!;
      papers.push(discGrey(image, transform, { x: (o.x + before.x) / 2, y: o.y }, (o.x - before.x - 2 * o.r) / 4));
    });
  }
  // A test of one-option questions has no gaps: the blank under the code is paper too.
  papers.push(
    discGrey(image, transform, { x: frame.code.x + frame.code.size / 2, y: frame.code.y + frame.code.size + 8 }, 3),
  );
  papers.sort((a, b) => a - b);
  return { ink: inks.reduce((a, b) => a + b, 0) / inks.length, paper: papers[Math.floor(papers.length / 2)]! };
}

export interface QuestionReading extends Reading {
  number: number;
  /** Each option's darkness, 0 paper to 1 ink, for the reviewer and for measuring the rule. */
  darkness: Record<string, number>;
}

/** Each question of the page read: the labels marked, and whether the reading is certain. */
export function readAnswers(
  image: Gray,
  transform: Homography,
  frame: SheetFrame,
  questions: readonly Question[],
): QuestionReading[] {
  const levels = levelsOf(image, transform, frame, questions);
  return questions.map((q) => {
    const options = q.options.map((o) => ({ label: o.label, darkness: darkness(image, transform, o, levels) }));
    const round = (n: number) => Math.round(n * 1000) / 1000;
    return {
      number: q.number,
      ...decide(options, q.multiple),
      darkness: Object.fromEntries(options.map((o) => [o.label, round(o.darkness)])),
    };
  });
}
