import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';

/** The contact email a client's people may write to (Client Configuration's contact_url). */
export async function clientContact(db: Db, clientId: number): Promise<string | undefined> {
  const [client] = await db
    .select({ contact: clients.contact_url })
    .from(clients)
    .where(eq(clients.client_id, clientId));
  return client?.contact;
}
