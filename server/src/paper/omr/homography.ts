// The perspective transform that takes four points to four others (a page straightened from its four
// registration marks, whatever the angle a phone saw it at): the 3 × 3 matrix H with h33 = 1, from the
// eight equations the four pairs give, solved here by Gaussian elimination (small enough to write).
import type { Point } from './image';

/** Row by row: [h11, h12, h13, h21, h22, h23, h31, h32, 1]. */
export type Homography = readonly number[];

/** Solves A·x = b (n × n) with partial pivoting; null when A is singular (points in a line). */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    }
    if (Math.abs(m[pivot]![col]!) < 1e-10) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const head = m[col]!;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / head[col]!;
      if (factor === 0) continue;
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * head[k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * The transform taking each of `from` to the `to` of the same index (four each). Each pair gives
 * u = (h11 x + h12 y + h13) / (h31 x + h32 y + 1) and v likewise: two equations linear in the eight unknowns.
 */
export function homography(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length !== 4 || to.length !== 4) return null;
  const a: number[][] = [];
  const b: number[] = [];
  from.forEach(({ x, y }, i) => {
    const { x: u, y: v } = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  const h = solve(a, b);
  return h ? [...h, 1] : null;
}

/** Where the transform takes a point. */
export function project(h: Homography, { x, y }: Point): Point {
  const w = h[6]! * x + h[7]! * y + 1;
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
}
