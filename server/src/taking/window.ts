// The window of a class assignment on the server (the rule is the domain's, assignment-window.ts):
// every way a student starts work on a record never started (opening it, a first draft, a pause, a
// submission) passes here, so none of them lets one begin outside its window. A record already started
// is not touched by it: it runs to its own time limit.
import {
  type AssignmentWindow,
  type Clock,
  clockStatus,
  PAPER_SHEET_MESSAGES,
  windowRefusal,
  windowState,
} from '@prep/domain';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { startedSql } from '../access/visibility';
import { conflict } from '../plugins/errors';

const stateOf = (row: Clock & AssignmentWindow, now: Date) =>
  windowState({ ...row, started: clockStatus(row, now) !== 'assigned' }, now);

/**
 * Refuses (409) work on a record never started, before its window opens or after it closed; and any work
 * on screen on a sitting printed on paper (issue 30: its answers come from its sheet, never the screen).
 */
export function assertWithinWindow(row: Clock & AssignmentWindow & { paper_batch?: number | null }, now: Date) {
  if (row.paper_batch !== undefined && row.paper_batch !== null) throw conflict(PAPER_SHEET_MESSAGES.onPaper);
  const refusal = windowRefusal(stateOf(row, now));
  if (refusal) throw conflict(refusal);
}

/** A record missed (its window closed, never started) is over: it no longer counts as open when assigning again. */
export const isMissed = (row: Clock & AssignmentWindow, now: Date) => stateOf(row, now) === 'missed';

/**
 * isMissed as SQL, negated, for a query on the table itself (not aliased): the rows that still count as open
 * work (a missed one does not block a new assignment).
 */
export function notMissedCondition(table: PgTable & { closes_at: PgColumn }): SQL {
  const started = sql.raw(startedSql(`"${getTableName(table)}"`));
  return sql`not (${table.closes_at} is not null and ${table.closes_at} <= now() and not ${started})`;
}
