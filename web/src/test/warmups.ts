// Warm-up results as the server lists them, for tests of the screens that show them.
import type { WarmupResultSummary } from '../warmup/types';

let next = 1;

export const warmupResult = (over: Partial<WarmupResultSummary> = {}): WarmupResultSummary => ({
  result_id: next++,
  warmup_set_no: 5,
  student: 9,
  test_name: 'Warmup Set 1',
  test_level: 'Basic',
  total_qns: 4,
  assigned_questions: [1, 2, 3, 4],
  timer: false,
  student_timer: '00:00:00',
  time_allowed: null,
  remaining_seconds: null,
  status: 'assigned',
  sitting_id: null,
  reassign: false,
  is_personalized: false,
  test_taken: false,
  analyse_test_results: false,
  Warmup_date: '2026-05-01T10:00:00.000Z',
  opens_at: null,
  closes_at: null,
  time_taken: '',
  comments: '',
  score: 0,
  wrng_qns_list: [],
  result: [],
  class_name: null,
  test_lang_type: 'English',
  ...over,
});
