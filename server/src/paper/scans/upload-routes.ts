// Paper tests (issue 30), the scans: uploading the filled answer sheets (POST /api/paper/scans/) and
// following their reading (GET /api/paper/scans/{scan}/). The upload keeps the files and answers at once;
// the reading is a job of the database run in worker threads (job.ts, docs/decisions/0120).
import { randomBytes } from 'node:crypto';
import {
  fill,
  idParam,
  PAPER_SCAN_MESSAGES,
  PAPER_SCAN_TOO_LARGE,
  paperScanCreatedSchema,
  paperScanSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget } from '../../access/facts';
import { teacherIdOf } from '../../access/principal';
import { clientOf } from '../../access/scope';
import { audit } from '../../audit/record';
import { NO_SUCH_CLIENT, clientQuery } from '../../imports/import';
import { readFiles } from '../../media/form-files';
import { badRequest } from '../../plugins/errors';
import { kickScans } from './reader-timer';
import { uploadKey } from './scan-files';
import { insertScan, scanFacts, scanView, type UploadedScanFile } from './scan-queries';

const tags = ['paper'];
const params = z.object({ scan: idParam });
const MB = 1024 * 1024;

export default async function paperScanUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { scanMaxBytes, scanMaxPages } = app.config;

  app.post(
    '/api/paper/scans/',
    {
      config: { access: 'paper.scan', audit: 'paper.scanned' },
      schema: {
        querystring: clientQuery,
        tags,
        description:
          'Scanned answer sheets as a multipart form: one or more parts named `file`, each a PDF (a scanner’s, ' +
          `many pages) or a photo (JPEG, PNG). At most ${scanMaxBytes} bytes in all (413 past it); the first ` +
          `${scanMaxPages} pages are read. Answers the scan at once; it is read in the background ` +
          '(GET /api/paper/scans/{scan}/). The super admin names the client (`?client=`).',
        response: { 201: paperScanCreatedSchema },
      },
    },
    async (request, reply) => {
      const scope = await request.authorize({ ...clientTarget(request.query.client), taught: true });
      const client = clientOf(scope);
      if (client === undefined) throw badRequest(NO_SUCH_CLIENT);
      const upload = randomBytes(12).toString('hex');
      const kept: UploadedScanFile[] = [];
      const tooLarge = fill(PAPER_SCAN_TOO_LARGE, { max: Math.floor(scanMaxBytes / MB) });
      try {
        await readFiles(
          request,
          // One file more than the pages read: its page says the rest were not.
          {
            field: 'file',
            maxBytes: scanMaxBytes,
            maxFiles: scanMaxPages + 1,
            tooLarge,
            none: PAPER_SCAN_MESSAGES.noFile,
          },
          async (file, position) => {
            const key = uploadKey(client, upload, position);
            await app.storage.put(key, file.data, 'application/octet-stream');
            kept.push({
              position,
              filename: file.filename.slice(0, 255) || `file-${position + 1}`,
              content_type: file.mimetype.slice(0, 100),
              size: file.data.length,
              storage_key: key,
            });
          },
        );
        if (kept.length === 0) throw badRequest(PAPER_SCAN_MESSAGES.noFile);
        const teacher = teacherIdOf(request.user) ?? null;
        const scan = await app.db.transaction(async (tx) => {
          const id = await insertScan(tx, { client, teacher }, kept);
          await audit(tx, {
            action: 'paper.scanned',
            client,
            subject: { type: 'paper_scan', id, label: kept.map((f) => f.filename).join(', ') },
            changes: { files: [null, kept.length], bytes: [null, kept.reduce((n, f) => n + f.size, 0)] },
          });
          return id;
        });
        kickScans(app);
        return reply.status(201).send({ scan });
      } catch (error) {
        // Nothing of a refused upload stays in the storage.
        await Promise.all(kept.map((f) => app.storage.remove(f.storage_key).catch(() => {})));
        throw error;
      }
    },
  );

  app.get(
    '/api/paper/scans/:scan/',
    {
      config: { access: 'paper.scan' },
      schema: {
        params,
        tags,
        description:
          'The scan as read so far: each page’s sheet, student, state and answers (with why, when a page could ' +
          'not be read), how far the reading is, and whom an unreadable page may be given to.',
        response: { 200: paperScanSchema },
      },
    },
    async (request) => {
      const { record } = await request.authorize(scanFacts(app.db, request.user, request.params.scan), (s) => ({
        client: s.client,
        taught: s.taught,
      }));
      return scanView(app.db, record);
    },
  );
}
