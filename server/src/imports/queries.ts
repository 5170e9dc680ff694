import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { clients } from '../db/schema/index';

/** Which of these client ids name a client. */
export async function existingClients(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db.select({ id: clients.client_id }).from(clients).where(inArray(clients.client_id, unique));
  return new Set(rows.map((r) => r.id));
}
