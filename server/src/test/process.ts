// The server in a process of its own, as operators run it (the fault tests, the compiled start's test):
// started on a free port with a test's settings, ready once GET /health answers 200.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const root = new URL('../../..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface StartedProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
}

/**
 * Runs `node …args` from the project's root with `env` over a test's defaults (no demo data, no web app,
 * quiet logs), and waits until it answers GET /health; a process that stops first, or no answer within
 * `timeoutMs`, fails with what it wrote.
 */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<StartedProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const health = await fetch(`${url}/health`).catch(() => undefined);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output };
}
