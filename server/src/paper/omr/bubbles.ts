// How dark each bubble is, against the page's own paper and ink, and what a question's bubbles say.
//
// Darkness: the mean grey inside 0.7 of a bubble's radius (clear of its printed outline), as a share of
// the way from the page's paper (0: the blank between bubbles) to its ink (1: the inside of the marks).
// Measured on the page itself, so a grey scan, a dim photo or a pale printer read alike.
//
// The rule (docs/decisions/0119-paper-sheets-and-marks.md, with the darkness measured on the tests' sheets):
// - FIRM (≥ 0.45) is a mark; below FAINT (0.2) is no mark: an empty bubble with its printed letter reads
//   about 0.05, a mark erased to light grey 0.1 to 0.2;
// - a single-answer question is certain when its darkest bubble is firm and beats the next by MARGIN
//   (0.25), or when no bubble reaches FAINT (left blank). A faint mark alone, two marks too close to tell,
//   or two firm marks is for a person to decide (certain: false), the darkest given as the reading;
// - a question taking several marks is certain when every bubble is firm or clearly not (each one between
//   FAINT and FIRM lies MARGIN under the lightest firm one).
import type { Homography } from './homography';
import { project } from './homography';
import { type Gray, type Point, sample } from './image';

export const FAINT = 0.2;
export const FIRM = 0.45;
export const MARGIN = 0.25;
/** The share of the radius read: the printed outline (at the radius, blurred a little) stays outside. */
const INNER = 0.7;

/** The mean grey of the disc of radius `r` at `centre` (page points), read through the page's transform. */
export function discGrey(image: Gray, h: Homography, centre: Point, r: number): number {
  let sum = 0;
  let count = 0;
  const step = r / 3;
  for (let dy = -r; dy <= r + 1e-9; dy += step) {
    for (let dx = -r; dx <= r + 1e-9; dx += step) {
      if (dx * dx + dy * dy > r * r + 1e-9) continue;
      const { x, y } = project(h, { x: centre.x + dx, y: centre.y + dy });
      sum += sample(image, x, y);
      count++;
    }
  }
  return sum / count;
}

export interface Levels {
  paper: number;
  ink: number;
}

/** A bubble's darkness, 0 paper to 1 ink (clamped). */
export function darkness(image: Gray, h: Homography, bubble: Point & { r: number }, levels: Levels): number {
  const grey = discGrey(image, h, bubble, bubble.r * INNER);
  const range = Math.max(1, levels.paper - levels.ink);
  return Math.min(1, Math.max(0, (levels.paper - grey) / range));
}

export interface Reading {
  /** The labels read as marked (for an uncertain single-answer question, the darkest as the best guess). */
  marked: string[];
  certain: boolean;
}

/** What a question's bubbles say, from each option's label and darkness. */
export function decide(options: ReadonlyArray<{ label: string; darkness: number }>, multiple: boolean): Reading {
  const firm = options.filter((o) => o.darkness >= FIRM);
  const faint = options.filter((o) => o.darkness >= FAINT && o.darkness < FIRM);
  const labels = (list: typeof options) => list.map((o) => o.label);
  const lightestFirm = Math.min(...firm.map((o) => o.darkness));
  const darkestFaint = Math.max(...faint.map((o) => o.darkness));
  const faintClear = faint.length === 0 || (firm.length > 0 && darkestFaint <= lightestFirm - MARGIN);
  if (multiple) {
    const guess = firm.length > 0 ? firm : faint;
    return { marked: labels(guess), certain: faintClear };
  }
  if (firm.length === 0) {
    if (faint.length === 0) return { marked: [], certain: true };
    const darkest = faint.reduce((a, b) => (b.darkness > a.darkness ? b : a));
    return { marked: [darkest.label], certain: false };
  }
  if (firm.length > 1) return { marked: labels(firm), certain: false };
  return { marked: labels(firm), certain: faintClear };
}
