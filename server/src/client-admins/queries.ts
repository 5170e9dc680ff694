import { CLIENT_ADMIN_MESSAGES, type ClientAdminRecord } from '@prep/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { inScope } from '../access/tenant';
import { insertRecords, updateRecords } from '../db/bulk';
import type { Db, Tx } from '../db/client';
import { clientAdmins, clients } from '../db/schema/index';
import { uniqueViolation } from '../db/unique';
import { conflict } from '../plugins/errors';

/** Every column but the password hash. */
export const adminColumns = {
  client_admin_id: clientAdmins.client_admin_id,
  client: clientAdmins.client,
  FirstName: clientAdmins.FirstName,
  LastName: clientAdmins.LastName,
  email: clientAdmins.email,
  license_key: clientAdmins.license_key,
};

export type AdminInsert = typeof clientAdmins.$inferInsert;
export type AdminChanges = Partial<Omit<AdminInsert, 'client_admin_id'>>;

/** The scope's admins (every client's for the super admin who named none); oldest first. */
export const listAdmins = (db: Db, scope: Scope): Promise<ClientAdminRecord[]> =>
  db
    .select(adminColumns)
    .from(clientAdmins)
    .where(inScope(clientAdmins.client, scope))
    .orderBy(asc(clientAdmins.client_admin_id));

export async function findAdmin(db: Db | Tx, id: number): Promise<ClientAdminRecord | undefined> {
  const [row] = await db.select(adminColumns).from(clientAdmins).where(eq(clientAdmins.client_admin_id, id));
  return row;
}

/** Admins with these ids. */
export async function adminsByIds(db: Db | Tx, ids: number[]): Promise<Map<number, ClientAdminRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(adminColumns).from(clientAdmins).where(inArray(clientAdmins.client_admin_id, ids));
  return new Map(rows.map((a) => [a.client_admin_id, a]));
}

/** Ids among `ids` that name no client. */
export async function missingClients(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const found = await db.select({ id: clients.client_id }).from(clients).where(inArray(clients.client_id, unique));
  const known = new Set(found.map((f) => f.id));
  return new Set(unique.filter((id) => !known.has(id)));
}

/** Admins already holding any of these emails. */
export async function adminsByEmail(db: Db | Tx, emails: string[]) {
  if (emails.length === 0) return new Map<string, ClientAdminRecord>();
  const rows = await db.select(adminColumns).from(clientAdmins).where(inArray(clientAdmins.email, emails));
  return new Map(rows.map((r) => [r.email, r]));
}

export async function insertAdmin(db: Db | Tx, values: AdminInsert): Promise<ClientAdminRecord> {
  const [row] = await db.insert(clientAdmins).values(values).returning(adminColumns).catch(asAdminConflict);
  return row!;
}

export async function updateAdmin(tx: Tx, id: number, changes: AdminChanges): Promise<ClientAdminRecord | undefined> {
  const [row] = await tx
    .update(clientAdmins)
    .set(changes)
    .where(eq(clientAdmins.client_admin_id, id))
    .returning(adminColumns);
  return row;
}

export async function deleteAdmin(tx: Tx, id: number): Promise<ClientAdminRecord | undefined> {
  const [row] = await tx.delete(clientAdmins).where(eq(clientAdmins.client_admin_id, id)).returning(adminColumns);
  return row;
}

/** New admins of a file, in one statement; their ids in the file's order. */
export const insertAdmins = (db: Db | Tx, rows: AdminInsert[]) =>
  insertRecords(db, clientAdmins, rows, clientAdmins.client_admin_id);

/** Changes to admins of a file, in one statement; a field a row leaves out keeps its value. */
export const updateAdmins = (db: Db | Tx, rows: Array<{ client_admin_id: number } & AdminChanges>) =>
  updateRecords(db, clientAdmins, clientAdmins.client_admin_id, rows);

export const duplicateAdminEmail = (field = 'email') =>
  conflict(CLIENT_ADMIN_MESSAGES.duplicateEmail, { [field]: [CLIENT_ADMIN_MESSAGES.duplicateEmail] });

/** A unique-index refusal (two requests at once) answered like the check before it. */
export function asAdminConflict(error: unknown): never {
  if (uniqueViolation(error) === 'client_admins_email_unique') throw duplicateAdminEmail();
  throw error;
}
