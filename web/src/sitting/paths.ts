// Where the real-test routes live (issue 11 contract): a master sitting (a real test assigned) and a
// personalized sitting (a preparation test made from one) answer the same set of actions.
import type { SittingSummary } from '@prep/domain';

export type SittingKind = SittingSummary['kind'];
export const SITTING_KINDS: readonly SittingKind[] = ['master', 'personalized'];
export const isSittingKind = (value: unknown): value is SittingKind => value === 'master' || value === 'personalized';

const BASE: Record<SittingKind, string> = { master: '/api/mastersitting', personalized: '/api/personalized' };
const BY_STUDENT: Record<SittingKind, string> = {
  master: '/api/mastersittingbystudentid',
  personalized: '/api/personalizedbystudentid',
};

export type SittingAction = 'start' | 'pause' | 'answer' | 'submit' | 'review' | 'analysis' | 'paper';

/** `/api/mastersitting/5/`, or with an action `/api/mastersitting/5/start/`. */
export const sittingPath = (kind: SittingKind, id: number, action?: SittingAction) =>
  `${BASE[kind]}/${id}/${action ? `${action}/` : ''}`;

/** The collection: POST assigns. */
export const sittingsPath = (kind: SittingKind) => `${BASE[kind]}/`;

/** A student's sittings of one kind. */
export const studentSittingsPath = (kind: SittingKind, studentId: number) => `${BY_STUDENT[kind]}/${studentId}/`;

export const sittingIdOf = (s: SittingSummary) => (s.kind === 'master' ? s.master_sitting_id : s.personalized_id);
export const sittingDateOf = (s: SittingSummary) =>
  s.kind === 'master' ? s.master_sitting_date : s.personalized_sitting_date;

/** Cached answers: every list of a student's sittings sits under ['sittings']. */
export const SITTINGS_KEY = ['sittings'] as const;
export const studentSittingsKey = (kind: SittingKind, studentId: number) =>
  [...SITTINGS_KEY, kind, 'student', studentId] as const;
export const sittingKey = (kind: SittingKind, id: number, part: string, page?: number) =>
  [...SITTINGS_KEY, kind, id, part, ...(page === undefined ? [] : [page])] as const;

/** The student's screens of a sitting. */
export const takePath = (kind: SittingKind, id: number) => `/student/test/${kind}/${id}`;
export const reviewPath = (kind: SittingKind, id: number) => `/student/test/${kind}/${id}/review`;
