import { describe, expect, it } from 'vitest';
import { checkBoxCorrect, checkBoxCredit } from './check-box-grading';

// Five options, ids 11 to 15; 11, 12 and 14 are right (r = 3), 13 and 15 wrong (w = 2).
const OPTIONS = [11, 12, 13, 14, 15].map((id) => ({ id, isAnswer: [11, 12, 14].includes(id) }));

describe('checkBoxCredit, all or nothing', () => {
  it('gives 1 for exactly the right options, in any order, repeats ignored', () => {
    expect(checkBoxCredit(OPTIONS, [14, 11, 12])).toBe(1);
    expect(checkBoxCredit(OPTIONS, [11, 12, 14, 14])).toBe(1);
    expect(checkBoxCorrect(OPTIONS, [12, 14, 11])).toBe(true);
  });

  it('gives 0 for a right option missing, a wrong one added, or nothing chosen', () => {
    expect(checkBoxCredit(OPTIONS, [11, 12])).toBe(0);
    expect(checkBoxCredit(OPTIONS, [11, 12, 14, 13])).toBe(0);
    expect(checkBoxCredit(OPTIONS, [])).toBe(0);
    expect(checkBoxCorrect(OPTIONS, [11, 12, 13, 14, 15])).toBe(false);
  });
});

describe('checkBoxCredit, partial (Moodle: +1/r a right option, -1/w a wrong one, at least 0)', () => {
  it.each([
    ['every right option', [11, 12, 14], 1],
    ['two of three right', [11, 12], 2 / 3],
    ['one right', [14], 1 / 3],
    ['all right and one wrong: 1 - 1/2', [11, 12, 14, 13], 1 / 2],
    ['two right and one wrong: 2/3 - 1/2', [11, 12, 15], 1 / 6],
    ['one right and one wrong: 1/3 - 1/2, floored', [11, 13], 0],
    ['every option: 1 - 1', [11, 12, 13, 14, 15], 0],
    ['nothing', [], 0],
    ['an id of no option', [99], 0],
  ])('%s', (_name, chosen, credit) => {
    expect(checkBoxCredit(OPTIONS, chosen as number[], 'partial')).toBeCloseTo(credit as number, 12);
  });

  it('with every option right, each chosen one earns its share and nothing costs', () => {
    const all = [1, 2, 3, 4].map((id) => ({ id, isAnswer: true }));
    expect(checkBoxCredit(all, [1, 3], 'partial')).toBe(0.5);
    expect(checkBoxCredit(all, [1, 2, 3, 4], 'partial')).toBe(1);
  });

  it('gives 0 to a question with no right option', () => {
    const none = [1, 2].map((id) => ({ id, isAnswer: false }));
    expect(checkBoxCredit(none, [], 'partial')).toBe(0);
    expect(checkBoxCredit(none, [], 'all or nothing')).toBe(0);
  });
});
