import {
  idParams,
  nestedQuizSchema,
  quizBodySchema,
  quizDeletedSchema,
  quizRecordSchema,
  quizWithCourseSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCourses, nestedFor, quizView, visibleQuizzes } from './queries';
import { nestedQuiz, viewQuiz } from './read';
import { changeQuiz, createQuiz, removeQuiz } from './service';

const tags = ['quizzes'];
const params = idParams('id');
const listQuery = z.object({ test_type: z.string().trim().min(1).max(100).optional() });

/** Tests (quizzes): their metadata, and their questions nested for reading. */
export default async function quizRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/quiz/quiz/',
    {
      config: { access: 'quiz.list' },
      schema: { querystring: listQuery, tags, response: { 200: z.array(nestedQuizSchema) } },
    },
    async (request) => {
      const scope = await request.authorize({});
      return nestedFor(app.db, scope, await visibleQuizzes(app.db, scope, request.query.test_type));
    },
  );

  app.get(
    '/quiz/quiz/:id/',
    { config: { access: 'quiz.read' }, schema: { params, tags, response: { 200: nestedQuizSchema } } },
    // One statement (the test, the facts, what the viewer may see); the questions from the cache.
    async (request) => {
      const { scope, record } = await request.authorize(
        viewQuiz(app.db, request.user, request.params.id),
        (viewed) => viewed.facts,
      );
      return nestedQuiz(app.db, app.content, scope, record);
    },
  );

  app.post(
    '/quiz/quiz/',
    {
      config: { access: 'quiz.create', audit: 'test.created' },
      schema: { body: quizBodySchema, tags, response: { 201: quizRecordSchema } },
    },
    async (request, reply) => reply.status(201).send(await createQuiz(app.db, request.body)),
  );

  app.put(
    '/quiz/quiz/:id/',
    {
      config: { access: 'quiz.update', audit: 'test.updated' },
      schema: { params, body: quizBodySchema, tags, response: { 200: quizRecordSchema } },
    },
    async (request) => changeQuiz(app.db, request.params.id, request.body),
  );

  app.delete(
    '/quiz/quiz/:id/',
    {
      config: { access: 'quiz.delete', audit: 'test.deleted' },
      schema: { params, tags, response: { 200: quizDeletedSchema } },
    },
    async (request) => removeQuiz(app.db, app.media, request.params.id),
  );

  // Flat lists for the test browser and the test form: the tests the caller may see, and every course.
  app.get(
    '/quiz/quizwithcourse/',
    {
      config: { access: 'quiz.list' },
      schema: { querystring: listQuery, tags, response: { 200: quizWithCourseSchema } },
    },
    async (request) => {
      const scope = await request.authorize({});
      const [rows, course] = await Promise.all([
        visibleQuizzes(app.db, scope, request.query.test_type),
        listCourses(app.db),
      ]);
      return { quiz: rows.map(quizView), course };
    },
  );
}
