// The video files themselves: played at signed paths (a <video> sends no bearer token; the signature was given
// only with a record the caller may read), and, on the local disk, the upload parts PUT to signed paths.
import { UPLOAD } from '../step-videos/routes';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { mediaFileSchema, VIDEO_MESSAGES, msg } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../plugins/errors';
import { LocalStorage, PartTooLarge } from '../storage/local';
import { verifyPath } from '../storage/signing';
import { videoKeyOf, videoKind, videoPath, videoType } from '../step-videos/files';
import { PLAY_SECONDS } from '../step-videos/service';
import { partSizeFor } from '../step-videos/uploads';

const tags = ['video-files'];
const signed = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(200).optional(),
});
const denied = () => new HttpError(403, msg('This video address is not valid or has expired.'));

export default async function videoFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.jwtSecret;
  const storage = app.storage;
  const local = storage instanceof LocalStorage ? storage : undefined;
  if (local) {
    await app.register(fastifyStatic, {
      root: local.root,
      serve: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders(res) {
        res.header('cache-control', 'private, max-age=3600');
      },
    });
  }

  app.get(
    '/media/video/*',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ '*': z.string() }),
        querystring: signed,
        tags,
        description:
          'A step video, at the signed address a step video read gives: its bytes with range requests on the ' +
          'local disk, or a redirect to a short-lived signed address of the bucket.',
        response: {
          200: { description: 'The video', content: { 'video/*': { schema: mediaFileSchema } } },
          206: { description: 'The range asked for', content: { 'video/*': { schema: mediaFileSchema } } },
        },
      },
    },
    async (request, reply) => {
      const key = videoKeyOf(videoPath(request.params['*']));
      if (!key) throw notFound();
      if (!verifyPath(secret, videoPath(key), request.query.expires, request.query.signature)) throw denied();
      if (!(await storage.head(key))) throw notFound();
      if (local) return reply.sendFile(key, local.root, { contentType: true });
      const url = await storage.directReadUrl(key, PLAY_SECONDS, videoType(key));
      return reply.header('cache-control', 'no-store').redirect(url!, 302);
    },
  );

  if (!local) return;
  // Parts arrive as raw bytes, streamed to disk as they come: never parsed, never held whole. The body is the
  // payload stream after Fastify's preParsing hooks (compression's among them), not the raw request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const partLimit = partSizeFor(app.config.videoMaxBytes);

  app.put(
    '/media/parts/:upload/:part',
    {
      config: { access: 'public', audit: UPLOAD },
      schema: {
        params: z.object({
          upload: z.string().regex(/^[a-f0-9]{32}$/),
          part: z.coerce.number().int().min(1).max(10_000),
        }),
        querystring: signed,
        tags,
        description:
          'One part of a video upload on the local disk, at the signed address /quiz/stpvideo/uploads/parts/ gave.',
        response: { 200: z.object({ part_number: z.number(), size: z.number() }) },
      },
    },
    async (request, reply) => {
      const { upload, part } = request.params;
      const path = `/media/parts/${upload}/${part}`;
      if (!verifyPath(secret, path, request.query.expires, request.query.signature)) throw denied();
      if (!(await local.uploadKey(upload))) throw notFound(VIDEO_MESSAGES.uploadUnknown);
      try {
        const written = await local.writePart(
          upload,
          part,
          request.body as Readable,
          partLimit,
          part === 1 ? isVideoStart : undefined,
        );
        // The ETag the completion names the part by, as S3's UploadPart answers it.
        reply.header('etag', `"${written.etag}"`);
        return { part_number: part, size: written.size };
      } catch (error) {
        if (error instanceof PartTooLarge) throw new HttpError(413, VIDEO_MESSAGES.tooLarge(partLimit));
        if (error instanceof NotVideo) throw new HttpError(400, VIDEO_MESSAGES.notVideo);
        throw error;
      }
    },
  );
}

class NotVideo extends Error {}
/** The first part's first bytes must be a video's: a wrong file is refused before it is written. */
const isVideoStart = (start: Buffer) => {
  if (start.length >= 12 && !videoKind(start)) throw new NotVideo();
};
