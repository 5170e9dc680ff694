// The warm-up clock is the general sitting clock (clock.ts); these names are kept for the warm-up code.
import { type Clock, type ClockStatus, clockStatus } from './clock';

export { allowedSecondsFor, elapsedSeconds, isPastDeadline, remainingSeconds } from './clock';

export interface WarmupClock extends Clock {
  timer: boolean;
}

export type WarmupStatus = ClockStatus;

export const warmupStatus: (clock: WarmupClock, now: Date) => WarmupStatus = clockStatus;
