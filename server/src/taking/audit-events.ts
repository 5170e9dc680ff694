// The audit events of the taking path (issue 28): what taking/events.ts announces inside the change's
// transaction, written there. Registered once per process (hooks are module-wide, apps are many in the
// tests): a second registration would write every event twice. Each change adds one statement; the
// change's own event (a class's, an administrator's update) joins its students' (alongside). A grade's
// `submitted` and `graded` are not hooks: the guarded write of the grade carries them in its own
// statement (gradeAudit), so a submission stays one round trip with no transaction around it.
import type { AccessClaims } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import type { AuditChanges } from '../db/schema/audit';
import { type Actor as TakingActor, type KindName, onTaking } from './events';
import { type Actor, actorOf, SYSTEM } from '../audit/actor';
import { audit, type AuditEvent, auditJson } from '../audit/record';

/** The subject type and action area of each kind's records. */
export const TAKING_AREA: Record<KindName, string> = {
  master: 'sitting',
  personalized: 'personalized',
  warmup: 'warmup_result',
};

/** Who acted, as the audit log names them; null (the server's own grading at time up) is the system. */
export const takingActor = (actor: TakingActor): Actor =>
  actor ? actorOf({ sub: actor.sub, role: actor.role } as AccessClaims) : SYSTEM;

/** Why a draft writes no event (issue 28): the submission that ends it is the event. */
export const DRAFT = "a draft while taking is the student's work in progress, not an event: its submission is";

/** The facts of one record a student takes, as its events name it. */
export interface TakenRecord {
  id: number;
  student: number;
  client: number | null;
  title: string;
}

/** An event of a record a student takes: `{area}.{verb}` of its kind, the record as subject, the student's. */
export function takingEvent(kind: KindName, verb: string, record: TakenRecord, changes?: AuditChanges): AuditEvent {
  const type = TAKING_AREA[kind];
  const { id, student, client, title } = record;
  return {
    action: `${type}.${verb}`,
    client,
    subject: { type, id, label: title },
    student,
    ...(changes && { changes }),
  };
}

/** A warm-up result as its events name it. */
export const resultRecord = (loaded: {
  row: { result_id: number; student: number; test_name: string };
  client: number;
}): TakenRecord => ({
  id: loaded.row.result_id,
  student: loaded.row.student,
  client: loaded.client,
  title: loaded.row.test_name,
});

// Events waiting, per transaction, for the next statement of the taking path's events in it.
const waiting = new WeakMap<object, AuditEvent[]>();

/**
 * Makes `event` (a class's own event, an administrator's update) go in the same INSERT as the events
 * the next hook of this transaction writes; `flushWaiting` writes it alone when no hook came.
 */
export function alongside(tx: Db | Tx, event: AuditEvent): void {
  waiting.set(tx, [...(waiting.get(tx) ?? []), event]);
}

/** Writes what is still waiting in this transaction (no students' events took it along). */
export async function flushWaiting(tx: Db | Tx): Promise<void> {
  const left = waiting.get(tx) ?? [];
  waiting.delete(tx);
  await audit(tx, left);
}

function take(tx: object): AuditEvent[] {
  const list = waiting.get(tx) ?? [];
  waiting.delete(tx);
  return list;
}

/**
 * The events of a grade stored (storeGrade): `submitted` when it ends a submission, by whoever submitted,
 * then `graded`; the server's own grading at time up (no submitter) by the system. As auditJson's text:
 * the write that stores the grade writes them in its own statement.
 */
export function gradeAudit(
  who: TakenRecord & { kind: KindName },
  score: { score: number; total: number },
  submitted?: { actor: TakingActor },
): string {
  const { kind, ...record } = who;
  const graded = takingEvent(kind, 'graded', record, { score: [null, score.score], total: [null, score.total] });
  const events = submitted ? [takingEvent(kind, 'submitted', record), graded] : [graded];
  return auditJson(events, { actor: takingActor(submitted ? submitted.actor : null) });
}

let registered = false;

/** Registers the audit hooks of the taking path, once per process however many apps are built. */
export function registerTakingAudit(): void {
  if (registered) return;
  registered = true;

  onTaking('assigned', async ({ kind, ids, students, titles, client, actor }, tx) => {
    const events = ids.map((id, at) =>
      takingEvent(kind, 'assigned', { id, student: students[at]!, client, title: titles[at] ?? '' }),
    );
    await audit(tx, [...events, ...take(tx)], { actor: takingActor(actor) });
  });

  onTaking('released', async ({ kind, actor, ...record }, tx) => {
    const released = takingEvent(kind, 'released', record, { analyse_test_results: [false, true] });
    await audit(tx, [released, ...take(tx)], { actor: takingActor(actor) });
  });
}
