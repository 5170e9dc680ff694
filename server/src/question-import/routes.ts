import {
  AUTHORING_API_MESSAGES,
  importAnswersSchema,
  importedAnswersSchema,
  importedQuestionsSchema,
  importedStepsSchema,
  importQuestionsSchema,
  importStepsSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importAnswerRows, importQuestionRows, importStepRows } from './service';

const tags = ['question-import'];
// §8: a refused list is answered with its stage's failure; the rows and fields at fault stay in `fields`.
const { importFailed } = AUTHORING_API_MESSAGES;

/** §7's imports for API users: question rows, answer rows, step rows; each list all or nothing. */
export default async function questionImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/quiz/importquestion/',
    {
      config: { access: 'question.import', failure: importFailed.questions, audit: 'test.questions_imported' },
      schema: { body: importQuestionsSchema, tags, response: { 201: importedQuestionsSchema } },
    },
    async (request, reply) => reply.status(201).send(await importQuestionRows(app.db, request.body.questions)),
  );

  app.post(
    '/quiz/importanswer/',
    {
      config: {
        access: 'question.import',
        failure: importFailed.answers,
        audit: ['question.options_imported', 'question.key_changed'],
      },
      schema: { body: importAnswersSchema, tags, response: { 201: importedAnswersSchema } },
    },
    async (request, reply) => reply.status(201).send(await importAnswerRows(app.db, request.body.answers)),
  );

  app.post(
    '/quiz/importsteps/',
    {
      config: { access: 'question.import', failure: importFailed.steps, audit: 'steps.created' },
      schema: { body: importStepsSchema, tags, response: { 201: importedStepsSchema } },
    },
    async (request, reply) => reply.status(201).send(await importStepRows(app.db, request.body.steps)),
  );
}
