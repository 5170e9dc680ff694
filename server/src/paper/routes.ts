// Paper tests (issue 30): printing a real test's answer sheets for a class or chosen students, the sheets
// as a PDF and where everything is on them. Reading the scans back is the next part of the issue.
import {
  idParam,
  PAPER_SHEET_MESSAGES,
  paperBookletSchema,
  paperLayoutSchema,
  paperSheetsBodySchema,
  paperSheetsCreatedSchema,
  SITTING_MESSAGES,
} from '@prep/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeClass } from '../classrooms/guard';
import { badRequest } from '../plugins/errors';
import { batchFacts, studentsFacts } from './queries';
import { bookletOf, createSheets, layoutOf, pdfOf, type PrintFor } from './sheets';

const tags = ['paper'];
const params = z.object({ batch: idParam });
const pdf = { content: { 'application/pdf': { schema: z.string() } } };

export default async function paperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The batch, authorised: its client's admins, and a teacher of its class (or of every student of it). */
  const batchOf = async (request: FastifyRequest, id: number) =>
    (await request.authorize(batchFacts(app.db, request.user, id), (b) => ({ client: b.client, taught: b.taught })))
      .record;

  app.post(
    '/api/paper/sheets/',
    {
      config: { access: 'paper.print', audit: ['class.assigned', 'sitting.assigned'] },
      schema: {
        body: paperSheetsBodySchema,
        tags,
        description:
          'One paper sitting per student of the class (or of the students), given through the assignment every ' +
          'assignment uses: a student with the test open is skipped with the reason. 409 when every one is skipped.',
        response: { 201: paperSheetsCreatedSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      let target: PrintFor;
      if ('classroom' in body) {
        target = { classroom: await authorizeClass(app, request, body.classroom) };
      } else {
        const facts = await studentsFacts(app.db, request.user, body.students);
        if (facts.client === undefined) throw badRequest(SITTING_MESSAGES.selectStudent);
        const scope = await request.authorize({ client: facts.client, taught: facts.taught });
        if (facts.clients.length > 1) throw badRequest(PAPER_SHEET_MESSAGES.sameClient);
        target = { scope, client: facts.client, students: body.students };
      }
      return reply.status(201).send(await createSheets(app.db, body, target));
    },
  );

  app.get(
    '/api/paper/sheets/:batch/sheets.pdf',
    {
      config: { access: 'paper.print' },
      schema: {
        params,
        tags,
        description: 'The answer sheets of the batch: for each student their pages, A4 or Letter.',
        response: { 200: pdf },
      },
    },
    async (request, reply) => {
      const batch = await batchOf(request, request.params.batch);
      const body = await pdfOf(app.db, batch, app.config.jwtSecret);
      // A file, not the schema's string: sent as is, so the reply is taken untyped.
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="answer-sheets-${batch.id}.pdf"`)
        .send(body);
    },
  );

  app.get(
    '/api/paper/sheets/:batch/layout/',
    {
      config: { access: 'paper.print' },
      schema: {
        params,
        tags,
        description:
          'Where everything is on each sheet page, in PDF points from the top-left corner: marks and code by ' +
          'their top-left corner and side, bubbles by centre and radius.',
        response: { 200: paperLayoutSchema },
      },
    },
    async (request) => layoutOf(app.db, await batchOf(request, request.params.batch)),
  );

  app.get(
    '/api/paper/sheets/:batch/booklet/',
    {
      config: { access: 'paper.print' },
      schema: {
        params,
        tags,
        description:
          'What the booklet page prints: the test, its page size and versions, and its questions as a student ' +
          'sees them (options lettered, no answer keys, no steps) in the test’s order.',
        response: { 200: paperBookletSchema },
      },
    },
    async (request) => bookletOf(app.db, await batchOf(request, request.params.batch)),
  );
}
