import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../shell/colors';
import { CELL_TEXT_COLOR, factName, LEVEL_COLORS, percent, seconds } from './levels';

describe('fact grid wording and colours', () => {
  it('names a fact with its printed operator', () => {
    expect(factName({ operator: 'x', operand_one: '6', operand_two: '7' })).toBe('6 × 7');
    expect(factName({ operator: '/', operand_one: '56', operand_two: '8' })).toBe('56 ÷ 8');
  });
  it('says percentages and seconds in the language shown', () => {
    expect(percent('en', 0.5)).toBe('50%');
    expect(percent('en', 2 / 3)).toBe('67%');
    expect(seconds('en', 1500)).toBe('1.5s');
    expect(seconds('en', 2000)).toBe('2.0s');
    expect(seconds('en', null)).toBe('—');
    expect(percent('ta', 0.5)).toBe('50%');
    expect(seconds('ta', 1500)).toBe('1.5 வி.');
  });
  it('keeps the cell text readable on every level’s colour (WCAG AA, 4.5:1)', () => {
    for (const color of Object.values(LEVEL_COLORS)) {
      expect(contrastRatio(color, CELL_TEXT_COLOR)).toBeGreaterThan(4.5);
    }
  });
});
