import {
  assignPersonalizedSchema,
  idParams,
  PREPARATION_TEST_ASSIGNED,
  personalizedSittingAssignedSchema,
  personalizedSittingSummarySchema,
  sittingDeletedSchema,
  sittingListQuerySchema,
  updatePersonalizedSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget, personalizedFacts, sittingFacts, studentFacts, studentListFacts } from '../access/facts';
import { listTarget, loadedSitting, removeSitting, sittingList, updateSitting } from '../sittings/admin';
import { loadSitting } from '../sittings/records';
import { registerTakingRoutes } from '../sittings/sitting-routes';
import { ownerFacts } from '../taking/owner';
import { asPersonalized, summaryOf } from '../sittings/views';
import { assignPreparation, preparationTarget } from './assign';

const tags = ['preparation'];
const params = idParams('id');

/**
 * Personalized preparation tests (client-student-warmups §3 Personalized sitting, §4, §5): made from a
 * taken real test's wrong and unanswered questions, then taken, graded and released as a real test is.
 */
export default async function preparationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const grace = () => app.config.graceSeconds;

  app.get(
    '/api/personalized/',
    {
      config: { access: 'sitting.list' },
      schema: {
        querystring: sittingListQuerySchema,
        tags,
        response: { 200: z.array(personalizedSittingSummarySchema) },
      },
    },
    async (request) => {
      const { student, client, master_sitting, filter } = request.query;
      const scope = await request.authorize(
        master_sitting !== undefined
          ? sittingFacts(app.db, master_sitting)
          : student !== undefined
            ? studentFacts(app.db, student)
            : clientTarget(client),
      );
      const of = master_sitting !== undefined ? { master: master_sitting } : listTarget(scope, student);
      const list = await sittingList(app.db, scope, 'personalized', of, filter, new Date(), grace());
      return list.map(asPersonalized);
    },
  );

  app.post(
    '/api/personalized/',
    {
      config: { access: 'sitting.assign' },
      schema: { body: assignPersonalizedSchema, tags, response: { 201: personalizedSittingAssignedSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(preparationTarget(app.db, request.body.master_sitting));
      const assigned = await assignPreparation(app.db, scope, request.body);
      const summary = asPersonalized(summaryOf(scope, assigned, new Date()));
      return reply.status(201).send({ ...summary, message: PREPARATION_TEST_ASSIGNED });
    },
  );

  app.get(
    '/api/personalizedbystudentid/:studentid/',
    {
      config: { access: 'sitting.read' },
      schema: { params: idParams('studentid'), tags, response: { 200: z.array(personalizedSittingSummarySchema) } },
    },
    async (request) => {
      const { studentid } = request.params;
      const scope = await request.authorize(studentListFacts(app.db, request.user, studentid));
      const of = { student: studentid };
      const list = await sittingList(app.db, scope, 'personalized', of, 'Show All', new Date(), grace());
      return list.map(asPersonalized);
    },
  );

  app.get(
    '/api/personalized/:id/',
    {
      config: { access: 'sitting.read' },
      schema: { params, tags, response: { 200: personalizedSittingSummarySchema } },
    },
    async (request) => {
      const { scope, record } = await request.authorize(
        loadSitting(app.db, 'personalized', request.params.id, undefined),
        ownerFacts,
      );
      return asPersonalized(await loadedSitting(app.db, scope, record, new Date(), grace()));
    },
  );

  app.put(
    '/api/personalized/:id/',
    {
      config: { access: 'sitting.update' },
      schema: { params, body: updatePersonalizedSchema, tags, response: { 200: personalizedSittingSummarySchema } },
    },
    async (request) => {
      const scope = await request.authorize(personalizedFacts(app.db, request.params.id));
      const { id } = request.params;
      return asPersonalized(await updateSitting(app.db, scope, 'personalized', id, request.body, new Date()));
    },
  );

  app.delete(
    '/api/personalized/:id/',
    { config: { access: 'sitting.delete' }, schema: { params, tags, response: { 200: sittingDeletedSchema } } },
    async (request) => {
      const scope = await request.authorize(personalizedFacts(app.db, request.params.id));
      return removeSitting(app.db, scope, 'personalized', request.params.id);
    },
  );

  // The routes both kinds share, in sittings/sitting-routes.ts: the student's POST /api/personalized/{id}/start/, pause/ and
  // submit/ and PUT …/answer/; GET …/review/; the administrator's GET …/analysis/ and POST …/paper/.
  registerTakingRoutes(app, {
    kind: 'personalized',
    base: '/api/personalized',
    tags,
    facts: (db, id) => personalizedFacts(db, id),
  });
}
