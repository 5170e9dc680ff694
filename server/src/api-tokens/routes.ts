import { apiTokenIssuedSchema, apiTokenRequestSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issueApiToken } from './service';

/**
 * A key for the client's own systems. It is shown once and kept only as a hash; sent as
 * `Authorization: Bearer <key>` it acts as that client's administrator and reaches nothing beyond that
 * client. Generating a new key replaces the client's previous keys, so a leaked key can be retired.
 */
export default async function apiTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/api_token/',
    {
      config: { access: 'client.apiToken', audit: 'api_key.created' },
      schema: { body: apiTokenRequestSchema, tags: ['api-tokens'], response: { 201: apiTokenIssuedSchema } },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .status(201)
        .send(await issueApiToken(app.db, request.body.client)),
  );
}
