// The countdown's spoken warnings: as it passes five minutes and one minute before the end, each said once.
// "Less than": a clock first seen at 4:10 (a resumed test) is still rightly described.

import { msg } from '@prep/domain';

export type TimerWarning = 'five' | 'one';

export const WARNING_TEXT: Record<TimerWarning, string> = {
  five: msg('Less than five minutes left.'),
  one: msg('Less than one minute left.'),
};

/**
 * The warning due with `left` seconds on the clock that has not been given yet, or null. A clock first
 * seen under a minute gives only the one-minute warning: the five-minute one would be stale news.
 */
export function dueWarning(left: number | null, given: ReadonlySet<TimerWarning>): TimerWarning | null {
  if (left === null || left <= 0) return null;
  if (left < 60) return given.has('one') ? null : 'one';
  if (left < 300) return given.has('five') ? null : 'five';
  return null;
}

/** The warnings given once `warning` has been: the one-minute warning also retires the five-minute one. */
export function afterWarning(given: ReadonlySet<TimerWarning>, warning: TimerWarning): Set<TimerWarning> {
  return new Set<TimerWarning>([...given, warning, ...(warning === 'one' ? (['five'] as const) : [])]);
}
