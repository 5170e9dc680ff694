// The database half of a backup: pg_dump's custom format for a PostgreSQL server, PGlite's own dump of
// its data folder for the embedded database. Each is restored only into an empty database of its kind.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A backup or restore that cannot go ahead; its message says why and what to do. */
export class BackupError extends Error {}

export type DatabaseKind = 'postgres' | 'pglite';

/** The file inside the archive that holds the database, by kind. */
export const DATABASE_FILE: Record<DatabaseKind, string> = {
  postgres: 'database.pgdump',
  pglite: 'database.pglite.tar.gz',
};

/** The embedded database's folder inside DATA_DIR. */
export const PGLITE_FOLDER = 'pglite';

const majorOf = (version: string) => Number(/(\d+)(\.\d+)?/.exec(version)?.[1] ?? 0);

/** The major version of a PostgreSQL client tool, or a BackupError saying how to install it. */
function toolMajor(tool: 'pg_dump' | 'pg_restore'): number {
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) {
    throw new BackupError(
      `${tool} was not found: install the PostgreSQL client tools (apt-get install postgresql-client)`,
    );
  }
  return majorOf(run.stdout.replace(/^[^\d]*/, ''));
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.v) / 10000);
  } finally {
    await client.end();
  }
}

function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new BackupError(`${tool} failed: ${(result.stderr || result.stdout).trim()}`);
}

/** Writes the database into `folder`; returns what the manifest records of it. */
export async function dumpDatabase(opts: { databaseUrl?: string; dataDir: string }, folder: string) {
  if (opts.databaseUrl) {
    const tool = toolMajor('pg_dump');
    const server = await serverMajor(opts.databaseUrl);
    if (tool < server) {
      throw new BackupError(
        `pg_dump ${tool} cannot dump a PostgreSQL ${server} server: install postgresql-client-${server}`,
      );
    }
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(folder, DATABASE_FILE.postgres)}`,
      `--dbname=${opts.databaseUrl}`,
    ]);
    return { kind: 'postgres' as const, pgDumpMajor: tool, serverMajor: server };
  }
  const dir = join(opts.dataDir, PGLITE_FOLDER);
  if (!existsSync(dir)) throw new BackupError(`There is no embedded database in ${dir}`);
  const db = new PGlite(dir);
  try {
    // dumpDataDir before the database is ready never settles.
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(join(folder, DATABASE_FILE.pglite), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  return { kind: 'pglite' as const };
}

async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Checks the target database is empty, so a restore never mixes two histories. */
export async function assertEmptyDatabase(opts: { databaseUrl?: string; dataDir: string }, kind: DatabaseKind) {
  if (opts.databaseUrl) {
    if (kind !== 'postgres') {
      throw new BackupError('This backup holds an embedded database: restore it without DATABASE_URL');
    }
    if ((await userTableCount(opts.databaseUrl)) > 0) {
      throw new BackupError('The database in DATABASE_URL is not empty: restore into a newly created database');
    }
    return;
  }
  if (kind !== 'pglite') {
    throw new BackupError('This backup holds a PostgreSQL server database: set DATABASE_URL to an empty database');
  }
  const dir = join(opts.dataDir, PGLITE_FOLDER);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} already holds a database: restore into an empty DATA_DIR`);
  }
}

/** Loads the database file of a backup (extracted into `folder`) into the empty target. */
export async function loadDatabase(
  opts: { databaseUrl?: string; dataDir: string },
  folder: string,
  manifest: { kind: DatabaseKind; pgDumpMajor?: number },
) {
  if (opts.databaseUrl) {
    const tool = toolMajor('pg_restore');
    if (manifest.pgDumpMajor && tool < manifest.pgDumpMajor) {
      throw new BackupError(
        `pg_restore ${tool} cannot read a dump made by pg_dump ${manifest.pgDumpMajor}: install postgresql-client-${manifest.pgDumpMajor}`,
      );
    }
    run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${opts.databaseUrl}`,
      join(folder, DATABASE_FILE.postgres),
    ]);
    return;
  }
  const dump = new Blob([readFileSync(join(folder, DATABASE_FILE.pglite))]);
  const db = new PGlite(join(opts.dataDir, PGLITE_FOLDER), { loadDataDir: dump });
  await db.waitReady;
  await db.close();
}
