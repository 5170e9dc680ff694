// Client Admin Profile: one admin at a time, and the admins file (POST adds, PUT updates or adds).
import {
  CLIENT_ADMIN_MESSAGES,
  type ClientAdminSaved,
  clientAdminAdded,
  clientAdminDeleted,
  clientAdminName,
  type clientAdminSchema,
  type clientAdminUpdateSchema,
  clientAdminUpdated,
  said,
} from '@prep/domain';
import type { z } from 'zod';
import { adminEvent, updateChanges } from '../audit/people';
import { type AuditEvent, audit, changesOf } from '../audit/record';
import { hashAll, hashPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/revoke';
import { forgetCredentials } from '../clients/queries';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../plugins/errors';
import {
  type AdminInsert,
  adminsByEmail,
  adminsByIds,
  asAdminConflict,
  deleteAdmin,
  duplicateAdminEmail,
  findAdmin,
  insertAdmin,
  insertAdmins,
  missingClients,
  updateAdmin,
  updateAdmins,
} from './queries';

export interface AdminValues {
  client: number;
  FirstName: string;
  LastName: string;
  email: string;
  license_key: string;
  password?: string | undefined;
}

/** Where a file's problem is reported: `admins.3.email`. */
type FieldOf = (i: number, name: string) => string;

async function assertClientExists(db: Db, clientId: number) {
  if ((await missingClients(db, [clientId])).size) {
    throw badRequest(CLIENT_ADMIN_MESSAGES.selectClient, { client: [CLIENT_ADMIN_MESSAGES.selectClient] });
  }
}

async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const owner = (await adminsByEmail(db, [email])).get(email);
  if (owner && owner.client_admin_id !== exceptId) throw duplicateAdminEmail();
}

export async function addAdmin(db: Db, body: z.output<typeof clientAdminSchema>): Promise<ClientAdminSaved> {
  const { password, ...values } = body;
  await assertClientExists(db, values.client);
  await assertEmailFree(db, values.email);
  const passwordHash = await hashPassword(password!);
  const admin = await db.transaction(async (tx) => {
    const admin = await insertAdmin(tx, { ...values, passwordHash });
    await audit(tx, adminEvent('clientadmin.created', admin, changesOf(null, values)));
    return admin;
  });
  return { ...said(clientAdminAdded(clientAdminName(admin))), ...admin };
}

/** An empty password keeps the current one; a new one ends the sessions opened with the old one. */
export async function changeAdmin(
  db: Db,
  id: number,
  body: z.output<typeof clientAdminUpdateSchema>,
): Promise<ClientAdminSaved> {
  const { password, ...values } = body;
  const before = await findAdmin(db, id);
  if (!before) throw notFound(CLIENT_ADMIN_MESSAGES.notFound);
  await assertClientExists(db, values.client);
  await assertEmailFree(db, values.email, id);
  const passwordHash = password ? await hashPassword(password) : undefined;
  const admin = await db
    .transaction(async (tx) => {
      const row = await updateAdmin(tx, id, passwordHash ? { ...values, passwordHash } : values);
      if (passwordHash) await revokeSessions(tx, 'clientadmin', [id]);
      if (row) await audit(tx, adminEvent('clientadmin.updated', before, updateChanges(before, values)));
      return row;
    })
    .catch(asAdminConflict);
  if (!admin) throw notFound(CLIENT_ADMIN_MESSAGES.notFound);
  return { ...said(clientAdminUpdated(clientAdminName(admin))), ...admin };
}

/** The admin, its sessions and reset links. */
export async function removeAdmin(db: Db, id: number) {
  const admin = await db.transaction(async (tx) => {
    await forgetCredentials(tx, 'clientadmin', [id]);
    const admin = await deleteAdmin(tx, id);
    if (admin) await audit(tx, adminEvent('clientadmin.deleted', admin, changesOf(admin, null)));
    return admin;
  });
  if (!admin) throw notFound(CLIENT_ADMIN_MESSAGES.notFound);
  return said(clientAdminDeleted(clientAdminName(admin)));
}

/** Every row's client must exist. */
async function refuseMissingClients(db: Db, rows: AdminValues[], field: FieldOf) {
  const missing = await missingClients(
    db,
    rows.map((r) => r.client),
  );
  const bad = rows.flatMap((r, i) => (missing.has(r.client) ? [i] : []));
  if (bad.length) {
    throw badRequest(
      CLIENT_ADMIN_MESSAGES.selectClient,
      Object.fromEntries(bad.map((i) => [field(i, 'client'), [CLIENT_ADMIN_MESSAGES.selectClient]])),
    );
  }
}

