// `npm run build` then `npm start` as an operator runs them: the compiled server (plain node, no tsx loader)
// in its own process on an empty DATA_DIR, stopped by SIGINT once, then twice (a terminal's Ctrl-C and npm's
// forwarded copy), each time closing the embedded database cleanly.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess } from './test/process';

const root = new URL('../..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'prep-start-'));
const dataDir = join(scratch, 'new', 'data');

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm start`'s script, with WEB_DIST set so that only the server's build is needed. */
const start = () => startServerProcess(['scripts/start.mjs'], { DATA_DIR: dataDir, DATABASE_URL: '' }, 90_000);

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

/** PostgreSQL's pg_control says how the cluster was left: 1 is "shut down", anything else means recovery at next open. */
const clusterState = () => readFileSync(join(dataDir, 'pglite/global/pg_control')).readUInt32LE(16);
const SHUT_DOWN = 1;

it('serves from the compiled server, and one SIGINT closes it and the embedded database cleanly', async () => {
  const server = await start();
  expect(server.output()).toContain('Test preparation platform on');
  const exit = exited(server.child);
  server.child.kill('SIGINT');
  expect(await exit).toEqual({ code: 0, signal: null });
  expect(server.output()).not.toMatch(/error/i);
  expect(clusterState()).toBe(SHUT_DOWN);
}, 120_000);

it('closes cleanly on SIGINT twice, and the database then opens without recovery, its data there', async () => {
  const server = await start();
  const exit = exited(server.child);
  server.child.kill('SIGINT');
  // Two signals sent at once reach the process as one; the second comes while the database closes (about
  // a second); were nobody listening any more, it would kill the process half way (exit by SIGINT).
  await new Promise((resolve) => setTimeout(resolve, 50));
  server.child.kill('SIGINT');
  expect(await exit).toEqual({ code: 0, signal: null });
  expect(clusterState()).toBe(SHUT_DOWN);

  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from super_admins');
  await db.close();
  expect(rows[0]?.n).toBe(1);
}, 120_000);
