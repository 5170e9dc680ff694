// Paper tests (issue 30), the review of a scan: a page's image (or one question's row cut out of it) and
// a reviewer's confirmation of its answers (POST /api/paper/scans/{scan}/pages/{page}/confirm/).
import { type AccessClaims, idParam, paperConfirmSchema, paperScanSchema } from '@prep/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSuperAdmin } from '../../access/principal';
import { notFound } from '../../plugins/errors';
import { confirmPage } from './confirm';
import { pageImage } from './page-image';
import { pageFacts, pageItem } from './review-queries';

const tags = ['paper'];
const params = z.object({ scan: idParam, page: z.coerce.number().int().min(1).max(100_000) });
const jpeg = { content: { 'image/jpeg': { schema: z.string() } } };

export default async function paperScanReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * The page, authorised: the scan's client's admins; a teacher for a scan they uploaded, on a page of a
   * sitting they teach. Another client's scan is not found (its existence is no one else's business).
   */
  const pageOf = async (request: FastifyRequest, scan: number, page: number) => {
    const viewer = request.user as AccessClaims;
    const found = await pageFacts(app.db, viewer, scan, page);
    const foreign = found && !isSuperAdmin(viewer) && found.client !== viewer.client_id;
    return (await request.authorize(foreign ? undefined : found, (f) => ({ client: f.client, taught: f.taught })))
      .record;
  };

  app.post(
    '/api/paper/scans/:scan/pages/:page/confirm/',
    {
      config: { access: 'paper.scan', audit: ['paper.confirmed', 'sitting.submitted', 'sitting.graded'] },
      schema: {
        params,
        body: paperConfirmSchema,
        tags,
        description:
          "The reviewer's answers for the page's questions (labels as the sheet prints them; none marked: " +
          'unanswered) replace what was read for those questions; every answer is then certain and the page ' +
          'settled: graded with its sitting once every page of the sheet is in (the grading of a paper sitting), ' +
          'or a duplicate. An unreadable page needs `master_sitting_id` (a paper sitting of the client not ' +
          'graded; for a teacher, one they teach) and `sheet_page` (1 when left out). Answers the page item of the scan (as GET /api/paper/scans/{scan}/ lists ' +
          'it). 400 with `fields` for a question not on the page, a label not its option, several labels for a ' +
          'single-answer question; 409 for a page graded or a duplicate. Answers changed from what was read ' +
          'are recorded in the `paper.confirmed` event.',
        response: { 200: paperScanSchema.shape.pages.element },
      },
    },
    async (request) => {
      const { scan, page } = request.params;
      const found = await pageOf(request, scan, page);
      const id = await confirmPage(app.db, request.user as AccessClaims, found, request.body, new Date());
      const item = await pageItem(app.db, id);
      if (!item) throw notFound();
      return item;
    },
  );

  app.get(
    '/api/paper/scans/:scan/pages/:page/image',
    {
      config: { access: 'paper.scan' },
      schema: {
        params,
        querystring: z.object({ question: z.coerce.number().int().min(1).max(10_000).optional() }),
        tags,
        description:
          'The page as stored for review (JPEG; straightened to the sheet when its marks were found). With ' +
          '`question` (the number the sheet prints), only that question’s row, cut out of a straightened page. ' +
          '404 when the page has no image, or the question is not on it (or the page is not straightened).',
        response: { 200: jpeg },
      },
    },
    async (request, reply) => {
      const { scan, page } = request.params;
      const found = await pageOf(request, scan, page);
      const image = await pageImage(app.db, app.storage, found.page, request.query.question);
      if (!image) throw notFound();
      const sent = (reply as FastifyReply)
        .header('content-type', 'image/jpeg')
        // A student's handwriting: never kept by a shared cache, nor by the browser past the page.
        .header('cache-control', 'private, no-store');
      if (image.size !== undefined) sent.header('content-length', image.size);
      return sent.send(image.body);
    },
  );
}