/** Checks every row's client and email, then adds them all in one statement. */
export async function importAdmins(db: Db, rows: AdminValues[], field: FieldOf): Promise<number[]> {
  await refuseMissingClients(db, rows, field);
  const hashes = await hashAll(rows.map((r) => r.password));
  return db
    .transaction(async (tx) => {
      const taken = await adminsByEmail(
        tx,
        rows.map((r) => r.email),
      );
      const clashes = rows.flatMap((r, i) => (taken.has(r.email) ? [i] : []));
      if (clashes.length) {
        throw conflict(
          CLIENT_ADMIN_MESSAGES.duplicateEmail,
          Object.fromEntries(clashes.map((i) => [field(i, 'email'), [CLIENT_ADMIN_MESSAGES.duplicateEmail]])),
        );
      }
      const values = rows.map(({ password: _, ...r }) => r);
      const ids = await insertAdmins(
        tx,
        values.map((r, i) => ({ ...r, passwordHash: hashes[i]! })),
      );
      await audit(
        tx,
        values.map((r, i) => adminEvent('clientadmin.created', { ...r, client_admin_id: ids[i]! }, changesOf(null, r))),
      );
      return ids;
    })
    .catch(asAdminConflict);
}

/**
 * Brings admins in line with the rows: a row names its admin by client_admin_id, else by email; a row
 * naming none adds one (and must carry a password). All rows are applied, or none: one statement for
 * the changes, one for the new admins.
 */
export async function upsertAdmins(
  db: Db,
  rows: Array<AdminValues & { client_admin_id?: number | undefined }>,
  field: FieldOf,
): Promise<{ added: number; updated: number }> {
  await refuseMissingClients(db, rows, field);
  const hashes = await hashAll(rows.map((r) => r.password));

  return db
    .transaction(async (tx) => {
      const byEmail = await adminsByEmail(
        tx,
        rows.map((r) => r.email),
      );
      const byId = await adminsByIds(
        tx,
        rows.flatMap((r) => (r.client_admin_id ? [r.client_admin_id] : [])),
      );
      const problems: Record<string, string[]> = {};
      const clashes: Record<string, string[]> = {};
      const updates: Array<{ client_admin_id: number } & Partial<AdminInsert>> = [];
      const events: AuditEvent[] = [];
      const additions: AdminInsert[] = [];
      rows.forEach(({ password: _, client_admin_id: id, ...values }, i) => {
        const target = id ? byId.get(id) : byEmail.get(values.email);
        if (id && !target) problems[field(i, 'client_admin_id')] = [CLIENT_ADMIN_MESSAGES.notFound];
        if (!target && !hashes[i]) problems[field(i, 'password')] = [CLIENT_ADMIN_MESSAGES.password];
        const owner = byEmail.get(values.email);
        if (owner && owner.client_admin_id !== target?.client_admin_id)
          clashes[field(i, 'email')] = [CLIENT_ADMIN_MESSAGES.duplicateEmail];
        if (target) {
          updates.push({ ...values, passwordHash: hashes[i], client_admin_id: target.client_admin_id });
          events.push(adminEvent('clientadmin.updated', target, updateChanges(target, values)));
        } else additions.push({ ...values, passwordHash: hashes[i]! });
      });
      if (Object.keys(problems).length) throw badRequest(Object.values(problems)[0]![0]!, problems);
      if (Object.keys(clashes).length) throw conflict(CLIENT_ADMIN_MESSAGES.duplicateEmail, clashes);

      await updateAdmins(tx, updates);
      const ids = await insertAdmins(tx, additions);
      const added = additions.map(({ passwordHash: _hash, ...r }, i) =>
        adminEvent('clientadmin.created', { ...r, client_admin_id: ids[i]! }, changesOf(null, r)),
      );
      await audit(tx, [...events, ...added]);
      const newPasswords = updates.filter((u) => u.passwordHash !== undefined).map((u) => u.client_admin_id);
      await revokeSessions(tx, 'clientadmin', [...new Set(newPasswords)]);
      return { added: additions.length, updated: updates.length };
    })
    .catch(asAdminConflict);
}
