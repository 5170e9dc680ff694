// The sheet's layout, worked by hand: where the marks, the code and each bubble are, in PDF points from the
// page's top-left corner, on A4 and Letter, and how a long test continues on a second page.
import { describe, expect, it } from 'vitest';
import { batchLayout, type SheetQuestion, sheetGeometry } from './layout';

const lettered = (n: number, labels = ['A', 'B', 'C', 'D'], multiple = false): SheetQuestion[] =>
  Array.from({ length: n }, (_, i) => ({ number: i + 1, labels, multiple }));

describe('sheetGeometry', () => {
  it('puts the marks 28 pt in from each corner, the code under the top-right one, the header left of it', () => {
    const g = sheetGeometry('A4', lettered(4));
    expect(g.page).toEqual({ width: 595.28, height: 841.89 });
    // 595.28 − 28 − 24 = 543.28 across; 841.89 − 28 − 24 = 789.89 down.
    expect(g.marks).toEqual([
      { x: 28, y: 28, size: 24 },
      { x: 543.28, y: 28, size: 24 },
      { x: 28, y: 789.89, size: 24 },
      { x: 543.28, y: 789.89, size: 24 },
    ]);
    // 595.28 − 28 − 96 = 471.28; 28 + 24 + 12 = 64.
    expect(g.code).toEqual({ x: 471.28, y: 64, size: 96 });
    expect(g.header).toEqual({ x: 28, y: 64, width: 431.28, height: 96 });
    const letter = sheetGeometry('Letter', lettered(4));
    expect(letter.marks[3]).toEqual({ x: 560, y: 740, size: 24 });
  });

  it('places a row of bubbles per question, down the first column then the next', () => {
    const g = sheetGeometry('A4', lettered(30));
    // The rows start at 64 + 96 + 24 = 184, 22 pt each: the first row's centre is at 195. The bubbles start
    // after 30 pt for the number: 28 + 30 + 11 = 69, then every 22 pt.
    expect(g.pages[0]![0]).toEqual({
      number: 1,
      multiple: false,
      options: [
        { label: 'A', x: 69, y: 195, r: 7 },
        { label: 'B', x: 91, y: 195, r: 7 },
        { label: 'C', x: 113, y: 195, r: 7 },
        { label: 'D', x: 135, y: 195, r: 7 },
      ],
    });
    expect(g.pages[0]![1]!.options[0]).toEqual({ label: 'A', x: 69, y: 217, r: 7 });
    // (789.89 − 12 − 184) / 22 = 26.99: 26 rows. A column is 30 + 4 × 22 = 118 wide, 18 apart: question 27
    // heads the second column at 28 + 136 + 30 + 11 = 205.
    expect(g.pages[0]![26]!.options[0]).toEqual({ label: 'A', x: 205, y: 195, r: 7 });
    expect(g.pages).toHaveLength(1);
  });

  it('continues a test too long for one page on the next', () => {
    // (557.28) / 136 = 4 columns of 26 rows: 104 questions a page.
    const g = sheetGeometry('A4', lettered(105));
    expect(g.pages.map((p) => p.length)).toEqual([104, 1]);
    expect(g.pages[1]![0]!.number).toBe(105);
    expect(g.pages[1]![0]!.options[0]).toMatchObject({ x: 69, y: 195 });
  });

  it('makes room for the "choose all that apply" note when a question takes several marks', () => {
    const questions = [...lettered(1), { number: 2, labels: ['i', 'ii', 'iii', 'iv', 'v'], multiple: true }];
    const g = sheetGeometry('A4', questions);
    const [, checkBoxes] = g.pages[0]!;
    expect(checkBoxes!.multiple).toBe(true);
    expect(checkBoxes!.options.map((o) => o.label)).toEqual(['i', 'ii', 'iii', 'iv', 'v']);
    // After the last bubble (69 + 4 × 22 = 157) its radius and 6 pt.
    expect(g.noteX(checkBoxes!)).toBe(170);
  });
});

describe('batchLayout', () => {
  it('repeats the pages for each sitting, numbered from 1, with the code in the same place', () => {
    const g = sheetGeometry('Letter', lettered(105));
    const layout = batchLayout(g, [
      { master_sitting_id: 7, student: 70 },
      { master_sitting_id: 8, student: 80 },
    ]);
    expect(layout.page).toEqual({ width: 612, height: 792 });
    expect(layout.pages.map((p) => [p.master_sitting_id, p.student, p.page])).toEqual([
      [7, 70, 1],
      [7, 70, 2],
      [8, 80, 1],
      [8, 80, 2],
    ]);
    expect(layout.pages[3]!.code).toEqual({ x: 488, y: 64, size: 96 });
  });
});
