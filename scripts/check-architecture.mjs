// `npm run lint` runs this after Biome. Biome's noImportCycles sees cycles between files; this sees the
// ones between folders (warmups → warmup-results → warmups through two different files), which are
// what make a feature impossible to read or move on its own, and keeps source files small.
//   - the folders of server/src and web/src, as a graph of "a file here imports a file there", have no cycle;
//   - no source file (tests and generated migrations aside) is over 400 lines;
//   - route files (server/src/*/routes.ts) hold no SQL: they import neither drizzle-orm nor the schema;
//   - the web app names the API's URLs only in its api modules (web/src/api/): a screen calls
//     `getClients()`, typed by the domain's answer, never `api.get<T>('/api/client/')` with a type it chose;
//   - no role is compared outside server/src/access/ in server/src and domain/src (role-comparisons.mjs):
//     who may see or do what is decided in access/ only. The web app may: it picks screens by role, and the
//     server refuses whatever a screen asks beyond the role's reach.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { checkedForRoles, roleComparisons } from './role-comparisons.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.tsx?$|\.d\.ts$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'drizzle') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']*)'/g;

/** The file an import names: the path itself, with .ts or .tsx, or the folder's index. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? base;
}

const problems = [];

const API_URL = /['"`]\/(api|quiz|auth)\//;
for (const file of files(join(root, 'web/src'))) {
  const path = relative(root, file);
  if (path.startsWith('web/src/api/') || !API_URL.test(readFileSync(file, 'utf8'))) continue;
  problems.push(`${path} names an API URL: call a function of web/src/api/ instead (see web/README.md)`);
}
for (const base of ['server/src', 'web/src', 'domain/src', 'server/bench', 'e2e/support']) {
  const top = join(root, base);
  const edges = new Map();
  for (const file of files(top)) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES)
      problems.push(`${relative(root, file)} has ${lines} lines (at most ${MAX_LINES}): split it by what it holds`);
    const path = relative(root, file);
    if (checkedForRoles(path))
      for (const found of roleComparisons(text))
        problems.push(`${path}:${found.line} compares a role (${found.text}): ask server/src/access/ instead`);
    if (/server\/src\/[^/]+\/routes\.ts$/.test(file) && /from '(drizzle-orm[^']*|[./]+\/db\/schema[^']*)'/.test(text)) {
      problems.push(`${relative(root, file)} imports Drizzle or the schema: SQL belongs in the feature's queries.ts`);
    }
    const from = dirname(file);
    for (const match of text.matchAll(IMPORT)) {
      const target = dirname(resolveImport(file, match[1]));
      if (target === from || !target.startsWith(top)) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from).set(target, relative(root, file));
    }
  }
  // Depth-first search for a back edge; each cycle is reported once, by its folders.
  const state = new Map();
  const stack = [];
  const seen = new Set();
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const [next, via] of edges.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next)).map((d) => relative(root, d));
        const key = [...cycle].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          problems.push(
            `folders import each other in a circle: ${[...cycle, relative(root, next)].join(' → ')} (closed by ${via})`,
          );
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  'architecture: no folder cycles, no source file over 400 lines, no SQL in route files, API URLs only in web/src/api, roles compared only in server/src/access',
);
