import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { handlerFile, type Paths, routeMap } from './document';

const ROUTES_DOC = new URL('../../../docs/routes.md', import.meta.url).pathname;
const repoFile = (path: string) => new URL(`../../../${path}`, import.meta.url).pathname;

let t: TestApp;
let paths: Paths;
beforeAll(async () => {
  t = await startTestApp();
  paths = (t.app.swagger() as { paths: Paths }).paths;
});
afterAll(() => t.close());

describe('the route map (docs/routes.md)', () => {
  it('is what the OpenAPI document gives today (run `npm run routes` after adding or changing a route)', () => {
    expect(readFileSync(ROUTES_DOC, 'utf8')).toBe(routeMap(paths));
  });

  it('sends each route to the routes.ts of its feature folder, which declares its path', () => {
    for (const [path, operations] of Object.entries(paths)) {
      for (const operation of Object.values(operations)) {
        const file = handlerFile(operation);
        expect(existsSync(repoFile(file)), `${path}: ${file}`).toBe(true);
        const source = readFileSync(repoFile(file), 'utf8');
        // Fastify's :param is OpenAPI's {param}; a path built in a loop (/auth/${user}/reset-token/) shows its parts.
        const declared = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
        const parts = declared.split('/').filter((part) => part && !part.startsWith(':'));
        const found = source.includes(`'${declared}'`) || parts.every((part) => source.includes(part));
        expect(found, `${path} in ${file}`).toBe(true);
      }
    }
  });

  it('declares the answer of every route (a 2xx response schema)', () => {
    const undeclared = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            // Without a schema, @fastify/swagger still lists a bare 'Default Response' with no content.
            !Object.entries(operation.responses ?? {}).some(
              ([status, response]) => /^2/.test(status) && (response as { content?: unknown }).content !== undefined,
            ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('names a row of the access policy for every route', () => {
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation['x-access'], `${method.toUpperCase()} ${path}`).toBeDefined();
      }
    }
  });
});
