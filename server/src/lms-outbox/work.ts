// What the LTI tables hold about a sitting or warm-up result (issue 29): lti_work names the LMS link it was
// launched from, lti_scores its score on the way back. Neither has a foreign key to the record (one column
// serves two tables), so a record deleted by an administrator takes them along here. Records that go with
// their student go with the student's lti_users row instead (the foreign keys cascade).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ltiScores, ltiWork } from '../db/schema/index';
import type { ScoreKind } from './queue';

/** Deletes the LMS link and outbox row of the record `id` of `kind` (in the deletion's transaction). */
export async function forgetLtiWork(tx: Db | Tx, kind: ScoreKind, id: number): Promise<void> {
  await tx.delete(ltiScores).where(and(eq(ltiScores.kind, kind), eq(ltiScores.work_id, id)));
  await tx.delete(ltiWork).where(and(eq(ltiWork.kind, kind), eq(ltiWork.work_id, id)));
}
