import { randomBytes } from 'node:crypto';
import type { AccessClaims, Role, TokenPair } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../plugins/auth';
import { insertRefreshToken } from './queries';
import { rotateRefreshToken } from './statements';

/** A signed access token and a fresh refresh token, the latter kept hashed in the database. */
export async function openSession(
  app: FastifyInstance,
  role: Role,
  userId: number,
  clientId: number | null,
): Promise<TokenPair> {
  const claims: AccessClaims = { sub: String(userId), role, client_id: clientId };
  const refresh = randomBytes(32).toString('base64url');
  await insertRefreshToken(app.db, {
    tokenHash: sha256(refresh),
    role,
    userId,
    expiresAt: new Date(Date.now() + app.config.refreshTokenTtlSeconds * 1000),
  });
  return { access_token: app.jwt.sign(claims), refresh };
}

/** Spends a refresh token and opens a new session for the account, as it is now (its client may have changed). */
export async function rotateSession(app: FastifyInstance, refresh: string): Promise<TokenPair | undefined> {
  const next = randomBytes(32).toString('base64url');
  const now = new Date();
  const account = await rotateRefreshToken(app.db, {
    old: sha256(refresh),
    fresh: sha256(next),
    now,
    expires: new Date(now.getTime() + app.config.refreshTokenTtlSeconds * 1000),
  });
  if (!account) return undefined;
  const claims: AccessClaims = { sub: String(account.userId), role: account.role, client_id: account.clientId };
  return { access_token: app.jwt.sign(claims), refresh: next };
}
