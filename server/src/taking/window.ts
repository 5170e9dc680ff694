// The window of a class assignment on the server (the rule is the domain's, assignment-window.ts):
// every way a student starts work on a record never started (opening it, a first draft, a pause, a
// submission) passes here, so none of them lets one begin outside its window. A record already started
// is not touched by it: it runs to its own time limit.
import { type AssignmentWindow, type Clock, clockStatus, windowRefusal, windowState } from '@prep/domain';
import { conflict } from '../plugins/errors';

/** Refuses (409) work on a record never started, before its window opens or after it closed. */
export function assertWithinWindow(row: Clock & AssignmentWindow, now: Date) {
  const refusal = windowRefusal(windowState({ ...row, started: clockStatus(row, now) !== 'assigned' }, now));
  if (refusal) throw conflict(refusal);
}
