// An administrator's changes to an assigned warm-up: release of the results, Change Timer, comments;
// and its deletion.
import {
  allowedSecondsFor,
  elapsedSeconds,
  hmsToSeconds,
  warmupStatus,
  WARMUP_NEEDS_TIME,
  WARMUP_NOT_TAKEN,
  WARMUP_TIMER_LOCKED,
  ASSIGNMENT_DELETED,
  type warmupResultAdminUpdateSchema,
} from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import type { warmupResults } from '../db/schema/index';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { changeResult, deleteResult, lockResult } from './queries';
import { detailView } from './read';

type AdminUpdate = z.output<typeof warmupResultAdminUpdateSchema>;

/**
 * Change Timer: before the student opens the warm-up, the time picked is the time allowed; once
 * opened (running or paused), it is the time left from now on. Switching the timer off lets a
 * started warm-up run without a limit.
 */
export async function updateByAdmin(db: Db, scope: Scope, resultId: number, body: AdminUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const loaded = await lockResult(tx, scope, resultId);
    const { row, sectionDuration } = loaded;
    if (body.analyse_test_results && !row.test_taken)
      throw conflict(WARMUP_NOT_TAKEN, { analyse_test_results: [WARMUP_NOT_TAKEN] });
    const changes: Partial<typeof warmupResults.$inferInsert> = {};
    if (body.analyse_test_results !== undefined) changes.analyse_test_results = body.analyse_test_results;
    if (body.comments !== undefined) changes.comments = body.comments;

    if (body.timer !== undefined || body.student_timer !== undefined) {
      if (row.test_taken) throw conflict(WARMUP_TIMER_LOCKED, { student_timer: [WARMUP_TIMER_LOCKED] });
      const timer = body.timer ?? row.timer;
      const studentTimer = body.student_timer ?? row.student_timer;
      changes.timer = timer;
      changes.student_timer = studentTimer;
      if (warmupStatus(row, now) === 'assigned') {
        if (timer && allowedSecondsFor(studentTimer, sectionDuration ?? '00:00:00') === 0) {
          throw badRequest(WARMUP_NEEDS_TIME, { student_timer: [WARMUP_NEEDS_TIME] });
        }
      } else if (!timer) {
        changes.time_allowed_seconds = null;
      } else {
        const used = elapsedSeconds(row, now);
        const left = body.student_timer !== undefined ? hmsToSeconds(body.student_timer) : null;
        const allowed =
          left !== null
            ? used + left
            : (row.time_allowed_seconds ?? allowedSecondsFor(studentTimer, sectionDuration ?? '00:00:00'));
        if (allowed === 0) throw badRequest(WARMUP_NEEDS_TIME, { student_timer: [WARMUP_NEEDS_TIME] });
        changes.time_allowed_seconds = allowed;
      }
    }
    const updated = await changeResult(tx, row.result_id, changes);
    return detailView(tx, scope, { ...loaded, row: updated }, now);
  });
}

export async function removeResult(db: Db, scope: Scope, resultId: number) {
  if (!(await deleteResult(db, scope, resultId))) throw notFound();
  return { message: ASSIGNMENT_DELETED, result_id: resultId };
}
