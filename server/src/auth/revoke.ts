import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Role } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { refreshTokens } from '../db/schema/index';

/** Ends every session of these accounts: their refresh tokens stop working (after a password change). */
export async function revokeSessions(db: Db | Tx, role: Role, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.role, role), inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)));
}
