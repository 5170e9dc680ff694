import {
  classroomAssignedSchema,
  classroomAssignSchema,
  classroomReassignSchema,
  classroomReleasedSchema,
  classroomResultsQuerySchema,
  classroomResultsSchema,
  classroomTargetSchema,
  idParams,
  releasedFields,
} from '@prep/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../plugins/errors';
import { assignToClass, assignToNewcomers, reassignBelow, targetOf } from './assign';
import { releaseRows } from './assignment-queries';
import { auditClassRelease } from './work-events';
import { authorizeClass } from './guard';
import { prepareClass } from './preparation';
import { classResultsJson } from './results';
import { queueScores } from '../lms-outbox/queue';

const tags = ['classrooms'];
const params = idParams('id');
const preparationSchema = z.object({ master_qnsbank: classroomTargetSchema.options[0].shape.master_qnsbank });

/** What is done to a whole class: assigning, its results, the release, reassign and preparation tests. */
export default async function classroomWorkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/classroom/:id/assign/',
    {
      config: { access: 'classroom.assign', audit: ['class.assigned', 'sitting.assigned', 'warmup_result.assigned'] },
      schema: { params, body: classroomAssignSchema, tags, response: { 201: classroomAssignedSchema } },
    },
    async (request, reply) => {
      const classroom = await authorizeClass(app, request, request.params.id);
      return reply.status(201).send(await assignToClass(app.db, classroom, request.body));
    },
  );

  app.post(
    '/api/classroom/:id/newcomers/',
    {
      config: { access: 'classroom.assign', audit: ['class.assigned', 'sitting.assigned', 'warmup_result.assigned'] },
      schema: { params, tags, response: { 200: classroomAssignedSchema } },
    },
    async (request) => assignToNewcomers(app.db, await authorizeClass(app, request, request.params.id), new Date()),
  );

  app.get(
    '/api/classroom/:id/results/',
    {
      config: { access: 'classroom.results' },
      schema: { params, querystring: classroomResultsQuerySchema, tags, response: { 200: classroomResultsSchema } },
    },
    async (request, reply) => {
      const { id } = await authorizeClass(app, request, request.params.id);
      const answer = await classResultsJson(app.db, id, request.query, new Date());
      if (answer === undefined) throw notFound();
      // PostgreSQL wrote the answer (results.ts): a string is sent as is, never through the response
      // schema's serializer, so the reply is taken untyped; the schema still documents the answer.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer);
    },
  );

  app.post(
    '/api/classroom/:id/release/',
    {
      config: { access: 'classroom.release', audit: ['class.released', 'sitting.released', 'warmup_result.released'] },
      schema: { params, body: classroomTargetSchema, tags, response: { 200: classroomReleasedSchema } },
    },
    async (request) => {
      const classroom = await authorizeClass(app, request, request.params.id);
      const { analyse_test_results: _, ...comments } = releasedFields();
      const target = targetOf(request.body);
      const released = await app.db.transaction(async (tx) => {
        const rows = await releaseRows(tx, classroom.id, target, comments);
        await auditClassRelease(tx, classroom, target, rows);
        // The released work launched from an LMS: its scores go to the gradebook (issue 29).
        const kind = target.kind === 'test' ? 'master' : 'warmup';
        await queueScores(
          tx,
          kind,
          rows.map((row) => row.id),
        );
        return rows.length;
      });
      return { released };
    },
  );

  app.post(
    '/api/classroom/:id/reassign/',
    {
      config: { access: 'classroom.assign', audit: ['class.reassigned', 'sitting.assigned', 'warmup_result.assigned'] },
      schema: { params, body: classroomReassignSchema, tags, response: { 200: classroomAssignedSchema } },
    },
    async (request) => {
      const classroom = await authorizeClass(app, request, request.params.id);
      return reassignBelow(app.db, classroom, targetOf(request.body), request.body.below);
    },
  );

  app.post(
    '/api/classroom/:id/preparation/',
    {
      config: { access: 'classroom.assign', audit: ['class.prepared', 'personalized.assigned'] },
      schema: { params, body: preparationSchema, tags, response: { 200: classroomAssignedSchema } },
    },
    async (request) => {
      const classroom = await authorizeClass(app, request, request.params.id);
      return prepareClass(app.db, classroom, request.body.master_qnsbank);
    },
  );
}
