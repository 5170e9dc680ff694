// The two kinds of sitting, a master sitting (a real test assigned) and a personalized sitting (a
// preparation test made from one), and the student's screens of each. Their API calls are in api/sittings.ts.
import type { SittingSummary } from '@prep/domain';

export type SittingKind = SittingSummary['kind'];
export const isSittingKind = (value: unknown): value is SittingKind => value === 'master' || value === 'personalized';

export const sittingIdOf = (s: SittingSummary) => (s.kind === 'master' ? s.master_sitting_id : s.personalized_id);
export const sittingDateOf = (s: SittingSummary) =>
  s.kind === 'master' ? s.master_sitting_date : s.personalized_sitting_date;

/** The student's screens of a sitting. */
export const takePath = (kind: SittingKind, id: number) => `/student/test/${kind}/${id}`;
export const reviewPath = (kind: SittingKind, id: number) => `/student/test/${kind}/${id}/review`;
