// Paper tests (issue 30), the scans: uploading the filled answer sheets (POST /api/paper/scans/) and
// following their reading (GET /api/paper/scans/{scan}/).
import type { FastifyInstance } from 'fastify';

export default async function paperScanUploadRoutes(_fastify: FastifyInstance) {}
