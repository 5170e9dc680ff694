import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../access/visibility';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { ensureCourses } from '../seed/courses';
import { loadDemoData } from '../seed/demo';
import { ensureSuperAdmin } from '../seed/superadmin';
import { createClient, superAdminHeaders } from '../test/fixtures';
import { TEST_SUPERADMIN } from '../test/harness';
import { multipartBody, pngBytes } from '../test/multipart';
import { createBackup, restoreBackup, type Target } from './archive';

const cleanup: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A new database on the PostgreSQL server, dropped after the file's tests. */
async function newPostgresDatabase(): Promise<string> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `prep_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanup.push(async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const open = (target: Target) =>
  openDatabase({ databaseUrl: target.databaseUrl, dataDir: join(target.dataDir, 'pglite') });

/** An app with demo data, a client added with a logo through the API, and a file in a second folder. */
async function populate(target: Target) {
  const database = await open(target);
  await database.migrate(async (db) => {
    await ensureCourses(db);
    await ensureSuperAdmin(db, TEST_SUPERADMIN);
    await loadDemoData(db);
  });
  const config = loadConfig({ JWT_SECRET: 'backup-test', DATA_DIR: target.dataDir, WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, db: database.db });
  const form = await multipartBody(
    {
      ClientName: 'Logo Academy',
      email: 'office@logoacademy.org',
      mobile: '555-201-3040',
      license_key: 'LOGO-1000-ABCD-EFGH',
      city: 'Portland',
      state: 'Oregon',
      zipcode: '97201',
    },
    { logo: { name: 'logo.png', type: 'image/png', data: pngBytes(5000) } },
  );
  const added = await app.inject({
    method: 'POST',
    url: '/api/client/',
    payload: form.payload,
    headers: { ...superAdminHeaders(app), ...form.headers },
  });
  expect(added.statusCode).toBe(201);
  await app.close();
  mkdirSync(join(target.dataDir, 'files', 'tests'), { recursive: true });
  writeFileSync(join(target.dataDir, 'files', 'tests', 'booklet.pdf'), randomBytes(20_000));
  await database.close();
}

/** Every table's rows (both schemas: the app's and drizzle's migration log), in a stable order. */
async function everyRow(db: Db) {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE' order by 1, 2`),
  );
  const out: Record<string, string[]> = {};
  for (const { schema, name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select x::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} x order by 1`),
    );
    out[`${schema}.${name}`] = rows.map((r) => r.row);
  }
  return out;
}

/** Every stored file under DATA_DIR but the embedded database, by path, with a digest of its bytes. */
function everyFile(dataDir: string) {
  const out: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (prefix === '' && (name === 'pglite' || !statSync(path).isDirectory())) continue;
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else out[`${prefix}${name}`] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dataDir, '');
  return out;
}

async function roundTrip(source: Target, target: Target) {
  await populate(source);
  const file = join(folder('prep-backup-file-'), 'backup.tar');
  const manifest = await createBackup(source, file);
  expect(manifest.folders).toEqual(['files', 'uploads']);
  await restoreBackup(target, file);

  const from = await open(source);
  const to = await open(target);
  try {
    const rows = await everyRow(from.db);
    expect(Object.keys(rows).length).toBeGreaterThan(15);
    expect(rows['public.clients']!.length).toBe(2);
    expect(await everyRow(to.db)).toEqual(rows);
    const files = everyFile(source.dataDir);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['files/tests/booklet.pdf']));
    expect(Object.keys(files).some((path) => path.startsWith('files/logos/'))).toBe(true);
    expect(everyFile(target.dataDir)).toEqual(files);
    // The restored database goes on numbering where the original stopped.
    const [last] = rowsOf<{ id: number }>(await from.db.execute(sql`select max(client_id) as id from clients`));
    expect((await createClient(to.db)).client_id).toBeGreaterThan(Number(last!.id));
  } finally {
    await from.close();
    await to.close();
  }

  // A second restore into the now non-empty target is refused, and changes nothing.
  const before = everyFile(target.dataDir);
  await expect(restoreBackup(target, file)).rejects.toThrow(/not empty|already holds/);
  expect(everyFile(target.dataDir)).toEqual(before);
}

describe('npm run backup, then npm run restore', () => {
  it('brings back every row and every file of the embedded database', async () => {
    await roundTrip({ dataDir: folder('prep-source-') }, { dataDir: join(folder('prep-target-'), 'new', 'data') });
  }, 120_000);

  // On the PostgreSQL server every machine of the project runs (or the one in DATABASE_URL).
  it('brings back every row and every file of a PostgreSQL server database', async () => {
    await roundTrip(
      { databaseUrl: await newPostgresDatabase(), dataDir: folder('prep-source-') },
      { databaseUrl: await newPostgresDatabase(), dataDir: folder('prep-target-') },
    );
  }, 120_000);
});
