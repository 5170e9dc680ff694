// Which source file registered each route, for the route map (docs/routes.md). Taken from the call stack
// when the route is added, so it follows a handler wherever it moves: nothing to keep in step by hand.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { fileURLToPath } from 'node:url';
import { relative, resolve } from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** `GET /api/client/{id}/` (the OpenAPI document's form of the path) → `server/src/clients/routes.ts`. */
    routeFiles: Map<string, string>;
  }
}

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const thisFile = fileURLToPath(import.meta.url);
const FRAME = /\(?((?:file:\/\/)?\/[^():]+):\d+:\d+\)?$/;

/** Fastify's `/:id/*` as OpenAPI's `/{id}/{*}`, as @fastify/swagger writes it. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The first frame of ours on the stack: the file whose code called `fastify.get(…)`/`route(…)`. */
function registeringFile(stack: string): string | undefined {
  for (const line of stack.split('\n').slice(1)) {
    const path = FRAME.exec(line.trim())?.[1];
    if (!path) continue;
    const file = path.startsWith('file://') ? fileURLToPath(path) : path;
    if (file === thisFile || file.includes('/node_modules/') || !file.startsWith(repoRoot)) continue;
    return relative(repoRoot, file);
  }
  return undefined;
}

export default fp(async function routeFiles(app: FastifyInstance) {
  app.decorate('routeFiles', new Map<string, string>());
  app.addHook('onRoute', (route: RouteOptions) => {
    // Fastify's own frames between the plugin's call and this hook number about a dozen.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 60;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    const file = registeringFile(stack);
    if (!file) return;
    for (const method of [route.method].flat()) app.routeFiles.set(routeKey(method, openApiPath(route.url)), file);
  });
});
