import { describe, expect, it } from 'vitest';
import { dataToolParts, reachableView, VIEW_TITLES } from './dataTool';

describe('Data Tool views', () => {
  it('offers QUESTIONS only once a warm-up set is chosen', () => {
    const enabled = (chosen: { test_type: string } | null) => dataToolParts(chosen).filter((p) => p.enabled).map((p) => p.label);
    expect(enabled(null)).toEqual(['SUMMARY', 'META DATA']);
    expect(enabled({ test_type: 'SAT' })).toEqual(['SUMMARY', 'META DATA']);
    expect(enabled({ test_type: 'Warmup' })).toEqual(['SUMMARY', 'META DATA', 'QUESTIONS']);
  });

  it('falls back to META when the chosen set is gone', () => {
    expect(reachableView('WARMUP_QUESTIONS', null)).toBe('META');
    expect(reachableView('WARMUP_QUESTIONS', { test_type: 'Warmup' })).toBe('WARMUP_QUESTIONS');
    expect(reachableView('SUMMARY', null)).toBe('SUMMARY');
  });

  it("titles the views with the spec's page titles", () => {
    expect(VIEW_TITLES.SUMMARY).toBe('Data Tool');
    expect(VIEW_TITLES.WARMUP_QUESTIONS).toBe('Warmups');
  });
});
