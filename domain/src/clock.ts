// The clock of a timed sitting (a warm-up or a real test) is kept by the server: it stores when the
// student started and the time allowed, and every read computes the time left from those. The browser
// only displays what these functions compute, so reloading, a second tab or a changed system clock in
// the browser cannot give a student more time.
import { hmsToSeconds, isHms } from './time';

const DURATION = /^\d+:[0-5]\d:[0-5]\d$/;

/**
 * Seconds allowed before any accommodation: the saved timer when one is set (not 00:00:00), else the
 * test's section duration (whose hours may exceed 23), else 0, meaning no time is configured: a timed
 * sitting must then be refused rather than run with no time at all.
 */
export function allowedSecondsFor(timer: string, sectionDuration: string): number {
  const own = isHms(timer) ? hmsToSeconds(timer) : 0;
  if (own > 0) return own;
  return DURATION.test(sectionDuration) ? hmsToSeconds(sectionDuration) : 0;
}

export interface Clock {
  test_taken: boolean;
  /** Fixed when the student first opens the sitting; null before that, or when there is no limit. */
  time_allowed_seconds: number | null;
  /** Time used in earlier, paused, stretches. */
  elapsed_seconds: number;
  /** Start of the stretch running now; null when not started or paused. */
  started_at: Date | null;
  /**
   * A pause allowance (real and preparation tests; a warm-up has none and pauses without limit): the
   * minutes of pause allowed in all, the seconds used by earlier pauses, and when the pause now on
   * began. Once a pause outlasts what is left, the clock runs again by itself from that moment, so
   * the time limit cannot be escaped by pausing; every read computes it, no timer job writes it.
   */
  pause_allowed?: boolean;
  pause_limit_minutes?: number;
  pause_used_seconds?: number;
  paused_at?: Date | null;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/** Seconds of pause left when the pause now on began; null without an allowance (a warm-up). */
function allowanceAtPause(clock: Clock): number | null {
  if (clock.pause_limit_minutes === undefined) return null;
  if (clock.pause_allowed === false) return 0;
  return Math.max(0, clock.pause_limit_minutes * 60 - (clock.pause_used_seconds ?? 0));
}

/**
 * Start of the stretch running now: started_at, or the moment a pause ran out of its allowance; null
 * while not running.
 */
export function runningSince(clock: Clock, now: Date): Date | null {
  if (clock.started_at) return clock.started_at;
  const allowance = allowanceAtPause(clock);
  if (!clock.paused_at || allowance === null) return null;
  const resumes = new Date(clock.paused_at.getTime() + allowance * 1000);
  return resumes <= now ? resumes : null;
}

/** Seconds of pause still allowed now (the pause now on counted); null without an allowance (a warm-up). */
export function pauseSecondsLeft(clock: Clock, now: Date): number | null {
  const allowance = allowanceAtPause(clock);
  if (allowance === null) return null;
  const pausing = !clock.started_at && clock.paused_at ? secondsBetween(clock.paused_at, now) : 0;
  return Math.max(0, allowance - pausing);
}

/**
 * - assigned: never opened;
 * - in_progress: running now;
 * - paused: opened before, not running now;
 * - time_up: timed, no time left, not yet submitted;
 * - taken: submitted.
 */
export const CLOCK_STATUSES = ['assigned', 'in_progress', 'paused', 'time_up', 'taken'] as const;
export type ClockStatus = (typeof CLOCK_STATUSES)[number];

/**
 * What ending the pause now on writes (an opening after it): its seconds, up to what was left, join
 * those used; undefined when there is none to end or no allowance to count it against.
 */
export function pauseEnded(clock: Clock, now: Date): { paused_at: null; pause_used_seconds: number } | undefined {
  const allowance = allowanceAtPause(clock);
  if (!clock.paused_at || allowance === null) return undefined;
  const spent = allowance - (pauseSecondsLeft(clock, now) ?? 0);
  return { paused_at: null, pause_used_seconds: (clock.pause_used_seconds ?? 0) + spent };
}

export function elapsedSeconds(clock: Clock, now: Date): number {
  const since = runningSince(clock, now);
  return clock.elapsed_seconds + (since ? secondsBetween(since, now) : 0);
}

/** Seconds left, or null when the sitting runs without a limit. */
export function remainingSeconds(clock: Clock, now: Date): number | null {
  if (clock.time_allowed_seconds === null) return null;
  return Math.max(0, clock.time_allowed_seconds - elapsedSeconds(clock, now));
}

export function clockStatus(clock: Clock, now: Date): ClockStatus {
  if (clock.test_taken) return 'taken';
  const remaining = remainingSeconds(clock, now);
  if (remaining === 0) return 'time_up';
  if (runningSince(clock, now)) return 'in_progress';
  if (clock.elapsed_seconds > 0 || clock.time_allowed_seconds !== null) return 'paused';
  return 'assigned';
}

/**
 * True once the time is over by more than `graceSeconds`: answers then arriving may have been chosen
 * after the end, so the server grades the answers saved before it instead.
 */
export function isPastDeadline(clock: Clock, now: Date, graceSeconds: number): boolean {
  if (clock.time_allowed_seconds === null) return false;
  return elapsedSeconds(clock, now) > clock.time_allowed_seconds + graceSeconds;
}

/** Elapsed time as recorded at submission: never more than the time allowed. */
export function elapsedAtSubmission(clock: Clock, now: Date): number {
  const elapsed = elapsedSeconds(clock, now);
  return clock.time_allowed_seconds === null ? elapsed : Math.min(elapsed, clock.time_allowed_seconds);
}
