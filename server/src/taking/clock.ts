// The server-held clock of a sitting a student takes (a warm-up result, a real test), over the
// columns such a row carries: started_at (the stretch running now), elapsed_seconds (earlier
// stretches), time_allowed_seconds (fixed at the first opening). The rules of the clock are the
// domain's (domain/src/clock.ts); this is what opening, pausing and answering do to those columns.
import {
  type Clock,
  clockStatus,
  elapsedAtSubmission,
  isPastDeadline,
  pauseEnded,
  pauseSecondsLeft,
  runningSince,
  type TimeMultiplier,
  timeAllowedSeconds,
} from '@prep/domain';
import { conflict } from '../plugins/errors';

/** The clock columns of a sitting row, and whether the sitting is timed. */
export interface ClockColumns extends Clock {
  timer: boolean;
}

export type Opening = Partial<
  Pick<ClockColumns, 'started_at' | 'time_allowed_seconds' | 'paused_at' | 'pause_used_seconds'>
>;

/**
 * The time a sitting allows when opened, the student's accommodation applied (domain
 * timeAllowedSeconds): null when it runs without a limit (timer off, or an untimed student).
 */
export function allowedAtOpening(
  row: Pick<ClockColumns, 'timer'> & { student_timer: string },
  sectionDuration: string | null,
  multiplier: TimeMultiplier,
): number | null {
  return timeAllowedSeconds({
    timer: row.timer,
    student_timer: row.student_timer,
    section_duration: sectionDuration ?? '00:00:00',
    time_multiplier: multiplier,
  });
}

/**
 * What opening the sitting writes: the first opening fixes the time allowed (`allowedSeconds`, see
 * allowedAtOpening) and starts the clock; after a pause it resumes, the pause counted against its
 * allowance (a pause that outlasted it resumed by itself when it ran out, and is written so now);
 * running or out of time, nothing. A timed sitting with no time at all runs without a limit rather
 * than ending at once.
 */
export function openingOf(row: ClockColumns, allowedSeconds: number | null, now: Date): Opening | undefined {
  const status = clockStatus(row, now);
  if (status === 'assigned') {
    const allowed = row.timer ? (allowedSeconds ?? 0) : 0;
    return { started_at: now, time_allowed_seconds: allowed > 0 ? allowed : null };
  }
  const ended = pauseEnded(row, now);
  if (status === 'paused') return { started_at: now, ...ended };
  if (status === 'in_progress' && !row.started_at) return { started_at: runningSince(row, now), ...ended };
  return undefined;
}

/** What opening a loaded record writes now (openingOf with its time allowed), for every kind. */
export const openingNow = (
  loaded: { row: ClockColumns & { student_timer: string }; sectionDuration: string | null; multiplier: TimeMultiplier },
  now: Date,
) => openingOf(loaded.row, allowedAtOpening(loaded.row, loaded.sectionDuration, loaded.multiplier), now);

/** The clock stopped now: the running stretch joins the time used, counted up to the time allowed. */
export function pausedAt(row: ClockColumns, now: Date) {
  const elapsed = elapsedAtSubmission(row, now);
  const remaining = row.time_allowed_seconds === null ? null : row.time_allowed_seconds - elapsed;
  return { started_at: null, elapsed_seconds: elapsed, remaining };
}

/** Whether the clock runs now (a pause past its allowance included): only then does a pause stop it. */
export const isRunning = (row: ClockColumns, now: Date) =>
  clockStatus(row, now) !== 'taken' && !!runningSince(row, now);

/** The words of a refused pause. */
export interface PauseMessages {
  pauseNotAllowed: string;
  noPauseLeft: string;
}

/**
 * Refuses a pause (409) the assignment did not allow, or one that would stop the clock once its
 * allowance is spent; a sitting without an allowance (a warm-up) pauses as it likes.
 */
export function assertMayPause(row: ClockColumns, now: Date, says: PauseMessages) {
  if (row.pause_limit_minutes === undefined) return;
  if (row.pause_allowed === false) throw conflict(says.pauseNotAllowed);
  if (isRunning(row, now) && pauseSecondsLeft(row, now) === 0) throw conflict(says.noPauseLeft);
}

/** The words of a feature's refusals (warm-ups and real tests each say them their own way). */
export interface TakingMessages {
  alreadySubmitted: string;
  notStarted: string;
  timeUp: string;
}

/** Refuses answers (409) once submitted, while a timed sitting is not running, or past its time and the grace. */
export function assertAcceptingAnswers(row: ClockColumns, now: Date, graceSeconds: number, says: TakingMessages) {
  const status = clockStatus(row, now);
  if (status === 'taken') throw conflict(says.alreadySubmitted);
  if (row.timer && (status === 'assigned' || status === 'paused')) throw conflict(says.notStarted);
  if (isPastDeadline(row, now, graceSeconds)) throw conflict(says.timeUp);
}
