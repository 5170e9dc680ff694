import { createHash } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { AccessClaims, Role } from '@prep/domain';
import { apiTokens } from '../db/schema/index';
import { forbidden, HttpError } from './errors';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const TOKEN_NOT_VALID = () =>
  new HttpError(401, 'Given token not valid for any token type', { code: 'token_not_valid' });
const NOT_AUTHENTICATED = () =>
  new HttpError(401, 'Authentication credentials were not provided.', { code: 'not_authenticated' });

/** Both schemes the API has always accepted: `JWT <token>` (legacy) and `Bearer <token>`. */
function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^(JWT|Bearer)\s+(\S+)$/i.exec(header.trim());
  if (!match) throw TOKEN_NOT_VALID();
  return match[2];
}

/** Sets request.user from an access token, or from a client's API key; answers 401 otherwise. */
export async function authenticate(request: FastifyRequest): Promise<AccessClaims> {
  const token = credentialOf(request);
  if (!token) throw NOT_AUTHENTICATED();
  if (token.split('.').length === 3) {
    try {
      request.user = request.server.jwt.verify<AccessClaims>(token);
    } catch {
      throw TOKEN_NOT_VALID();
    }
    return request.user;
  }
  const [key] = await request.server.db
    .select({ id: apiTokens.id, client: apiTokens.client })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!key) throw TOKEN_NOT_VALID();
  // A client's API key acts as that client's administrator, and for nothing beyond that client.
  request.user = { sub: `api-key:${key.id}`, role: 'clientadmin', client_id: key.client };
  return request.user;
}

/** onRequest hook: signed in with one of these roles, decided before the body is read or validated. */
export const requireRole =
  (...roles: Role[]) =>
  async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (!roles.includes(user.role)) throw forbidden();
  };

export const requireSignedIn = requireRole('superadmin', 'clientadmin', 'student');

/** The numeric id of the signed-in user (not for API keys, whose sub names the key). */
export const userId = (user: AccessClaims) => Number(user.sub);

/** Tenant check: the super admin reaches every client; anyone else only their own. */
export function assertClientAccess(user: AccessClaims, clientId: number) {
  if (user.role === 'superadmin') return;
  if (user.client_id !== clientId) throw forbidden();
}

/** A student reaches only their own records; a client admin only their client's students. */
export function assertStudentAccess(user: AccessClaims, student: { student_id: number; client: number }) {
  if (user.role === 'student' && userId(user) !== student.student_id) throw forbidden();
  assertClientAccess(user, student.client);
}

export default fp(async function auth(app: FastifyInstance, opts: { secret: string; accessTtlSeconds: number }) {
  await app.register(jwt, { secret: opts.secret, sign: { expiresIn: opts.accessTtlSeconds } });
});
