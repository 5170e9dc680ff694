// An administrator's update of a record a student takes, for every kind (issue 27): the release, Change
// Timer and comments, with one rule for the timer. Before the student opens it, the time picked is the
// time allowed (the student's accommodation applied when they open it). Once started (running or
// paused) the timer may still change, as an invigilator extends a sitting: the time picked is the time
// left from now, so the time allowed moves by the difference between it and the time that was left;
// switching the timer off lets it run without a limit. A taken record's timer does not change (409).
// Each kind supplies its table (a locked read, a write, its view) and what its release writes beside
// analyse_test_results; the `released` event is emitted here, inside the update's transaction.
import { allowedSecondsFor, clockStatus, elapsedSeconds, hmsToSeconds } from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict } from '../plugins/errors';
import type { ClockColumns } from './clock';
import { alongside, flushWaiting, TAKING_AREA } from './audit-events';
import { changesOf } from '../audit/record';
import { emit, type KindName } from './events';

/** The part of an admin's body every kind takes. */
export interface AdminBody {
  analyse_test_results?: boolean | undefined;
  comments?: string | undefined;
  timer?: boolean | undefined;
  student_timer?: string | undefined;
}

/** What the update reads of a record: its clock, its timer setting, its release, its owner. */
export interface AdminRow extends ClockColumns {
  test_taken: boolean;
  analyse_test_results: boolean;
  student_timer: string;
  student: number;
  test_name: string;
}

/** The columns the update writes (each kind's table takes them). */
export interface AdminChanges {
  analyse_test_results?: boolean;
  comments?: string;
  timer?: boolean;
  student_timer?: string;
  time_allowed_seconds?: number | null;
  [column: string]: unknown;
}

/** What a kind supplies to the update. */
export interface Administering<Loaded, Body extends AdminBody, View> {
  kind: KindName;
  says: { notTaken: string; timerLocked: string; needsTime: string };
  /** The record, locked to the transaction's end; one that is gone (or out of scope) is a 404. */
  lock(tx: Tx): Promise<Loaded>;
  parts(loaded: Loaded): { id: number; row: AdminRow; client: number; sectionDuration: string | null };
  /** What the release (true) or its withdrawal (false) writes beside analyse_test_results. */
  release?(row: AdminRow, on: boolean): AdminChanges;
  /** The kind's own fields of the body (a sitting's student comments and assessment flag). */
  own?(body: Body): AdminChanges;
  /** Writes the changes, giving back the record as it now stands. */
  write(tx: Tx, loaded: Loaded, changes: AdminChanges): Promise<Loaded>;
  /** What the administrator is shown of the record once changed. */
  view(tx: Tx, loaded: Loaded): Promise<View> | View;
}

/** Change Timer's one rule (see the head of this file): the clock columns the change writes. */
export function timerChanges(
  row: AdminRow,
  body: AdminBody,
  sectionDuration: string | null,
  now: Date,
  says: Administering<unknown, AdminBody, unknown>['says'],
): AdminChanges {
  if (body.timer === undefined && body.student_timer === undefined) return {};
  if (row.test_taken) throw conflict(says.timerLocked, { student_timer: [says.timerLocked] });
  const timer = body.timer ?? row.timer;
  const studentTimer = body.student_timer ?? row.student_timer;
  const duration = sectionDuration ?? '00:00:00';
  const changes: AdminChanges = { timer, student_timer: studentTimer };
  const needsTime = () => badRequest(says.needsTime, { student_timer: [says.needsTime] });
  if (clockStatus(row, now) === 'assigned') {
    if (timer && allowedSecondsFor(studentTimer, duration) === 0) throw needsTime();
    return changes;
  }
  if (!timer) return { ...changes, time_allowed_seconds: null };
  const left = body.student_timer !== undefined ? hmsToSeconds(body.student_timer) : null;
  const allowed =
    left !== null
      ? elapsedSeconds(row, now) + left
      : (row.time_allowed_seconds ?? allowedSecondsFor(studentTimer, duration));
  if (allowed === 0) throw needsTime();
  return { ...changes, time_allowed_seconds: allowed };
}

/** The update, in one transaction over the locked record, answered with the record as it now stands. */
export async function updateByAdmin<Loaded, Body extends AdminBody, View>(
  db: Db,
  scope: Scope,
  side: Administering<Loaded, Body, View>,
  body: Body,
  now: Date,
): Promise<View> {
  return db.transaction(async (tx) => {
    const loaded = await side.lock(tx);
    const { id, row, client, sectionDuration } = side.parts(loaded);
    const changes: AdminChanges = {};
    const release = body.analyse_test_results;
    if (release === true && !row.test_taken)
      throw conflict(side.says.notTaken, { analyse_test_results: [side.says.notTaken] });
    if (release !== undefined) Object.assign(changes, { analyse_test_results: release }, side.release?.(row, release));
    if (body.comments !== undefined) changes.comments = body.comments;
    Object.assign(changes, side.own?.(body), timerChanges(row, body, sectionDuration, now, side.says));
    const updated = Object.keys(changes).length > 0 ? await side.write(tx, loaded, changes) : loaded;
    // The update's event (each field written, before and after) goes in one INSERT with the release's.
    const type = TAKING_AREA[side.kind];
    alongside(tx, {
      action: `${type}.updated`,
      client,
      subject: { type, id, label: row.test_name },
      student: row.student,
      changes: changesOf(row as unknown as Record<string, unknown>, changes, Object.keys(changes)),
    });
    if (release === true && !row.analyse_test_results) {
      const actor = { sub: scope.principal.sub, role: scope.principal.role };
      await emit(tx, 'released', { kind: side.kind, id, student: row.student, client, title: row.test_name, actor });
    }
    await flushWaiting(tx);
    return side.view(tx, updated);
  });
}
