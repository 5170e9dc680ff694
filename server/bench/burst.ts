// The synchronised start (npm run bench, BENCH_ONLY=burst): a whole school opens the same warm-up at
// 9:00. Every student's requests are ready before the start, then released at one instant:
//   1. a class signing in (BENCH_BURST_STUDENTS, default 2,000): sign in, list their warm-ups, open
//      one (the first read starts its clock), the test (GET /quiz/quiz/{set}/) and the set's warm-ups;
//   2. the same class submitting at once (50 answers, graded and personalized);
//   3. a class already signed in (BENCH_BURST_SIGNED_IN, default 10,000; tokens made here): list,
//      open, the test, the set; 4. that class submitting at once.
// The students share BENCH_BURST_CONNECTIONS keep-alive connections (default BENCH_BURST_STUDENTS: each
// student of the class signing in has a connection of their own).
import http from 'node:http';
import type { BurstData } from './seed-burst';
import { BURST_PASSWORD } from './seed-burst';

export const BURST_STUDENTS = Number(process.env.BENCH_BURST_STUDENTS || 2000);
export const BURST_SIGNED_IN = Number(process.env.BENCH_BURST_SIGNED_IN || 10000);
const CONNECTIONS = Number(process.env.BENCH_BURST_CONNECTIONS || BURST_STUDENTS);

interface Reply {
  status: number;
  body: unknown;
}

function requester(base: string) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  return (method: string, path: string, token?: string, body?: unknown): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
}

type Call = ReturnType<typeof requester>;
type Student = BurstData['students'][number];
interface Ctx {
  token?: string;
}
type Step = [name: string, run: (call: Call, s: Student, ctx: Ctx) => Promise<Reply>];

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export interface PhaseResult {
  name: string;
  students: number;
  steps: Array<{ name: string; p50: number; p99: number; max: number }>;
  student: { p50: number; p99: number };
  /** From the start until the last student was done. */
  wallMs: number;
  errors: number;
  firstError?: string;
}

async function phase(call: Call, name: string, students: Student[], ctxs: Ctx[], steps: Step[]): Promise<PhaseResult> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const times = new Map(steps.map(([step]) => [step, [] as number[]]));
  const totals: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const runs = students.map(async (s, i) => {
    await gate;
    const start = performance.now();
    for (const [step, run] of steps) {
      const t = performance.now();
      try {
        const reply = await run(call, s, ctxs[i]!);
        if (reply.status >= 300)
          throw new Error(`${step}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
      } catch (error) {
        errors++;
        firstError ??= String(error);
        return;
      }
      times.get(step)!.push(performance.now() - t);
    }
    totals.push(performance.now() - start);
  });
  const started = performance.now();
  release();
  await Promise.all(runs);
  const wallMs = performance.now() - started;
  return {
    name,
    students: students.length,
    steps: steps.map(([step]) => {
      const values = times.get(step)!;
      return { name: step, p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) };
    }),
    student: { p50: percentile(totals, 50), p99: percentile(totals, 99) },
    wallMs,
    errors,
    firstError,
  };
}

export async function runBurst(app: string, data: BurstData, tokenOf: (studentId: number) => string) {
  const call = requester(app);
  const set = data.setNo;
  const answers = { result: data.warmups.map((w) => ({ warmup_id: w.warmup_id, result: w.answer })) };
  const reading = (which: 'first' | 'second'): Step[] => [
    ['list', (c, s, x) => c('GET', `/api/warmup-resultbyid/${s.id}/`, x.token)],
    ['open', (c, s, x) => c('GET', `/api/warmup-result/${s[which]}/`, x.token)],
    ['test', (c, _s, x) => c('GET', `/quiz/quiz/${set}/`, x.token)],
    ['set', (c, _s, x) => c('GET', `/api/warmupByset/${set}/`, x.token)],
  ];
  const submit = (which: 'first' | 'second'): Step[] => [
    ['submit', (c, s, x) => c('PUT', `/api/warmup-result/${s[which]}/`, x.token, answers)],
  ];
  const signingIn = data.students.slice(0, BURST_STUDENTS);
  const signInCtx: Ctx[] = signingIn.map(() => ({}));
  const signIn: Step = [
    'sign in',
    async (c, s, x) => {
      const reply = await c('POST', '/auth/student/', undefined, { email: s.email, password: BURST_PASSWORD });
      x.token = (reply.body as { access_token?: string }).access_token;
      return reply;
    },
  ];
  const results: PhaseResult[] = [];
  console.log(`burst: ${signingIn.length} students sign in and open a warm-up at once …`);
  results.push(
    await phase(call, 'sign in, list, open, test, set', signingIn, signInCtx, [signIn, ...reading('first')]),
  );
  console.log(`burst: the same ${signingIn.length} submit at once …`);
  results.push(await phase(call, 'submit (50 answers)', signingIn, signInCtx, submit('first')));
  const signedIn = data.students.slice(0, BURST_SIGNED_IN);
  const tokens: Ctx[] = signedIn.map((s) => ({ token: tokenOf(s.id) }));
  console.log(`burst: ${signedIn.length} students already signed in open a warm-up at once …`);
  results.push(await phase(call, 'signed in: list, open, test, set', signedIn, tokens, reading('second')));
  console.log(`burst: the same ${signedIn.length} submit at once …`);
  results.push(await phase(call, 'signed in: submit (50 answers)', signedIn, tokens, submit('second')));
  return results;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en-US'));

export function burstTable(results: PhaseResult[]): string {
  const lines = ['| Phase (students at once) | Step | p50 (ms) | p99 (ms) | max (ms) |', '|---|---|---:|---:|---:|'];
  for (const r of results) {
    for (const step of r.steps)
      lines.push(
        `| ${r.name} (${r.students.toLocaleString('en-US')}) | ${step.name} | ${ms(step.p50)} | ${ms(step.p99)} | ${ms(step.max)} |`,
      );
    lines.push(
      `| ${r.name} (${r.students.toLocaleString('en-US')}) | **a student's whole start** | ${ms(r.student.p50)} | ${ms(r.student.p99)} | everyone done after ${ms(r.wallMs)}; errors ${r.errors} |`,
    );
  }
  const errors = results.filter((r) => r.firstError).map((r) => `${r.name}: ${r.firstError}`);
  return [...lines, ...(errors.length ? ['', 'First errors:', ...errors] : [])].join('\n');
}
