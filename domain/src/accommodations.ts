// Accommodations: a student may be given more time on every timed sitting (extended time of 1.25x,
// 1.5x or 2x, or no time limit), as schools grant for documented needs. The multiplier is stored per
// student and applied by the server when a sitting's time is fixed (at its first opening).
import { z } from 'zod';
import { allowedSecondsFor } from './clock';
import { msg } from './i18n';

/** The values as stored and sent: text, so '1.25' is never read back as 1.2499…. */
export const TIME_MULTIPLIERS = ['1', '1.25', '1.5', '2', 'untimed'] as const;
export type TimeMultiplier = (typeof TIME_MULTIPLIERS)[number];
export const DEFAULT_TIME_MULTIPLIER: TimeMultiplier = '1';

export const INVALID_TIME_MULTIPLIER = msg('Extra time must be 1, 1.25, 1.5, 2 or untimed');
/** A timed sitting with neither a timer nor a section duration. */
export const TIMED_TEST_NEEDS_TIME = msg('A timed test needs a time: set the timer, or a section duration on the test');

/** Labels for a select box, in the order of TIME_MULTIPLIERS. */
export const TIME_MULTIPLIER_LABELS: Record<TimeMultiplier, string> = {
  '1': msg('Standard time'),
  '1.25': msg('Time and a quarter (1.25x)'),
  '1.5': msg('Time and a half (1.5x)'),
  '2': msg('Double time (2x)'),
  untimed: msg('Untimed'),
};

export const timeMultiplierSchema = z.enum(TIME_MULTIPLIERS, { error: INVALID_TIME_MULTIPLIER });

/** Body of the admin's change to a student's accommodation. A JSON number (1.5) is taken as its text. */
export const accommodationSchema = z.object({
  time_multiplier: z
    .union([z.string(), z.number()], { error: INVALID_TIME_MULTIPLIER })
    .transform((v) => String(v).trim())
    .pipe(timeMultiplierSchema),
});

/** The factor of a multiplier; null for untimed. */
export function multiplierFactor(multiplier: TimeMultiplier): number | null {
  return multiplier === 'untimed' ? null : Number(multiplier);
}

/**
 * The time allowed with the accommodation applied; null means no limit (an untimed sitting, or an
 * untimed student). Rounding: up to the next whole second, so a student never loses a fraction of the
 * extra time granted (45 s × 1.25 = 56.25 s gives 57 s). The factors are exact in binary, so the
 * product is exact before rounding.
 */
export function applyTimeMultiplier(allowedSeconds: number | null, multiplier: TimeMultiplier): number | null {
  const factor = multiplierFactor(multiplier);
  if (allowedSeconds === null || factor === null) return null;
  return Math.ceil(allowedSeconds * factor);
}

export interface TimeAllowedInput {
  /** The sitting's timer switch. */
  timer: boolean;
  /** The sitting's student_timer (00:00:00: use the section duration). */
  student_timer: string;
  /** The test's section_duration. */
  section_duration: string;
  /** The student's accommodation; standard time when absent. */
  time_multiplier?: TimeMultiplier;
}

/**
 * Seconds a sitting allows, fixed at its first opening: null when it runs without a limit (timer off,
 * or the student is untimed); 0 when it is timed but no time is configured, which the server refuses
 * with TIMED_TEST_NEEDS_TIME.
 */
export function timeAllowedSeconds(input: TimeAllowedInput): number | null {
  const multiplier = input.time_multiplier ?? DEFAULT_TIME_MULTIPLIER;
  if (!input.timer || multiplier === 'untimed') return null;
  return applyTimeMultiplier(allowedSecondsFor(input.student_timer, input.section_duration), multiplier);
}
