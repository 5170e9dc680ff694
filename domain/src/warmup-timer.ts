// The warm-up clock is kept by the server: the browser only displays what these functions compute.
import { hmsToSeconds, isHms } from './time';

/** The saved student_timer when one is set (not 00:00:00), else the set's section duration. */
export function allowedSecondsFor(studentTimer: string, sectionDuration: string): number {
  const own = isHms(studentTimer) ? hmsToSeconds(studentTimer) : 0;
  if (own > 0) return own;
  return /^\d+:[0-5]\d:[0-5]\d$/.test(sectionDuration) ? hmsToSeconds(sectionDuration) : 0;
}

export interface WarmupClock {
  timer: boolean;
  test_taken: boolean;
  /** Fixed when the student first opens the test; null before that, or for an untimed one. */
  time_allowed_seconds: number | null;
  /** Time used in earlier, paused, stretches. */
  elapsed_seconds: number;
  /** Start of the stretch running now; null when not started or paused. */
  started_at: Date | null;
}

export type WarmupStatus = 'assigned' | 'in_progress' | 'paused' | 'time_up' | 'taken';

export function elapsedSeconds(clock: WarmupClock, now: Date): number {
  const running = clock.started_at ? Math.max(0, Math.floor((now.getTime() - clock.started_at.getTime()) / 1000)) : 0;
  return clock.elapsed_seconds + running;
}

/** Seconds left, or null when the test runs without a limit. */
export function remainingSeconds(clock: WarmupClock, now: Date): number | null {
  if (clock.time_allowed_seconds === null) return null;
  return Math.max(0, clock.time_allowed_seconds - elapsedSeconds(clock, now));
}

export function warmupStatus(clock: WarmupClock, now: Date): WarmupStatus {
  if (clock.test_taken) return 'taken';
  const remaining = remainingSeconds(clock, now);
  if (remaining === 0) return 'time_up';
  if (clock.started_at) return 'in_progress';
  if (clock.elapsed_seconds > 0 || clock.time_allowed_seconds !== null) return 'paused';
  return 'assigned';
}

/**
 * True once the time is over by more than `graceSeconds`: answers then arriving may have been typed
 * after the end, so the server grades the answers saved before it instead.
 */
export function isPastDeadline(clock: WarmupClock, now: Date, graceSeconds: number): boolean {
  if (clock.time_allowed_seconds === null) return false;
  return elapsedSeconds(clock, now) > clock.time_allowed_seconds + graceSeconds;
}
