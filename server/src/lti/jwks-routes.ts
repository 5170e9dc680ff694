import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicKeySet, signingKey } from './keys';

const jwkSchema = z.object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() }).loose();

/** GET /lti/jwks: the tool's public keys, which platforms verify its signatures with (issue 29). */
export default async function ltiJwksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/lti/jwks',
    {
      config: { access: 'public' },
      schema: { tags: ['lti'], response: { 200: z.object({ keys: z.array(jwkSchema) }) } },
    },
    async (_request, reply) => {
      // Made on first use, so a platform reading the set before any launch finds the key that will sign.
      const { keys } = await publicKeySet(app.db);
      if (keys.length === 0) await signingKey(app.db, app.config.ltiKeySecret);
      // Platforms cache the set; a rotation keeps the old key published a day, far longer than this.
      reply.header('cache-control', 'public, max-age=300');
      return keys.length === 0 ? publicKeySet(app.db) : { keys };
    },
  );
}
