import { describe, expect, it } from 'vitest';
import {
  analyseItems,
  describeTotals,
  discrimination,
  histogram,
  type ItemSums,
  itemCsvRows,
  kr20,
  sem,
  type TotalCount,
  topThirdThreshold,
} from './item-analysis';

// The hand-worked matrix: 10 sittings × 5 questions. Each question has options A, B, C (ids q·10 + 1..3),
// A the key; Q4 is a check-box question whose keys are A and B (fully right = both, nothing else).
//
//        Q1   Q2   Q3   Q4      Q5    x (fully right)   T
//  S1    A    A    B    A,B     B     1 1 0 1 0         3
//  S2    A    A    A    A,B     B     1 1 1 1 0         4
//  S3    A    A    B    A,B     B     1 1 0 1 0         3
//  S4    A    A    A    A       B     1 1 1 0 0         3
//  S5    A    B    A    A,C     C     1 0 1 0 0         2
//  S6    A    A    C    C       B     1 1 0 0 0         2
//  S7    A    -    -    -       -     1 0 0 0 0         1
//  S8    A    C    A    B       C     1 0 1 0 0         2
//  S9    A    B    A    A       C     1 0 1 0 0         2
//  S10   A    B    B    -       -     1 0 0 0 0         1
const CHOICES = [
  ['11', '21', '32', '41,42', '52'],
  ['11', '21', '31', '41,42', '52'],
  ['11', '21', '32', '41,42', '52'],
  ['11', '21', '31', '41', '52'],
  ['11', '22', '31', '41,43', '53'],
  ['11', '21', '33', '43', '52'],
  ['11', '', '', '', ''],
  ['11', '23', '31', '42', '53'],
  ['11', '22', '31', '41', '53'],
  ['11', '22', '32', '', ''],
];
const KEYS = ['11', '21', '31', '41,42', '51'];

/** The sums the server's SQL makes, made here from the matrix (the test's stand-in for that statement). */
function sumsOf(choices: string[][]): { totals: TotalCount[]; items: ItemSums[] } {
  const x = choices.map((row) => row.map((answer, q) => (answer === KEYS[q] ? 1 : 0)));
  const t = x.map((row) => row.reduce<number>((a, b) => a + b, 0));
  const counts = new Map<number, number>();
  for (const total of t) counts.set(total, (counts.get(total) ?? 0) + 1);
  const totals = [...counts].map(([score, count]) => ({ score, count }));
  const threshold = topThirdThreshold(totals) ?? 0;
  const items = KEYS.map((key, q) => {
    const keys = key.split(',');
    const options = [1, 2, 3].map((o) => {
      const id = String((q + 1) * 10 + o);
      const who = choices.map((row, s) => (row[q]?.split(',').includes(id) ? s : -1)).filter((s) => s >= 0);
      return {
        answersid: Number(id),
        name: 'ABC'[o - 1] ?? '',
        isAnswer: keys.includes(id),
        count: who.length,
        sum_total: who.reduce((sum, s) => sum + (t[s] ?? 0), 0),
        top_count: who.filter((s) => (t[s] ?? 0) >= threshold).length,
      };
    });
    const right = x.map((row, s) => (row[q] === 1 ? s : -1)).filter((s) => s >= 0);
    return {
      questionid: 100 + q,
      question_number: q + 1,
      correct: right.length,
      sum_xt: right.reduce((sum, s) => sum + (t[s] ?? 0), 0),
      top_correct: right.filter((s) => (t[s] ?? 0) >= threshold).length,
      options,
    };
  });
  return { totals, items };
}

