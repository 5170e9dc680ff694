// docs/routes.md, written from the OpenAPI document: for each URL and method, who may call it and the
// file that handles it (the file that registered it, recorded by plugins/route-files.ts). `npm run routes` writes it; route-map.test.ts fails when it is out of date.
import type { Rule } from '../access/policy';

interface Operation {
  tags?: string[];
  responses?: Record<string, unknown>;
  summary?: string;
  'x-access'?: { permission: string; roles?: Rule };
}
export type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** "superadmin (any), clientadmin (own client)": each role that may call, and how far it reaches. */
function whoMayCall(operation: Operation): string {
  const access = operation['x-access'];
  if (!access) return '**not in the access policy**';
  if (!access.roles) return 'anyone (public)';
  const words: Record<string, string> = {
    any: 'any',
    client: 'own client',
    self: 'own record',
    granted: 'granted tests',
    assigned: 'assigned tests',
  };
  return Object.entries(access.roles)
    .map(([role, reach]) => `${role} (${words[reach as string] ?? reach})`)
    .join(', ');
}

/** `GET /api/client/{id}/` → the file that registered it (`app.routeFiles`, plugins/route-files.ts). */
export type RouteFiles = ReadonlyMap<string, string>;

export const handlerFile = (files: RouteFiles, method: string, path: string) =>
  files.get(`${method.toUpperCase()} ${path}`) ?? '**not recorded**';

export function routeMap(paths: Paths, files: RouteFiles): string {
  const rows = Object.entries(paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => {
      const operation = operations[method] as Operation;
      const access = operation['x-access']?.permission ?? '';
      return `| ${method.toUpperCase()} | \`${path}\` | ${access && `\`${access}\``} | ${whoMayCall(operation)} | \`${handlerFile(files, method, path)}\` |`;
    }),
  );
  return [
    '# Routes',
    '',
    'Every route of the API: who may call it (the row of `server/src/access/policy.ts` it names, and how far each',
    'role reaches) and the file that handles it. Written by `npm run routes` from the OpenAPI document',
    '(also served at `/api/docs`); a test fails when it is out of date.',
    '',
    '| method | path | permission | who may call it | handled in |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
