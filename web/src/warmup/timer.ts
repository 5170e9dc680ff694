// The Change Timer picker: hours 00-23, minutes and seconds 00-59, default 00:00:00.
import { DEFAULT_TIMER, isHms } from '@prep/domain';

const two = (n: number) => String(n).padStart(2, '0');
const range = (count: number) => Array.from({ length: count }, (_, i) => two(i));

export const HOUR_OPTIONS = range(24);
export const MINUTE_OPTIONS = range(60);
export const SECOND_OPTIONS = MINUTE_OPTIONS;

export interface TimerParts {
  hours: string;
  minutes: string;
  seconds: string;
}

/** The picker's three parts of an hh:mm:ss text; anything that is not one reads as the default. */
export function splitTimer(value: string): TimerParts {
  const [hours, minutes, seconds] = (isHms(value) ? value : DEFAULT_TIMER).split(':') as [string, string, string];
  return { hours, minutes, seconds };
}

export const joinTimer = ({ hours, minutes, seconds }: TimerParts) => `${hours}:${minutes}:${seconds}`;

/** 00:00:00 means "the set's section duration" to the server. */
export const isDefaultTimer = (value: string) => value === DEFAULT_TIMER;
