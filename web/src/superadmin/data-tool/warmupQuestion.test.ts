import { describe, expect, it } from 'vitest';
import {
  checkWarmupAdd,
  checkWarmupUpdate,
  deleteProblem,
  warmupItems,
  warmupQuestionFieldMark,
  warmupQuestionOf,
} from './warmupQuestion';

describe('Manage Warmups form', () => {
  it('lists the equations as # n in set order', () => {
    expect(
      warmupItems([
        { warmup_id: 40, equation: '12 + 7' },
        { warmup_id: 12, equation: '3 x 4' },
      ]),
    ).toEqual([
      { id: 40, label: '# 1  12 + 7' },
      { id: 12, label: '# 2  3 x 4' },
    ]);
  });

  it("needs equation and answer: 'Please Fillout all fields'", () => {
    expect(checkWarmupAdd({ equation: '', answer: '19' }, 5)).toMatchObject({
      ok: false,
      message: 'Please Fillout all fields',
      fields: { equation: 'Please Fillout all fields' },
    });
    expect(checkWarmupUpdate({ equation: '12 + 7', answer: ' ' })).toMatchObject({
      ok: false,
      message: 'Please Fillout all fields',
      fields: { answer: 'Please Fillout all fields' },
    });
    expect(warmupQuestionFieldMark('equation', '  ')).toBe('Please Fillout all fields');
    expect(warmupQuestionFieldMark('answer', '19')).toBeUndefined();
  });

  it('adds to the chosen set and updates equation and answer only', () => {
    expect(checkWarmupAdd({ equation: ' 12 + 7 ', answer: '19' }, 5)).toEqual({
      ok: true,
      body: { equation: '12 + 7', answer: '19', set_no: 5 },
    });
    expect(checkWarmupAdd({ equation: '12 + 7', answer: '19' }, null)).toMatchObject({
      ok: false,
      message: 'Please Select a Test',
    });
    expect(checkWarmupUpdate(warmupQuestionOf({ equation: '3 x 4', answer: '12' }))).toEqual({
      ok: true,
      body: { equation: '3 x 4', answer: '12' },
    });
  });

  it('needs a selection to delete', () => {
    expect(deleteProblem(null)).toBe('Please Select a Question to Delete');
    expect(deleteProblem(3)).toBeUndefined();
  });
});
