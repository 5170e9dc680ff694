// Writing audit events: one INSERT, however many events, inside the caller's transaction (the change and
// its event land together or not at all). The request it runs in says who acted, from where, and which
// request it was (context.ts); a job outside a request acts as the system.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { AuditChanges } from '../db/schema/audit';
import { currentRequest } from './context';
import { type Actor, actorOf } from './actor';
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

/**
 * The rows of `events` by column, as the current request's actor (or `opts.actor`) writes them; the actor's
 * name is read by the database as the row is written (audit_actor_name, migration 0020).
 */
function rowsOf(events: AuditEvent | readonly AuditEvent[], opts: { actor?: Actor }) {
  const list = Array.isArray(events) ? events : [events as AuditEvent];
  const request = currentRequest();
  const actor = opts.actor ?? actorOf(request?.user);
  const address = clip(request?.ip);
  const userAgent = clip(request?.headers['user-agent']);
  const requestId = request ? String(request.id) : '';
  return list.map((event) => ({
    actor_role: actor.role,
    actor_id: actor.id,
    client_id: event.client,
    action: event.action,
    subject_type: event.subject.type,
    subject_id: event.subject.id,
    subject_label: clip(event.subject.label),
    student_id: event.student ?? null,
    staff_role: event.staff?.role ?? null,
    staff_id: event.staff?.id ?? null,
    changes: withoutSecrets(event.changes),
    address,
    user_agent: userAgent,
    request_id: requestId,
  }));
}

/**
 * Writes the events (none is a no-op) as the current request's actor, or `opts.actor`: one INSERT with one
 * parameter (the events as JSON), however many (a class of 500 assigned is 500 events: rendering 7,500
 * parameters cost more than the insert).
 */
export async function audit(
  db: Db | Tx,
  events: AuditEvent | readonly AuditEvent[],
  opts: { actor?: Actor } = {},
): Promise<void> {
  if (Array.isArray(events) && events.length === 0) return;
  await db.execute(auditInsertFrom(sql`(values (1)) as one`, auditJson(events, opts)));
}

/**
 * The events as JSON text, for a statement that writes them itself (`auditInsertFrom`): the hot paths
 * (a submission) keep their change and its events one statement, without a transaction around two.
 */
export const auditJson = (events: AuditEvent | readonly AuditEvent[], opts: { actor?: Actor } = {}): string =>
  JSON.stringify(rowsOf(events, opts));

/**
 * An INSERT of the events in `rows` (auditJson's text) once for each row `source` gives: placed in a WITH
 * after the change (`with saved as (update … returning …) insert … from saved`), the events are written
 * exactly when the change is, by the same statement.
 */
export const auditInsertFrom = (source: SQL, rows: SQL | string) => sql`insert into audit_events
  (actor_role, actor_id, actor_name, client_id, action, subject_type, subject_id, subject_label, student_id,
   staff_role, staff_id, changes, address, user_agent, request_id)
  select e.actor_role, e.actor_id, audit_actor_name(e.actor_role, e.actor_id), e.client_id, e.action,
    e.subject_type, e.subject_id, e.subject_label, e.student_id, e.staff_role, e.staff_id, e.changes, e.address,
    e.user_agent, e.request_id
  from ${source}, jsonb_to_recordset(${rows}::jsonb) as e(actor_role text, actor_id integer, client_id integer,
    action text, subject_type text, subject_id integer, subject_label text, student_id integer, staff_role text,
    staff_id integer, changes jsonb, address text, user_agent text, request_id text)`;

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
