// The audit events of what is done to a whole class (issue 28): the class's own event, written in the
// same INSERT as its students' (taking/audit-events.ts's alongside), one statement however large the class.
import type { AuditChanges } from '../db/schema/audit';
import type { Db, Tx } from '../db/client';
import { audit, type AuditEvent } from '../audit/record';
import { nothingChanged } from '../audit/plugin';
import { takingEvent } from '../taking/audit-events';
import type { AuthorisedClass } from './guard';
import type { Target } from './assignment-queries';

/** The class's own event: `class.{verb}`, the class as subject. */
export const classEvent = (classroom: AuthorisedClass, verb: string, changes: AuditChanges): AuditEvent => ({
  action: `class.${verb}`,
  client: classroom.client,
  subject: { type: 'class', id: classroom.id, label: classroom.name },
  changes,
});

/** What the class was given, as its event's changes. */
export const targetChanges = (target: Target): AuditChanges =>
  target.kind === 'test' ? { master_qnsbank: [null, target.quiz] } : { warmup_set_no: [null, target.quiz] };

/** A class's release: each row released and the class's event, in one INSERT; none when nothing was released. */
export async function auditClassRelease(
  tx: Db | Tx,
  classroom: AuthorisedClass,
  target: Target,
  rows: ReadonlyArray<{ id: number; student: number; title: string }>,
): Promise<void> {
  if (rows.length === 0) return nothingChanged();
  const kind = target.kind === 'test' ? 'master' : 'warmup';
  const released: AuditChanges = { analyse_test_results: [false, true] };
  const events = rows.map((row) => takingEvent(kind, 'released', { ...row, client: classroom.client }, released));
  await audit(tx, [
    ...events,
    classEvent(classroom, 'released', { ...targetChanges(target), released: [null, rows.length] }),
  ]);
}
