import { describe, expect, it } from 'vitest';
import {
  cardKind,
  equationText,
  formatClock,
  formatScore,
  operatorSign,
  pageCount,
  pageOf,
  reviewRows,
  reviewStats,
  secondsLeft,
} from './format';
import { HOUR_OPTIONS, isDefaultTimer, joinTimer, MINUTE_OPTIONS, splitTimer } from './timer';

const q = (
  warmup_id: number,
  order: number,
  extra: Partial<{
    operand_one: string | null;
    operand_two: string | null;
    operator: string | null;
    answer: string;
  }> = {},
) => ({
  warmup_id,
  order,
  equation: '12 + 7',
  operand_one: '12',
  operand_two: '7',
  operator: '+',
  ...extra,
});

describe('the countdown', () => {
  it('shows hh : mm : ss', () => {
    expect(formatClock(0)).toBe('00 : 00 : 00');
    expect(formatClock(605)).toBe('00 : 10 : 05');
    expect(formatClock(3 * 3600 + 59)).toBe('03 : 00 : 59');
    expect(formatClock(-4)).toBe('00 : 00 : 00');
  });

  it('counts whole seconds left from the server’s deadline, rounding up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 999)).toBe(10);
    expect(secondsLeft(10_000, 1000)).toBe(9);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('cards', () => {
  it('uses the operand style only with both operands and the operator', () => {
    expect(cardKind(q(1, 1))).toBe('operand');
    expect(cardKind(q(1, 1, { operator: '' }))).toBe('equation');
    expect(cardKind(q(1, 1, { operand_two: ' ' }))).toBe('equation');
    // The server sends null operands and operator for an equation card.
    expect(cardKind(q(1, 1, { operand_one: null, operand_two: null, operator: null }))).toBe('equation');
    expect(operatorSign(null)).toBe('');
  });

  it('numbers the formula and ends it with "="', () => {
    expect(equationText({ order: 3, equation: '12 + 7' })).toBe('3. 12 + 7 =');
    expect(equationText({ order: 4, equation: '6 x 7 = ' })).toBe('4. 6 x 7 =');
  });

  it('prints × and ÷', () => {
    expect(operatorSign('x')).toBe('×');
    expect(operatorSign('/')).toBe('÷');
    expect(operatorSign('-')).toBe('-');
  });
});

describe('results', () => {
  it('shows scores to one decimal place', () => {
    expect(formatScore(15)).toBe('15.0');
    expect(formatScore(7.25)).toBe('7.3');
  });

  it('pages results 20 questions at a time', () => {
    const items = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(pageCount(45)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageOf(items, 1)).toHaveLength(20);
    expect(pageOf(items, 3)).toEqual([41, 42, 43, 44, 45]);
    expect(pageOf(items, 9)).toEqual([41, 42, 43, 44, 45]);
    expect(pageOf(items, 0)[0]).toBe(1);
  });

  it('pairs every question, in display order, with its graded entry; a missing one is unanswered', () => {
    const rows = reviewRows(
      [q(11, 2, { answer: '27' }), q(10, 1, { answer: '19' }), q(12, 3, { answer: '42' })],
      [
        { warmup_id: 10, result: '19', isCorrect: true, answer: '19' },
        { warmup_id: 11, result: '26', isCorrect: false },
      ],
    );
    expect(rows.map((r) => [r.order, r.given, r.answer, r.isCorrect])).toEqual([
      [1, '19', '19', true],
      [2, '26', '27', false],
      [3, '', '42', false],
    ]);
    expect(reviewStats(rows)).toEqual({ total: 3, right: 1, wrong: 1, unanswered: 1 });
  });
});

describe('the Change Timer picker', () => {
  it('offers hours 00-23 and minutes and seconds 00-59', () => {
    expect([HOUR_OPTIONS[0], HOUR_OPTIONS.at(-1), HOUR_OPTIONS.length]).toEqual(['00', '23', 24]);
    expect([MINUTE_OPTIONS[0], MINUTE_OPTIONS.at(-1), MINUTE_OPTIONS.length]).toEqual(['00', '59', 60]);
  });

  it('splits and joins hh:mm:ss, reading anything else as 00:00:00', () => {
    expect(splitTimer('01:02:03')).toEqual({ hours: '01', minutes: '02', seconds: '03' });
    expect(splitTimer('24:00:00')).toEqual({ hours: '00', minutes: '00', seconds: '00' });
    expect(joinTimer({ hours: '00', minutes: '10', seconds: '00' })).toBe('00:10:00');
    expect(isDefaultTimer('00:00:00')).toBe(true);
    expect(isDefaultTimer('00:00:01')).toBe(false);
  });
});
