// Where Change Timer starts, and the time a student with extra time gets: the dialog opens on the test's
// (or warm-up set's) duration rather than on "Off / 00:00:00", and says what the accommodation makes of it.
import {
  DEFAULT_TIMER,
  isHms,
  secondsToHms,
  TIME_MULTIPLIER_LABELS,
  type TimeMultiplier,
  timeAllowedSeconds,
} from '@prep/domain';
import { isDefaultTimer } from '../../../warmup/timer';
import type { TimerChoice } from './TimerDialog';

/** The duration the test or set is written with; null when it has none (00:00:00, empty or not hh:mm:ss). */
const durationOf = (sectionDuration: string | null | undefined) =>
  sectionDuration && isHms(sectionDuration) && !isDefaultTimer(sectionDuration) ? sectionDuration : null;

/**
 * The timer an assignment starts from: on, counting the test's (or set's) own duration (00:00:00, which
 * the server reads as that duration), when it has one; off when it has none (the server would refuse a
 * timer with no time). Change Timer picks another.
 */
export const defaultTimerFor = (sectionDuration: string | null | undefined): TimerChoice => ({
  timer: durationOf(sectionDuration) !== null,
  time: DEFAULT_TIMER,
});

/**
 * What Change Timer shows on opening: a time already picked as it is; otherwise timed at the section
 * duration, written out (00:00:00 would mean the same to the server, but says nothing to the admin).
 * Without a duration there is nothing better to offer than the choice as it stands.
 */
export function timerStart(current: TimerChoice, sectionDuration: string | null | undefined): TimerChoice {
  if (current.timer && !isDefaultTimer(current.time)) return current;
  const duration = durationOf(sectionDuration);
  return duration ? { timer: true, time: duration } : current;
}

/**
 * The accommodation's word on a timed choice, for a student with extra time: their time (the server
 * multiplies when the student first opens the test), or that they have no limit. Null for standard time.
 */
export function extraTimeNote(
  choice: TimerChoice,
  sectionDuration: string | null | undefined,
  multiplier: TimeMultiplier,
): { label: string; time: string | null } | null {
  if (!choice.timer || multiplier === '1') return null;
  const seconds = timeAllowedSeconds({
    timer: true,
    student_timer: choice.time,
    section_duration: sectionDuration ?? DEFAULT_TIMER,
    time_multiplier: multiplier,
  });
  if (seconds === 0) return null;
  return { label: TIME_MULTIPLIER_LABELS[multiplier], time: seconds === null ? null : secondsToHms(seconds) };
}
