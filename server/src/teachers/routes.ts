import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  parseTeachersCsv,
  PERSON_MESSAGES,
  relationshipsClash,
  TEACHER_MESSAGES,
  teachersToCsv,
  teacherSchema,
  type ImportSuccess,
  type Teacher,
  type TeacherSaved,
} from '@prep/domain';
import { teachers } from '../db/schema/index';
import { assertClientAccess, requireRole } from '../plugins/auth';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { acceptCsvBodies, importRecords, ImportRefused, inSlices, sendRefusal } from '../roster/import';
import { clientQuery, listScope, targetClient } from '../roster/scope';
import { uniqueViolation } from '../db/unique';
import { sendCsv } from '../roster/csv-reply';
import { planTeacherCreates, planTeacherUpdates } from './import';
import { findTeacher, listTeachers, teacherEmailTaken } from './queries';

const idParams = z.object({ id: z.coerce.number({ error: 'Not found.' }).int().positive() });

const duplicate = (email: string) => conflict(TEACHER_MESSAGES.duplicateEmail(email), { Email: [TEACHER_MESSAGES.duplicateEmail(email)] });
const CLIENT_FIXED = 'A teacher cannot be moved to another client';
const EMAIL_TAKEN_MEANWHILE = 'Nothing was imported: an email of the file was taken meanwhile; try again';

export default async function teacherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptCsvBodies(app);
  const admins = { onRequest: requireRole('superadmin', 'clientadmin') };

  /** A teacher the caller may reach, or 404 / 403. */
  async function reachableTeacher(user: Parameters<typeof assertClientAccess>[0], id: number): Promise<Teacher> {
    const teacher = await findTeacher(app.db, id);
    if (!teacher) throw notFound();
    assertClientAccess(user, teacher.client);
    return teacher;
  }

  app.get('/api/teacher/', { ...admins, schema: { querystring: clientQuery, tags: ['teachers'] } }, async (request) =>
    listTeachers(app.db, listScope(request.user, request.query.client)),
  );

  app.get('/api/teacher/export.csv', { ...admins, schema: { querystring: clientQuery, tags: ['teachers'] } }, async (request, reply) =>
    sendCsv(reply, 'teachers.csv', teachersToCsv(await listTeachers(app.db, listScope(request.user, request.query.client)))),
  );

  app.get('/api/teacher/:id/', { ...admins, schema: { params: idParams, tags: ['teachers'] } }, async (request) =>
    reachableTeacher(request.user, request.params.id),
  );

  app.post('/api/teacher/', { ...admins, schema: { body: teacherSchema, tags: ['teachers'] } }, async (request, reply) => {
    const { client: requested, ...values } = request.body;
    const client = await targetClient(app.db, request.user, requested);
    if (await teacherEmailTaken(app.db, values.Email)) throw duplicate(values.Email);
    try {
      const [teacher] = await app.db.insert(teachers).values({ ...values, client }).returning();
      const body: TeacherSaved = { message: TEACHER_MESSAGES.added(teacher!.First_Name), teacher: teacher! };
      return reply.status(201).send(body);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw duplicate(values.Email);
      throw error;
    }
  });

  app.put(
    '/api/teacher/:id/',
    { ...admins, schema: { params: idParams, body: teacherSchema, tags: ['teachers'] } },
    async (request): Promise<TeacherSaved> => {
      const current = await reachableTeacher(request.user, request.params.id);
      const { client: requested, ...values } = request.body;
      if (requested !== undefined) {
        assertClientAccess(request.user, requested);
        if (requested !== current.client) throw badRequest(CLIENT_FIXED, { client: [CLIENT_FIXED] });
      }
      if (relationshipsClash(values.Relationship_1 ?? current.Relationship_1, values.Relationship_2 ?? current.Relationship_2)) {
        throw badRequest(PERSON_MESSAGES.relationshipsSame, { Relationship_2: [PERSON_MESSAGES.relationshipsSame] });
      }
      if (await teacherEmailTaken(app.db, values.Email, current.id)) throw duplicate(values.Email);
      try {
        const [teacher] = await app.db.update(teachers).set(values).where(eq(teachers.id, current.id)).returning();
        return { message: TEACHER_MESSAGES.updated(teacher!.First_Name), teacher: teacher! };
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw duplicate(values.Email);
        throw error;
      }
    },
  );

  app.delete('/api/teacher/:id/', { ...admins, schema: { params: idParams, tags: ['teachers'] } }, async (request) => {
    const teacher = await reachableTeacher(request.user, request.params.id);
    await app.db.delete(teachers).where(eq(teachers.id, teacher.id));
    return { message: TEACHER_MESSAGES.deleted };
  });

  const importOptions = { ...admins, bodyLimit: app.config.importMaxBytes, schema: { querystring: clientQuery, tags: ['teachers'] } };

  app.post('/api/import-teacher/', importOptions, async (request, reply) => {
    try {
      if (request.query.client !== undefined) assertClientAccess(request.user, request.query.client);
      const rows = importRecords(request, 'teachers', parseTeachersCsv, app.config.importMaxRows);
      const creates = await planTeacherCreates(app.db, request.user, rows, request.query.client);
      await app.db.transaction(async (tx) => {
        for (const slice of inSlices(creates)) await tx.insert(teachers).values(slice);
      });
      const body: ImportSuccess = { message: TEACHER_MESSAGES.imported, count: creates.length };
      return reply.status(201).send(body);
    } catch (error) {
      if (error instanceof ImportRefused) return sendRefusal(reply, error);
      if (uniqueViolation(error) !== undefined) throw conflict(EMAIL_TAKEN_MEANWHILE);
      throw error;
    }
  });

  app.put('/api/import-teacher/', importOptions, async (request, reply) => {
    try {
      if (request.query.client !== undefined) assertClientAccess(request.user, request.query.client);
      const rows = importRecords(request, 'teachers', parseTeachersCsv, app.config.importMaxRows);
      const updates = await planTeacherUpdates(app.db, request.user, rows, request.query.client);
      await app.db.transaction(async (tx) => {
        for (const { id, changes } of updates) await tx.update(teachers).set(changes).where(eq(teachers.id, id));
      });
      const body: ImportSuccess = { message: TEACHER_MESSAGES.imported, count: updates.length };
      return reply.send(body);
    } catch (error) {
      if (error instanceof ImportRefused) return sendRefusal(reply, error);
      if (uniqueViolation(error) !== undefined) throw conflict(EMAIL_TAKEN_MEANWHILE);
      throw error;
    }
  });
}
