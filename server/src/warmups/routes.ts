import {
  idParam,
  idParams,
  importWarmupSchema,
  warmupDeletedSchema,
  warmupRecordSchema,
  warmupSavedSchema,
  warmupSchema,
  warmupsImportedSchema,
  warmupUpdateSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visibleWarmups } from './queries';
import { setFacts, warmupsOfSet } from './read';
import { addWarmup, changeWarmup, importWarmups, removeWarmup } from './service';

const tags = ['warmups'];
const params = idParams('id');
const listQuery = z.object({ set_no: idParam.optional() });
const warmupList = z.array(warmupRecordSchema);

/** Warm-up questions: read by the screens that show a set, written by the super admin's Data Tool. */
export default async function warmupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The warm-ups of one set, in set order: for a client admin the set must be granted, for a student
  // assigned (and the answers are left out).
  app.get(
    '/api/warmupByset/:id/',
    { config: { access: 'warmup.read' }, schema: { params, tags, response: { 200: warmupList } } },
    async (request) => {
      const { scope, record } = await request.authorize(
        setFacts(app.db, request.user, request.params.id),
        (facts) => facts,
      );
      return warmupsOfSet(app.db, app.db, scope, request.params.id, record.version);
    },
  );

  // Every warm-up the caller may see, optionally of one set (see visibleWarmups).
  app.get(
    '/api/warmup/',
    {
      config: { access: 'warmup.list' },
      schema: { querystring: listQuery, tags, response: { 200: warmupList } },
    },
    async (request) => visibleWarmups(app.db, await request.authorize({}), request.query.set_no),
  );

  app.post(
    '/api/warmup/',
    {
      config: { access: 'warmup.create', audit: 'warmup.created' },
      schema: { body: warmupSchema, tags, response: { 201: warmupSavedSchema } },
    },
    async (request, reply) => reply.status(201).send(await addWarmup(app.db, request.body)),
  );

  app.put(
    '/api/warmup/:id/',
    {
      config: { access: 'warmup.update', audit: 'warmup.updated' },
      schema: { params, body: warmupUpdateSchema, tags, response: { 200: warmupSavedSchema } },
    },
    async (request) => changeWarmup(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/warmup/:id/',
    {
      config: { access: 'warmup.delete', audit: 'warmup.deleted' },
      schema: { params, tags, response: { 200: warmupDeletedSchema } },
    },
    async (request) => removeWarmup(app.db, request.params.id),
  );

  app.post(
    '/api/import-warmup/',
    {
      config: { access: 'warmup.import', audit: 'test.warmups_imported' },
      schema: { body: importWarmupSchema, tags, response: { 201: warmupsImportedSchema } },
    },
    async (request, reply) => reply.status(201).send(await importWarmups(app.db, request.body.warmups)),
  );
}
