// The routes of both kinds of sitting, under their own URLs (real tests: /api/mastersitting/…, preparation
// tests: /api/personalized/…): the administrator's six alike (the list, the assignment, the list of one
// student, one sitting, the update through taking/admin.ts, the removal) and the student's
// (sitting-routes.ts). Each kind's routes.ts gives its assignment (sittingKindRoutes); server/src/routes.ts
// lists the kinds for taking/routes.ts to register.
import {
  assignPersonalizedSchema,
  assignSittingSchema,
  idParams,
  masterSittingAssignedSchema,
  masterSittingSummarySchema,
  PREPARATION_TEST_ASSIGNED,
  personalizedSittingAssignedSchema,
  personalizedSittingSummarySchema,
  type SittingSummary,
  sittingDeletedSchema,
  sittingListQuerySchema,
  TEST_ASSIGNED,
  updatePersonalizedSchema,
  updateSittingSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Facts } from '../access/authorize';
import { clientTarget, personalizedFacts, sittingFacts, studentFacts, studentListFacts } from '../access/facts';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { TAKING_AREA } from '../taking/audit-events';
import { ownerFacts } from '../taking/owner';
import type { KindRoutes } from '../taking/routes';
import { listTarget, loadedSitting, removeSitting, sittingList, type UpdateBody, updateSitting } from './admin';
import { type Loaded, loadSitting, type SittingKind } from './records';
import { registerTakingRoutes } from './sitting-routes';
import { asMaster, asPersonalized, summaryOf } from './views';

// What each kind of sitting's routes are made of, by kind: the URLs' name (/api/{name}/…), the OpenAPI
// tag, the access facts of one sitting, the schemas of the assignment, its answer and the update, the
// kind's view of the summary both share, and the assignment's message.
const NAME = { master: 'mastersitting', personalized: 'personalized' } as const;
const TAGS = { master: ['sittings'], personalized: ['preparation'] };
const FACTS = { master: sittingFacts, personalized: personalizedFacts };
const ASSIGN = { master: assignSittingSchema, personalized: assignPersonalizedSchema };
const ASSIGNED = { master: masterSittingAssignedSchema, personalized: personalizedSittingAssignedSchema };

const SUMMARY = { master: masterSittingSummarySchema, personalized: personalizedSittingSummarySchema };
const UPDATE = { master: updateSittingSchema, personalized: updatePersonalizedSchema };
const VIEW = { master: asMaster, personalized: asPersonalized };
const ASSIGNED_MESSAGE = { master: TEST_ASSIGNED, personalized: PREPARATION_TEST_ASSIGNED };

/** What a kind's own folder supplies: the assignment's target (for the access check) and the assignment. */
export interface SittingAssigning<K extends SittingKind> {
  target: (db: Db, body: z.output<(typeof ASSIGN)[K]>) => Promise<Facts>;
  assign: (db: Db, scope: Scope, body: z.output<(typeof ASSIGN)[K]>) => Promise<Loaded>;
}

/**
 * A kind of sitting's routes (taking/routes.ts registers them): the administrator's six below, and the
 * student's (sitting-routes.ts), all under /api/{name}/.
 */
export const sittingKindRoutes = <K extends SittingKind>(kind: K, assigning: SittingAssigning<K>): KindRoutes => ({
  kind,
  admin: (app) => registerSittingAdmin(app, kind, assigning),
  taking: (app) =>
    registerTakingRoutes(app, { kind, base: `/api/${NAME[kind]}`, tags: TAGS[kind], facts: FACTS[kind] }),
});

function registerSittingAdmin<K extends SittingKind>(
  fastify: FastifyInstance,
  kind: K,
  assigning: SittingAssigning<K>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const grace = () => app.config.graceSeconds;
  const [name, tags, facts] = [NAME[kind], TAGS[kind], FACTS[kind]];
  const view = VIEW[kind] as (summary: SittingSummary) => object;
  const params = idParams('id');
  // Typed as any schema: the type provider cannot follow a schema chosen by a type parameter.
  const summary: z.ZodTypeAny = SUMMARY[kind];
  type Body = z.output<(typeof ASSIGN)[K]>;
  const area = TAKING_AREA[kind];

  app.get(
    `/api/${name}/`,
    {
      config: { access: 'sitting.list' },
      schema: { querystring: sittingListQuerySchema, tags, response: { 200: z.array(summary) } },
    },
    async (request) => {
      const { student, client, filter } = request.query;
      // Preparation tests may be listed of one master sitting (?master_sitting=).
      const master = kind === 'personalized' ? request.query.master_sitting : undefined;
      const scope = await request.authorize(
        master !== undefined
          ? sittingFacts(app.db, master)
          : student !== undefined
            ? studentFacts(app.db, student)
            : clientTarget(client),
      );
      const of = master !== undefined ? { master } : listTarget(scope, student);
      const list = await sittingList(app.db, scope, kind, of, filter, new Date(), grace());
      return list.map(view);
    },
  );

  app.post(
    `/api/${name}/`,
    {
      config: { access: 'sitting.assign', audit: `${area}.assigned` },
      schema: { body: ASSIGN[kind] as z.ZodTypeAny, tags, response: { 201: ASSIGNED[kind] as z.ZodTypeAny } },
    },
    async (request, reply) => {
      const body = request.body as Body;
      const scope = await request.authorize(assigning.target(app.db, body));
      const assigned = await assigning.assign(app.db, scope, body);
      const answer = view(summaryOf(scope, assigned, new Date()));
      return reply.status(201).send({ ...answer, message: ASSIGNED_MESSAGE[kind] });
    },
  );

  app.get(
    `/api/${name}bystudentid/:studentid/`,
    {
      config: { access: 'sitting.read' },
      schema: { params: idParams('studentid'), tags, response: { 200: z.array(summary) } },
    },
    async (request) => {
      const { studentid } = request.params;
      const scope = await request.authorize(studentListFacts(app.db, request.user, studentid));
      const of = { student: studentid };
      const list = await sittingList(app.db, scope, kind, of, 'Show All', new Date(), grace());
      return list.map(view);
    },
  );

  app.get(
    `/api/${name}/:id/`,
    { config: { access: 'sitting.read' }, schema: { params, tags, response: { 200: summary } } },
    // One statement: the sitting brings its facts (its student and their client).
    async (request) => {
      const { scope, record } = await request.authorize(
        loadSitting(app.db, kind, request.params.id, undefined),
        ownerFacts,
      );
      return view(await loadedSitting(app.db, scope, record, new Date(), grace()));
    },
  );

  app.put(
    `/api/${name}/:id/`,
    {
      config: { access: 'sitting.update', audit: [`${area}.updated`, `${area}.released`] },
      schema: { params, body: UPDATE[kind] as z.ZodTypeAny, tags, response: { 200: summary } },
    },
    async (request) => {
      const { id } = request.params;
      const scope = await request.authorize(facts(app.db, id));
      return view(await updateSitting(app.db, scope, kind, id, request.body as UpdateBody, new Date()));
    },
  );

  app.delete(
    `/api/${name}/:id/`,
    {
      config: { access: 'sitting.delete', audit: `${area}.deleted` },
      schema: { params, tags, response: { 200: sittingDeletedSchema } },
    },
    async (request) => {
      const scope = await request.authorize(facts(app.db, request.params.id));
      return removeSitting(app.db, scope, kind, request.params.id);
    },
  );
}
