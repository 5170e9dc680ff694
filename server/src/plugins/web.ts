import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';
import { msg, SIGN_IN_PAGES } from '@prep/domain';

/**
 * The sign-in pages: their form, sent before the app has loaded, must say it came from here (its Origin),
 * which a browser sends with a POST only when the page's referrer policy is not no-referrer (helmet's
 * default). `same-origin`: the app's own origin to itself, nothing to other sites.
 */
const SIGN_IN_PATHS = new Set<string>(Object.values(SIGN_IN_PAGES));

/** Paths the API owns: an unknown one is a JSON 404, never the web page. */
const API_PATH = /^\/(api|quiz|auth|health|media|lti)(\/|$|\?)/;

/**
 * The public pages the build rendered ahead (web/src/prerender.tsx), by path: `prerendered/index.html` is
 * `/`, `prerendered/student.html` is `/student`.
 */
function prerenderedPages(root: string): Map<string, string> {
  const folder = join(root, 'prerendered');
  if (!existsSync(folder)) return new Map();
  const pages = readdirSync(folder).filter((name) => name.endsWith('.html'));
  return new Map(
    pages.map((name) => {
      const path = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length).replaceAll('_', '/')}`;
      return [path, `prerendered/${name}`];
    }),
  );
}

/**
 * The Content-Security-Policy sources of the inline scripts in the built page (web/index.html's: the language
 * chosen in this browser, read before the first paint), by their hashes: no other inline script runs.
 */
export function inlineScriptSources(root: string): string[] {
  const page = join(root, 'index.html');
  if (!existsSync(page)) return [];
  const scripts = readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g);
  return [...scripts].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** Serves the built web app and lets the browser router own every other path. */
export default fp(async function web(app: FastifyInstance, opts: { root: string }) {
  const hasWeb = existsSync(join(opts.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      // The build writes .br and .gz beside each asset (web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Pages are the not-found handler's below: `/` is a prerendered page, not the bare index.html.
      index: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const prerendered = prerenderedPages(opts.root);
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(request.url);
    if (hasWeb && isPage) {
      // With a query (/student?token=…) the page renders otherwise than it was prerendered.
      const path = request.url.replace(/\?.*$/, '').replace(/(.)\/$/, '$1');
      if (SIGN_IN_PATHS.has(path)) reply.header('referrer-policy', 'same-origin');
      const page = request.url.includes('?') ? undefined : prerendered.get(path);
      return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
    }
    return sendError(reply, 404, msg('Not found.'));
  });
});
