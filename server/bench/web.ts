// npm run bench:web: Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown, its defaults) on the built
// app's `/` and `/student`, served by the real server with the demo data, in Debian's Chromium.
// Prints the performance score, largest contentful paint, time to interactive and bytes sent.
// BENCH_WEB_RUNS (default 1): runs per page, the median is printed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = new URL('../..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_WEB_RUNS || 1);
const PAGES = ['/', '/student'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log('Building the web app…');
const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'prep-bench-web-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
/** One Lighthouse run in a Chromium of its own (a reused one sometimes loses the trace: NO_NAVSTART). */
async function measure(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

try {
  await waitUntilUp(base);
  console.log(
    '\n| page | performance | first paint (s) | largest paint (s) | blocking time (ms) | layout shift | interactive (s) | bytes sent (KB) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of PAGES) {
    const runs: Array<{
      score: number;
      fcp: number;
      lcp: number;
      tbt: number;
      cls: number;
      tti: number;
      bytes: number;
    }> = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await measure(`${base}${page}`);
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: (lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000,
        lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        tti: (lhr.audits.interactive?.numericValue ?? 0) / 1000,
        bytes: (lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024,
      });
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    console.log(
      `| \`${page}\` | ${pick('score')} | ${pick('fcp').toFixed(2)} | ${pick('lcp').toFixed(2)} | ${pick('tbt').toFixed(0)} | ${pick('cls').toFixed(3)} | ${pick('tti').toFixed(2)} | ${pick('bytes').toFixed(0)} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
