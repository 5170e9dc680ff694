// What the people features' events share: the readable name a person's event carries, and the event of an
// export of a client's people (a read, but personal data leaving the app is recorded all the same).
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import type { AuditChanges } from '../db/schema/audit';
import { clientAdmins, clients, students, superAdmins, teachers } from '../db/schema/index';
import { type AuditEvent, audit, changesOf } from './record';

/** A person's name as events show it: first and last, without the gaps of a missing part. */
export const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/**
 * The changes an update makes to `before`: the fields it gives (a field left out, or undefined, keeps its
 * value), each compared with the record as loaded before the update.
 */
export function updateChanges<T extends object>(before: T, given: Partial<T> | Record<string, unknown>) {
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return changesOf(before as Record<string, unknown>, { ...before, ...set }, Object.keys(set));
}

type Changes = AuditEvent['changes'];

/** An event about a student's record: theirs (`student`), in their client, named by their name. */
export const studentEvent = (
  action: string,
  s: { student_id: number; client: number; Student_First_Name: string; Student_Last_Name?: string | undefined },
  changes?: Changes,
): AuditEvent => ({
  action,
  client: s.client,
  student: s.student_id,
  subject: { type: 'student', id: s.student_id, label: fullName(s.Student_First_Name, s.Student_Last_Name) },
  changes,
});

/** An event about a teacher's record: theirs (`staff`), in their client, named by their name. */
export const teacherEvent = (
  action: string,
  t: { id: number; client: number; First_Name: string; Last_Name?: string | undefined },
  changes?: Changes,
): AuditEvent => ({
  action,
  client: t.client,
  staff: { role: 'teacher', id: t.id },
  subject: { type: 'teacher', id: t.id, label: fullName(t.First_Name, t.Last_Name) },
  changes,
});

/** An event about a client admin's record: theirs (`staff`), in their client, named by their name. */
export const adminEvent = (
  action: string,
  a: { client_admin_id: number; client: number; FirstName: string; LastName?: string | undefined },
  changes?: Changes,
): AuditEvent => ({
  action,
  client: a.client,
  staff: { role: 'clientadmin', id: a.client_admin_id },
  subject: { type: 'clientadmin', id: a.client_admin_id, label: fullName(a.FirstName, a.LastName) },
  changes,
});

const ALL_CLIENTS = 'All clients';

/** Records that the scope's people (one client's, or every client's for the super admin) were exported. */
export async function auditExport(db: Db, scope: Scope, action: string): Promise<void> {
  const client = scope.client === 'all' ? null : scope.client;
  const [row] =
    client === null
      ? []
      : await db.select({ name: clients.ClientName }).from(clients).where(eq(clients.client_id, client));
  await audit(db, { action, client, subject: { type: 'client', id: client, label: row?.name ?? ALL_CLIENTS } });
}

/** A person whose account an event is about: their client, name and language as they are now. */
export interface AccountPerson {
  role: 'superadmin' | 'clientadmin' | 'teacher' | 'student';
  id: number;
  client: number | null;
  label: string;
  language: string | null;
}

/** One read of the person an account event is about (the signed-in person, or one an admin resets). */
export async function accountPerson(db: Db | Tx, role: AccountPerson['role'], id: number): Promise<AccountPerson> {
  const [row] = await readPerson(db, role, id);
  return { role, id, client: row?.client ?? null, label: row?.label ?? '', language: row?.language ?? null };
}

/** Where each kind of person is kept: the row's id, and their client and language (none for the super admin). */
const PEOPLE: Record<
  AccountPerson['role'],
  { table: PgTable; id: AnyPgColumn; client?: AnyPgColumn; language?: AnyPgColumn }
> = {
  superadmin: { table: superAdmins, id: superAdmins.id },
  clientadmin: {
    table: clientAdmins,
    id: clientAdmins.client_admin_id,
    client: clientAdmins.client,
    language: clientAdmins.language,
  },
  teacher: { table: teachers, id: teachers.id, client: teachers.client, language: teachers.language },
  student: { table: students, id: students.student_id, client: students.client, language: students.language },
};

/** Their client and language, and their name as the audit log names an actor (audit_actor_name, migration 0020). */
function readPerson(db: Db | Tx, role: AccountPerson['role'], id: number) {
  const { table, id: idColumn, client, language } = PEOPLE[role];
  return db
    .select({
      client: client ? sql<number | null>`${client}` : sql<null>`null`,
      label: sql<string>`audit_actor_name(${role}, ${idColumn})`,
      language: language ? sql<string | null>`${language}` : sql<null>`null`,
    })
    .from(table)
    .where(eq(idColumn, id));
}

/** Whose record a person's event is: a student's (their History), a staff member's, or the super admin's (none). */
export const WHOSE: Record<AccountPerson['role'], (id: number) => Pick<AuditEvent, 'student' | 'staff'>> = {
  student: (id) => ({ student: id }),
  teacher: (id) => ({ staff: { role: 'teacher', id } }),
  clientadmin: (id) => ({ staff: { role: 'clientadmin', id } }),
  superadmin: () => ({}),
};

/** An event about a person's own account: whose it is (`student` or `staff`), in their client. */
export function accountEvent(action: string, person: AccountPerson, changes?: AuditChanges): AuditEvent {
  const whose = WHOSE[person.role](person.id);
  return {
    action,
    client: person.client,
    subject: { type: person.role, id: person.id, label: person.label },
    changes,
    ...whose,
  };
}
