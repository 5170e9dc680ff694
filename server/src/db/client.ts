import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either form of PostgreSQL; every query is written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; queries take it where they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs migrations, then `afterMigrate`, while holding a lock so concurrent instances start one at a time. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;
// An arbitrary constant that names this application's start-up lock.
const STARTUP_LOCK = 724_315_001;

/** `dataDir` 'memory' gives an in-memory PGlite (tests). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | 'memory' }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const client = opts.dataDir === 'memory' ? new PGlite() : new PGlite(opts.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is single-connection and single-process: no lock is needed.
    async migrate(afterMigrate) {
      await migratePglite(db as never, { migrationsFolder });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE || 10),
    // While the server is unreachable a request waits this long for a connection, then answers 503,
    // instead of queueing forever.
    connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS || 5000),
  });
  // An idle connection the server drops (a restart, a failover, pg_terminate_backend) is reported here;
  // without a listener node-postgres' 'error' event would end the process. The pool discards the client
  // and opens a new one on the next query, so there is nothing more to do than say so.
  const lost = (err: Error) => console.warn(`database connection lost: ${err.message}`);
  pool.on('error', lost);
  // A connection checked out for a transaction has no pool listener while it is out; one dropped between
  // two statements would emit 'error' with nobody listening. Its next statement fails instead (503).
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate(afterMigrate) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
        await afterMigrate?.(db);
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
