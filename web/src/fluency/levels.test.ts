import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../shell/colors';
import { CELL_TEXT_COLOR, factName, LEVEL_COLORS, percent, seconds } from './levels';

describe('fact grid wording and colours', () => {
  it('names a fact with its printed operator', () => {
    expect(factName({ operator: 'x', operand_one: '6', operand_two: '7' })).toBe('6 × 7');
    expect(factName({ operator: '/', operand_one: '56', operand_two: '8' })).toBe('56 ÷ 8');
  });
  it('says percentages and seconds', () => {
    expect(percent(0.5)).toBe('50%');
    expect(percent(2 / 3)).toBe('67%');
    expect(seconds(1500)).toBe('1.5 s');
    expect(seconds(null)).toBe('—');
  });
  it('keeps the cell text readable on every level’s colour (WCAG AA, 4.5:1)', () => {
    for (const color of Object.values(LEVEL_COLORS)) {
      expect(contrastRatio(color, CELL_TEXT_COLOR)).toBeGreaterThan(4.5);
    }
  });
});
