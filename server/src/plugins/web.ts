import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/** Paths the API owns: an unknown one is a JSON 404, never the web page. */
const API_PATH = /^\/(api|quiz|auth|health|media)(\/|$|\?)/;

/** Serves the built web app and lets the browser router own every other path. */
export default fp(async function web(app: FastifyInstance, opts: { root: string }) {
  const hasWeb = existsSync(join(opts.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(request.url);
    if (hasWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(reply, 404, 'Not found.');
  });
});
