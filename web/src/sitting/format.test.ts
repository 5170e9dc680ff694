import { describe, expect, it } from 'vitest';
import { percentText, scoreText, sittingScoreText, timeText } from './format';

describe('a sitting’s numbers', () => {
  it('shows scores and percentages to one decimal place', () => {
    expect(scoreText(13, 20)).toBe('13.0 / 20');
    expect(percentText(66.66666)).toBe('66.7%');
    expect(sittingScoreText({ score: 2, total_qns: 3, percentage: 66.7 })).toBe('2.0 / 3 (66.7%)');
    // Worked out when the server sent no percentage: 1 of 8 is 12.5%.
    expect(sittingScoreText({ score: 1, total_qns: 8, percentage: null })).toBe('1.0 / 8 (12.5%)');
    expect(sittingScoreText({ score: null, total_qns: 8, percentage: null })).toBeNull();
  });

  it('words the time a sitting gives', () => {
    expect(timeText({ time_allowed: '00:45:00', timer: true })).toBe('00:45:00');
    expect(timeText({ time_allowed: null, timer: false })).toBe('No limit');
  });
});
