// A per-student assignment the server skipped the student for (the test or set open already, a
// preparation test not possible now): reported as a class assignment's skips are, not as a failure.
import { ASSIGNMENT_SKIPPED } from '@prep/domain';
import { ApiError } from '../../../api';

/** Receives what to report: the action's title and the server's reason. */
export type OnSkipped = (title: string, reason: string) => void;

/** Whether `error` is a skip; if so it is handed to `onSkipped`. */
export function reportedSkip(error: unknown, title: string, onSkipped: OnSkipped): boolean {
  if (!(error instanceof ApiError) || error.code !== ASSIGNMENT_SKIPPED) return false;
  onSkipped(title, error.message);
  return true;
}
