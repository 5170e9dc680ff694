import { courseRecordSchema, courseSavedSchema, courseSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCourses } from './queries';
import { addCourse } from './service';

const tags = ['courses'];

/** Courses (Subject Detail): every signed-in screen lists them; the super admin adds them. */
export default async function courseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/courses/',
    { config: { access: 'course.list' }, schema: { tags, response: { 200: z.array(courseRecordSchema) } } },
    async () => listCourses(app.db),
  );

  app.post(
    '/api/courses/',
    {
      config: { access: 'course.create', audit: 'course.created' },
      schema: { body: courseSchema, tags, response: { 201: courseSavedSchema } },
    },
    async (request, reply) => reply.status(201).send(await addCourse(app.db, request.body)),
  );
}
