import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'] } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: 'up' };
    } catch (err) {
      request.log.warn({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'down' });
    }
  });
}
