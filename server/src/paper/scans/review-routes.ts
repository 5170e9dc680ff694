// Paper tests (issue 30), the review of a scan: a page's image (or one question's row cut out of it) and
// a reviewer's confirmation of its answers (POST /api/paper/scans/{scan}/pages/{page}/confirm/).
import type { FastifyInstance } from 'fastify';

export default async function paperScanReviewRoutes(_fastify: FastifyInstance) {}
