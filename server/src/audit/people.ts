// What the people features' events share: the readable name a person's event carries, and the event of an
// export of a client's people (a read, but personal data leaving the app is recorded all the same).
import { eq } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';
import { audit, changesOf } from './record';

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
