import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CorrespondingStudents, CorrespondingTeachers, RosterColors, TeachersAndStudents } from '@prep/domain';
import { assertClientAccess, requireRole } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { listStudents } from '../students/queries';
import { listTeachers } from '../teachers/queries';
import { colorsOf } from './theme';

const clientParams = z.object({ clientid: z.coerce.number({ error: 'Not found.' }).int().positive() });

/** What the Teacher Profile and Student Profile screens load: the client's people and its theme. */
export default async function rosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = { onRequest: requireRole('superadmin', 'clientadmin'), schema: { params: clientParams, tags: ['teachers', 'students'] } };

  async function colors(user: Parameters<typeof assertClientAccess>[0], clientId: number): Promise<RosterColors> {
    assertClientAccess(user, clientId);
    const found = await colorsOf(app.db, clientId);
    if (!found) throw notFound();
    return found;
  }

  app.get('/api/corresponding-teacher/:clientid', options, async (request): Promise<CorrespondingTeachers> => {
    const theme = await colors(request.user, request.params.clientid);
    return { teachers: await listTeachers(app.db, request.params.clientid), colors: theme };
  });

  app.get('/api/corresponding-student/:clientid', options, async (request): Promise<CorrespondingStudents> => {
    const theme = await colors(request.user, request.params.clientid);
    return { students: await listStudents(app.db, request.params.clientid), colors: theme };
  });

  app.get('/api/teacherandstudent/:clientid', options, async (request): Promise<TeachersAndStudents> => {
    const theme = await colors(request.user, request.params.clientid);
    const [students, teachers] = await Promise.all([
      listStudents(app.db, request.params.clientid),
      listTeachers(app.db, request.params.clientid),
    ]);
    return { students, teachers, colors: theme };
  });
}
