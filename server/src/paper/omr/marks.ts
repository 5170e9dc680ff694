// Finding a sheet's four registration marks in a scan or a photo: solid dark squares, one near each corner
// of the page. The page's dark areas are found (darker than halfway between its paper and its ink), then
// those shaped like a mark (about square, nearly full, not touching the picture's edge, of a plausible size),
// and of those the one nearest each corner of the picture. Rotation by a few degrees, blur and noise leave a
// mark a mark; which corner is the page's top is the code's to say (read.ts), not the marks'.
import { type Gray, type Point, percentile } from './image';

export interface FoundMark extends Point {
  /** Pixels in the mark (its area). */
  area: number;
}

interface Blob {
  area: number;
  sumX: number;
  sumY: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  edge: boolean;
}

/** A mark's area filling its bounding box: 1 upright, 0.905 at 3°, 0.79 at 8°; a filled circle 0.785. */
const MIN_FILL = 0.8;
const MAX_ASPECT = 1.4;
/** A mark's side as a share of the picture's shorter side: 24 pt of 595 is 4 %; a photo with room around it less. */
const MIN_SIDE = 0.012;
const MAX_SIDE = 0.09;

/** The grey halfway between the page's paper (its median: most of a sheet is blank) and its darkest ink. */
export function darkThreshold(image: Gray): number {
  const paper = percentile(image, 0.5);
  const ink = percentile(image, 0.002);
  return (paper + ink) / 2;
}

/** Every connected area of dark pixels (4-neighbours), with its size, centre and bounding box. */
function darkBlobs(image: Gray, threshold: number): Blob[] {
  const { width, height, data } = image;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const blobs: Blob[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start]! >= threshold) continue;
    const blob: Blob = { area: 0, sumX: 0, sumY: 0, minX: width, maxX: 0, minY: height, maxY: 0, edge: false };
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      blob.area++;
      blob.sumX += x + 0.5;
      blob.sumY += y + 0.5;
      if (x < blob.minX) blob.minX = x;
      if (x > blob.maxX) blob.maxX = x;
      if (y < blob.minY) blob.minY = y;
      if (y > blob.maxY) blob.maxY = y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) blob.edge = true;
      // The four neighbours, written out: this loop runs for every dark pixel of the page.
      if (x > 0 && !seen[i - 1] && data[i - 1]! < threshold) {
        seen[i - 1] = 1;
        stack[top++] = i - 1;
      }
      if (x < width - 1 && !seen[i + 1] && data[i + 1]! < threshold) {
        seen[i + 1] = 1;
        stack[top++] = i + 1;
      }
      if (y > 0 && !seen[i - width] && data[i - width]! < threshold) {
        seen[i - width] = 1;
        stack[top++] = i - width;
      }
      if (y < height - 1 && !seen[i + width] && data[i + width]! < threshold) {
        seen[i + width] = 1;
        stack[top++] = i + width;
      }
    }
    blobs.push(blob);
  }
  return blobs;
}

function looksLikeMark(blob: Blob, shorterSide: number): boolean {
  const w = blob.maxX - blob.minX + 1;
  const h = blob.maxY - blob.minY + 1;
  const side = Math.sqrt(blob.area);
  return (
    !blob.edge &&
    side >= MIN_SIDE * shorterSide &&
    side <= MAX_SIDE * shorterSide &&
    Math.max(w, h) / Math.min(w, h) <= MAX_ASPECT &&
    blob.area / (w * h) >= MIN_FILL
  );
}

/**
 * The four marks, nearest the picture's top-left, top-right, bottom-right and bottom-left corners in that
 * order (the page's own corners once the code says which way up it is); null when four distinct marks of
 * about one size are not there (a blank page, a photo of something else, a corner cut off).
 */
export function findMarks(image: Gray): FoundMark[] | null {
  const { width, height } = image;
  const candidates = darkBlobs(image, darkThreshold(image))
    .filter((blob) => looksLikeMark(blob, Math.min(width, height)))
    .map((blob) => ({ x: blob.sumX / blob.area, y: blob.sumY / blob.area, area: blob.area }));
  if (candidates.length < 4) return null;
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const marks = corners.map((corner) => {
    let best = candidates[0]!;
    for (const c of candidates) {
      if (Math.hypot(c.x - corner.x, c.y - corner.y) < Math.hypot(best.x - corner.x, best.y - corner.y)) best = c;
    }
    return best;
  });
  if (new Set(marks).size !== 4) return null;
  const areas = marks.map((m) => m.area).sort((a, b) => a - b);
  // Printed alike, seen alike: one much larger or smaller than the others is something else.
  if (areas[3]! > 2.5 * areas[0]!) return null;
  return marks;
}
