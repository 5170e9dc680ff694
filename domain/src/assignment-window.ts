// The window of an assignment made to a class (issue 18): a student's row (a real test, a warm-up)
// may carry opens_at and closes_at. Before opens_at it cannot be started; after closes_at one never
// started is missed and cannot start; one started before it closed runs to its own time limit, so
// the window no longer applies to it. A row without a window (or a bound left null) is as before.
// The server refuses by this rule and the student dashboard shows it, so both say the same.
import { type ClassResultState, CLASSROOM_MESSAGES } from './classrooms';

/** The bounds of a row's window; null or absent when the row has none (a preparation test never has). */
export interface AssignmentWindow {
  opens_at?: Date | string | null;
  closes_at?: Date | string | null;
}

/**
 * - not open: before opens_at, never started;
 * - open: startable now (inside the window, or no window at all);
 * - started: opened or submitted already: the window no longer applies;
 * - missed: closes_at has passed and it was never started.
 */
export type WindowState = 'not open' | 'open' | 'started' | 'missed';

const instant = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).getTime();

/** Where the row stands in its window at `now`; closes_at itself is already closed, opens_at already open. */
export function windowState(row: AssignmentWindow & { started: boolean }, now: Date): WindowState {
  if (row.started) return 'started';
  const at = now.getTime();
  const opens = instant(row.opens_at);
  if (opens !== null && at < opens) return 'not open';
  const closes = instant(row.closes_at);
  if (closes !== null && at >= closes) return 'missed';
  return 'open';
}

/** The words of a refused start (409), or null when the state allows starting. */
export function windowRefusal(state: WindowState): string | null {
  if (state === 'not open') return CLASSROOM_MESSAGES.notOpenYet;
  if (state === 'missed') return CLASSROOM_MESSAGES.closed;
  return null;
}

/** What a student's row of a class assignment needs to say where they stand. */
export interface ClassCellRow {
  test_taken: boolean;
  /** Opened at least once: its clock was started. */
  started: boolean;
  opens_at: Date | null;
  closes_at: Date | null;
}

const CLASS_STATE: Record<WindowState, ClassResultState> = {
  'not open': 'not open',
  open: 'not started',
  started: 'in progress',
  missed: 'missed',
};

/**
 * Where a student stands on a class assignment now, by the window's one rule: submitted, else in progress
 * once opened (it runs to its own time limit), else not open, not started or missed by the window.
 */
export function classResultState(row: ClassCellRow, now: Date): ClassResultState {
  return row.test_taken ? 'submitted' : CLASS_STATE[windowState(row, now)];
}
