// npm run bench: the real server (PGlite, or PostgreSQL when DATABASE_URL is set: a fresh database
// is created on that server and dropped afterwards) against a bare Fastify route, side by side:
//   bare     GET /bare on a Fastify app with nothing else
//   read     GET /api/warmup-result/{id}/ of a student's open 50-question warm-up
//   list     GET /api/warmup-resultbyid/{student}/ of the same student (a list of 1)
//   set      GET /api/warmupByset/{set}/ of its set (student, 50 warm-ups)
//   submit   PUT /api/warmup-result/{id}/ with 50 answers: graded, saved and personalized, each
//            request on a result of its own (a repeat would only be an idempotent replay)
//   quiz     GET /quiz/quiz/{id}/ of a 200-question test, options and steps nested (super admin)
//   import   POST /quiz/quiz/{id}/import/ of a 200-question tagged file, one at a time (parse + save)
//   test     POST /api/mastersitting/{id}/start/ of a student's running 50-question real test (the test
//            screen's read and every reload: questions without keys, saved choices, time left)
//   answer   PUT /api/mastersitting/{id}/answer/: one choice saved, each request on another student's sitting
//   burst    the synchronised start of a school (burst.ts): BENCH_BURST_STUDENTS sign in, list, open, submit;
//            BENCH_BURST_SIGNED_IN already signed in do the same; p50/p99 per step and per student
//   classes  a class's results, assigning to a class, and a school day (classes.ts); items: item analysis (items.ts)
//   audit    GET /api/audit/ filtered pages over a million events (audit.ts), only when named
//   scans    a 60-page scanner's PDF of filled answer sheets at 200 dpi uploaded and read (scans.ts)
// Settings: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (100), BENCH_STUDENTS (500),
// BENCH_PER_STUDENT (40 open warm-ups each), BENCH_ONLY (e.g. "read,submit": a subset of health,
// read, list, set, submit, quiz, import, test, answer, burst, classes, items, audit, scans; bare always runs; health, the server’s one-query /health route, and audit only when named), BENCH_CPU_PROF (a folder: the server writes a V8 CPU profile there), DATABASE_POOL_SIZE
// (passed to the server), BENCH_PERSONALIZE=0 (the client's personalization off).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseQuestionTags } from '@prep/domain';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { ensureCourses } from '../src/seed/courses';
import { BURST_SIGNED_IN, BURST_STUDENTS, burstTable, runBurst } from './burst';
import { seedBench, type BenchData } from './seed';
import { type BurstData, seedBurst } from './seed-burst';
import { classBenchTable, runClassBench } from './classes';
import { type ClassBenchData, seedClassBench } from './seed-classes';
import { type Row, table } from './table';
import { itemBenchTable, seedItemBench } from './items';
import { auditBenchTable, seedAuditBench } from './audit';
import { runScanBench, seedScanBench } from './scans';
import { AUTHORING_QUESTIONS, type AuthoringBenchData, seedAuthoringBench, taggedFile } from './seed-authoring';
import { SITTING_QUESTIONS, type SittingBenchData, seedSittingBench } from './seed-sittings';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const STUDENTS = Number(process.env.BENCH_STUDENTS || 500);
const PER_STUDENT = Number(process.env.BENCH_PER_STUDENT || 40);
const WARMUP_SECONDS = 3;
const IMPORT_RUNS = 5;
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
function accessToken(secret: string, userId: number, clientId: number | null, role = 'student'): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: String(userId), role, client_id: clientId, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

