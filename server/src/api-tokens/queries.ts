import { eq } from 'drizzle-orm';
import { type AuditEvent, audit } from '../audit/record';
import type { Db } from '../db/client';
import { apiTokens } from '../db/schema/index';

/** The client's only key from now on: the previous ones stop working in the same transaction. */
export async function replaceApiToken(db: Db, client: number, tokenHash: string, event: AuditEvent) {
  await db.transaction(async (tx) => {
    await tx.delete(apiTokens).where(eq(apiTokens.client, client));
    await tx.insert(apiTokens).values({ client, tokenHash });
    await audit(tx, event);
  });
}
