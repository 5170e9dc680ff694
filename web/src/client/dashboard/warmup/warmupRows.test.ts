import { describe, expect, it } from 'vitest';
import { warmupResult } from '../../../test/warmups';
import {
  hasPendingOfSet,
  lifecycleText,
  personalizableSources,
  personalizedCount,
  rowsForView,
  testTypeOf,
} from './warmupRows';

const result = warmupResult;

describe('the warm-up views', () => {
  const taken = result({ test_taken: true, status: 'taken', score: 2, wrng_qns_list: [3, 4] });
  const open = result();
  const personalized = result({
    test_name: 'Warmup Set 1 Personalized 1',
    is_personalized: true,
    sitting_id: taken.result_id,
    assigned_questions: [3, 4],
  });
  const all = [taken, open, personalized];

  it('shows the warm-ups as assigned in view 3 and the personalized ones in view 4, newest first', () => {
    expect(rowsForView(all, '3', 'all').map((r) => r.result_id)).toEqual([open.result_id, taken.result_id]);
    expect(rowsForView(all, '4', 'all')).toEqual([personalized]);
    expect(rowsForView(all, '1', 'all')).toEqual([]);
    expect(testTypeOf(personalized)).toBe('Warmup Personalized');
    expect(testTypeOf(taken)).toBe('Warmup');
  });

  it('filters Completed, In Progress and Show All', () => {
    expect(rowsForView(all, '3', 'completed')).toEqual([taken]);
    expect(rowsForView(all, '3', 'in_progress')).toEqual([open]);
  });

  it('words the lifecycle', () => {
    expect(lifecycleText(open)).toBe('Assigned: the student can take it now');
    expect(lifecycleText({ ...open, status: 'paused' })).toBe('Paused by the student');
    expect(lifecycleText(taken)).toBe('Taken: ready for you to analyse');
    expect(lifecycleText({ ...taken, analyse_test_results: true })).toBe(
      'Released: the student can view scores and stats',
    );
  });

  it('personalizes only taken warm-ups of a set with wrong answers, not recommended tests, counting per sitting', () => {
    const perfect = result({ test_taken: true, status: 'taken', score: 4, wrng_qns_list: [] });
    const recommended = result({
      test_name: 'Warmup Set 1 Recommended Test',
      is_personalized: true,
      sitting_id: taken.result_id,
      test_taken: true,
      wrng_qns_list: [3],
    });
    const list = [...all, perfect, recommended];
    expect(personalizableSources(list)).toEqual([taken]);
    expect(personalizedCount(list, taken)).toBe(1);
    expect(hasPendingOfSet(list, 5)).toBe(true);
    expect(hasPendingOfSet([taken, personalized], 5)).toBe(false);
  });
});
