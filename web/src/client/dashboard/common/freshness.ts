// How the Admin Dashboard keeps up with students taking tests while it is open: the student's lists are
// read again when the window regains focus (api/queryClient.ts), and every 15 seconds while one of their
// sittings runs.
import { type ClockStatus, INTL_LOCALES, type Language } from '@prep/domain';

/** Often enough to see a submission soon after it happens; only while a clock runs, so an idle screen costs nothing. */
export const LIVE_POLL_MS = 15_000;

const RUNNING: ReadonlySet<ClockStatus> = new Set(['in_progress', 'time_up']);

/** The poll of a list: every LIVE_POLL_MS while one of its rows' clocks runs (or is up and not graded yet). */
export const pollWhileRunning =
  <T>(statusOf: (row: T) => ClockStatus) =>
  (rows: readonly T[] | undefined): number | false =>
    rows?.some((row) => RUNNING.has(statusOf(row))) ? LIVE_POLL_MS : false;

/**
 * "14:03:10": when a list was last read, to the second, on a 24-hour clock (a glance tells the later of two),
 * with the language shown's digits and separators (the browser's time zone).
 */
export const updatedTime = (language: Language, at: number) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
