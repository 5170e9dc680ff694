import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS, CHROMIUM, REPO_ROOT, WEB_DIST } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The server's DATA_DIR: with no SMTP_URL its mail is written to DATA_DIR/outbox as .eml files. */
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`The server did not become healthy at ${url} (exit code ${server.exitCode}).\n${log}`);
}

/** Starts the real server on a free port with a fresh embedded database and the demo data. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `No built web app in ${WEB_DIST}: run \`npm run test:e2e\` from the repository root (it builds first).`,
    );
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install it with \`apt-get update && apt-get install -y chromium\`.`);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'prep-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(ARTIFACTS, 'server.log');
  const log = createWriteStream(logFile);

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOGIN_RATE_LIMIT: '1000',
      MAIL_RATE_LIMIT: '1000',
      // Links in mail (password reset) point at the server under test.
      PUBLIC_URL: baseUrl,
      SMTP_URL: '',
      WEB_DIST,
      LOG_LEVEL: 'warn',
      // The LTI browser test's fake LMS listens on 127.0.0.1 over http (issue 29).
      LTI_ALLOW_LOCAL_PLATFORMS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitForHealth(baseUrl, server, logFile);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
