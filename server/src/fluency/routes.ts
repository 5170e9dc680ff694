import { FLUENT_MS, fluencyReportSchema, idParams } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentFactsFor } from '../access/facts';
import { authorizeClass } from '../classrooms/guard';
import { classroomFluency, studentFluency } from './queries';

const tags = ['analytics'];
const params = idParams('id');

/**
 * Warm-up fact fluency: the facts' grid of a student, and of a class's students together. Two
 * statements each: the access facts, then the grid. A student sees theirs at once: the warm-up's
 * review (right or wrong) is shown to them on submission already.
 */
export default async function fluencyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/analytics/student/:id/fluency/',
    { config: { access: 'analytics.student' }, schema: { params, tags, response: { 200: fluencyReportSchema } } },
    async (request) => {
      const scope = await request.authorize(studentFactsFor(app.db, request.user, request.params.id));
      return { fluent_ms: FLUENT_MS, facts: await studentFluency(app.db, scope) };
    },
  );

  app.get(
    '/api/analytics/classroom/:id/fluency/',
    { config: { access: 'analytics.classroom' }, schema: { params, tags, response: { 200: fluencyReportSchema } } },
    async (request) => {
      // A class's work, like every class route: refused (403) while the client has classes off.
      const authorised = await authorizeClass(app, request, request.params.id);
      return { fluent_ms: FLUENT_MS, facts: await classroomFluency(app.db, authorised) };
    },
  );
}
