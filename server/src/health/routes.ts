import { healthSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from './queries';

/** A load balancer gives up on a check after a few seconds; answer before it does. */
const CHECK_TIMEOUT_MS = 2000;

/** GET /health: 200 while the database answers, 503 when it does not (take this instance out of rotation). */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } };
  app.get('/health', { config: { access: 'public' }, schema }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(app.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok', database: 'up' } as const;
    } catch (err) {
      request.log.warn({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'down' } as const);
    } finally {
      clearTimeout(timer);
    }
  });
}
