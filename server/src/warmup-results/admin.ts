// An administrator's changes to an assigned warm-up: release of the results, Change Timer, comments
// (taking/admin.ts, one rule for every kind); and its deletion.
import { audit, changesOf } from '../audit/record';
import { takingEvent } from '../taking/audit-events';
import {
  type WarmupResultDetail,
  WARMUP_NEEDS_TIME,
  WARMUP_NOT_TAKEN,
  WARMUP_TIMER_LOCKED,
  ASSIGNMENT_DELETED,
  type warmupResultAdminUpdateSchema,
} from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { notFound } from '../plugins/errors';
import { type Administering, updateByAdmin as updateRecord } from '../taking/admin';
import { changeResult, deleteResult, type LoadedResult, lockResult } from './queries';
import { detailView } from './read';
import { forgetLtiWork } from '../lms-outbox/work';

type AdminUpdate = z.output<typeof warmupResultAdminUpdateSchema>;

/** A warm-up result's side of the administrator's update (taking/admin.ts: the release, Change Timer, comments). */
const administering = (
  scope: Scope,
  resultId: number,
  now: Date,
): Administering<LoadedResult, AdminUpdate, WarmupResultDetail> => ({
  kind: 'warmup',
  says: { notTaken: WARMUP_NOT_TAKEN, timerLocked: WARMUP_TIMER_LOCKED, needsTime: WARMUP_NEEDS_TIME },
  lock: (tx) => lockResult(tx, scope, resultId),
  parts: ({ row, client, sectionDuration }) => ({ id: row.result_id, row, client, sectionDuration }),
  write: async (tx, loaded, changes) => ({ ...loaded, row: await changeResult(tx, resultId, changes) }),
  view: (tx, loaded) => detailView(tx, scope, loaded, now),
});

export const updateByAdmin = (db: Db, scope: Scope, resultId: number, body: AdminUpdate, now: Date) =>
  updateRecord(db, scope, administering(scope, resultId, now), body, now);

export async function removeResult(db: Db, scope: Scope, resultId: number) {
  await db.transaction(async (tx) => {
    const deleted = await deleteResult(tx, scope, resultId);
    if (!deleted) throw notFound();
    await forgetLtiWork(tx, 'warmup', resultId);
    const { student, client, ...was } = deleted;
    const record = { id: resultId, student, client, title: was.test_name };
    await audit(tx, takingEvent('warmup', 'deleted', record, changesOf(was, null)));
  });
  return { message: ASSIGNMENT_DELETED, result_id: resultId };
}
