import type { ProgressPoint } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { CLASS_MEDIAN, scoreChart } from './chartData';

const point = (over: Partial<ProgressPoint>): ProgressPoint => ({
  sitting_id: 1,
  date: '2026-01-10',
  test_name: 'Test 1',
  program: 'SAT',
  section: 'math',
  score: 1,
  total: 4,
  share: 0.25,
  class_median: null,
  ...over,
});

describe('scoreChart', () => {
  it('draws a line a program and section, and the class median where there is one', () => {
    const chart = scoreChart([
      point({ share: 0.25, class_median: 0.5 }),
      point({ date: '2026-03-01', test_name: 'Test 2', section: 'reading', share: 1 }),
    ]);
    expect(chart.series.map((s) => s.name)).toEqual(['SAT · math', 'SAT · reading', CLASS_MEDIAN]);
    expect(chart.data).toEqual([
      { label: '2026-01-10 Test 1', 'SAT · math': 25, [CLASS_MEDIAN]: 50 },
      { label: '2026-03-01 Test 2', 'SAT · reading': 100 },
    ]);
  });

  it('writes the dates as asked, and marks the lines named by us for translation', () => {
    const chart = scoreChart([point({ program: '', section: '', class_median: 0.5 })], (date) => `on ${date}`);
    expect(chart.data[0]?.label).toBe('on 2026-01-10 Test 1');
    expect(chart.series).toEqual([
      { name: 'Tests', color: 'indigo.7', translate: true },
      { name: CLASS_MEDIAN, color: 'gray.6', translate: true },
    ]);
  });

  it('has no median line when no class took the tests', () => {
    expect(scoreChart([point({})]).series.map((s) => s.name)).toEqual(['SAT · math']);
  });
});
