// The server as operators run it: its own process (`server/src/main.ts`), on a fresh database of the
// PostgreSQL server, started, killed and restarted by the fault tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type StartedProcess, startServerProcess } from '../test/process';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = new URL('../../..', import.meta.url).pathname;

/** A new, empty database on the server; `drop` removes it (forcing its connections closed). */
export async function freshPostgres() {
  const name = `prep_faults_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** Runs one statement as the server's administrator, outside the database under test. */
    async admin(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      await this.admin(`alter database "${name}" allow_connections true`);
      await this.admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

export interface ServerProcess extends StartedProcess {
  exited(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts `npm start`'s server on the database and waits until GET /health answers 200. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const scratch = mkdtempSync(join(tmpdir(), 'prep-faults-'));
  const { url, child, output } = await startServerProcess(
    ['--import', 'tsx', join(root, 'server/src/main.ts')],
    // A folder that does not exist yet: start-up makes it.
    { DATA_DIR: join(scratch, 'new', 'data'), ...env },
    30_000,
  );
  return {
    url,
    child,
    output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await gone;
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
