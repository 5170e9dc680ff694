import type { MasterFileValues } from '@prep/domain';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { adminColumns } from '../client-admins/queries';
import { teacherColumns } from '../teachers/queries';
import type { ClientRow, ClientValues } from '../clients/queries';
import type { Db, Tx } from '../db/client';
import { clientAdmins, clients, students, teachers } from '../db/schema/index';

const { passwordHash: _hash, api_token: _token, ...studentColumns } = getTableColumns(students);

/** Who already holds each email of the file, per role: their record as it is (an update's before). */
export async function owners(tx: Tx, file: MasterFileValues) {
  const adminEmails = file.clientadmins.map((a) => a.email);
  const studentEmails = file.students.map((s) => s.email);
  const teacherEmails = file.teachers.map((t) => t.Email);
  const [admins, pupils, staff] = await Promise.all([
    adminEmails.length
      ? tx.select(adminColumns).from(clientAdmins).where(inArray(clientAdmins.email, adminEmails))
      : [],
    studentEmails.length ? tx.select(studentColumns).from(students).where(inArray(students.email, studentEmails)) : [],
    teacherEmails.length ? tx.select(teacherColumns).from(teachers).where(inArray(teachers.Email, teacherEmails)) : [],
  ]);
  return {
    admins: new Map(admins.map((r) => [r.email, { ...r, id: r.client_admin_id }])),
    students: new Map(pupils.map((r) => [r.email, { ...r, id: r.student_id }])),
    teachers: new Map(staff.map((r) => [r.Email, r])),
  };
}

export async function clientByLicenseKey(db: Db, licenseKey: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.license_key, licenseKey));
  return row;
}

export async function insertFileClient(tx: Tx, values: ClientValues): Promise<ClientRow> {
  const [row] = await tx.insert(clients).values(values).returning();
  return row!;
}

export async function updateFileClient(tx: Tx, clientId: number, values: ClientValues): Promise<ClientRow> {
  const [row] = await tx.update(clients).set(values).where(eq(clients.client_id, clientId)).returning();
  return row!;
}

/** The people of the scope's client for its export file; passwords, their hashes and sign-in tokens stay out. */
export async function peopleOf(db: Db, scope: Scope) {
  const client = scope.client === 'all' ? -1 : scope.client;
  const [admins, pupils, staff] = await Promise.all([
    db
      .select(adminColumns)
      .from(clientAdmins)
      .where(eq(clientAdmins.client, client))
      .orderBy(asc(clientAdmins.client_admin_id)),
    db.select(studentColumns).from(students).where(eq(students.client, client)).orderBy(asc(students.student_id)),
    db.select(teacherColumns).from(teachers).where(eq(teachers.client, client)).orderBy(asc(teachers.id)),
  ]);
  return { admins, students: pupils, teachers: staff };
}
