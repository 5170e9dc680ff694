import { describe, expect, it } from 'vitest';
import { dataToolParts, partOf, reachableView, VIEW_TITLES } from './dataTool';

const sat = { test_type: 'SAT' };
const warmup = { test_type: 'Warmup' };

const enabled = (test: { test_type: string } | null, question = false) =>
  dataToolParts({ test, question })
    .filter((p) => p.enabled)
    .map((p) => p.label);

describe('Data Tool views', () => {
  it('offers QUESTIONS once a test is chosen, and ANSWERS, STEPS and VIDEOS once one of its questions is', () => {
    expect(enabled(null)).toEqual(['SUMMARY', 'META DATA']);
    expect(enabled(sat)).toEqual(['SUMMARY', 'META DATA', 'QUESTIONS']);
    expect(enabled(sat, true)).toEqual(['SUMMARY', 'META DATA', 'QUESTIONS', 'ANSWERS', 'STEPS', 'VIDEOS']);
    expect(enabled(warmup)).toEqual(['SUMMARY', 'META DATA', 'QUESTIONS']);
    // A warm-up set's equations have no options or steps.
    expect(enabled(warmup, true)).toEqual(['SUMMARY', 'META DATA', 'QUESTIONS']);
  });

  it("leads QUESTIONS to a warm-up set's equations and to any other test's questions", () => {
    const questions = (test: { test_type: string }) =>
      dataToolParts({ test, question: false }).find((p) => p.label === 'QUESTIONS')?.view;
    expect(questions(warmup)).toBe('WARMUP_QUESTIONS');
    expect(questions(sat)).toBe('QUESTIONS');
    expect(partOf('WARMUP_QUESTIONS')).toBe('QUESTIONS');
    expect(partOf('ANSWERS')).toBe('ANSWERS');
  });

  it('opens VIDEOS, last in the list, once a question of a test is chosen', () => {
    expect(dataToolParts({ test: sat, question: true }).at(-1)).toEqual({
      label: 'VIDEOS',
      view: 'VIDEOS',
      enabled: true,
    });
    expect(dataToolParts({ test: sat, question: false }).at(-1)?.enabled).toBe(false);
    expect(dataToolParts({ test: warmup, question: true }).at(-1)?.enabled).toBe(false);
  });

  it('falls back to the nearest open view when the selection is gone', () => {
    expect(reachableView('WARMUP_QUESTIONS', { test: null, question: false })).toBe('META');
    expect(reachableView('WARMUP_QUESTIONS', { test: warmup, question: false })).toBe('WARMUP_QUESTIONS');
    expect(reachableView('ANSWERS', { test: sat, question: false })).toBe('QUESTIONS');
    expect(reachableView('STEPS', { test: null, question: false })).toBe('META');
    expect(reachableView('STEPS', { test: sat, question: true })).toBe('STEPS');
    expect(reachableView('QUESTIONS', { test: warmup, question: false })).toBe('META');
    expect(reachableView('VIDEOS', { test: sat, question: true })).toBe('VIDEOS');
    expect(reachableView('VIDEOS', { test: sat, question: false })).toBe('QUESTIONS');
    expect(reachableView('SUMMARY', { test: null, question: false })).toBe('SUMMARY');
  });

  it("titles the views with the spec's page titles", () => {
    expect(VIEW_TITLES).toEqual({
      SUMMARY: 'Data Tool',
      META: 'Manage Test',
      QUESTIONS: 'Manage Questions',
      ANSWERS: 'Answer Options',
      STEPS: 'Add Steps',
      VIDEOS: 'Add Step Videos',
      WARMUP_QUESTIONS: 'Warmups',
    });
  });
});
