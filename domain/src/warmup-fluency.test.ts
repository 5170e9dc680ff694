import { describe, expect, it } from 'vitest';
import { capAnswerTimes, cardStats, factCell, factGrids, fluencyLevel, fluencyMasterQuestions } from './warmup-fluency';
import { planPersonalization, type StudentWarmupResult } from './warmup-personalization';
import { warmupDraftSchema, warmupSubmissionSchema } from './warmups';

describe('card times capped by the server clock', () => {
  it('caps a card longer than the sitting', () => {
    // 10 minutes claimed in a 30-second sitting: 30 000 ms.
    expect(capAnswerTimes({ '7': 600_000 }, 30)).toEqual({ '7': 30_000 });
  });
  it('scales every card down when they add up to more than the sitting', () => {
    // Capped: 30 000 + 10 000 = 40 000 > 30 000, factor 0.75: 22 500 and 7 500.
    expect(capAnswerTimes({ '1': 600_000, '2': 10_000 }, 30)).toEqual({ '1': 22_500, '2': 7_500 });
    // 2 000 + 1 000 + 1 000 = 4 000 > 3 000, factor 0.75: 1 500, 750, 750.
    expect(capAnswerTimes({ '1': 2000, '2': 1000, '3': 1000 }, 3)).toEqual({ '1': 1500, '2': 750, '3': 750 });
  });
  it('keeps times that fit, and leaves out cards with no time', () => {
    expect(capAnswerTimes({ '1': 1200, '2': 800, '3': 0 }, 10)).toEqual({ '1': 1200, '2': 800 });
    expect(capAnswerTimes({ '1': 1200 }, 0)).toEqual({});
  });
});

describe('median and levels', () => {
  it('is fluent when right at least 90 % of the time within 3 seconds', () => {
    expect(fluencyLevel(10, 9, 3000)).toEqual('fluent');
    expect(fluencyLevel(10, 9, 3001)).toEqual('slow');
    expect(fluencyLevel(1, 1, null)).toEqual('slow');
    expect(fluencyLevel(10, 8, 1000)).toEqual('learning');
    expect(fluencyLevel(4, 2, 1000)).toEqual('learning');
    expect(fluencyLevel(3, 1, 1000)).toEqual('missed');
    expect(fluencyLevel(0, 0, null)).toEqual('missed');
  });
  it('builds a cell with its accuracy and level', () => {
    const counts = {
      operator: '+',
      operand_one: '3',
      operand_two: '4',
      attempts: 4,
      correct: 3,
      median_ms: 2000,
    } as const;
    expect(factCell(counts)).toEqual({ ...counts, accuracy: 0.75, level: 'learning' });
  });
});

describe('fact grids', () => {
  it('lays out one grid per operator, operands in numeric order', () => {
    const cell = (operator: '+' | 'x', a: string, b: string) =>
      factCell({ operator, operand_one: a, operand_two: b, attempts: 1, correct: 1, median_ms: 1000 });
    const grids = factGrids([cell('x', '10', '2'), cell('+', '9', '1'), cell('+', '10', '2'), cell('+', '9', '10')]);
    expect(grids.map((g) => g.operator)).toEqual(['+', 'x']);
    expect(grids[0]!.rows).toEqual(['9', '10']);
    expect(grids[0]!.columns).toEqual(['1', '2', '10']);
    expect(grids[0]!.cell('9', '10')?.operand_two).toEqual('10');
    expect(grids[0]!.cell('10', '1')).toBeUndefined();
    expect(grids[1]!.rows).toEqual(['10']);
  });
});

describe('the Master Recommended Test with fluency_recommended on', () => {
  const stats = cardStats([
    { warmup_id: 1, correct: true, ms: 1000 },
    { warmup_id: 1, correct: true, ms: 2000 },
    { warmup_id: 2, correct: false, ms: 5000 },
    { warmup_id: 3, correct: true, ms: 7000 },
    { warmup_id: 3, correct: true, ms: null },
    { warmup_id: 4, correct: false, ms: 1000 },
    { warmup_id: 4, correct: false, ms: 2000 },
    { warmup_id: 5, correct: true, ms: 800 },
  ]);
  it('counts misses and the median time of the timed answers per card', () => {
    expect(stats).toEqual([
      { warmup_id: 1, attempts: 2, misses: 0, median_ms: 1500 },
      { warmup_id: 2, attempts: 1, misses: 1, median_ms: 5000 },
      { warmup_id: 3, attempts: 2, misses: 0, median_ms: 7000 },
      { warmup_id: 4, attempts: 2, misses: 2, median_ms: 1500 },
      { warmup_id: 5, attempts: 1, misses: 0, median_ms: 800 },
    ]);
  });
  it('takes as many cards as the legacy rule, most missed first, then slowest', () => {
    // Candidates: legacy 1, 5, 6 and the weak cards 2 (missed), 3 (7 s), 4 (missed twice).
    // Order: 4 (2 misses), 2 (1 miss), 3 (7 000 ms), 1 (1 500 ms), 5 (800 ms), 6 (no record).
    expect(fluencyMasterQuestions([1, 5, 6], stats)).toEqual([4, 2, 3]);
    expect(fluencyMasterQuestions([6, 5, 1, 7, 8, 9, 10], stats)).toEqual([4, 2, 3, 1, 5, 6, 7]);
  });
  it('replaces the legacy union in rule 4 only when card stats are given', () => {
    const rec = (id: number, set: number, qs: number[]): StudentWarmupResult => ({
      result_id: id,
      test_name: `Set ${set} Recommended Test`,
      warmup_set_no: set,
      sitting_id: id - 1,
      is_personalized: true,
      assigned_questions: qs,
      test_taken: false,
    });
    const original: StudentWarmupResult = {
      result_id: 9,
      test_name: 'Set 3',
      warmup_set_no: 3,
      sitting_id: null,
      is_personalized: false,
      assigned_questions: [5, 6],
      test_taken: true,
    };
    const input = {
      submitted: { ...original, wrng_qns_list: [], timer: false, test_level: '' },
      personalizationOn: true,
      allowedCount: 0,
      existing: [rec(2, 1, [1, 5]), rec(4, 2, [6]), original],
      setQuestionIds: [5, 6],
    };
    const master = (actions: ReturnType<typeof planPersonalization>) =>
      actions.flatMap((a) => (a.kind === 'create' && a.rule === 4 ? [a.result.assigned_questions] : []));
    expect(master(planPersonalization(input))).toEqual([[1, 5, 6]]);
    expect(master(planPersonalization({ ...input, cardStats: stats }))).toEqual([[4, 2, 3]]);
  });
});

describe('card times in the bodies', () => {
  it('takes a whole number of milliseconds per card', () => {
    expect(warmupSubmissionSchema.parse({ result: [{ warmup_id: 3, result: '7', ms: 1500 }] }).result[0]?.ms).toBe(
      1500,
    );
    expect(warmupSubmissionSchema.safeParse({ result: [{ warmup_id: 3, result: '7', ms: 1.5 }] }).success).toBe(false);
    expect(warmupSubmissionSchema.safeParse({ result: [{ warmup_id: 3, result: '7', ms: -1 }] }).success).toBe(false);
    expect(warmupDraftSchema.parse({ answers: { '3': '7' }, ms: { '3': 900 } }).ms).toEqual({ '3': 900 });
    expect(warmupDraftSchema.safeParse({ answers: {}, ms: { x: 900 } }).success).toBe(false);
  });
});
