import { describe, expect, it } from 'vitest';
import ta from '@prep/domain/locales/ta.json';
import { percentText, percentValue, progressPath, reportPath, seriesLabel, seriesName } from './format';

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

  it("names a line in the language shown: the stored words translated, a program's name as it is", () => {
    const tamil = (key: string) => (ta as Record<string, string>)[key] ?? key;
    expect(seriesLabel(tamil, { program: 'Tutoring', section: 'math' })).toBe('தனிப்பயிற்சி · கணிதம்');
    expect(seriesLabel(tamil, { program: 'SAT', section: 'reading' })).toBe('SAT · வாசிப்பு');
    expect(seriesLabel(tamil, { program: '', section: '' })).toBe(tamil('Tests'));
  });

  it("puts a student's own screens at the area's root and staff's under the student", () => {
    expect(progressPath('/student', null)).toBe('/student/progress');
    expect(reportPath('/teacher', 7)).toBe('/teacher/student/7/report');
  });
});