function start(script: string, env: Record<string, string>, profile = false): ChildProcess {
  const prof =
    profile && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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
  if (!server)
    return { url: undefined, dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
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

/**
 * Imports of a 200-question tagged file, one after another into empty tests (the first a warm-up run): the
 * request's time (upload, parse, one transaction of questions, options and steps), and the parse alone.
 */
async function importRuns(app: string, headers: Record<string, string>, testIds: number[]): Promise<string> {
  const file = taggedFile(AUTHORING_QUESTIONS);
  const times: number[] = [];
  for (const [i, testId] of testIds.entries()) {
    const form = new FormData();
    form.append('format', 'tags');
    form.append('file', new Blob([file], { type: 'text/plain' }), 'questions.txt');
    const start = performance.now();
    const res = await fetch(`${app}/quiz/quiz/${testId}/import/`, { method: 'POST', headers, body: form });
    const elapsed = performance.now() - start;
    const answer = (await res.json()) as { count?: number };
    if (res.status !== 201 || answer.count !== AUTHORING_QUESTIONS)
      throw new Error(`the import failed: ${res.status} ${JSON.stringify(answer)}`);
    if (i > 0) times.push(elapsed);
  }
  const parses = Array.from({ length: 10 }, () => {
    const start = performance.now();
    parseQuestionTags(file);
    return performance.now() - start;
  });
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `Import of a ${AUTHORING_QUESTIONS}-question tagged file (${(file.length / 1024).toFixed(0)} kB, ${times.length} runs after one warm-up):`,
    `  request (upload + parse + save in one transaction): median ${ms(median(times))}, min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}`,
    `  parse alone (parseQuestionTags, in this process): median ${median(parses).toFixed(1)} ms`,
  ].join('\n');
}

async function main() {
  const db = await freshDatabase();
  const children: ChildProcess[] = [];
  try {
    const kind = db.url ? 'PostgreSQL' : 'PGlite';
    const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
    const wants = (key: string) => (only ? only.includes(key) : key !== 'health' && key !== 'audit');
    const database = await openDatabase({ databaseUrl: db.url, dataDir: join(db.dataDir, 'pglite') });
    await database.migrate(ensureCourses);
    let data: BenchData | undefined;
    if (['read', 'list', 'set', 'submit'].some(wants)) {
      console.log(`Seeding (${kind}): ${STUDENTS} students × ${PER_STUDENT} open 50-question warm-ups …`);
      data = await seedBench(database.db, {
        students: STUDENTS,
        perStudent: PER_STUDENT,
        personalize: process.env.BENCH_PERSONALIZE !== '0',
      });
    }
    let authoring: AuthoringBenchData | undefined;
    if (wants('quiz') || wants('import')) {
      console.log(`Seeding (${kind}): a ${AUTHORING_QUESTIONS}-question test with options and steps …`);
      authoring = await seedAuthoringBench(database.db, IMPORT_RUNS + 1);
    }
    let sittings: SittingBenchData | undefined;
    if (wants('test') || wants('answer')) {
      console.log(`Seeding (${kind}): a ${SITTING_QUESTIONS}-question real test open for ${STUDENTS} students …`);
      sittings = await seedSittingBench(database.db, STUDENTS);
    }
    let burst: BurstData | undefined;
    if (wants('burst')) {
      const count = Math.max(BURST_STUDENTS, BURST_SIGNED_IN);
      console.log(`Seeding (${kind}): ${count} students of one school, two unopened warm-ups each …`);
      burst = await seedBurst(database.db, count);
    }
    let classes: ClassBenchData | undefined;
    if (wants('classes')) classes = await seedClassBench(database.db);
    const items = wants('items') ? await seedItemBench(database.db) : undefined;
    const auditData = wants('audit') ? await seedAuditBench(database.db) : undefined;
    const scanData = wants('scans') ? await seedScanBench(database.db) : undefined;
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
      // The burst's whole school signs in from this one address (the classes' school day keeps the defaults).
      ...(burst && { LOGIN_RATE_LIMIT: '100000', LOGIN_ADDRESS_RATE_LIMIT: '100000' }),
    };
    if (db.url) env.DATABASE_URL = db.url;
    children.push(start('src/main.ts', env, true), start('bench/bare.ts', { PORT: String(barePort) }));
    await waitUntilUp(`http://127.0.0.1:${appPort}/health`, children[0]!);
    await waitUntilUp(`http://127.0.0.1:${barePort}/bare`, children[1]!);

    const app = `http://127.0.0.1:${appPort}`;
    const tokens = new Map<number, string>();
    const tokenOf = (studentId: number) =>
      tokens.get(studentId) ??
      tokens.set(studentId, accessToken(secret, studentId, data?.clientId ?? null)).get(studentId)!;
    const readUrl = `${app}/api/warmup-result/${data?.reader.resultId}/`;
    if (data) {
      const check = await fetch(readUrl, { headers: { authorization: `Bearer ${tokenOf(data.reader.studentId)}` } });
      const sample = (await check.json()) as { questions?: unknown[] };
      if (!check.ok || sample.questions?.length !== 50)
        throw new Error(`the read route is not answering the warm-up: ${check.status}`);
    }
    // The super admin is user 1 (created at the server's first start).
    const superAdmin = { authorization: `Bearer ${accessToken(secret, 1, null, 'superadmin')}` };
    const quizUrl = `${app}/quiz/quiz/${authoring?.testId}/`;
    if (authoring) {
      const check = await fetch(quizUrl, { headers: superAdmin });
      const sample = (await check.json()) as { question?: Array<{ answers: unknown[]; steps: unknown[] }> };
      if (!check.ok || sample.question?.length !== AUTHORING_QUESTIONS || sample.question[0]?.answers.length !== 5)
        throw new Error(`the test route is not answering the 200-question test: ${check.status}`);
    }

    const body = JSON.stringify({
      result: data?.warmupIds.map((warmup_id, i) => ({ warmup_id, result: data?.answers[i] })),
    });
    let next = 0;
    const submitOptions = (duration: number) => ({
      url: app,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'PUT',
          setupRequest: (request: object) => {
            const target = data!.submissions[next++ % data!.submissions.length]!;
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
    const readOptions = (duration: number) => ({
      url: readUrl,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${tokenOf(data!.reader.studentId)}` },
    });
    const listOptions = (duration: number) => ({
      ...readOptions(duration),
      url: `${app}/api/warmup-resultbyid/${data?.reader.studentId}/`,
    });
    const setOptions = (duration: number) => ({
      ...readOptions(duration),
      url: `${app}/api/warmupByset/${data?.setNo}/`,
    });
    const quizOptions = (duration: number) => ({
      url: quizUrl,
      connections: CONNECTIONS,
      duration,
      headers: superAdmin,
    });
    const sittingToken = (studentId: number) => accessToken(secret, studentId, sittings?.clientId ?? null);
    const testUrl = `${app}/api/mastersitting/${sittings?.reader.sittingId}/start/`;
    if (sittings) {
      const headers = { authorization: `Bearer ${sittingToken(sittings.reader.studentId)}` };
      const check = await fetch(testUrl, { method: 'POST', headers });
      const sample = (await check.json()) as { questions?: unknown[] };
      if (!check.ok || sample.questions?.length !== SITTING_QUESTIONS)
        throw new Error(`the real test's start route is not answering the test: ${check.status}`);
    }
    const testOptions = (duration: number) => ({
      url: testUrl,
      method: 'POST' as const,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${sittingToken(sittings!.reader.studentId)}` },
    });
    let nextAnswer = 0;
    const answerBody = JSON.stringify(sittings?.choice);
    const answerOptions = (duration: number) => ({
      url: app,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'PUT',
          setupRequest: (request: object) => {
            const target = sittings!.answerers[nextAnswer++ % sittings!.answerers.length]!;
            return {
              ...request,
              method: 'PUT',
              path: `/api/mastersitting/${target.sittingId}/answer/`,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${sittingToken(target.studentId)}`,
              },
              body: answerBody,
            };
          },
        },
      ],
    });
    const bareOptions = (duration: number) => ({
      url: `http://127.0.0.1:${barePort}/bare`,
      connections: CONNECTIONS,
      duration,
    });
    const healthOptions = (duration: number) => ({ url: `${app}/health`, connections: CONNECTIONS, duration });

    const rows: Row[] = [];
    for (const [key, name, options] of [
      ['bare', 'bare Fastify JSON route', bareOptions],
      ['health', 'GET /health (one select 1: the database round trip)', healthOptions],
      ['read', 'GET a 50-question warm-up (student)', readOptions],
      ['list', "GET /api/warmup-resultbyid/{student}/ (a student's list of 1)", listOptions],
      ['set', 'GET /api/warmupByset/{set}/ (student, 50 warm-ups)', setOptions],
      ['submit', 'PUT its submission (grade + save + personalize)', submitOptions],
      ['quiz', `GET a ${AUTHORING_QUESTIONS}-question test with options and steps (super admin)`, quizOptions],
      ['test', `POST …/start/ of a running ${SITTING_QUESTIONS}-question real test (student)`, testOptions],
      ['answer', 'PUT one answer of a real test (student)', answerOptions],
    ] as const) {
      if (key !== 'bare' && !wants(key)) continue;
      console.log(`${name}: ${WARMUP_SECONDS} s warm-up, ${DURATION} s measured, ${CONNECTIONS} connections`);
      await autocannon(options(WARMUP_SECONDS));
      rows.push({ key, name, result: await autocannon(options(DURATION)) });
    }
    if (data && next > data.submissions.length)
      console.warn(
        `Only ${data.submissions.length} open warm-ups for ${next} submissions: raise BENCH_STUDENTS or BENCH_PER_STUDENT.`,
      );
    const burstResults = burst
      ? await runBurst(app, burst, (id) => accessToken(secret, id, burst!.clientId))
      : undefined;
    const imports =
      authoring && wants('import') ? await importRuns(app, superAdmin, authoring.importTestIds) : undefined;
    const classTokens = (id: number, role: string) => accessToken(secret, id, classes?.clientId ?? null, role);
    const classResults = classes ? await runClassBench(app, classes, classTokens, DURATION) : undefined;

    console.log(
      `\n${kind}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s each\n`,
    );
    console.log(table(rows));
    if (data)
      console.log(
        `\nSubmissions made (warm-up runs included): ${next.toLocaleString('en-US')} of ${data.submissions.length.toLocaleString('en-US')} open warm-ups.`,
      );
    if (imports) console.log(`\n${imports}`);
    if (classResults) console.log(`\n${classBenchTable(classResults)}`);
    if (items) console.log(`\n${await itemBenchTable(app, items, superAdmin)}`);
    const admin = (client: number) => accessToken(secret, 1, client, 'clientadmin');
    const suToken = superAdmin.authorization.slice(7);
    if (auditData) console.log(`\n${await auditBenchTable(app, auditData, { super: suToken, admin })}`);
    if (scanData)
      console.log(`\n${await runScanBench(app, scanData, { authorization: `Bearer ${admin(scanData.clientId)}` })}`);
    if (burstResults)
      console.log(`\nSynchronised start (BENCH_BURST_CONNECTIONS connections):\n\n${burstTable(burstResults)}`);
    console.log(
      `\nMachine load (uptime): ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, process.env.BENCH_CPU_PROF ? 3000 : 500));
    await db.cleanup();
  }
}

await main();
