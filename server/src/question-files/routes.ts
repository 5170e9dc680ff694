import {
  idParams,
  QUESTION_EXPORT_FORMATS,
  QUESTION_FILE_FORMATS,
  questionExportQuerySchema,
  questionFileImportedSchema,
  questionFilePreviewSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quizFacts } from '../access/facts';
import { readLimitedForm } from '../question-images/images';
import { exportQuestionFile } from './export';
import { importQuestionFile } from './import';
import { QUESTION_FILE_RULES } from './limits';
import { previewOf, readImportForm } from './preview';

const tags = ['question-files'];
const params = idParams('id');
const file = { schema: z.string() };

/** A whole test's questions from and to the formats teachers have: tags, GIFT, Aiken, QTI 3.0, JSON. */
export default async function questionFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/quiz/quiz/:id/import/',
    {
      config: { access: 'question.import', audit: 'test.questions_imported' },
      schema: {
        params,
        tags,
        description:
          `multipart/form-data: \`format\` (${QUESTION_FILE_FORMATS.join(', ')}) and \`file\`. Questions, options, keys, ` +
          'steps and images saved in one transaction; numbered after the test’s last question (JSON: as the file says). ' +
          'A file that does not parse answers 400 with the format’s message and each problem (line, tag) in fields.file. ' +
          'Optional `all_or_nothing`: absent, today’s readers (one key, plain text); `true`, the readers that also take ' +
          'check boxes and formatted text (sanitised), any refused question refusing the file; `false`, the same ' +
          'readers saving the questions they take and listing the refused ones in `refused` (400 when none is left).',
        response: { 201: questionFileImportedSchema },
      },
    },
    async (request, reply) => {
      await request.authorize(quizFacts(app.db, request.user, request.params.id));
      const form = await readLimitedForm(request, QUESTION_FILE_RULES);
      return reply.status(201).send(await importQuestionFile(app.db, app.media, request.params.id, form));
    },
  );

  app.post(
    '/quiz/quiz/:id/import/preview/',
    {
      config: { access: 'question.import', audit: { none: 'a preview reads the file and saves nothing' } },
      schema: {
        params,
        tags,
        description:
          'multipart/form-data: `format` and `file`, as the import. Saves nothing: the questions the partial readers ' +
          'take (number, type, header, the start of the text, options and keys counted, text format), the refused ' +
          'ones (number, line or file, type, reason) and the refused ones as a CSV report. A file that cannot be ' +
          'read at all answers 400 as the import does.',
        response: { 200: questionFilePreviewSchema },
      },
    },
    async (request) => {
      await request.authorize(quizFacts(app.db, request.user, request.params.id));
      const form = await readLimitedForm(request, QUESTION_FILE_RULES);
      return previewOf(readImportForm({ ...form, fields: { ...form.fields, all_or_nothing: 'false' } }).parsed);
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
        description:
          `The test's questions as a file: ${QUESTION_EXPORT_FORMATS.join(', ')} (GIFT .txt, QTI 3.0 .zip, JSON, ` +
          'Aiken .txt, tagged .txt). Aiken leaves out check-box questions with several keys and names them in the ' +
          '`x-skipped-questions` header (400 when all are); the tag format refuses questions without 4 options.',
        response: { 200: { content: { 'text/plain': file, 'application/zip': file, 'application/json': file } } },
      },
    },
    async (request, reply) => {
      const scope = await request.authorize(quizFacts(app.db, request.user, request.params.id));
      const exported = await exportQuestionFile(app.db, app.media, scope, request.params.id, request.query.format);
      // Bytes go out as they are (Fastify serialises only objects); the schema above only documents them.
      // Aiken has one right answer: the check-box questions it leaves out are named here.
      if (exported.skipped?.length) reply.header('x-skipped-questions', exported.skipped.join(','));
      return reply
        .header('content-type', exported.contentType)
        .header('content-disposition', `attachment; filename="${exported.filename}"`)
        .header('cache-control', 'no-store')
        .send(exported.body as unknown as string);
    },
  );
}
