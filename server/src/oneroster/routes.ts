import { oneRosterQuerySchema, oneRosterReportSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientTarget } from '../access/facts';
import { importOneRoster } from './service';

const tags = ['oneroster'];

/** Rosters from the school's student information system: a OneRoster 1.1 CSV export (issue 29). */
export default async function oneRosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/import-oneroster/',
    {
      config: {
        access: 'oneroster.import',
        // A preview, and an export that changes nothing, record nothing (nothingChanged()).
        audit: [
          'student.created',
          'student.updated',
          'student.invited',
          'teacher.created',
          'teacher.updated',
          'teacher.invited',
          'class.created',
          'class.updated',
          'class.student_added',
          'class.student_removed',
          'class.teacher_added',
          'class.teacher_removed',
        ],
      },
      schema: {
        querystring: oneRosterQuerySchema,
        tags,
        description:
          'multipart/form-data: `file`, the zip of a OneRoster 1.1 CSV export (manifest.csv, orgs.csv, users.csv, ' +
          'classes.csv, enrollments.csv; courses.csv and academicSessions.csv read when present). Users with role ' +
          'student become students, teacher teachers (others are skipped), classes classes, enrollments memberships, ' +
          'each matched by its sourcedId; `status=tobedeleted` takes a person out of their classes and closes their ' +
          'sign-in (their results stay). `preview=true` saves nothing. `org`: the org of an export holding several; ' +
          '`program`: that of new classes whose course names none. Rows that cannot be imported are listed in ' +
          '`problems` by file and line; the rest is saved in one transaction. An unreadable export answers 400 ' +
          '(413 past ONEROSTER_MAX_ROWS or ONEROSTER_MAX_BYTES) with its `problems`.',
        response: { 200: oneRosterReportSchema },
      },
    },
    async (request) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      return importOneRoster(app, request, scope, request.query);
    },
  );
}
