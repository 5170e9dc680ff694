import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { ensureCourses } from '../seed/courses';
import { ensureSuperAdmin } from '../seed/superadmin';

export const TEST_SUPERADMIN = { email: 'root@platform.test', password: 'rootpass123' } as const;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The PostgreSQL database of this file (DATABASE_URL set), for a second instance of its own; else undefined. */
  databaseUrl: string | undefined;
  /** Statements sent to the database so far (to count a request's round trips). */
  queries(): number;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server, dropped afterwards (so test files can run in parallel).
 */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ dataDir: 'memory', countQueries: true }), drop: async () => {} };
  const name = `prep_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    database: await openDatabase({ databaseUrl: testUrl.toString(), dataDir: 'memory', countQueries: true }),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // pool.end() resolves before its connections have closed; forcing the drop while they are still
      // closing makes the server send them a FATAL error that surfaces as an uncaught exception in a
      // later test file. So wait (briefly) for them to go first.
      for (let i = 0; i < 40; i++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, url, drop } = await freshDatabase();
  const config = loadConfig({
    JWT_SECRET: `test-secret-${randomBytes(8).toString('hex')}`,
    DEMO_DATA: 'false',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    DATA_DIR: '/tmp/prep-test-data',
    WEB_DIST: '/nonexistent',
    AUDIT_CHECK: 'true',
    ...env,
  });
  await database.migrate(async (db) => {
    await ensureCourses(db);
    await ensureSuperAdmin(db, TEST_SUPERADMIN);
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl: url,
    queries: database.queries,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
