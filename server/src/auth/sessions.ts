import { randomBytes } from 'node:crypto';
import type { AccessClaims, Role, TokenPair } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../plugins/auth';
import type { Seen } from './sign-in-history';
import { insertRefreshToken } from './queries';
import { rotateRefreshToken } from './statements';

/**
 * A signed access token. `at` (ms) is when it was issued, for the cutoffs of sign out everywhere
 * (cutoffs.ts); `enrol` marks a session that may only set up two-factor sign-in (issue 28).
 */
export function signAccess(app: FastifyInstance, claims: AccessClaims, enrol = false): string {
  return app.jwt.sign({ ...claims, at: Date.now(), ...(enrol ? { enrol: true as const } : {}) });
}

/** A signed access token and a fresh refresh token, the latter kept hashed in the database. */
export async function openSession(
  app: FastifyInstance,
  role: Role,
  userId: number,
  clientId: number | null,
  enrol = false,
): Promise<TokenPair> {
  const claims: AccessClaims = { sub: String(userId), role, client_id: clientId };
  const refresh = randomBytes(32).toString('base64url');
  await insertRefreshToken(app.db, {
    tokenHash: sha256(refresh),
    role,
    userId,
    expiresAt: new Date(Date.now() + app.config.refreshTokenTtlSeconds * 1000),
  });
  return { access_token: signAccess(app, claims, enrol), refresh };
}

/**
 * Spends a refresh token and opens a new session for the account, as it is now (its client may have changed);
 * 'disabled' when a roster has since closed the person's sign-in (the token is spent all the same).
 */
export async function rotateSession(
  app: FastifyInstance,
  refresh: string,
  seen: Seen,
): Promise<TokenPair | 'disabled' | undefined> {
  const next = randomBytes(32).toString('base64url');
  const now = new Date();
  const account = await rotateRefreshToken(app.db, {
    old: sha256(refresh),
    fresh: sha256(next),
    now,
    expires: new Date(now.getTime() + app.config.refreshTokenTtlSeconds * 1000),
    ...seen,
  });
  if (!account) return undefined;
  if (account.disabled) return 'disabled';
  const claims: AccessClaims = { sub: String(account.userId), role: account.role, client_id: account.clientId };
  return { access_token: signAccess(app, claims, account.enrol), refresh: next };
}
