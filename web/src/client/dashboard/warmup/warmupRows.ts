// What the Admin Dashboard shows of a student's warm-up results. The rules themselves (who may be
// personalized, the count limit, the reassign) are the server's; these only sort and label its answers.
import { isRecommendedName, msg, personalizedInSitting, sittingOf, shownTestName } from '@prep/domain';
import type { WarmupResultSummary } from '../../../warmup/types';
import { isWarmupView, type StatusFilter, type ViewBy } from '../common/viewBy';

/** The rows of a warm-up view, newest first: 3 the warm-ups as assigned, 4 the personalized ones. */
export function rowsForView(
  results: readonly WarmupResultSummary[],
  view: ViewBy,
  filter: StatusFilter,
): WarmupResultSummary[] {
  if (!isWarmupView(view)) return [];
  return results
    .filter((r) => r.is_personalized === (view === '4'))
    .filter((r) => filter === 'all' || r.test_taken === (filter === 'completed'))
    .sort((a, b) => b.result_id - a.result_id);
}

export const testTypeOf = (r: Pick<WarmupResultSummary, 'is_personalized'>) =>
  r.is_personalized ? msg('Warmup Personalized') : msg('Warmup');

/** The lifecycle of a warm-up in words: assigned, started, taken (to analyse), released. */
export function lifecycleText(r: Pick<WarmupResultSummary, 'test_taken' | 'analyse_test_results' | 'status'>): string {
  if (r.test_taken)
    return r.analyse_test_results
      ? msg('Released: the student can view scores and stats')
      : msg('Taken: ready for you to analyse');
  if (r.status === 'paused') return msg('Paused by the student');
  if (r.status === 'in_progress' || r.status === 'time_up') return msg('In progress');
  return msg('Assigned: the student can take it now');
}

/** Taken warm-ups a personalized one can be made from: of a set, not a recommended test, with wrong answers. */
export function personalizableSources(results: readonly WarmupResultSummary[]): WarmupResultSummary[] {
  return results.filter(
    (r) =>
      r.test_taken && r.warmup_set_no !== null && !isRecommendedName(r.test_name) && (r.wrng_qns_list?.length ?? 0) > 0,
  );
}

/** Personalized warm-ups already made in the source's sitting (what the client's limit counts). */
export function personalizedCount(results: readonly WarmupResultSummary[], source: WarmupResultSummary): number {
  return personalizedInSitting(results, source.warmup_set_no, sittingOf(source)).length;
}

/** A set assigned and not taken yet cannot be assigned again: the pending one is the reassign. */
export const hasPendingOfSet = (results: readonly WarmupResultSummary[], setNo: number | null) =>
  results.some((r) => r.warmup_set_no === setNo && !r.is_personalized && !r.test_taken);

/** Short text of a source in the "Personalize from" list, its name in the language `t` writes. */
export const sourceLabel = (
  t: (key: string, values?: Record<string, unknown>) => string,
  r: WarmupResultSummary,
  date: string,
) => `${shownTestName(t, r)} (${date}, ${r.score ?? 0} / ${r.total_qns})`;
