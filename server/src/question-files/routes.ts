import {
  idParams,
  QUESTION_EXPORT_FORMATS,
  QUESTION_FILE_FORMATS,
  questionExportQuerySchema,
  questionFileImportedSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quizFacts } from '../access/facts';
import { readLimitedForm } from '../question-images/images';
import { exportQuestionFile } from './export';
import { importQuestionFile } from './import';
import { QUESTION_FILE_RULES } from './limits';

const tags = ['question-files'];
const params = idParams('id');
const file = { schema: z.string() };

/** A whole test's questions from and to the formats teachers have: tags, GIFT, Aiken, QTI 3.0, JSON. */
export default async function questionFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/quiz/quiz/:id/import/',
    {
      config: { access: 'question.import' },
      schema: {
        params,
        tags,
        description:
          `multipart/form-data: \`format\` (${QUESTION_FILE_FORMATS.join(', ')}) and \`file\`. Questions, options, keys, ` +
          'steps and images saved in one transaction; numbered after the test’s last question (JSON: as the file says). ' +
          'A file that does not parse answers 400 with the format’s message and each problem (line, tag) in fields.file.',
        response: { 201: questionFileImportedSchema },
      },
    },
    async (request, reply) => {
      await request.authorize(quizFacts(app.db, request.user, request.params.id));
      const form = await readLimitedForm(request, QUESTION_FILE_RULES);
      return reply.status(201).send(await importQuestionFile(app.db, app.media, request.params.id, form));
    },
  );

  app.get(
    '/quiz/quiz/:id/export/',
    {
      config: { access: 'quiz.export' },
      schema: {
        params,
        querystring: questionExportQuerySchema,
        tags,
        description: `The test's questions as a file: ${QUESTION_EXPORT_FORMATS.join(', ')} (GIFT .txt, QTI 3.0 .zip, JSON).`,
        response: { 200: { content: { 'text/plain': file, 'application/zip': file, 'application/json': file } } },
      },
    },
    async (request, reply) => {
      const scope = await request.authorize(quizFacts(app.db, request.user, request.params.id));
      const exported = await exportQuestionFile(app.db, app.media, scope, request.params.id, request.query.format);
      // Bytes go out as they are (Fastify serialises only objects); the schema above only documents them.
      return reply
        .header('content-type', exported.contentType)
        .header('content-disposition', `attachment; filename="${exported.filename}"`)
        .header('cache-control', 'no-store')
        .send(exported.body as unknown as string);
    },
  );
}
