// `npm start` (and `npm run backup`/`restore`): runs the compiled server (server/dist, from `npm run build`)
// in this very process, so the server's own SIGINT/SIGTERM handlers are the only ones: no wrapper forwards
// a signal the server has already had from the terminal. On a fresh clone nothing is built yet: it builds
// once, saying so. `node scripts/start.mjs backup …` runs the backup command instead of the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENTRIES, OUT_DIR } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const entry = process.argv[2] in ENTRIES ? process.argv.splice(2, 1)[0] : 'main';
const bundle = join(OUT_DIR, `${entry}.js`);
const webIndex = join(root, 'web/dist/index.html');
const needed = [bundle, ...(entry === 'main' && process.env.WEB_DIST === undefined ? [webIndex] : [])];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

if (!needed.every(existsSync)) {
  console.log('Nothing is built yet: building once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  // Production runs what was built; a development checkout may have moved on since (npm run dev runs the sources).
  const sources = ['server/src', 'domain/src', 'web/src'].map((p) => join(root, p)).filter(existsSync);
  if (Math.max(...sources.map(newestMtime)) > statSync(bundle).mtimeMs) {
    console.warn('The sources have changed since the last build: `npm run build` to run them.');
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
