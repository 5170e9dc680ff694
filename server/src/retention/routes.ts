import { idParams, retentionPreviewQuerySchema, retentionPreviewSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientFacts } from '../access/facts';
import { retentionCandidates } from './queries';

/** Client Configuration's retention setting: who it would erase, shown before it is switched on (issue 28). */
export default async function retentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/client/:clientid/retention-preview/',
    {
      config: { access: 'client.retentionPreview' },
      schema: {
        params: idParams('clientid'),
        querystring: retentionPreviewQuerySchema,
        tags: ['clients'],
        description:
          'The students of the client that a retention of `months` would erase now: those who left their last ' +
          'program that many months ago or more, longest gone first.',
        response: { 200: retentionPreviewSchema },
      },
    },
    async (request) => {
      await request.authorize(clientFacts(app.db, request.params.clientid));
      return retentionCandidates(app.db, request.params.clientid, request.query.months);
    },
  );
}
