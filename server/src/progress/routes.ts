import { idParams, studentProgressSchema, studentSkillsSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentFactsFor } from '../access/facts';
import { studentProgress, studentSkills } from './service';

const tags = ['analytics'];
const params = idParams('id');

/**
 * A student's progress and skill mastery (issue 20), from released results only, for the student
 * themselves, their client's admins, the teachers of a class holding them and the super admin.
 */
export default async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/analytics/student/:id/progress/',
    { config: { access: 'analytics.student' }, schema: { params, tags, response: { 200: studentProgressSchema } } },
    async (request) => {
      return studentProgress(app.db, await request.authorize(studentFactsFor(app.db, request.user, request.params.id)));
    },
  );

  app.get(
    '/api/analytics/student/:id/skills/',
    { config: { access: 'analytics.student' }, schema: { params, tags, response: { 200: studentSkillsSchema } } },
    async (request) => {
      return studentSkills(app.db, await request.authorize(studentFactsFor(app.db, request.user, request.params.id)));
    },
  );
}
