import type { ItemStats } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { figure, hundredths, percent, sortItems } from './analysisView';

const item = (question_number: number, facility: number | null, discrimination: number | null): ItemStats => ({
  questionid: 100 + question_number,
  question_number,
  facility,
  discrimination,
  flags: [],
  options: [],
});

describe('the analysis as shown', () => {
  it('shows fractions as percentages and discrimination ×100', () => {
    expect(percent('en', 2 / 3)).toBe('67%');
    expect(percent('en', null)).toBe('–');
    expect(hundredths('en', -1 / Math.sqrt(28))).toBe('-19');
    expect(hundredths('en', -0.001)).toBe('0');
    expect(hundredths('en', null)).toBe('–');
    expect(figure('en', 7 / 3)).toBe('2.33');
    expect(figure('en', 1234.5)).toBe('1,234.5');
  });

  it('writes the figures as Tamil readers in India do (ta-IN)', () => {
    expect(percent('ta', 2 / 3)).toBe('67%');
    expect(figure('ta', 123456.789)).toBe('1,23,456.79');
    expect(hundredths('ta', 0.25)).toBe('25');
  });

  it('sorts by facility or discrimination, the items with no value last', () => {
    const items = [item(1, 0.5, null), item(2, 0.2, 0.4), item(3, 0.9, -0.1), item(4, 0.2, 0.1)];
    expect(sortItems(items, 'facility').map((i) => i.question_number)).toEqual([2, 4, 1, 3]);
    expect(sortItems(items, 'facility', true).map((i) => i.question_number)).toEqual([3, 1, 2, 4]);
    expect(sortItems(items, 'discrimination').map((i) => i.question_number)).toEqual([3, 4, 2, 1]);
    expect(sortItems(items, 'number', true).map((i) => i.question_number)).toEqual([4, 3, 2, 1]);
  });
});
