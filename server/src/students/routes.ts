import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  parseStudentsCsv,
  PERSON_MESSAGES,
  relationshipsClash,
  STUDENT_MESSAGES,
  studentCreateSchema,
  studentsToCsv,
  studentUpdateSchema,
  type AccessClaims,
  type ImportSuccess,
  type StudentSaved,
} from '@prep/domain';
import { hashPassword } from '../auth/passwords';
import { students } from '../db/schema/index';
import { assertClientAccess, requireRole } from '../plugins/auth';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { sendCsv } from '../roster/csv-reply';
import { acceptCsvBodies, importRecords, ImportRefused, inSlices, sendRefusal } from '../roster/import';
import { clientQuery, listScope, targetClient } from '../roster/scope';
import { uniqueViolation } from '../db/unique';
import { planStudentCreates, planStudentUpdates } from './import';
import { findStudent, listStudents, revokeStudentSessions, studentEmailTaken, toStudent } from './queries';
import { loadReferences, resolveReferences, type ReferenceIssue } from './references';

const idParams = z.object({ student_id: z.coerce.number({ error: 'Not found.' }).int().positive() });

const duplicate = (email: string) => conflict(STUDENT_MESSAGES.duplicateEmail(email), { email: [STUDENT_MESSAGES.duplicateEmail(email)] });
const CLIENT_FIXED = 'A student cannot be moved to another client';
const EMAIL_TAKEN_MEANWHILE = 'Nothing was imported: an email of the file was taken meanwhile; try again';

function refuseReferences(issues: ReferenceIssue[]) {
  if (issues.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const { field, message } of issues) (fields[field] ??= []).push(message);
  throw badRequest(issues[0]!.message, fields);
}

