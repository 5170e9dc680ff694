import {
  idParams,
  masterSittingAssignedSchema,
  masterSittingSummarySchema,
  sittingDeletedSchema,
  sittingListQuerySchema,
  TEST_ASSIGNED,
  updateSittingSchema,
  assignSittingSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget, sittingFacts, studentFacts, studentListFacts } from '../access/facts';
import { listTarget, loadedSitting, removeSitting, sittingList, updateSitting } from './admin';
import { assignSitting, assignTarget } from './assign';
import { loadSitting } from './records';
import { ownerFacts } from '../taking/owner';
import { registerTakingRoutes } from './sitting-routes';
import { asMaster, summaryOf } from './views';

const tags = ['sittings'];
const params = idParams('id');

/**
 * Real tests (master sittings, client-student-warmups §7): assigned by administrators, taken by the
 * student on screen (or entered from paper), graded by the server, released, reviewed.
 */
export default async function sittingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const grace = () => app.config.graceSeconds;

  app.get(
    '/api/mastersitting/',
    {
      config: { access: 'sitting.list' },
      schema: { querystring: sittingListQuerySchema, tags, response: { 200: z.array(masterSittingSummarySchema) } },
    },
    async (request) => {
      const { student, client, filter } = request.query;
      const scope = await request.authorize(
        student !== undefined ? studentFacts(app.db, student) : clientTarget(client),
      );
      const list = await sittingList(app.db, scope, 'master', listTarget(scope, student), filter, new Date(), grace());
      return list.map(asMaster);
    },
  );

  app.post(
    '/api/mastersitting/',
    {
      config: { access: 'sitting.assign' },
      schema: { body: assignSittingSchema, tags, response: { 201: masterSittingAssignedSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(assignTarget(app.db, request.body.student));
      const assigned = await assignSitting(app.db, scope, request.body);
      return reply.status(201).send({ ...asMaster(summaryOf(scope, assigned, new Date())), message: TEST_ASSIGNED });
    },
  );

  app.get(
    '/api/mastersittingbystudentid/:studentid/',
    {
      config: { access: 'sitting.read' },
      schema: { params: idParams('studentid'), tags, response: { 200: z.array(masterSittingSummarySchema) } },
    },
    async (request) => {
      const { studentid } = request.params;
      const scope = await request.authorize(studentListFacts(app.db, request.user, studentid));
      const list = await sittingList(app.db, scope, 'master', { student: studentid }, 'Show All', new Date(), grace());
      return list.map(asMaster);
    },
  );

  app.get(
    '/api/mastersitting/:id/',
    { config: { access: 'sitting.read' }, schema: { params, tags, response: { 200: masterSittingSummarySchema } } },
    // One statement: the sitting brings its facts (its student and their client).
    async (request) => {
      const { scope, record } = await request.authorize(
        loadSitting(app.db, 'master', request.params.id, undefined),
        ownerFacts,
      );
      return asMaster(await loadedSitting(app.db, scope, record, new Date(), grace()));
    },
  );

  app.put(
    '/api/mastersitting/:id/',
    {
      config: { access: 'sitting.update' },
      schema: { params, body: updateSittingSchema, tags, response: { 200: masterSittingSummarySchema } },
    },
    async (request) => {
      const scope = await request.authorize(sittingFacts(app.db, request.params.id));
      return asMaster(await updateSitting(app.db, scope, 'master', request.params.id, request.body, new Date()));
    },
  );

  app.delete(
    '/api/mastersitting/:id/',
    { config: { access: 'sitting.delete' }, schema: { params, tags, response: { 200: sittingDeletedSchema } } },
    async (request) => {
      const scope = await request.authorize(sittingFacts(app.db, request.params.id));
      return removeSitting(app.db, scope, 'master', request.params.id);
    },
  );

  // The routes both kinds share, in sitting-routes.ts: the student's POST /api/mastersitting/{id}/start/, pause/ and
  // submit/ and PUT …/answer/; GET …/review/; the administrator's GET …/analysis/ and POST …/paper/.
  registerTakingRoutes(app, {
    kind: 'master',
    base: '/api/mastersitting',
    tags,
    facts: (db, id) => sittingFacts(db, id),
  });
}
