import type { MasterFileValues } from '@prep/domain';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { adminColumns } from '../client-admins/queries';
import { teacherColumns } from '../teachers/queries';
import type { ClientRow, ClientValues } from '../clients/queries';
import type { Db, Tx } from '../db/client';
import { clientAdmins, clients, students, teachers } from '../db/schema/index';

const { passwordHash: _hash, api_token: _token, ...studentColumns } = getTableColumns(students);

interface Owner {
  email: string;
  id: number;
  client: number;
}

/** Who already holds each email of the file, per role: id and client. */
export async function owners(tx: Tx, file: MasterFileValues) {
  const byEmail = (rows: Owner[]) => new Map(rows.map((r) => [r.email, r]));
  const adminEmails = file.clientadmins.map((a) => a.email);
  const studentEmails = file.students.map((s) => s.email);
  const teacherEmails = file.teachers.map((t) => t.Email);
  const [admins, pupils, staff] = await Promise.all([
    adminEmails.length
      ? tx
          .select({ email: clientAdmins.email, id: clientAdmins.client_admin_id, client: clientAdmins.client })
          .from(clientAdmins)
          .where(inArray(clientAdmins.email, adminEmails))
      : [],
    studentEmails.length
      ? tx
          .select({ email: students.email, id: students.student_id, client: students.client })
          .from(students)
          .where(inArray(students.email, studentEmails))
      : [],
    teacherEmails.length
      ? tx
          .select({ email: teachers.Email, id: teachers.id, client: teachers.client })
          .from(teachers)
          .where(inArray(teachers.Email, teacherEmails))
      : [],
  ]);
  return { admins: byEmail(admins), students: byEmail(pupils), teachers: byEmail(staff) };
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
