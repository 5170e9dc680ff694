import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPath } from '../config/paths';
import { runOnPglite, runOnPool } from './named';
import { listenOnPostgres, registerListener } from './notify';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either form of PostgreSQL; every query is written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; queries take it where they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Statements sent so far, when opened with `countQueries` (tests and measurements); else 0. */
  queries(): number;
  /** Runs migrations, then `afterMigrate`, while holding a lock so concurrent instances start one at a time. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = serverPath('drizzle');
// An arbitrary constant that names this application's start-up lock.
const STARTUP_LOCK = 724_315_001;

export interface OpenOptions {
  databaseUrl?: string;
  /** 'memory' gives an in-memory PGlite (tests). */
  dataDir: string | 'memory';
  /** Count the statements sent (Drizzle's logger, plus BEGIN and COMMIT of PGlite's transactions). */
  countQueries?: boolean;
}

/** A counter of statements, through Drizzle's logger: each statement Drizzle sends is logged once. */
function counter(enabled: boolean | undefined) {
  let count = 0;
  return {
    logger: enabled ? { logQuery: () => void count++ } : undefined,
    add: (n: number) => void (count += n),
    /** A statement sent outside Drizzle's sight (db/named.ts), counted as the logger would. */
    sent: () => void (enabled && count++),
    read: () => count,
  };
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const counted = counter(opts.countQueries);
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, counted);
  const client = opts.dataDir === 'memory' ? new PGlite() : new PGlite(opts.dataDir);
  await client.waitReady;
  if (opts.countQueries) {
    // PGlite runs BEGIN and COMMIT itself, out of Drizzle's sight: two more statements a transaction.
    const transaction = client.transaction.bind(client);
    client.transaction = (fn) => {
      counted.add(2);
      return transaction(fn);
    };
  }
  const db = drizzlePglite(client, { schema, logger: counted.logger }) as unknown as Db;
  runOnPglite(db, client, counted.sent);
  registerListener(db, async (channel, handlers) => {
    const stop = await client.listen(channel, (payload) => handlers.notify(payload));
    handlers.up();
    return () => stop();
  });
  return {
    db,
    kind: 'pglite',
    queries: counted.read,
    // PGlite is single-connection and single-process: no lock is needed.
    async migrate(afterMigrate) {
      await migratePglite(db as never, { migrationsFolder });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string, counted: ReturnType<typeof counter>): Database {
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
  const db = drizzlePg(pool, { schema, logger: counted.logger }) as unknown as Db;
  runOnPool(db, pool, counted.sent);
  registerListener(db, (channel, handlers) => listenOnPostgres(url, channel, handlers));
  return {
    db,
    kind: 'postgres',
    queries: counted.read,
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