export default async function studentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptCsvBodies(app);
  const admins = { onRequest: requireRole('superadmin', 'clientadmin') };

  /** A student the caller may reach (with the client's token switch), or 404 / 403. */
  async function reachableStudent(user: AccessClaims, id: number) {
    const student = await findStudent(app.db, id);
    if (!student) throw notFound();
    assertClientAccess(user, student.client);
    return student;
  }

  /** The student as saved, shown as the list shows it. */
  async function shown(id: number) {
    const student = await findStudent(app.db, id);
    return toStudent(student!);
  }

  app.get('/api/student/', { ...admins, schema: { querystring: clientQuery, tags: ['students'] } }, async (request) =>
    listStudents(app.db, listScope(request.user, request.query.client)),
  );

  app.get('/api/student/export.csv', { ...admins, schema: { querystring: clientQuery, tags: ['students'] } }, async (request, reply) =>
    sendCsv(reply, 'students.csv', studentsToCsv(await listStudents(app.db, listScope(request.user, request.query.client)))),
  );

  app.get('/api/student/:student_id/', { ...admins, schema: { params: idParams, tags: ['students'] } }, async (request) =>
    toStudent(await reachableStudent(request.user, request.params.student_id)),
  );

  app.post('/api/student/', { ...admins, schema: { body: studentCreateSchema, tags: ['students'] } }, async (request, reply) => {
    const { client: requested, password, confirm_password: _confirm, ...values } = request.body;
    const client = await targetClient(app.db, request.user, requested);
    const { issues, ...names } = resolveReferences(values, client, await loadReferences(app.db, [client]));
    refuseReferences(issues);
    if (await studentEmailTaken(app.db, values.email)) throw duplicate(values.email);
    try {
      const [created] = await app.db
        .insert(students)
        .values({ ...values, ...names, client, passwordHash: await hashPassword(password) })
        .returning({ id: students.student_id });
      const student = await shown(created!.id);
      const body: StudentSaved = { message: STUDENT_MESSAGES.added(student.Student_First_Name), student };
      return reply.status(201).send(body);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw duplicate(values.email);
      throw error;
    }
  });

  app.put(
    '/api/student/:student_id/',
    { ...admins, schema: { params: idParams, body: studentUpdateSchema, tags: ['students'] } },
    async (request): Promise<StudentSaved> => {
      const current = await reachableStudent(request.user, request.params.student_id);
      const { client: requested, password, confirm_password: _confirm, ...values } = request.body;
      if (requested !== undefined) {
        assertClientAccess(request.user, requested);
        if (requested !== current.client) throw badRequest(CLIENT_FIXED, { client: [CLIENT_FIXED] });
      }
      if (relationshipsClash(values.Relationship_1 ?? current.Relationship_1, values.Relationship_2 ?? current.Relationship_2)) {
        throw badRequest(PERSON_MESSAGES.relationshipsSame, { Relationship_2: [PERSON_MESSAGES.relationshipsSame] });
      }
      const { issues, ...names } = resolveReferences(values, current.client, await loadReferences(app.db, [current.client]));
      refuseReferences(issues);
      if (values.email !== undefined && (await studentEmailTaken(app.db, values.email, current.student_id))) throw duplicate(values.email);
      // A blank password keeps the old one; a new one ends the student's other sessions.
      const passwordHash = password ? await hashPassword(password) : undefined;
      try {
        await app.db.transaction(async (tx) => {
          await tx
            .update(students)
            .set({ ...values, ...names, passwordHash })
            .where(eq(students.student_id, current.student_id));
          if (passwordHash) await revokeStudentSessions(tx, [current.student_id]);
        });
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw duplicate(values.email ?? current.email);
        throw error;
      }
      const student = await shown(current.student_id);
      return { message: STUDENT_MESSAGES.updated(student.Student_First_Name), student };
    },
  );

  app.delete('/api/student/:student_id/', { ...admins, schema: { params: idParams, tags: ['students'] } }, async (request) => {
    const student = await reachableStudent(request.user, request.params.student_id);
    await app.db.delete(students).where(eq(students.student_id, student.student_id));
    return { message: STUDENT_MESSAGES.deleted };
  });

  const importOptions = { ...admins, bodyLimit: app.config.importMaxBytes, schema: { querystring: clientQuery, tags: ['students'] } };

  app.post('/api/import-student/', importOptions, async (request, reply) => {
    try {
      if (request.query.client !== undefined) assertClientAccess(request.user, request.query.client);
      const rows = importRecords(request, 'students', parseStudentsCsv, app.config.importMaxRows);
      const creates = await planStudentCreates(app.db, request.user, rows, request.query.client);
      await app.db.transaction(async (tx) => {
        for (const slice of inSlices(creates)) await tx.insert(students).values(slice);
      });
      const body: ImportSuccess = { message: STUDENT_MESSAGES.imported, count: creates.length };
      return reply.status(201).send(body);
    } catch (error) {
      if (error instanceof ImportRefused) return sendRefusal(reply, error);
      if (uniqueViolation(error) !== undefined) throw conflict(EMAIL_TAKEN_MEANWHILE);
      throw error;
    }
  });

  app.put('/api/import-student/', importOptions, async (request, reply) => {
    try {
      if (request.query.client !== undefined) assertClientAccess(request.user, request.query.client);
      const rows = importRecords(request, 'students', parseStudentsCsv, app.config.importMaxRows);
      const updates = await planStudentUpdates(app.db, request.user, rows, request.query.client);
      await app.db.transaction(async (tx) => {
        for (const { id, changes } of updates) await tx.update(students).set(changes).where(eq(students.student_id, id));
        await revokeStudentSessions(
          tx,
          updates.filter((u) => u.passwordChanged).map((u) => u.id),
        );
      });
      const body: ImportSuccess = { message: STUDENT_MESSAGES.imported, count: updates.length };
      return reply.send(body);
    } catch (error) {
      if (error instanceof ImportRefused) return sendRefusal(reply, error);
      if (uniqueViolation(error) !== undefined) throw conflict(EMAIL_TAKEN_MEANWHILE);
      throw error;
    }
  });
}
