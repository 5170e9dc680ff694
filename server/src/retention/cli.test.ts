// `npm run retention` (the sweep's command, server/src/retention/cli.ts) run as an operator runs it: a
// process of its own with the app's settings, on the PostgreSQL database of DATABASE_URL or, without
// one, the embedded database in DATA_DIR (the app stopped). Run from the sources here: the compiled
// entry is the same file, built by `npm run build` (main.test.ts builds and starts it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/client';
import { auditEvents } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test/harness';

const root = new URL('../../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'prep-retention-'));
let t: TestApp | undefined;
beforeAll(async () => {
  if (process.env.DATABASE_URL) t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const events = (db: Db) => db.select({ action: auditEvents.action }).from(auditEvents);
const old = { at: new Date(Date.now() - 31 * 24 * 3600 * 1000), actorRole: 'system', subjectType: 'test' };

function retention() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/retention/cli.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: t?.databaseUrl ?? '',
      DATA_DIR: dataDir,
      JWT_SECRET: 'retention-cli-test',
      AUDIT_RETENTION_DAYS: '30',
    },
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

it('deletes the events older than AUDIT_RETENTION_DAYS and says what it did', async () => {
  if (t) {
    await t.db.insert(auditEvents).values([
      { ...old, action: 'cli.old' },
      { ...old, at: new Date(), action: 'cli.new' },
    ]);
  } else {
    // The embedded database, as the app leaves it: migrated, then closed (only one process may open it).
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await database.migrate();
    await database.db.insert(auditEvents).values([
      { ...old, action: 'cli.old' },
      { ...old, at: new Date(), action: 'cli.new' },
    ]);
    await database.close();
  }

  const run = retention();
  expect(run.output).toContain(
    'Retention: deleted 1 audit events and 0 sign-ins older than 30 days; erased 0 students.',
  );
  expect(run.status).toBe(0);

  if (t) {
    expect(await events(t.db)).toEqual([{ action: 'cli.new' }]);
  } else {
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    expect(await events(database.db)).toEqual([{ action: 'cli.new' }]);
    await database.close();
  }
}, 120_000);
