// Classes in the bench (BENCH_ONLY=classes; seed-classes.ts makes the data):
//   results  GET /api/classroom/{id}/results/ of CLASS_SIZE students × 10 assignments (teacher), 20 connections
//   assign   POST /api/classroom/{id}/assign/ of a 50-question test to that class, one run per fresh test
//   a school day, one phase after the other, a figure per phase: DAY_SIZE students sign in from one address,
//   the teacher assigns a 20-question timed test to their class in one request, they start together, answer
//   every question, submit, and the teacher releases the class's results in one request.
import autocannon, { type Result } from 'autocannon';
import {
  ASSIGN_QUESTIONS,
  CLASS_SIZE,
  type ClassBenchData,
  DAY_PASSWORD,
  DAY_QUESTIONS,
  DAY_SIZE,
  RESULT_ASSIGNMENTS,
} from './seed-classes';

const RESULTS_CONNECTIONS = 20;

interface Phase {
  name: string;
  requests: number;
  wallMs: number;
  latencies: number[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};

async function call(app: string, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(`${app}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { json, ms };
}

/** Runs `each` for every item at once, timing each request it makes; the phase's wall time is the whole. */
async function phase<T>(name: string, items: T[], each: (item: T, time: (ms: number) => void) => Promise<void>) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(items.map((item) => each(item, (ms) => latencies.push(ms))));
  return { name, requests: latencies.length, wallMs: performance.now() - started, latencies };
}

export interface ClassBenchResults {
  results: Result;
  assignMs: number[];
  day: Phase[];
}

export async function runClassBench(
  app: string,
  data: ClassBenchData,
  tokenOf: (id: number, role: 'teacher' | 'student') => string,
  duration: number,
): Promise<ClassBenchResults> {
  const teacher = tokenOf(data.teacherId, 'teacher');
  const resultsPath = `/api/classroom/${data.resultsClass}/results/`;
  const sample = (await call(app, 'GET', resultsPath, teacher)).json as { students: unknown[]; assignments: unknown[] };
  if (sample.students.length !== CLASS_SIZE || sample.assignments.length !== RESULT_ASSIGNMENTS)
    throw new Error('the class results do not hold the seeded class');
  const resultsOptions = (seconds: number) => ({
    url: `${app}${resultsPath}`,
    connections: RESULTS_CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${teacher}` },
  });
  console.log(`class results: 3 s warm-up, ${duration} s measured, ${RESULTS_CONNECTIONS} connections`);
  await autocannon(resultsOptions(3));
  const results = await autocannon(resultsOptions(duration));

  const assignMs: number[] = [];
  for (const [i, test] of data.assignTests.entries()) {
    const { json, ms } = await call(app, 'POST', `/api/classroom/${data.resultsClass}/assign/`, teacher, {
      kind: 'test',
      master_qnsbank: test,
      timer: true,
      student_timer: '00:30:00',
    });
    if (json.created !== CLASS_SIZE) throw new Error(`the assignment created ${json.created} of ${CLASS_SIZE}`);
    if (i > 0) assignMs.push(ms);
  }

  const day: Phase[] = [];
  const tokens = new Map<number, string>();
  day.push(
    await phase(`${DAY_SIZE} students sign in from one address`, data.dayStudents, async (s, time) => {
      const { json, ms } = await call(app, 'POST', '/auth/student/', undefined, {
        email: s.email,
        password: DAY_PASSWORD,
      });
      tokens.set(s.id, json.access_token as string);
      time(ms);
    }),
  );
  const assigned = await call(app, 'POST', `/api/classroom/${data.dayClass}/assign/`, teacher, {
    kind: 'test',
    master_qnsbank: data.dayTest,
    timer: true,
    student_timer: '00:30:00',
  });
  day.push({
    name: `the teacher assigns a ${DAY_QUESTIONS}-question timed test to the class`,
    requests: 1,
    wallMs: assigned.ms,
    latencies: [assigned.ms],
  });
  const sittings = new Map<number, { id: number; choices: Array<{ questionid: number; select_ans: number }> }>();
  day.push(
    await phase('they find it and start together (list + start)', data.dayStudents, async (s, time) => {
      const token = tokens.get(s.id)!;
      const list = await call(app, 'GET', `/api/mastersittingbystudentid/${s.id}/`, token);
      time(list.ms);
      const rows = (Array.isArray(list.json) ? list.json : (list.json.results as unknown[])) as Array<{
        master_sitting_id: number;
        master_qnsbank: number;
      }>;
      const sitting = rows.find((r) => r.master_qnsbank === data.dayTest)!;
      const opened = await call(app, 'POST', `/api/mastersitting/${sitting.master_sitting_id}/start/`, token);
      time(opened.ms);
      const questions = opened.json.questions as Array<{ questionid: number; answers: Array<{ answersid: number }> }>;
      sittings.set(s.id, {
        id: sitting.master_sitting_id,
        choices: questions.map((q, i) => ({ questionid: q.questionid, select_ans: q.answers[i % 4]!.answersid })),
      });
    }),
  );
  day.push(
    await phase(`each answers ${DAY_QUESTIONS} questions, one request each`, data.dayStudents, async (s, time) => {
      const sitting = sittings.get(s.id)!;
      for (const choice of sitting.choices)
        time((await call(app, 'PUT', `/api/mastersitting/${sitting.id}/answer/`, tokens.get(s.id), choice)).ms);
    }),
  );
  day.push(
    await phase('they submit together', data.dayStudents, async (s, time) => {
      const sitting = sittings.get(s.id)!;
      time((await call(app, 'POST', `/api/mastersitting/${sitting.id}/submit/`, tokens.get(s.id), { result: [] })).ms);
    }),
  );
  const released = await call(app, 'POST', `/api/classroom/${data.dayClass}/release/`, teacher, {
    master_qnsbank: data.dayTest,
  });
  if (released.json.released !== DAY_SIZE) throw new Error(`released ${released.json.released} of ${DAY_SIZE}`);
  day.push({
    name: "the teacher releases the class's results",
    requests: 1,
    wallMs: released.ms,
    latencies: [released.ms],
  });
  return { results, assignMs, day };
}

export function classBenchTable({ results, assignMs, day }: ClassBenchResults): string {
  const ms = (v: number) => v.toFixed(0);
  return [
    `Class results of ${CLASS_SIZE} students × ${RESULT_ASSIGNMENTS} assignments (teacher, ${RESULTS_CONNECTIONS} connections): ${Math.round(results.requests.average)} requests/s, p50 ${results.latency.p50} ms, p99 ${results.latency.p99} ms, non-2xx ${results.non2xx}`,
    `Assigning a ${ASSIGN_QUESTIONS}-question test to the class of ${CLASS_SIZE} (${assignMs.length} runs after one warm-up): median ${ms(percentile(assignMs, 50))} ms, max ${ms(Math.max(...assignMs))} ms`,
    '',
    'A school day:',
    '',
    '| Phase | Requests | Wall time (ms) | p50 (ms) | p99 (ms) |',
    '|---|---:|---:|---:|---:|',
    ...day.map(
      (p) =>
        `| ${p.name} | ${p.requests} | ${ms(p.wallMs)} | ${ms(percentile(p.latencies, 50))} | ${ms(percentile(p.latencies, 99))} |`,
    ),
  ].join('\n');
}
