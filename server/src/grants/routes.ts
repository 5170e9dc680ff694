import {
  assignQuizToClientSchema,
  idParams,
  offeredTestSchema,
  offeredTestsQuerySchema,
  quizGrantSavedSchema,
  quizGrantSchema,
  updateQuizGrantSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantFacts } from '../access/facts';
import { offeredTests } from './offered';
import { grantView, listGrants } from './queries';
import { changeGrant, createGrant } from './service';

const tags = ['grants'];

/** Grant Test Access: the tests and warm-up sets each client may use. */
export default async function grantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Super admin: every client's grant. Client admin (or API key): its own client's, as a one-entry list.
  app.get(
    '/api/assignquiztoclient/',
    { config: { access: 'grant.list' }, schema: { tags, response: { 200: z.array(quizGrantSchema) } } },
    async (request) => (await listGrants(app.db, await request.authorize({}))).map(grantView),
  );

  // The tests the Grant Test Access screen offers for a test type (Warmup: the warm-up sets).
  app.get(
    '/api/assignquiztoclient/offered/',
    {
      config: { access: 'grant.offered' },
      schema: { querystring: offeredTestsQuerySchema, tags, response: { 200: z.array(offeredTestSchema) } },
    },
    async (request) => offeredTests(app.db, request.query.test_type),
  );

  app.post(
    '/api/assignquiztoclient/',
    {
      config: { access: 'grant.create', audit: 'grant.created' },
      schema: { body: assignQuizToClientSchema, tags, response: { 201: quizGrantSavedSchema } },
    },
    async (request, reply) => reply.status(201).send(await createGrant(app.db, request.body)),
  );

  app.put(
    '/api/assignquiztoclient/:id/',
    {
      config: { access: 'grant.update', audit: 'grant.updated' },
      schema: { params: idParams('id'), body: updateQuizGrantSchema, tags, response: { 200: quizGrantSavedSchema } },
    },
    async (request) => {
      await request.authorize(grantFacts(app.db, request.params.id));
      return changeGrant(app.db, request.params.id, request.body);
    },
  );
}
