import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses } from '../db/schema/index';
import { requireSignedIn } from '../plugins/auth';

export default async function courseRoutes(app: FastifyInstance) {
  app.get('/api/courses/', { preHandler: requireSignedIn, schema: { tags: ['courses'] } }, async () =>
    app.db.select().from(courses).orderBy(asc(courses.course_id)),
  );
}
