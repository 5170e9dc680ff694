import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { CLIENT_MESSAGES, msg } from '@prep/domain';
import { audit } from '../audit/record';
import { clientScanKeys } from '../paper/scans/privacy';
import type { Db, Tx } from '../db/client';
import { clientEvent } from './events';
import { clientAdmins, clients, passwordResetTokens, refreshTokens, students } from '../db/schema/index';
import { uniqueViolation } from '../db/unique';
import { conflict, HttpError } from '../plugins/errors';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = typeof clients.$inferInsert;

export const listClients = (db: Db): Promise<ClientRow[]> => db.select().from(clients).orderBy(asc(clients.client_id));

export async function findClient(db: Db | Tx, clientId: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.client_id, clientId));
  return row;
}

/**
 * Each candidate whose license key or email another client already has, as field messages under
 * `prefix(i)` ('' for a single client, 'clients.3.' in a file). `exceptId`: the client being updated.
 */
export async function clientConflicts(
  db: Db | Tx,
  candidates: Array<{ license_key?: string; email?: string }>,
  prefix: (index: number) => string,
  exceptId?: number,
): Promise<Record<string, string[]>> {
  const keys = candidates.flatMap((c) => (c.license_key ? [c.license_key] : []));
  const emails = candidates.flatMap((c) => (c.email ? [c.email] : []));
  if (keys.length === 0 && emails.length === 0) return {};
  const matches: SQL[] = [];
  if (keys.length) matches.push(inArray(clients.license_key, keys));
  if (emails.length) matches.push(inArray(clients.email, emails));
  const taken = await db
    .select({ license_key: clients.license_key, email: clients.email })
    .from(clients)
    .where(and(or(...matches), exceptId === undefined ? undefined : ne(clients.client_id, exceptId)));
  const takenKeys = new Set(taken.map((t) => t.license_key));
  const takenEmails = new Set(taken.map((t) => t.email));
  const fields: Record<string, string[]> = {};
  candidates.forEach((c, i) => {
    if (c.license_key && takenKeys.has(c.license_key))
      fields[`${prefix(i)}license_key`] = [CLIENT_MESSAGES.duplicateLicenseKey];
    if (c.email && takenEmails.has(c.email)) fields[`${prefix(i)}email`] = [CLIENT_MESSAGES.duplicateEmail];
  });
  return fields;
}

/** Answers 409 naming the first clash, when there is one. */
export function throwIfConflicts(fields: Record<string, string[]>) {
  const first = Object.values(fields)[0]?.[0];
  if (first) throw conflict(first, fields);
}

/**
 * A unique index refused a write that the checks above let through (two requests at once): the same
 * 409 those checks would have given.
 */
export function asClientConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'clients_license_key_idx')
    throw conflict(CLIENT_MESSAGES.duplicateLicenseKey, { license_key: [CLIENT_MESSAGES.duplicateLicenseKey] });
  if (constraint === 'clients_email_idx')
    throw conflict(CLIENT_MESSAGES.duplicateEmail, { email: [CLIENT_MESSAGES.duplicateEmail] });
  if (constraint !== undefined) throw new HttpError(409, msg('This record clashes with an existing one'));
  throw error;
}

export async function insertClient(db: Db | Tx, values: ClientValues): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning().catch(asClientConflict);
  return row!;
}

/** Clients of an import file, in one statement (at most 1,000, far below the parameter limit); their ids. */
export async function insertClients(tx: Tx, rows: ClientValues[]): Promise<number[]> {
  const inserted = await tx.insert(clients).values(rows).returning({ client_id: clients.client_id });
  return inserted.map((r) => r.client_id);
}

export async function updateClient(
  db: Db | Tx,
  clientId: number,
  values: Partial<ClientValues>,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set(values)
    .where(eq(clients.client_id, clientId))
    .returning()
    .catch(asClientConflict);
  return row;
}

/** Sessions and reset links of these accounts: they are not tied to the accounts by a foreign key. */
export async function forgetCredentials(tx: Db | Tx, role: 'clientadmin' | 'student', userIds: number[]) {
  if (userIds.length === 0) return;
  await tx.delete(refreshTokens).where(and(eq(refreshTokens.role, role), inArray(refreshTokens.userId, userIds)));
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.role, role), inArray(passwordResetTokens.userId, userIds)));
}

/**
 * Deletes a client; its admins, teachers, students, their results, its grants and API keys go with it
 * (ON DELETE CASCADE), its scanned sheets too. Sessions and reset links of its people are removed in the
 * same transaction.
 */
export async function deleteClient(
  db: Db,
  clientId: number,
): Promise<{ client: ClientRow; scanFiles: string[] } | undefined> {
  return db.transaction(async (tx) => {
    // Its scans go by the cascade; their files in the storage are the caller's to remove once committed.
    const scanFiles = await clientScanKeys(tx, clientId);
    const admins = await tx
      .select({ id: clientAdmins.client_admin_id })
      .from(clientAdmins)
      .where(eq(clientAdmins.client, clientId));
    const pupils = await tx.select({ id: students.student_id }).from(students).where(eq(students.client, clientId));
    await forgetCredentials(
      tx,
      'clientadmin',
      admins.map((a) => a.id),
    );
    await forgetCredentials(
      tx,
      'student',
      pupils.map((s) => s.id),
    );
    const [row] = await tx.delete(clients).where(eq(clients.client_id, clientId)).returning();
    if (!row) return undefined;
    await audit(tx, clientEvent('client.deleted', row));
    return { client: row, scanFiles };
  });
}

/** Whether any client still shows this logo (imports may share one file between clients). */
export async function logoInUse(db: Db, logo: string): Promise<boolean> {
  const [row] = await db.select({ id: clients.client_id }).from(clients).where(eq(clients.logo, logo)).limit(1);
  return row !== undefined;
}
