// The booklet versions' order (issue 30): the booklet page and the server compute it apart, so it must be
// deterministic, a permutation, and version 1 the test's own order. Expected orders worked by hand from
// the seeded Fisher–Yates: each step's random draw r picks j = floor(r × (i + 1)).
import { describe, expect, it } from 'vitest';
import { paperPrintedNumbers, paperVersionLetter, paperVersionOrder } from './paper-versions';

describe('paperVersionOrder', () => {
  it('version 1 is the test’s own order', () => {
    expect(paperVersionOrder([1, 2, 3, 4, 5], 1, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(paperVersionOrder([4, 9, 12], 88, 1)).toEqual([4, 9, 12]);
  });

  it('version 2 of batch 1, five questions: draws 0.111, 0.820, 0.482, 0.241 give 3 5 2 4 1', () => {
    // i=4: j=0 → 5 2 3 4 1; i=3: j=3 → same; i=2: j=1 → 5 3 2 4 1; i=1: j=0 → 3 5 2 4 1.
    expect(paperVersionOrder([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 5, 2, 4, 1]);
  });

  it('a shuffle that moved nothing is rotated, so version 2 always differs', () => {
    // Batch 7, three questions: draws 0.740 (j=2) and 0.969 (j=1) leave 1 2 3 in place.
    expect(paperVersionOrder([1, 2, 3], 7, 2)).toEqual([2, 3, 1]);
    // Batch 7, four questions: 0.740 (j=2) swaps the last two; the rest stay.
    expect(paperVersionOrder([1, 2, 3, 4], 7, 2)).toEqual([1, 2, 4, 3]);
  });

  it('is deterministic and a permutation of the numbers given', () => {
    const numbers = Array.from({ length: 40 }, (_, i) => i + 1);
    for (const batch of [1, 2, 57, 1000]) {
      const order = paperVersionOrder(numbers, batch, 2);
      expect(paperVersionOrder(numbers, batch, 2)).toEqual(order);
      expect([...order].sort((a, b) => a - b)).toEqual(numbers);
      expect(order).not.toEqual(numbers);
    }
    expect(paperVersionOrder([], 3, 2)).toEqual([]);
    expect(paperVersionOrder([8], 3, 2)).toEqual([8]);
  });
});

describe('paperPrintedNumbers', () => {
  it('version 1 prints the test’s own numbers', () => {
    expect(paperPrintedNumbers([2, 5, 7], 1, 1)).toEqual([
      [2, 2],
      [5, 5],
      [7, 7],
    ]);
  });

  it('version 2 numbers its shuffled order 1..N', () => {
    expect(paperPrintedNumbers([1, 2, 3, 4, 5], 1, 2)).toEqual([
      [1, 3],
      [2, 5],
      [3, 2],
      [4, 4],
      [5, 1],
    ]);
  });
});

describe('paperVersionLetter', () => {
  it('letters versions A, B', () => {
    expect(paperVersionLetter(1)).toBe('A');
    expect(paperVersionLetter(2)).toBe('B');
  });
});
