import type { WarmupResultSummary } from '../../warmup/types';

/** Where a warm-up stands for the student: to start, to finish, waiting for the release, or released. */
export type StudentWarmupState = 'new' | 'in_progress' | 'awaiting' | 'released';

export function studentWarmupState(
  r: Pick<WarmupResultSummary, 'test_taken' | 'analyse_test_results' | 'status'>,
): StudentWarmupState {
  if (r.test_taken) return r.analyse_test_results ? 'released' : 'awaiting';
  return r.status === 'assigned' ? 'new' : 'in_progress';
}
