import {
  idParams,
  importSuccessSchema,
  messageSchema,
  saidMessageSchema,
  teacherRecordSchema,
  teacherSavedSchema,
  teacherSchema,
  teachersToCsv,
} from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget, teacherFacts } from '../access/facts';
import { auditExport } from '../audit/people';
import { sendCsv } from '../imports/csv-reply';
import { acceptCsvBodies, clientQuery, type ImportBody } from '../imports/import';
import { inviteTeacher } from './invite';
import { listTeachers } from './queries';
import {
  addTeacher,
  changeTeacher,
  importNewTeachers,
  importTeacherChanges,
  removeTeacher,
  teacherOf,
} from './service';

const tags = ['teachers'];
const params = idParams('id');
const uploadOf = (request: FastifyRequest): ImportBody => ({
  body: request.body,
  contentType: request.headers['content-type'],
});

/** Teacher Profile: a client's teachers, one by one or as a file (JSON or CSV). */
export default async function teacherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptCsvBodies(app);

  app.get(
    '/api/teacher/',
    {
      config: { access: 'teacher.list' },
      schema: { querystring: clientQuery, tags, response: { 200: z.array(teacherRecordSchema) } },
    },
    async (request) => listTeachers(app.db, await request.authorize(clientTarget(request.query.client))),
  );

  app.get(
    '/api/teacher/export.csv',
    {
      config: { access: 'teacher.list', audit: 'teachers.exported' },
      schema: { querystring: clientQuery, tags, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      const csv = teachersToCsv(await listTeachers(app.db, scope));
      await auditExport(app.db, scope, 'teachers.exported');
      return sendCsv(reply, 'teachers.csv', csv);
    },
  );

  app.get(
    '/api/teacher/:id/',
    { config: { access: 'teacher.read' }, schema: { params, tags, response: { 200: teacherRecordSchema } } },
    async (request) => {
      const scope = await request.authorize(teacherFacts(app.db, request.params.id));
      return teacherOf(app.db, scope, request.params.id);
    },
  );

  app.post(
    '/api/teacher/',
    {
      config: { access: 'teacher.create', audit: 'teacher.created' },
      schema: { body: teacherSchema, tags, response: { 201: teacherSavedSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.body.client));
      return reply.status(201).send(await addTeacher(app.db, scope, request.body));
    },
  );

  app.put(
    '/api/teacher/:id/',
    {
      config: { access: 'teacher.update', audit: 'teacher.updated' },
      schema: { params, body: teacherSchema, tags, response: { 200: teacherSavedSchema } },
    },
    async (request) => {
      const scope = await request.authorize(teacherFacts(app.db, request.params.id));
      return changeTeacher(app.db, scope, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/teacher/:id/',
    {
      // The same erasure as POST …/erase/ (privacy/erase.ts): the classes they taught stay, without them.
      config: { access: 'teacher.delete', audit: 'teacher.erased' },
      schema: { params, tags, response: { 200: messageSchema } },
    },
    async (request) => {
      const scope = await request.authorize(teacherFacts(app.db, request.params.id));
      return removeTeacher(app.db, scope, request.params.id, app.storage);
    },
  );

  app.post(
    '/api/teacher/:id/invite/',
    {
      config: { access: 'teacher.invite', audit: 'teacher.invited' },
      schema: { params, tags, response: { 200: saidMessageSchema } },
    },
    async (request) => {
      const scope = await request.authorize(teacherFacts(app.db, request.params.id));
      const mail = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log };
      return inviteTeacher(mail, scope, request.params.id);
    },
  );

  // The body is {teachers: [...]} as JSON, or CSV text; ?client= names the super admin's client.
  const importLimit = app.config.importMaxBytes;
  const maxRows = app.config.importMaxRows;

  app.post(
    '/api/import-teacher/',
    {
      config: { access: 'teacher.import', audit: 'teacher.created' },
      bodyLimit: importLimit,
      schema: { querystring: clientQuery, tags, response: { 201: importSuccessSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      return reply.status(201).send(await importNewTeachers(app.db, scope, uploadOf(request), maxRows));
    },
  );

  app.put(
    '/api/import-teacher/',
    {
      config: { access: 'teacher.import', audit: 'teacher.updated' },
      bodyLimit: importLimit,
      schema: { querystring: clientQuery, tags, response: { 200: importSuccessSchema } },
    },
    async (request) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      return importTeacherChanges(app.db, scope, uploadOf(request), maxRows);
    },
  );
}
