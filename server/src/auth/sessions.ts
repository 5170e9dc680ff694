import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccessClaims, Role, TokenPair } from '@prep/domain';
import type { Db } from '../db/client';
import { clientAdmins, refreshTokens, students, superAdmins } from '../db/schema/index';
import { sha256 } from '../plugins/auth';

/** A signed access token and a fresh refresh token, the latter kept hashed in the database. */
export async function openSession(app: FastifyInstance, role: Role, userId: number, clientId: number | null): Promise<TokenPair> {
  const claims: AccessClaims = { sub: String(userId), role, client_id: clientId };
  const refresh = randomBytes(32).toString('base64url');
  await app.db.insert(refreshTokens).values({
    tokenHash: sha256(refresh),
    role,
    userId,
    expiresAt: new Date(Date.now() + app.config.refreshTokenTtlSeconds * 1000),
  });
  return { access_token: app.jwt.sign(claims), refresh };
}

/** The client an account belongs to now, or undefined when the account is gone. */
async function clientOf(db: Db, role: Role, userId: number): Promise<number | null | undefined> {
  if (role === 'superadmin') {
    const [row] = await db.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.id, userId));
    return row ? null : undefined;
  }
  if (role === 'clientadmin') {
    const [row] = await db
      .select({ client: clientAdmins.client })
      .from(clientAdmins)
      .where(eq(clientAdmins.client_admin_id, userId));
    return row?.client;
  }
  const [row] = await db.select({ client: students.client }).from(students).where(eq(students.student_id, userId));
  return row?.client;
}

/**
 * Spends a refresh token and opens a new session. The token is revoked in the same statement that
 * checks it, so two concurrent refreshes with one token cannot both succeed.
 */
export async function rotateSession(app: FastifyInstance, refresh: string): Promise<TokenPair | undefined> {
  const [spent] = await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(refreshTokens.tokenHash, sha256(refresh)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())),
    )
    .returning({ role: refreshTokens.role, userId: refreshTokens.userId });
  if (!spent) return undefined;
  const role = spent.role as Role;
  const clientId = await clientOf(app.db, role, spent.userId);
  if (clientId === undefined) return undefined;
  return openSession(app, role, spent.userId, clientId);
}
