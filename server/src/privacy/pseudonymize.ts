// An erasure's pass over the audit log (issue 28): the events keep what happened, with a pseudonym in place
// of every personal field of the erased person, and no column that leads back to them. One read, one update.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import type { AuditChanges } from '../db/schema/audit';

/** Whose events: the role their id has in actor_role and staff_role, and the subject type of their profile. */
export interface ErasedPerson {
  kind: 'student' | 'teacher';
  id: number;
  client: number;
  /** Their email and full names: searched for in every event of their client, linked to them or not. */
  identifying: string[];
  /** Their first and last names alone: replaced only in the events linked to them (others may share them). */
  names: string[];
  /** Phones, addresses, emergency contacts: replaced wherever an event found above holds them. */
  details: string[];
}

/** 'Erased student 7f3a': random, so nothing (not even their id) can be worked back from it. */
export const pseudonymFor = (kind: ErasedPerson['kind']) => `Erased ${kind} ${randomBytes(2).toString('hex')}`;

/** Keys of a profile's changes that hold personal data, whatever their spelling (domain or column names). */
const PERSONAL_KEY =
  /(first|middle|last)_?name|email|mobile|phone|emergency|relationship|address|city|state|zip|comments|school|prefix|select_(student|teacher)|notes/i;

interface EventRow {
  id: number;
  actor_role: string;
  actor_id: number | null;
  actor_name: string;
  subject_type: string;
  subject_id: number | null;
  subject_label: string;
  student_id: number | null;
  staff_role: string | null;
  staff_id: number | null;
  changes: AuditChanges;
}

/** How each kind's events name them besides actor and subject: the student column, or the staff pair. */
const LINKS: Record<ErasedPerson['kind'], { student: boolean; staff: string | null }> = {
  student: { student: true, staff: null },
  teacher: { student: false, staff: 'teacher' },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word, any-case occurrences of the values (longest first, so a full name goes before its first name). */
function replacer(values: string[], pseudonym: string): (text: string) => string {
  const kept = [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  if (kept.length === 0) return (text) => text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}@.])(?:${kept.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) => text.replace(pattern, pseudonym);
}

/** Every string inside a value, replaced; other values as they are. */
function deepReplace(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((v) => deepReplace(v, replace));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepReplace(v, replace)]));
  return value;
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The event as it is kept once the person is erased. */
function rewrite(event: EventRow, person: ErasedPerson, pseudonym: string): EventRow {
  const isSubject = event.subject_type === person.kind && event.subject_id === person.id;
  const isActor = event.actor_role === person.kind && event.actor_id === person.id;
  const link = LINKS[person.kind];
  const isStaff = link.staff !== null && event.staff_role === link.staff && event.staff_id === person.id;
  const isStudent = link.student && event.student_id === person.id;
  const linked = isSubject || isActor || isStaff || isStudent;
  const replace = replacer([...person.identifying, ...person.details, ...(linked ? person.names : [])], pseudonym);
  const changes: AuditChanges = {};
  for (const [field, [before, after]] of Object.entries(event.changes ?? {})) {
    changes[field] =
      isSubject && PERSONAL_KEY.test(field)
        ? [blank(before) ? before : pseudonym, blank(after) ? after : pseudonym]
        : [deepReplace(before, replace), deepReplace(after, replace)];
  }
  return {
    ...event,
    actor_id: isActor ? null : event.actor_id,
    actor_name: isActor ? pseudonym : replace(event.actor_name),
    subject_id: isSubject ? null : event.subject_id,
    subject_label: isSubject ? pseudonym : replace(event.subject_label),
    student_id: isStudent ? null : event.student_id,
    staff_id: isStaff ? null : event.staff_id,
    changes,
  };
}

/**
 * Rewrites the events that name the person: those linked to them by a column (actor, subject, student,
 * staff) and those of their client whose text holds their email or full name. Must run in the erasure's
 * transaction: the trigger of migration 0016 lets an UPDATE through only after `prep.audit_rewrite` says so.
 */
export async function pseudonymizeEvents(tx: Db | Tx, person: ErasedPerson, pseudonym: string): Promise<number> {
  const { kind, id, client } = person;
  const texts = person.identifying.map((t) => t.trim().toLowerCase()).filter((t) => t.length >= 3);
  const mentions = texts.map(
    (t) =>
      sql`(strpos(lower(changes::text), ${JSON.stringify(t).slice(1, -1)}) > 0 or strpos(lower(subject_label), ${t}) > 0 or strpos(lower(actor_name), ${t}) > 0)`,
  );
  const mentioned =
    mentions.length > 0 ? sql`(client_id = ${client} and (${sql.join(mentions, sql` or `)}))` : sql`false`;
  const link = LINKS[kind];
  const linkedSql = link.student ? sql`student_id = ${id}` : sql`(staff_role = ${link.staff} and staff_id = ${id})`;
  const found = rowsOf<EventRow>(
    await tx.execute(sql`select id::int as id, actor_role, actor_id, actor_name, subject_type, subject_id,
        subject_label, student_id, staff_role, staff_id, changes
      from audit_events
      where ${linkedSql} or (subject_type = ${kind} and subject_id = ${id})
        or (actor_role = ${kind} and actor_id = ${id}) or ${mentioned}`),
  );
  const rewritten = found.map((event) => rewrite(event, person, pseudonym));
  if (rewritten.length === 0) return 0;
  await tx.execute(sql`select set_config('prep.audit_rewrite', 'erasure', true)`);
  await tx.execute(sql`update audit_events a set actor_id = v.actor_id, actor_name = v.actor_name,
      subject_id = v.subject_id, subject_label = v.subject_label, student_id = v.student_id,
      staff_id = v.staff_id, changes = v.changes
    from jsonb_to_recordset(${JSON.stringify(rewritten)}::jsonb) as v(id bigint, actor_id integer,
      actor_name text, subject_id integer, subject_label text, student_id integer, staff_id integer, changes jsonb)
    where a.id = v.id`);
  return rewritten.length;
}
