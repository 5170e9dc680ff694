import { createHash } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { AccessClaims } from '@prep/domain';
import { apiTokens } from '../db/schema/index';
import { HttpError } from './errors';
import { msg } from '@prep/domain';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const TOKEN_NOT_VALID = () =>
  new HttpError(401, msg('Given token not valid for any token type'), { code: 'token_not_valid' });
const NOT_AUTHENTICATED = () =>
  new HttpError(401, msg('Authentication credentials were not provided.'), { code: 'not_authenticated' });

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
    // Signed out everywhere (or a new password) since it was issued: in memory, no database read (auth/cutoffs.ts).
    if (request.server.cutoffs.voids(request.user)) throw TOKEN_NOT_VALID();
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

export default fp(async function auth(app: FastifyInstance, opts: { secret: string; accessTtlSeconds: number }) {
  await app.register(jwt, { secret: opts.secret, sign: { expiresIn: opts.accessTtlSeconds } });
});
