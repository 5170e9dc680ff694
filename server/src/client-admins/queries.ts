import { asc, eq, inArray } from 'drizzle-orm';
import { CLIENT_ADMIN_MESSAGES, type ClientAdminRecord } from '@prep/domain';
import { hashPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/revoke';
import type { Db, Tx } from '../db/client';
import { clientAdmins, clients } from '../db/schema/index';
import { uniqueViolation } from '../db/unique';
import { badRequest, conflict } from '../plugins/errors';

/** Every column but the password hash. */
export const adminColumns = {
  client_admin_id: clientAdmins.client_admin_id,
  client: clientAdmins.client,
  FirstName: clientAdmins.FirstName,
  LastName: clientAdmins.LastName,
  email: clientAdmins.email,
  license_key: clientAdmins.license_key,
};

export interface AdminValues {
  client: number;
  FirstName: string;
  LastName: string;
  email: string;
  license_key: string;
  password?: string | undefined;
}

export const listAdmins = (db: Db, clientId?: number): Promise<ClientAdminRecord[]> =>
  db
    .select(adminColumns)
    .from(clientAdmins)
    .where(clientId === undefined ? undefined : eq(clientAdmins.client, clientId))
    .orderBy(asc(clientAdmins.client_admin_id));

export async function findAdmin(db: Db | Tx, id: number): Promise<ClientAdminRecord | undefined> {
  const [row] = await db.select(adminColumns).from(clientAdmins).where(eq(clientAdmins.client_admin_id, id));
  return row;
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

export const duplicateAdminEmail = (field = 'email') =>
  conflict(CLIENT_ADMIN_MESSAGES.duplicateEmail, { [field]: [CLIENT_ADMIN_MESSAGES.duplicateEmail] });

/** A unique-index refusal (two requests at once) answered like the check before it. */
export function asAdminConflict(error: unknown): never {
  if (uniqueViolation(error) === 'client_admins_email_unique') throw duplicateAdminEmail();
  throw error;
}

/** Argon2 hashes for the rows that carry a password, worked out before any transaction opens. */
export const hashAll = (passwords: Array<string | undefined>) =>
  Promise.all(passwords.map((p) => (p ? hashPassword(p) : Promise.resolve(undefined))));

/** Checks every row's client and email, then adds them all in one transaction. */
export async function importAdmins(db: Db, rows: AdminValues[], field: (i: number, name: string) => string): Promise<number[]> {
  const missing = await missingClients(db, rows.map((r) => r.client));
  const badClients = rows.flatMap((r, i) => (missing.has(r.client) ? [i] : []));
  if (badClients.length) {
    throw badRequest(CLIENT_ADMIN_MESSAGES.selectClient, Object.fromEntries(badClients.map((i) => [field(i, 'client'), [CLIENT_ADMIN_MESSAGES.selectClient]])));
  }
  const hashes = await hashAll(rows.map((r) => r.password));
  return db
    .transaction(async (tx) => {
      const taken = await adminsByEmail(tx, rows.map((r) => r.email));
      const clashes = rows.flatMap((r, i) => (taken.has(r.email) ? [i] : []));
      if (clashes.length) {
        throw conflict(CLIENT_ADMIN_MESSAGES.duplicateEmail, Object.fromEntries(clashes.map((i) => [field(i, 'email'), [CLIENT_ADMIN_MESSAGES.duplicateEmail]])));
      }
      const inserted = await tx
        .insert(clientAdmins)
        .values(rows.map(({ password: _, ...r }, i) => ({ ...r, passwordHash: hashes[i]! })))
        .returning({ id: clientAdmins.client_admin_id });
      return inserted.map((r) => r.id);
    })
    .catch(asAdminConflict);
}

/**
 * Brings admins in line with the rows: a row names its admin by client_admin_id, else by email; a row
 * naming none adds one (and must carry a password). All rows are applied, or none.
 */
export async function upsertAdmins(
  db: Db,
  rows: Array<AdminValues & { client_admin_id?: number | undefined }>,
  field: (i: number, name: string) => string,
  opts: { missingPassword: string } = { missingPassword: CLIENT_ADMIN_MESSAGES.password },
): Promise<{ added: number; updated: number }> {
  const missing = await missingClients(db, rows.map((r) => r.client));
  const problems: Record<string, string[]> = {};
  rows.forEach((r, i) => {
    if (missing.has(r.client)) problems[field(i, 'client')] = [CLIENT_ADMIN_MESSAGES.selectClient];
  });
  if (Object.keys(problems).length) throw badRequest(Object.values(problems)[0]![0]!, problems);
  const hashes = await hashAll(rows.map((r) => r.password));

  return db
    .transaction(async (tx) => {
      const byEmail = await adminsByEmail(tx, rows.map((r) => r.email));
      const ids = rows.flatMap((r) => (r.client_admin_id ? [r.client_admin_id] : []));
      const byId = new Map(
        ids.length ? (await tx.select(adminColumns).from(clientAdmins).where(inArray(clientAdmins.client_admin_id, ids))).map((a) => [a.client_admin_id, a]) : [],
      );
      const clashes: Record<string, string[]> = {};
      const plan = rows.map((row, i) => {
        const target = row.client_admin_id ? byId.get(row.client_admin_id) : byEmail.get(row.email);
        if (row.client_admin_id && !target) problems[field(i, 'client_admin_id')] = [CLIENT_ADMIN_MESSAGES.notFound];
        if (!target && !row.password) problems[field(i, 'password')] = [opts.missingPassword];
        const owner = byEmail.get(row.email);
        if (owner && owner.client_admin_id !== target?.client_admin_id) clashes[field(i, 'email')] = [CLIENT_ADMIN_MESSAGES.duplicateEmail];
        return { row, target, hash: hashes[i] };
      });
      if (Object.keys(problems).length) throw badRequest(Object.values(problems)[0]![0]!, problems);
      if (Object.keys(clashes).length) throw conflict(CLIENT_ADMIN_MESSAGES.duplicateEmail, clashes);

      let added = 0;
      const newPasswords: number[] = [];
      for (const { row, target, hash } of plan) {
        const { password: _, client_admin_id: __, ...values } = row;
        if (target) {
          await tx
            .update(clientAdmins)
            .set(hash ? { ...values, passwordHash: hash } : values)
            .where(eq(clientAdmins.client_admin_id, target.client_admin_id));
          if (hash) newPasswords.push(target.client_admin_id);
        } else {
          await tx.insert(clientAdmins).values({ ...values, passwordHash: hash! });
          added++;
        }
      }
      await revokeSessions(tx, 'clientadmin', newPasswords);
      return { added, updated: rows.length - added };
    })
    .catch(asAdminConflict);
}
