// The straightening's arithmetic, by hand: four points to four others, and back.
import { describe, expect, it } from 'vitest';
import { homography, project } from './homography';

const square = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 100 },
  { x: 0, y: 100 },
];

describe('homography', () => {
  it('is a shift and a scale when the four points are', () => {
    const h = homography(
      square,
      square.map((p) => ({ x: 2 * p.x + 10, y: 3 * p.y - 5 })),
    )!;
    expect(h.map((v) => Math.round(v * 1e9) / 1e9)).toEqual([2, 0, 10, 0, 3, -5, 0, 0, 1]);
    expect(project(h, { x: 50, y: 20 })).toEqual({ x: 110, y: 55 });
  });

  it('turns a quarter: (x, y) to (100 − y, x)', () => {
    const h = homography(
      square,
      square.map((p) => ({ x: 100 - p.y, y: p.x })),
    )!;
    const p = project(h, { x: 30, y: 10 });
    expect(p.x).toBeCloseTo(90, 9);
    expect(p.y).toBeCloseTo(30, 9);
  });

  it('takes a square to any four-sided shape (a page seen at an angle), and the inverse brings it back', () => {
    const seen = [
      { x: 12, y: 7 },
      { x: 118, y: 15 },
      { x: 104, y: 131 },
      { x: 3, y: 120 },
    ];
    const h = homography(square, seen)!;
    seen.forEach((p, i) => {
      expect(project(h, square[i]!).x).toBeCloseTo(p.x, 9);
      expect(project(h, square[i]!).y).toBeCloseTo(p.y, 9);
    });
    // The centre of the square goes where the diagonals of the shape cross (a perspective keeps lines).
    const back = homography(seen, square)!;
    const centre = project(back, project(h, { x: 50, y: 50 }));
    expect(centre.x).toBeCloseTo(50, 9);
    expect(centre.y).toBeCloseTo(50, 9);
  });

  it('is none when three of the points lie on one line', () => {
    expect(homography([square[0]!, square[1]!, { x: 50, y: 0 }, square[3]!], square)).toBeNull();
  });
});
