// The window of a class assignment on the server (the rule is the domain's, assignment-window.ts):
// every way a student starts work on a record never started (opening it, a first draft, a pause, a
// submission) passes here, so none of them lets one begin outside its window. A record already started
// is not touched by it: it runs to its own time limit.
import { type AssignmentWindow, type Clock, clockStatus, windowRefusal, windowState } from '@prep/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { conflict } from '../plugins/errors';

const stateOf = (row: Clock & AssignmentWindow, now: Date) =>
  windowState({ ...row, started: clockStatus(row, now) !== 'assigned' }, now);

/** Refuses (409) work on a record never started, before its window opens or after it closed. */
export function assertWithinWindow(row: Clock & AssignmentWindow, now: Date) {
  const refusal = windowRefusal(stateOf(row, now));
  if (refusal) throw conflict(refusal);
}

/** A record missed (its window closed, never started) is over: it no longer counts as open when assigning again. */
export const isMissed = (row: Clock & AssignmentWindow, now: Date) => stateOf(row, now) === 'missed';

interface WindowColumns {
  closes_at: PgColumn;
  started_at: PgColumn;
  elapsed_seconds: PgColumn;
  time_allowed_seconds: PgColumn;
}

/** isMissed as SQL, negated: the rows that still count as open work (a missed one does not block a new assignment). */
export function notMissedCondition(t: WindowColumns): SQL {
  return sql`not (${t.closes_at} is not null and ${t.closes_at} <= now() and ${t.started_at} is null
    and ${t.elapsed_seconds} = 0 and ${t.time_allowed_seconds} is null)`;
}
