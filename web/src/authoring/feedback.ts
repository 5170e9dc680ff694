import type { Text as Said } from '@prep/domain';
import { ApiError } from '../api';
import { notifyFailure } from '../forms';
import { CHECK_TITLE, FAILURE_TITLE, SOMETHING_WENT_WRONG } from './messages';

/**
 * What to say about a failed call: the server's message when it refused the request (a field rule, a
 * duplicate number, no access) or could not be reached, else the spec's `fallback` ('Something Went Wrong').
 */
export function callFailureMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return fallback;
}

/** Every message per field of a refused request (an import lists each problem of the file under `file`). */
export function fieldMessagesAll(error: unknown): Record<string, string[]> {
  return error instanceof ApiError ? error.fields : {};
}

/** What the form itself refuses ('Please Fillout All Fields'), under the title 'Oops!...'. */
export const notifyCheck = (message: Said) => notifyFailure(message, CHECK_TITLE);

/** A failed call, under the title 'Oops!'. */
export const notifyCallFailure = (error: unknown, fallback: string = SOMETHING_WENT_WRONG) =>
  notifyFailure(callFailureMessage(error, fallback), FAILURE_TITLE);
