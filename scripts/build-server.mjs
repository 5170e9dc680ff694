// `npm run build`'s first half: the server and the domain it uses, compiled to JavaScript by esbuild (one
// bundle an entry, in server/dist). tsc only checks types (`npm run typecheck`); esbuild strips them and
// follows the sources' extensionless imports as tsx does. @prep/domain is TypeScript source and goes into
// the bundle; every other package stays an import from node_modules (native modules, PGlite's files).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/** The bundles, each run by scripts/start.mjs: `npm start` runs main, `npm run backup`/`restore` backup, `npm run retention` retention. */
export const ENTRIES = {
  main: 'server/src/main.ts',
  backup: 'server/src/backup/cli.ts',
  retention: 'server/src/retention/cli.ts',
  'lti-rotate-key': 'server/src/lti/rotate-cli.ts',
};

// Written two folders below server/, as server/src/config/paths.ts is, so the paths it works out hold in both.
export const OUT_DIR = `${root}server/dist/bin`;

/** Bare imports stay imports, except the workspace's own packages (TypeScript that Node cannot run). */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@prep/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  rmSync(new URL('..', `file://${OUT_DIR}/`), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES)),
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    plugins: [nodeModulesExternal],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`server/dist/bin built in ${Math.round(performance.now() - started)} ms`);
}
