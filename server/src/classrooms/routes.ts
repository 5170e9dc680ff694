import {
  classroomBodySchema,
  classroomSchema,
  classroomStudentsSchema,
  idParams,
  importSuccessSchema,
  messageSchema,
  fill,
  msg,
  classroomImportProgramSchema,
} from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget } from '../access/facts';
import { auditExport } from '../audit/people';
import { sendCsv } from '../imports/csv-reply';
import { acceptCsvBodies, clientQuery } from '../imports/import';
import { readForm } from '../media/form';
import { badRequest } from '../plugins/errors';
import { assertSafeText } from '../plugins/text';
import { exportClassrooms, importClassrooms } from './csv';
import { authorizeClass } from './guard';
import { listClassrooms } from './queries';
import {
  addClassroom,
  assertClassesOn,
  changeClassroom,
  classesClient,
  classroomOf,
  removeClassroom,
  setRoster,
} from './service';
import classroomWorkRoutes from './work-routes';

const tags = ['classrooms'];
const params = idParams('id');
const SEND_CSV = msg('Send the CSV as text/csv, or as a multipart form with the file in "file"');

/** The CSV of an import: the text/csv body, or the file of a multipart form. */
async function csvText(request: FastifyRequest, maxBytes: number): Promise<string> {
  if (request.isMultipart()) {
    const form = await readForm(request, {
      file: { maxBytes, tooLarge: fill(msg('The file must be at most {{bytes}} bytes'), { bytes: maxBytes }) },
    });
    const file = form.files.file;
    if (!file) throw badRequest(SEND_CSV, { file: [SEND_CSV] });
    const text = file.data.toString('utf8');
    assertSafeText({ file: text });
    return text;
  }
  if (typeof request.body !== 'string') throw badRequest(SEND_CSV, { file: [SEND_CSV] });
  return request.body;
}

/** Classes (issue 18): a client's classes, their rosters, and their memberships as CSV. */
export default async function classroomRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptCsvBodies(app);

  app.get(
    '/api/classroom/',
    {
      config: { access: 'classroom.list' },
      schema: { querystring: clientQuery, tags, response: { 200: z.array(classroomSchema) } },
    },
    async (request) => {
      // A teacher's list is narrowed to the classes they teach by its query (listClassrooms), so the target
      // is theirs to read; the client they name must still be their own.
      const scope = await request.authorize({ ...clientTarget(request.query.client), taught: true });
      // A super admin naming no client lists every client's that has classes on.
      if (scope.client !== 'all') await assertClassesOn(app.db, scope.client);
      return listClassrooms(app.db, scope);
    },
  );

  app.post(
    '/api/classroom/',
    {
      config: { access: 'classroom.create', audit: ['class.created', 'class.student_added'] },
      schema: { body: classroomBodySchema, tags, response: { 201: classroomSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.body.client));
      return reply.status(201).send(await addClassroom(app.db, scope, request.body));
    },
  );

  app.get(
    '/api/classroom/:id/',
    { config: { access: 'classroom.read' }, schema: { params, tags, response: { 200: classroomSchema } } },
    async (request) => {
      const { id } = await authorizeClass(app, request, request.params.id);
      return classroomOf(app.db, id);
    },
  );

  app.put(
    '/api/classroom/:id/',
    {
      config: { access: 'classroom.update', audit: ['class.updated', 'class.student_added', 'class.student_removed'] },
      schema: { params, body: classroomBodySchema, tags, response: { 200: classroomSchema } },
    },
    async (request) => {
      return changeClassroom(app.db, await authorizeClass(app, request, request.params.id), request.body);
    },
  );

  app.delete(
    '/api/classroom/:id/',
    {
      config: { access: 'classroom.delete', audit: 'class.deleted' },
      schema: { params, tags, response: { 200: messageSchema } },
    },
    async (request) => {
      return removeClassroom(app.db, await authorizeClass(app, request, request.params.id));
    },
  );

  app.put(
    '/api/classroom/:id/students/',
    {
      config: { access: 'classroom.update', audit: ['class.student_added', 'class.student_removed', 'class.updated'] },
      schema: { params, body: classroomStudentsSchema, tags, response: { 200: classroomSchema } },
    },
    async (request) => {
      return setRoster(app.db, await authorizeClass(app, request, request.params.id), request.body.students);
    },
  );

  app.get(
    '/api/export-classroom/',
    {
      config: { access: 'classroom.export', audit: 'classes.exported' },
      schema: { querystring: clientQuery, tags, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      const csv = await exportClassrooms(app.db, await classesClient(app.db, scope));
      await auditExport(app.db, scope, 'classes.exported');
      return sendCsv(reply, 'classes.csv', csv);
    },
  );

  app.post(
    '/api/import-classroom/',
    {
      config: {
        access: 'classroom.import',
        audit: ['class.created', 'class.teacher_added', 'class.student_added', 'class.updated'],
      },
      bodyLimit: app.config.importMaxBytes,
      schema: {
        querystring: clientQuery.extend({ program: classroomImportProgramSchema }),
        tags,
        response: { 201: importSuccessSchema },
      },
    },
    async (request, reply) => {
      const client = await classesClient(app.db, await request.authorize(clientTarget(request.query.client)));
      const text = await csvText(request, app.config.importMaxBytes);
      const { importMaxRows } = app.config;
      return reply.status(201).send(await importClassrooms(app.db, client, text, importMaxRows, request.query.program));
    },
  );

  await app.register(classroomWorkRoutes);
}
