// Reads of sittings shared by the Admin Dashboard and the student's screens.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MasterSittingSummary, PersonalizedSittingSummary } from '@prep/domain';
import {
  getSittingResults,
  getStudentMasterSittings,
  getStudentPersonalizedSittings,
  type ResultsPart,
  sittingKeys,
} from '../api/sittings';
import type { SittingKind } from './paths';

// Students take and submit while the office watches (and the reverse): fresh on every visit and focus.
const LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** How often a list is read again while shown, from what it holds (milliseconds, or false for never). */
export type PollEvery<T> = (rows: readonly T[] | undefined) => number | false;

/** GET /api/mastersittingbystudentid/{id}/: the real tests assigned to the student. */
export function useMasterSittings(studentId: number, poll?: PollEvery<MasterSittingSummary>) {
  return useQuery({
    queryKey: sittingKeys.ofStudent('master', studentId),
    queryFn: () => getStudentMasterSittings(studentId),
    enabled: studentId > 0,
    refetchInterval: (query) => poll?.(query.state.data) ?? false,
    ...LIVE,
  });
}

/** GET /api/personalizedbystudentid/{id}/: the student's preparation tests. */
export function usePersonalizedSittings(studentId: number, poll?: PollEvery<PersonalizedSittingSummary>) {
  return useQuery({
    queryKey: sittingKeys.ofStudent('personalized', studentId),
    queryFn: () => getStudentPersonalizedSittings(studentId),
    enabled: studentId > 0,
    refetchInterval: (query) => poll?.(query.state.data) ?? false,
    ...LIVE,
  });
}

/**
 * A page (20 questions) of a graded sitting: the student's review once released, or the admin's
 * analysis. The page shown stays while the next one loads.
 */
export function useResultsPage<P extends ResultsPart>(
  kind: SittingKind,
  id: number | null,
  part: P,
  page: number,
  enabled = true,
) {
  return useQuery({
    queryKey: sittingKeys.part(kind, id ?? 0, part, page),
    queryFn: () => getSittingResults(kind, id ?? 0, part, page),
    enabled: enabled && id !== null && id > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
