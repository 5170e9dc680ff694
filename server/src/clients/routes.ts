import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clients } from '../db/schema/index';
import { assertClientAccess, requireSignedIn } from '../plugins/auth';
import { notFound } from '../plugins/errors';

export const clientIdParams = z.object({ clientid: z.coerce.number().int().positive() });

export default async function clientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Branding and settings of one client: its own admins and students read it to theme their screens.
  app.get(
    '/api/client/:clientid/',
    { preHandler: requireSignedIn, schema: { params: clientIdParams, tags: ['clients'] } },
    async (request) => {
      assertClientAccess(request.user, request.params.clientid);
      const [client] = await app.db.select().from(clients).where(eq(clients.client_id, request.params.clientid));
      if (!client) throw notFound();
      return client;
    },
  );
}
