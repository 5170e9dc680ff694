import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Role } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { refreshTokens } from '../db/schema/index';
import { voidAccessTokens } from './cutoffs';

/**
 * Ends every session of these accounts (a password changed or reset, sign out everywhere): their refresh
 * tokens stop working, and their access tokens issued until now are refused on every instance (cutoffs.ts).
 */
export async function revokeSessions(db: Db | Tx, role: Role, userIds: number[]): Promise<Date | undefined> {
  if (userIds.length === 0) return undefined;
  const now = new Date();
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.role, role), inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)));
  await voidAccessTokens(db, role, userIds, now);
  return now;
}
