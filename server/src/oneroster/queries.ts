import type { Language } from '@prep/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';

/** The client's default language: that of the invitations to people who have not chosen one. */
export async function clientLanguage(db: Db, client: number): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: clients.default_language })
    .from(clients)
    .where(eq(clients.client_id, client));
  return row?.language;
}
