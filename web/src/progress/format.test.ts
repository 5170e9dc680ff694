import { describe, expect, it } from 'vitest';
import { percentText, percentValue, progressPath, reportPath, seriesName } from './format';

describe('progress formats', () => {
  it('shows shares as percentages to one decimal place', () => {
    expect(percentText('en', 0.75)).toBe('75.0%');
    expect(percentText('en', 2 / 3)).toBe('66.7%');
    expect(percentText('ta', 1)).toBe('100.0%');
    expect(percentText('en', null)).toBe('—');
    expect(percentValue(2 / 3)).toBe(66.7);
  });

  it('names a line by program and section', () => {
    expect(seriesName({ program: 'SAT', section: 'math' })).toBe('SAT · math');
    expect(seriesName({ program: 'SAT', section: '' })).toBe('SAT');
    expect(seriesName({ program: '', section: ' ' })).toBe('Tests');
  });

  it("puts a student's own screens at the area's root and staff's under the student", () => {
    expect(progressPath('/student', null)).toBe('/student/progress');
    expect(reportPath('/teacher', 7)).toBe('/teacher/student/7/report');
  });
});
