import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiTokenRequestSchema, CLIENT_MESSAGES } from '@prep/domain';
import { findClient } from '../clients/queries';
import { apiTokens } from '../db/schema/index';
import { requireRole, sha256 } from '../plugins/auth';
import { badRequest } from '../plugins/errors';

/**
 * A key for the client's own systems. It is shown once and kept only as a hash; sent as
 * `Authorization: Bearer <key>` it acts as that client's administrator and reaches nothing beyond that
 * client. Generating a new key replaces the client's previous keys, so a leaked key can be retired.
 */
export default async function apiTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/api_token/',
    { onRequest: requireRole('superadmin'), schema: { body: apiTokenRequestSchema, tags: ['clients'] } },
    async (request, reply) => {
      const { client } = request.body;
      if (!(await findClient(app.db, client))) throw badRequest(CLIENT_MESSAGES.selectClient, { client: [CLIENT_MESSAGES.selectClient] });
      // base64url never contains a dot, so the key is never mistaken for a JWT (see authenticate()).
      const token = randomBytes(32).toString('base64url');
      await app.db.transaction(async (tx) => {
        await tx.delete(apiTokens).where(eq(apiTokens.client, client));
        await tx.insert(apiTokens).values({ client, tokenHash: sha256(token) });
      });
      return reply.header('cache-control', 'no-store').status(201).send({ message: CLIENT_MESSAGES.tokenGenerated, token });
    },
  );
}
