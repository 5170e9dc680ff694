// The administrator's six routes both kinds of sitting have alike, under their own URLs (real tests:
// /api/mastersitting/…, preparation tests: /api/personalized/…): the list, the assignment, the list of
// one student, one sitting, the update (taking/admin.ts) and the removal. Each kind's routes.ts gives
// its descriptor (URLs, schemas, its assignment and view); taking/routes.ts registers every kind.
import {
  idParams,
  type MasterSittingSummary,
  type PersonalizedSittingSummary,
  type SittingSummary,
  sittingDeletedSchema,
  sittingListQuerySchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Facts } from '../access/authorize';
import { clientTarget, sittingFacts, studentFacts, studentListFacts } from '../access/facts';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { ownerFacts } from '../taking/owner';
import { listTarget, loadedSitting, removeSitting, sittingList, type UpdateBody, updateSitting } from './admin';
import { type Loaded, loadSitting, type SittingKind } from './records';
import { summaryOf } from './views';

export interface SittingAdmin<Assign extends z.ZodTypeAny> {
  kind: SittingKind;
  /** The URLs' name: 'mastersitting' (/api/mastersitting/…, /api/mastersittingbystudentid/…) or 'personalized'. */
  name: string;
  tags: string[];
  schemas: { summary: z.ZodTypeAny; assign: Assign; assigned: z.ZodTypeAny; update: z.ZodTypeAny };
  /** The kind's answer from the summary both kinds share (asMaster, asPersonalized). */
  view: (summary: SittingSummary) => MasterSittingSummary | PersonalizedSittingSummary;
  /** The message of the assignment's 201. */
  assignedMessage: string;
  /** The facts of one sitting, for the access check of the update and the removal. */
  facts: (db: Db, id: number) => Promise<Facts | undefined>;
  /** Whether the list may be of one master sitting's (`?master_sitting=`: its preparation tests). */
  listsByMaster: boolean;
  /** The assignment's target, for the access check, and the assignment itself. */
  assignTarget: (db: Db, body: z.output<Assign>) => Promise<Facts>;
  assign: (db: Db, scope: Scope, body: z.output<Assign>) => Promise<Loaded>;
}

export function registerSittingAdmin<Assign extends z.ZodTypeAny>(
  fastify: FastifyInstance,
  kind: SittingAdmin<Assign>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const grace = () => app.config.graceSeconds;
  const { name, tags, schemas, view } = kind;
  const params = idParams('id');

  app.get(
    `/api/${name}/`,
    {
      config: { access: 'sitting.list' },
      schema: { querystring: sittingListQuerySchema, tags, response: { 200: z.array(schemas.summary) } },
    },
    async (request) => {
      const { student, client, filter } = request.query;
      const master = kind.listsByMaster ? request.query.master_sitting : undefined;
      const scope = await request.authorize(
        master !== undefined
          ? sittingFacts(app.db, master)
          : student !== undefined
            ? studentFacts(app.db, student)
            : clientTarget(client),
      );
      const of = master !== undefined ? { master } : listTarget(scope, student);
      const list = await sittingList(app.db, scope, kind.kind, of, filter, new Date(), grace());
      return list.map(view);
    },
  );

  app.post(
    `/api/${name}/`,
    {
      config: { access: 'sitting.assign' },
      schema: { body: schemas.assign, tags, response: { 201: schemas.assigned } },
    },
    async (request, reply) => {
      const body = request.body as z.output<Assign>;
      const scope = await request.authorize(kind.assignTarget(app.db, body));
      const assigned = await kind.assign(app.db, scope, body);
      return reply.status(201).send({ ...view(summaryOf(scope, assigned, new Date())), message: kind.assignedMessage });
    },
  );

  app.get(
    `/api/${name}bystudentid/:studentid/`,
    {
      config: { access: 'sitting.read' },
      schema: { params: idParams('studentid'), tags, response: { 200: z.array(schemas.summary) } },
    },
    async (request) => {
      const { studentid } = request.params;
      const scope = await request.authorize(studentListFacts(app.db, request.user, studentid));
      const of = { student: studentid };
      const list = await sittingList(app.db, scope, kind.kind, of, 'Show All', new Date(), grace());
      return list.map(view);
    },
  );

  app.get(
    `/api/${name}/:id/`,
    { config: { access: 'sitting.read' }, schema: { params, tags, response: { 200: schemas.summary } } },
    // One statement: the sitting brings its facts (its student and their client).
    async (request) => {
      const { scope, record } = await request.authorize(
        loadSitting(app.db, kind.kind, request.params.id, undefined),
        ownerFacts,
      );
      return view(await loadedSitting(app.db, scope, record, new Date(), grace()));
    },
  );

  app.put(
    `/api/${name}/:id/`,
    {
      config: { access: 'sitting.update' },
      schema: { params, body: schemas.update, tags, response: { 200: schemas.summary } },
    },
    async (request) => {
      const { id } = request.params;
      const scope = await request.authorize(kind.facts(app.db, id));
      return view(await updateSitting(app.db, scope, kind.kind, id, request.body as UpdateBody, new Date()));
    },
  );

  app.delete(
    `/api/${name}/:id/`,
    { config: { access: 'sitting.delete' }, schema: { params, tags, response: { 200: sittingDeletedSchema } } },
    async (request) => {
      const scope = await request.authorize(kind.facts(app.db, request.params.id));
      return removeSitting(app.db, scope, kind.kind, request.params.id);
    },
  );
}
