import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { handlerFile, type Paths, type RouteFiles, routeMap } from './document';

const ROUTES_DOC = new URL('../../../docs/routes.md', import.meta.url).pathname;
const repoFile = (path: string) => new URL(`../../../${path}`, import.meta.url).pathname;

/**
 * The paths a source file spells out: each quoted or template string holding a slash and a letter, a
 * template's `${…}` standing for any text (`${base}/:id/start/`, `/auth/${user}/reset-token/`).
 */
function pathLiterals(source: string): RegExp[] {
  const strings = source.match(/'[^'\n]*'|`[^`]*`/g) ?? [];
  return strings
    .map((quoted) => quoted.slice(1, -1))
    .filter((text) => text.includes('/') && /[a-z]/i.test(text.replace(/\$\{[^}]*\}/g, '')))
    .map((text) => {
      const pattern = text
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      return new RegExp(`^${pattern}$`);
    });
}

let t: TestApp;
let paths: Paths;
let files: RouteFiles;
beforeAll(async () => {
  t = await startTestApp();
  paths = (t.app.swagger() as { paths: Paths }).paths;
  files = t.app.routeFiles;
});
afterAll(() => t.close());

describe('the route map (docs/routes.md)', () => {
  it('is what the OpenAPI document gives today (run `npm run routes` after adding or changing a route)', () => {
    expect(readFileSync(ROUTES_DOC, 'utf8')).toBe(routeMap(paths, files));
  });

  it('names for each route the source file that registers it, and that file declares its path', () => {
    for (const [path, operations] of Object.entries(paths)) {
      for (const method of Object.keys(operations)) {
        const file = handlerFile(files, method, path);
        expect(file, `${method} ${path}`).toMatch(/^server\/src\/.+\.ts$/);
        expect(file, `${method} ${path}`).not.toMatch(/\.test\.ts$/);
        expect(existsSync(repoFile(file)), `${path}: ${file}`).toBe(true);
        // Fastify's :param is OpenAPI's {param}.
        const declared = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
        const found = pathLiterals(readFileSync(repoFile(file), 'utf8')).some((literal) => literal.test(declared));
        expect(found, `${path} in ${file}`).toBe(true);
      }
    }
  });

  it('declares the answer of every route (a 2xx response schema, or the 3xx of a route that only redirects)', () => {
    const undeclared = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            // Without a schema, @fastify/swagger still lists a bare 'Default Response' with no content.
            !Object.entries(operation.responses ?? {}).some(
              ([status, response]) => /^[23]/.test(status) && (response as { content?: unknown }).content !== undefined,
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
