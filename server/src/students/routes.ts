import {
  idParams,
  importSuccessSchema,
  messageSchema,
  studentCreateSchema,
  studentRecordSchema,
  studentSavedSchema,
  studentsToCsv,
  studentUpdateSchema,
} from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget, studentFacts } from '../access/facts';
import { auditExport } from '../audit/people';
import { sendCsv } from '../imports/csv-reply';
import { acceptCsvBodies, clientQuery, type ImportBody } from '../imports/import';
import { listStudents } from './queries';
import {
  addStudent,
  changeStudent,
  importNewStudents,
  importStudentChanges,
  removeStudent,
  studentOf,
} from './service';

const tags = ['students'];
const params = idParams('student_id');
const uploadOf = (request: FastifyRequest): ImportBody => ({
  body: request.body,
  contentType: request.headers['content-type'],
});

/** Student Profile: a client's students, one by one or as a file (JSON or CSV). */
export default async function studentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptCsvBodies(app);

  app.get(
    '/api/student/',
    {
      config: { access: 'student.list' },
      schema: { querystring: clientQuery, tags, response: { 200: z.array(studentRecordSchema) } },
    },
    async (request) => listStudents(app.db, await request.authorize(clientTarget(request.query.client))),
  );

  app.get(
    '/api/student/export.csv',
    {
      config: { access: 'student.list', audit: 'students.exported' },
      schema: { querystring: clientQuery, tags, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      const csv = studentsToCsv(await listStudents(app.db, scope));
      await auditExport(app.db, scope, 'students.exported');
      return sendCsv(reply, 'students.csv', csv);
    },
  );

  app.get(
    '/api/student/:student_id/',
    { config: { access: 'student.read' }, schema: { params, tags, response: { 200: studentRecordSchema } } },
    async (request) => studentOf(app.db, await request.authorize(studentFacts(app.db, request.params.student_id))),
  );

  app.post(
    '/api/student/',
    {
      config: { access: 'student.create', audit: 'student.created' },
      schema: { body: studentCreateSchema, tags, response: { 201: studentSavedSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.body.client));
      return reply.status(201).send(await addStudent(app.db, scope, request.body));
    },
  );

  app.put(
    '/api/student/:student_id/',
    {
      config: { access: 'student.update', audit: 'student.updated' },
      schema: { params, body: studentUpdateSchema, tags, response: { 200: studentSavedSchema } },
    },
    async (request) => {
      const scope = await request.authorize(studentFacts(app.db, request.params.student_id));
      return changeStudent(app.db, scope, request.body);
    },
  );

  app.delete(
    '/api/student/:student_id/',
    {
      // The same erasure as POST …/erase/ (privacy/erase.ts): no path leaves a half-deleted person.
      config: { access: 'student.delete', audit: 'student.erased' },
      schema: { params, tags, response: { 200: messageSchema } },
    },
    async (request) => {
      const scope = await request.authorize(studentFacts(app.db, request.params.student_id));
      return removeStudent(app.db, scope, app.storage);
    },
  );

  // The body is {students: [...]} as JSON, or CSV text; ?client= names the super admin's client.
  const importLimit = app.config.importMaxBytes;
  const maxRows = app.config.importMaxRows;

  app.post(
    '/api/import-student/',
    {
      config: { access: 'student.import', audit: 'student.created' },
      bodyLimit: importLimit,
      schema: { querystring: clientQuery, tags, response: { 201: importSuccessSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      return reply.status(201).send(await importNewStudents(app.db, scope, uploadOf(request), maxRows));
    },
  );

  app.put(
    '/api/import-student/',
    {
      config: { access: 'student.import', audit: 'student.updated' },
      bodyLimit: importLimit,
      schema: { querystring: clientQuery, tags, response: { 200: importSuccessSchema } },
    },
    async (request) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      return importStudentChanges(app.db, scope, uploadOf(request), maxRows);
    },
  );
}
