// How the Admin Dashboard keeps up with students taking tests while it is open: the student's lists are
// read again when the window regains focus, and every 15 seconds while one of their sittings runs.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ClockStatus } from '@prep/domain';
import { sittingKeys } from '../../../api/sittings';
import { warmupKeys } from '../../../api/warmups';

/** Often enough to see a submission soon after it happens; only while a clock runs, so an idle screen costs nothing. */
export const LIVE_POLL_MS = 15_000;

const RUNNING: ReadonlySet<ClockStatus> = new Set(['in_progress', 'time_up']);

/** The poll of a list: every LIVE_POLL_MS while one of its rows' clocks runs (or is up and not graded yet). */
export const pollWhileRunning =
  <T>(statusOf: (row: T) => ClockStatus) =>
  (rows: readonly T[] | undefined): number | false =>
    rows?.some((row) => RUNNING.has(statusOf(row))) ? LIVE_POLL_MS : false;

/** "12:03:10": when a list was last read (24-hour clock, the browser's time zone). */
export const updatedTime = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/**
 * Reads the dashboard's lists again when the window regains focus. TanStack Query itself listens only to
 * the page becoming visible, which an admin switching between two windows side by side never triggers.
 */
export function useRefetchOnFocus() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => {
      // A read already under way is answer enough: do not start it over.
      const options = { cancelRefetch: false };
      void queryClient.refetchQueries({ queryKey: sittingKeys.all, type: 'active' }, options);
      void queryClient.refetchQueries({ queryKey: warmupKeys.allResults, type: 'active' }, options);
    };
    window.addEventListener('focus', refetch);
    return () => window.removeEventListener('focus', refetch);
  }, [queryClient]);
}
