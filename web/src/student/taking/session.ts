// The rules a test screen (a warm-up, a real or preparation test) follows while it is being taken,
// apart from React so they can be checked alone: when the clock moves, when a request goes again.
import { msg } from '@prep/domain';
import { ApiError } from '../../api';
import { isRetriable } from './network';

/** How long a save or a submission waits, at most, before it is sent again. */
export const RETRY_DELAY_MS = 5000;
/** Opening and submitting give up on a failing server after this many tries (a dropped connection never). */
export const MAX_TRIES = 4;
/** Differences in the server's remaining time up to this are the request's own travel time. */
export const CLOCK_TOLERANCE_MS = 2000;

export type SyncState = 'saved' | 'saving' | 'offline' | 'unreachable' | 'failed';

/** The sync line's words; only the failure's differs between the screens. */
export const syncTexts = (failed: string): Record<SyncState, string> => ({
  saved: msg('All answers saved'),
  saving: msg('Saving answers…'),
  offline: msg('No connection: your answers are kept on this device and will be sent when the connection returns'),
  // A save that failed this way is sent again until it goes through (useTakingSession's flush).
  unreachable: msg('The server could not be reached; your answers are kept on this device and will be sent'),
  failed,
});

/**
 * The countdown's deadline once the server says `remaining` seconds are left at `now`: unchanged when
 * the server said nothing or the difference is within the tolerance, so the clock does not jitter.
 */
export function correctedDeadline(current: number | null, remaining: number | null | undefined, now: number) {
  if (remaining === null || remaining === undefined) return current;
  const next = now + remaining * 1000;
  return current === null || Math.abs(current - next) > CLOCK_TOLERANCE_MS ? next : current;
}

/** The request got no answer at all: the browser is offline or the server out of reach. */
export const isOffline = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/**
 * Something in front of the server answered for it (a proxy's 502 page, a gateway's timeout), not the
 * server itself: the request is worth sending again.
 */
export const isUnreachable = (error: unknown) => error instanceof ApiError && error.isUnreadable && isRetriable(error);

/** What the sync line says after a failed save (the save is sent again unless it was refused). */
export const syncAfterFailure = (error: unknown): SyncState =>
  isOffline(error) ? 'offline' : isUnreachable(error) ? 'unreachable' : 'failed';

/** A submission given up on a server out of reach: the answers stay on the device for Submit to send again. */
export const SUBMIT_UNREACHABLE = msg(
  'The server could not be reached; your answers are kept on this device. Press Submit again in a moment.',
);

/** Opening the test is tried again while the server is failing or busy, up to MAX_TRIES. */
export const openAgain = (error: unknown, attempt: number) => isRetriable(error) && attempt < MAX_TRIES;

/** A submission is sent again (same key) without end while offline, up to MAX_TRIES on a failing server. */
export const submitAgain = (error: unknown, attempt: number) =>
  isOffline(error) || (isRetriable(error) && attempt < MAX_TRIES);

/** The wait before the `attempt`-th retry: one more second each time, at most RETRY_DELAY_MS. */
export const retryDelay = (attempt: number) => Math.min(RETRY_DELAY_MS, 1000 * attempt);

/** An id from the address that can name a sitting. */
export const isSittingId = (id: number) => Number.isInteger(id) && id > 0;
