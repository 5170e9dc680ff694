import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { mediaFileSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaFile, uploadsDir } from './store';

const tags = ['media'];
const params = z.object({ folder: z.string(), name: z.string() });

/** Serves uploaded files (client logos) at /media/. Their names are random and never reused, so they cache forever. */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const root = uploadsDir(app.config.dataDir);
  mkdirSync(root, { recursive: true });
  // Only reply.sendFile, within this plugin: the route below decides which paths are files.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
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
      const file = mediaFile(request.params.folder, request.params.name);
      return file ? reply.sendFile(file) : reply.callNotFound();
    },
  );
}
