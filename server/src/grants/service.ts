// Granting tests and warm-up sets to a client (Grant Test Access).
import {
  type AssignQuizToClient,
  GRANT_EXISTS,
  type QuizGrantSaved,
  quizAssignedMessage,
  SELECT_A_TEST,
  type UpdateQuizGrant,
  msg,
  said,
} from '@prep/domain';
import { type AuditEvent, audit, changesOf } from '../audit/record';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { assertGrantable } from './offered';
import { adminByEmail, type GrantRow, grantView, insertGrant, lockGrant, updateGrant } from './queries';

const OTHER_CLIENT = msg('This admin belongs to another client');

const FIELDS = ['clientname', 'quiz_ids', 'warmup_ids'];

/** A grant's event: in its client, named by the admin email it is keyed by. */
const grantEvent = (action: string, row: GrantRow, changes: AuditEvent['changes']): AuditEvent => ({
  action,
  client: row.client,
  subject: { type: 'grant', id: row.id, label: row.clientname },
  changes,
});

const nameOf = (admin: { FirstName: string; LastName: string }) => `${admin.FirstName} ${admin.LastName}`.trim();

/** A client's first grant, keyed by one of its admins; a second one is refused (use update). */
export async function createGrant(db: Db, body: AssignQuizToClient): Promise<QuizGrantSaved> {
  return db.transaction(async (tx) => {
    const admin = await adminByEmail(tx, body.clientname);
    await assertGrantable(tx, body);
    const row = await insertGrant(tx, admin.client, {
      clientname: body.clientname,
      quiz_ids: body.assignedquiz,
      warmup_ids: body.assigned_warmup,
    });
    if (!row) throw conflict(GRANT_EXISTS, { clientname: [GRANT_EXISTS] });
    await audit(tx, grantEvent('grant.created', row, changesOf(null, row, FIELDS)));
    return { ...grantView(row), ...said(quizAssignedMessage(nameOf(admin))) };
  });
}

/** Each list sent replaces the stored one; the grant may be re-keyed to another admin of its client, never moved. */
export async function changeGrant(db: Db, id: number, body: UpdateQuizGrant): Promise<QuizGrantSaved> {
  return db.transaction(async (tx) => {
    const existing = await lockGrant(tx, id);
    if (!existing) throw notFound();
    const admin = await adminByEmail(tx, body.clientname ?? existing.clientname);
    if (admin.client !== existing.client) throw badRequest(OTHER_CLIENT, { clientname: [OTHER_CLIENT] });
    await assertGrantable(tx, body);
    const quiz_ids = body.assignedquiz ?? existing.quiz_ids;
    const warmup_ids = body.assigned_warmup ?? existing.warmup_ids;
    if (quiz_ids.length === 0 && warmup_ids.length === 0)
      throw badRequest(SELECT_A_TEST, { assignedquiz: [SELECT_A_TEST] });
    const row = await updateGrant(tx, existing.id, { clientname: admin.email, quiz_ids, warmup_ids });
    await audit(tx, grantEvent('grant.updated', existing, changesOf(existing, row, FIELDS)));
    return { ...grantView(row), ...said(quizAssignedMessage(nameOf(admin))) };
  });
}