describe('item analysis of the hand-worked matrix', () => {
  const { totals, items } = sumsOf(CHOICES);
  const analysis = analyseItems(totals, items);

  it('describes the totals: T = 3,4,3,3,2,2,1,2,2,1', () => {
    // ΣT = 23, ΣT² = 61: mean 2.3, variance 6.1 − 5.29 = 0.81, sd 0.9; sorted 1,1,2,2,2,2,3,3,3,4: median 2.
    expect(analysis.n).toBe(10);
    expect(analysis.mean).toBeCloseTo(2.3, 12);
    expect(analysis.median).toBe(2);
    expect(analysis.sd).toBeCloseTo(0.9, 12);
    expect(analysis.histogram).toEqual([
      { score: 0, count: 0 },
      { score: 1, count: 2 },
      { score: 2, count: 4 },
      { score: 3, count: 3 },
      { score: 4, count: 1 },
      { score: 5, count: 0 },
    ]);
  });

  it('takes the top third as the totals at or above the 4th best (⌈10/3⌉): 3', () => {
    expect(topThirdThreshold(totals)).toBe(3);
  });

  it('computes facility as the share fully right (a check box half right is wrong)', () => {
    expect(analysis.items.map((i) => i.facility)).toEqual([1, 0.5, 0.5, 0.3, 0]);
  });

  it('computes discrimination as Pearson(x, T − x), null where x has no variance', () => {
    const [q1, q2, q3, q4, q5] = analysis.items;
    // Q2: x = 1111010000, R = 2322211221: cov = 10/10 − 0.5·1.8 = 0.1, var x 0.25, var R 3.6 − 3.24 = 0.36.
    expect(q2?.discrimination).toBeCloseTo(1 / 3, 12);
    // Q3: x = 0101100110, R = 3332121111: cov = 0.8 − 0.9 = −0.1, var R 4 − 3.24 = 0.76: −√(1/19).
    expect(q3?.discrimination).toBeCloseTo(-Math.sqrt(1 / 19), 12);
    // Q4: x = 1110000000, R = 2323221221: cov = 0.7 − 0.3·2 = 0.1, var x 0.21, var R 4.4 − 4 = 0.4: √(5/42).
    expect(q4?.discrimination).toBeCloseTo(Math.sqrt(5 / 42), 12);
    expect(q3?.discrimination).toBeCloseTo(-0.2294157, 6);
    expect(q4?.discrimination).toBeCloseTo(0.3450328, 6);
    // Everyone right (Q1) and no one right (Q5): x has no variance.
    expect(q1?.discrimination).toBeNull();
    expect(q5?.discrimination).toBeNull();
  });

  it('computes KR-20 and the SEM with the population variance', () => {
    // Σp(1 − p) = 0 + 0.25 + 0.25 + 0.21 + 0 = 0.71; KR-20 = 5/4 · (1 − 0.71/0.81) = 0.125/0.81 = 25/162.
    expect(analysis.kr20).toBeCloseTo(25 / 162, 12);
    expect(analysis.kr20).toBeCloseTo(0.154321, 6);
    // SEM = 0.9 · √(137/162) = √(0.685).
    expect(analysis.sem).toBeCloseTo(Math.sqrt(0.685), 12);
    expect(analysis.sem).toBeCloseTo(0.8276473, 6);
  });

  it('flags too easy, too hard, weak discrimination and a distractor the top third prefers', () => {
    // Q5: the top third (S1–S4) all chose B over the key, none right.
    expect(analysis.items.map((i) => i.flags)).toEqual([
      ['easy'],
      [],
      ['low_discrimination'],
      [],
      ['hard', 'distractor'],
    ]);
  });

  it('counts every option, its share and the mean total of those who chose it', () => {
    const [, q2, , q4, q5] = analysis.items;
    expect(q2?.options).toEqual([
      { answersid: 21, name: 'A', isAnswer: true, count: 5, share: 0.5, mean_total: 3 },
      { answersid: 22, name: 'B', isAnswer: false, count: 3, share: 0.3, mean_total: 5 / 3 },
      { answersid: 23, name: 'C', isAnswer: false, count: 1, share: 0.1, mean_total: 2 },
    ]);
    // Check boxes: each option checked counts (A by S1–S5 and S9: totals 3+4+3+3+2+2 = 17).
    expect(q4?.options.map((o) => [o.count, o.share, o.mean_total])).toEqual([
      [6, 0.6, 17 / 6],
      [4, 0.4, 3],
      [2, 0.2, 2],
    ]);
    // The key of Q5 no one chose: no mean total.
    expect(q5?.options[0]).toEqual({ answersid: 51, name: 'A', isAnswer: true, count: 0, share: 0, mean_total: null });
  });

  it('writes a CSV row per option', () => {
    const rows = itemCsvRows(analysis);
    expect(rows).toHaveLength(15);
    expect(rows[14]).toMatchObject({ question_number: 5, facility: 0, discrimination: '', flags: 'hard distractor' });
    // Four decimals: Q3's −√(1/19) = −0.22941…, its A chosen by totals 4, 3, 2, 2, 2 (2.6); B of Q2 by 2, 2, 1: 5/3.
    expect(rows[6]).toMatchObject({ discrimination: -0.2294, option: 'A', share: 0.5, mean_total: 2.6 });
    expect(rows[4]).toMatchObject({ option: 'B', share: 0.3, mean_total: 1.6667 });
  });
});

describe('the null cases', () => {
  it('gives nothing but n = 0 and empty bars when there is no sitting', () => {
    const analysis = analyseItems(
      [],
      [{ questionid: 1, question_number: 1, correct: 0, sum_xt: 0, top_correct: 0, options: [] }],
    );
    expect(analysis).toMatchObject({ n: 0, mean: null, median: null, sd: null, kr20: null, sem: null });
    expect(analysis.histogram).toEqual([
      { score: 0, count: 0 },
      { score: 1, count: 0 },
    ]);
    expect(analysis.items[0]).toMatchObject({ facility: null, discrimination: null, flags: [] });
    expect(topThirdThreshold([])).toBeNull();
  });

  it('is null when the rest score has no variance', () => {
    // Two sittings of a one-question test: x = 1,0 and T = 1,0, so T − x = 0,0.
    expect(discrimination(2, 1, 1, 1, 1)).toBeNull();
  });

  it('has no KR-20 (nor SEM) for one sitting, for totals all alike, or a one-question test', () => {
    expect(kr20(5, [1, 0, 1, 0, 1], 0, 1)).toBeNull();
    expect(kr20(5, [0.5, 0.5, 0.5, 0.5, 0.5], 0, 4)).toBeNull();
    expect(kr20(1, [0.5], 0.25, 4)).toBeNull();
    expect(sem(0, null)).toBeNull();
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    // 1, 2 → 1.5; variance ((1 − 1.5)² + (2 − 1.5)²)/2 = 0.25.
    expect(
      describeTotals([
        { score: 2, count: 1 },
        { score: 1, count: 1 },
      ]),
    ).toEqual({ n: 2, mean: 1.5, median: 1.5, sd: 0.5, variance: 0.25 });
    expect(histogram([{ score: 2, count: 1 }], 1)).toEqual([
      { score: 0, count: 0 },
      { score: 1, count: 0 },
      { score: 2, count: 1 },
    ]);
  });
});
