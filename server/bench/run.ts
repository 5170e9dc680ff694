// npm run bench: the real server (PGlite, or PostgreSQL when DATABASE_URL is set: a fresh database
// is created on that server and dropped afterwards) against a bare Fastify route, side by side:
//   bare     GET /bare on a Fastify app with nothing else
//   read     GET /api/warmup-result/{id}/ of a student's open 50-question warm-up
//   submit   PUT /api/warmup-result/{id}/ with 50 answers: graded, saved and personalized, each
//            request on a result of its own (a repeat would only be an idempotent replay)
// Settings: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (100), BENCH_STUDENTS (500),
// BENCH_PER_STUDENT (40 open warm-ups each), BENCH_ONLY (e.g. "read,submit": a subset of health,
// read, submit; bare always runs; health, the server's one-query /health route, only when named), BENCH_CPU_PROF (a folder: the server writes a V8 CPU profile there), DATABASE_POOL_SIZE
// (passed to the server), BENCH_PERSONALIZE=0 (the client's personalization off).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { ensureCourses } from '../src/seed/courses';
import { seedBench, type BenchData } from './seed';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const STUDENTS = Number(process.env.BENCH_STUDENTS || 500);
const PER_STUDENT = Number(process.env.BENCH_PER_STUDENT || 40);
const WARMUP_SECONDS = 3;
const serverDir = new URL('..', import.meta.url).pathname;

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

/** An HS256 access token as the server signs them, made here so no sign-in is needed. */
function accessToken(secret: string, studentId: number, clientId: number): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: String(studentId), role: 'student', client_id: clientId, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

function start(script: string, env: Record<string, string>, profile = false): ChildProcess {
  const prof = profile && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', script], { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('exit', (code, signal) => {
    if (code !== null && code !== 0) console.error(`${script} exited with ${code ?? signal}`);
  });
  return child;
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function freshDatabase(): Promise<{ url: string | undefined; dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prep-bench-'));
  const server = process.env.DATABASE_URL;
  if (!server) return { url: undefined, dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `prep_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    async cleanup() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Row {
  name: string;
  result: Result;
}

function table(rows: Row[], bare: Result): string {
  const lines = [
    '| Route | Requests/s | p50 latency (ms) | p99 latency (ms) | Share of bare | Non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const { name, result } of rows) {
    const share = `${((result.requests.average / bare.requests.average) * 100).toFixed(1)} %`;
    lines.push(`| ${name} | ${Math.round(result.requests.average).toLocaleString('en-US')} | ${result.latency.p50} | ${result.latency.p99} | ${share} | ${result.non2xx} / ${result.errors + result.timeouts} |`);
  }
  return lines.join('\n');
}

async function main() {
  const db = await freshDatabase();
  const children: ChildProcess[] = [];
  try {
    const kind = db.url ? 'PostgreSQL' : 'PGlite';
    console.log(`Seeding (${kind}): ${STUDENTS} students × ${PER_STUDENT} open 50-question warm-ups …`);
    const database = await openDatabase({ databaseUrl: db.url, dataDir: join(db.dataDir, 'pglite') });
    await database.migrate(ensureCourses);
    const data: BenchData = await seedBench(database.db, { students: STUDENTS, perStudent: PER_STUDENT, personalize: process.env.BENCH_PERSONALIZE !== '0' });
    await database.close();

    const secret = randomBytes(32).toString('hex');
    const [appPort, barePort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      JWT_SECRET: secret,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SUPERADMIN_EMAIL: 'bench@bench.test',
      SUPERADMIN_PASSWORD: 'bench-password-1',
    };
    if (db.url) env.DATABASE_URL = db.url;
    children.push(start('src/main.ts', env, true), start('bench/bare.ts', { PORT: String(barePort) }));
    await waitUntilUp(`http://127.0.0.1:${appPort}/health`, children[0]!);
    await waitUntilUp(`http://127.0.0.1:${barePort}/bare`, children[1]!);

    const app = `http://127.0.0.1:${appPort}`;
    const tokens = new Map<number, string>();
    const tokenOf = (studentId: number) => tokens.get(studentId) ?? tokens.set(studentId, accessToken(secret, studentId, data.clientId)).get(studentId)!;
    const readUrl = `${app}/api/warmup-result/${data.reader.resultId}/`;
    const check = await fetch(readUrl, { headers: { authorization: `Bearer ${tokenOf(data.reader.studentId)}` } });
    const sample = (await check.json()) as { questions?: unknown[] };
    if (!check.ok || sample.questions?.length !== 50) throw new Error(`the read route is not answering the warm-up: ${check.status}`);

    const body = JSON.stringify({ result: data.warmupIds.map((warmup_id, i) => ({ warmup_id, result: data.answers[i] })) });
    let next = 0;
    const submitOptions = (duration: number) => ({
      url: app,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'PUT',
          setupRequest: (request: object) => {
            const target = data.submissions[next++ % data.submissions.length]!;
            return {
              ...request,
              method: 'PUT',
              path: `/api/warmup-result/${target.resultId}/`,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(target.studentId)}` },
              body,
            };
          },
        },
      ],
    });
    const readOptions = (duration: number) => ({ url: readUrl, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${tokenOf(data.reader.studentId)}` } });
    const bareOptions = (duration: number) => ({ url: `http://127.0.0.1:${barePort}/bare`, connections: CONNECTIONS, duration });
    const healthOptions = (duration: number) => ({ url: `${app}/health`, connections: CONNECTIONS, duration });

    const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
    const rows: Row[] = [];
    for (const [key, name, options] of [
      ['bare', 'bare Fastify JSON route', bareOptions],
      ['health', 'GET /health (one select 1: the database round trip)', healthOptions],
      ['read', 'GET a 50-question warm-up (student)', readOptions],
      ['submit', 'PUT its submission (grade + save + personalize)', submitOptions],
    ] as const) {
      if (key !== 'bare' && (only ? !only.includes(key) : key === 'health')) continue;
      console.log(`${name}: ${WARMUP_SECONDS} s warm-up, ${DURATION} s measured, ${CONNECTIONS} connections`);
      await autocannon(options(WARMUP_SECONDS));
      rows.push({ name, result: await autocannon(options(DURATION)) });
    }
    if (next > data.submissions.length) console.warn(`Only ${data.submissions.length} open warm-ups for ${next} submissions: raise BENCH_STUDENTS or BENCH_PER_STUDENT.`);

    console.log(`\n${kind}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s each\n`);
    console.log(table(rows, rows[0]!.result));
    console.log(`\nSubmissions made (warm-up runs included): ${next.toLocaleString('en-US')} of ${data.submissions.length.toLocaleString('en-US')} open warm-ups.`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, process.env.BENCH_CPU_PROF ? 3000 : 500));
    await db.cleanup();
  }
}

await main();
