// What views 1 (Real Test) and 2 (Personalized Test) show of a student's sittings. The rules (who may
// be assigned what, the preparation limit, the release) are the server's and the domain's; these only
// choose, sort and word what the server answered.
import {
  type AdminSittingFilter,
  matchesAdminFilter,
  msg,
  type MasterSittingSummary,
  type NestedQuiz,
  type QuizGrant,
  type SittingSummary,
  storedWordLabel,
  testsToAssign,
  updateQuizGrantSchema,
} from '@prep/domain';
import { sittingDateOf, sittingIdOf } from '../../../sitting';
import type { StatusFilter } from '../common/viewBy';

const FILTERS: Record<StatusFilter, AdminSittingFilter> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  all: 'Show All',
};

/** The sittings under the filter (Completed, In Progress, Show All), newest first. */
export function rowsFor<S extends SittingSummary>(sittings: readonly S[], filter: StatusFilter): S[] {
  return sittings
    .filter((s) => matchesAdminFilter(s.state, FILTERS[filter]))
    .sort((a, b) => sittingDateOf(b).localeCompare(sittingDateOf(a)) || sittingIdOf(b) - sittingIdOf(a));
}

/** The test ids of the client's grants (assignedquiz is JSON text). */
export function grantedTestIds(grants: readonly QuizGrant[]): Set<number> {
  return new Set(
    grants.flatMap((g) => {
      const parsed = updateQuizGrantSchema.shape.assignedquiz.safeParse(g.assignedquiz);
      return parsed.success ? (parsed.data ?? []) : [];
    }),
  );
}

/**
 * The Available Test list of view 1: tests granted to the client, of the program chosen, offered for
 * granting (not a practice test, at least one question; admin-and-authoring §9), warm-up sets aside.
 */
export function assignableTests(tests: readonly NestedQuiz[], granted: ReadonlySet<number>, program: string) {
  const candidates = tests
    .filter((q) => granted.has(q.master_qnsbank_id))
    .map((q) => ({ ...q, question_count: q.question.length }));
  return testsToAssign(candidates, program).sort((a, b) => a.test_name.localeCompare(b.test_name));
}

/** A test assigned and not yet taken cannot be assigned again: that sitting is the reassign. */
export const hasOpenSittingOf = (sittings: readonly MasterSittingSummary[], testId: number) =>
  sittings.some((s) => s.master_qnsbank === testId && !s.test_taken);

/** Taken real tests a preparation test can be made from. */
export const takenMasters = (sittings: readonly MasterSittingSummary[]) => rowsFor(sittings, 'completed');

/** Where the sitting stands, in a word beside its comments (which the server writes at each step). */
export function statusWord(s: Pick<SittingSummary, 'state' | 'clock_status'>): string {
  if (s.state === 'released') return msg('Released');
  if (s.state === 'taken') return msg('Taken');
  if (s.clock_status === 'paused') return msg('Paused');
  if (s.state === 'in_progress') return msg('In progress');
  return msg('Assigned');
}

/** Change Timer is open until the student first opens the sitting (the server fixes the time then). */
export const canChangeTimer = (s: Pick<SittingSummary, 'clock_status'>) => s.clock_status === 'assigned';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "SAT", or "Preparation (SAT)": the test type is data (a word of it translated), the word around it is translated. */
export const testTypeText = (s: SittingSummary, t: Translate) => {
  // A test type is a program: a word (Tutoring, Classes) in the language shown, a name (SAT) as it is.
  const type = storedWordLabel(t, s.test_type);
  return s.kind === 'master' ? type : t('Preparation ({{type}})', { type });
};

/** Short text of a taken sitting in the "Prepare from" list. */
export const sourceLabel = (s: MasterSittingSummary, date: string) =>
  `${s.test_name} (${date}${s.score === null ? '' : `, ${s.score} / ${s.total_qns}`})`;
