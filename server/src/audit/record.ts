// Writing audit events: one INSERT, however many events, inside the caller's transaction (the change and
// its event land together or not at all). The request it runs in says who acted, from where, and which
// request it was (context.ts); a job outside a request acts as the system.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { type AuditChanges, auditEvents } from '../db/schema/audit';
import { currentRequest } from './context';
import { type Actor, actorNameSql, actorOf } from './actor';
import { isSecretField } from './secrets';

export interface AuditSubject {
  type: string;
  id: number | null;
  /** A readable name of the record as it was: a student's name, a test's title. */
  label: string;
}

export interface AuditEvent {
  /** `area.verb`: student.updated, sitting.released, class.assigned, … */
  action: string;
  client: number | null;
  subject: AuditSubject;
  /** The student whose record this is (their profile, their sitting), for their History, export and erasure. */
  student?: number | null;
  /** The staff member whose record this is (a teacher's or client admin's profile), for their export. */
  staff?: { role: 'teacher' | 'clientadmin'; id: number } | null;
  changes?: AuditChanges;
}

const MAX_TEXT = 500;
const clip = (text: string | undefined) => (text ?? '').slice(0, MAX_TEXT);

/** The fields of `changes` that may be written: never a password, hash, token, key or secret. */
function withoutSecrets(changes: AuditChanges | undefined): AuditChanges {
  const kept: AuditChanges = {};
  for (const [field, pair] of Object.entries(changes ?? {})) if (!isSecretField(field)) kept[field] = pair;
  return kept;
}

/** Writes the events (none is a no-op) as the current request's actor, or `opts.actor`. */
export async function audit(
  db: Db | Tx,
  events: AuditEvent | readonly AuditEvent[],
  opts: { actor?: Actor } = {},
): Promise<void> {
  const list = Array.isArray(events) ? events : [events as AuditEvent];
  if (list.length === 0) return;
  const request = currentRequest();
  const actor = opts.actor ?? actorOf(request?.user);
  const name = actorNameSql(actor);
  const address = clip(request?.ip);
  const userAgent = clip(request?.headers['user-agent']);
  const requestId = request ? String(request.id) : '';
  await db.insert(auditEvents).values(
    list.map((event) => ({
      actorRole: actor.role,
      actorId: actor.id,
      actorName: typeof name === 'string' ? name : sql`${name}`,
      clientId: event.client,
      action: event.action,
      subjectType: event.subject.type,
      subjectId: event.subject.id,
      subjectLabel: clip(event.subject.label),
      studentId: event.student ?? null,
      staffRole: event.staff?.role ?? null,
      staffId: event.staff?.id ?? null,
      changes: withoutSecrets(event.changes),
      address,
      userAgent,
      requestId,
    })),
  );
}

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields whose values differ between `before` and `after`, each as [before, after]; a record created
 * has no before ({}), a record deleted no after. `fields` limits the comparison (default: every key of both).
 */
export function changesOf(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields?: readonly string[],
): AuditChanges {
  const was = before ?? {};
  const now = after ?? {};
  const keys = fields ?? [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (isSecretField(key)) continue;
    if (comparable(was[key]) !== comparable(now[key])) changes[key] = [plain(was[key]), plain(now[key])];
  }
  return changes;
}
