import { describe, expect, it } from 'vitest';
import { studentWarmupState } from './studentState';

describe('a warm-up on the student dashboard', () => {
  it('is new, in progress (opened, paused or out of time), awaiting results, or released', () => {
    expect(studentWarmupState({ test_taken: false, analyse_test_results: false, status: 'assigned' })).toBe('new');
    for (const status of ['in_progress', 'paused', 'time_up'] as const) {
      expect(studentWarmupState({ test_taken: false, analyse_test_results: false, status })).toBe('in_progress');
    }
    expect(studentWarmupState({ test_taken: true, analyse_test_results: false, status: 'taken' })).toBe('awaiting');
    expect(studentWarmupState({ test_taken: true, analyse_test_results: true, status: 'taken' })).toBe('released');
  });
});
