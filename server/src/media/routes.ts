import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { mediaFileSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocalStorage } from '../storage/local';
import { imageType, mediaFile, uploadsDir } from './store';

const tags = ['media'];
const params = z.object({ folder: z.string(), name: z.string() });
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded images (client logos, question and step images) at /media/. Their names are random and
 * never reused, so they cache forever. They come from the storage (storage/), or from DATA_DIR/uploads for
 * files saved before it.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const legacy = uploadsDir(app.config.dataDir);
  mkdirSync(legacy, { recursive: true });
  const storage = app.storage;
  const local = storage instanceof LocalStorage ? storage : undefined;
  if (local) mkdirSync(local.root, { recursive: true });
  // Only reply.sendFile, within this plugin: the route below decides which paths are files.
  await app.register(fastifyStatic, {
    root: legacy,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE);
    },
  });

  app.get(
    '/media/:folder/:name',
    {
      // Public: a logo brands the sign-in pages, before anyone has signed in, and an <img> sends no
      // bearer token. A file's name is a random UUID that no listing shows and no upload reuses, so
      // only someone who was given its path (a client's own users, in that client's record) can find it.
      config: { access: 'public' },
      schema: {
        params,
        tags,
        response: {
          200: { description: 'The file, as uploaded', content: { 'image/*': { schema: mediaFileSchema } } },
        },
      },
    },
    async (request, reply) => {
      const key = mediaFile(request.params.folder, request.params.name);
      if (!key) return reply.callNotFound();
      if (local) {
        if (await local.head(key)) return reply.sendFile(key, local.root);
      } else {
        // Images are small (1 MB at most): streamed through, so they keep this origin's headers.
        const stored = await storage.read(key);
        if (stored) {
          return reply
            .header('content-type', imageType(key))
            .header('content-length', stored.size)
            .header('cache-control', IMMUTABLE)
            .send(stored.body as never);
        }
      }
      return reply.sendFile(key);
    },
  );
}
