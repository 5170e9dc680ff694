import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COURSE_ADDED, courseSchema } from '@prep/domain';
import { courses } from '../db/schema/index';
import { requireRole, requireSignedIn } from '../plugins/auth';
import { conflict } from '../plugins/errors';

export default async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/courses/', { onRequest: requireSignedIn, schema: { tags: ['courses'] } }, async () =>
    app.db.select().from(courses).orderBy(asc(courses.course_id)),
  );

  app.post(
    '/api/courses/',
    { onRequest: requireRole('superadmin'), schema: { body: courseSchema, tags: ['courses'] } },
    async (request, reply) => {
      const [created] = await app.db.insert(courses).values(request.body).onConflictDoNothing().returning();
      if (!created) throw conflict('A course with this name already exists', { course_type: ['A course with this name already exists'] });
      return reply.status(201).send({ message: COURSE_ADDED, ...created });
    },
  );
}
