// The audit log in the bench (BENCH_ONLY=audit, only when named: filling takes minutes): GET /api/audit/ over
// BENCH_AUDIT_EVENTS (a million) events, one request at a time, beside GET /health timed the same way. The
// issue's target: a filtered page in under 100 ms. The events are 100 clients' (every 20th a content event,
// client null), 50,000 students' (20 events each), 8 actions, 1,000 actors, a year and a bit of time, and the
// clients' events interleaved as a busy server's are (each client's spread over the whole table).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export const AUDIT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS || 1_000_000);
const RUNS = 20;
const CLIENT = 7;
const STUDENT = 1207; // one of CLIENT's: (student - 1) % 100 + 1 = 7
const ACTIONS = [
  'student.updated',
  'student.created',
  'sitting.released',
  'class.assigned',
  'warmup_result.submitted',
  'sitting.submitted',
  'teacher.updated',
  'question.updated',
];

export interface AuditBenchData {
  events: number;
  /** A day in the middle of the events' time, YYYY-MM-DD. */
  day: string;
}

/** One INSERT … SELECT generate_series, then VACUUM ANALYZE (what autovacuum does to a table grown this much). */
export async function seedAuditBench(db: Db): Promise<AuditBenchData> {
  console.log(`Seeding: ${AUDIT_EVENTS.toLocaleString('en-US')} audit events …`);
  const started = performance.now();
  const n = AUDIT_EVENTS;
  const actions = `array[${ACTIONS.map((a) => `'${a}'`).join(',')}]`;
  await db.execute(
    sql.raw(`insert into audit_events (at, actor_role, actor_id, actor_name, client_id, action, subject_type,
      subject_id, subject_label, student_id, changes, address, user_agent, request_id)
    select now() - interval '400 days' + g * interval '400 days' / ${n},
      (array['clientadmin','teacher','student','system'])[1 + g % 4], 1 + g % 1000, 'Person ' || g % 1000,
      case when g % 20 = 0 then null else 1 + (g % 50000) % 100 end,
      (${actions})[1 + (g / 7) % 8],
      'student', 1 + g % 50000, 'Student ' || g % 50000,
      case when g % 20 = 0 then null else 1 + g % 50000 end,
      jsonb_build_object('Student_Last_Name', jsonb_build_array('Rao', 'Raman')),
      '10.0.0.' || g % 250, 'Mozilla/5.0 (bench)', md5(g::text)
    from generate_series(1, ${n}) g`),
  );
  await db.execute(sql.raw('vacuum analyze audit_events'));
  console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const day = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  return { events: n, day };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** The cases: what is filtered, whose token, and the URL. */
function cases(data: AuditBenchData) {
  const older = new Date(Date.parse(data.day) - 100 * 86_400_000).toISOString().slice(0, 10);
  return [
    ['GET /health (one select 1)', 'super', '/health'],
    ['every event (super admin; count estimated)', 'super', '/api/audit/'],
    ['client (client admin: their own)', 'admin', '/api/audit/'],
    ['client, page 20', 'admin', '/api/audit/?page=20'],
    ['client named (super admin)', 'super', `/api/audit/?client=${CLIENT}`],
    ['student', 'super', `/api/audit/?student=${STUDENT}`],
    ['student + client', 'admin', `/api/audit/?student=${STUDENT}`],
    ['action + client', 'admin', '/api/audit/?action=class.assigned'],
    ['action', 'super', '/api/audit/?action=class.assigned'],
    ['actor + role', 'super', '/api/audit/?actor=5&actor_role=clientadmin'],
    ['subject type + id', 'super', `/api/audit/?subject_type=student&subject_id=${STUDENT}`],
    ['from/to: one day', 'super', `/api/audit/?from=${data.day}&to=${data.day}`],
    ['from/to: one day + client', 'admin', `/api/audit/?from=${data.day}&to=${data.day}`],
    ['to: 100 days earlier + client', 'admin', `/api/audit/?to=${older}`],
  ] as const;
}

/** Each case RUNS times after one warm-up, one request at a time; the table of the timings. */
export async function auditBenchTable(
  app: string,
  data: AuditBenchData,
  tokens: { super: string; admin: (client: number) => string },
): Promise<string> {
  const lines = [
    `GET /api/audit/ over ${data.events.toLocaleString('en-US')} events (${RUNS} runs each, one at a time; target: under 100 ms):`,
    '',
    '| Filter | Events matched (count) | p50 (ms) | p95 (ms) | max (ms) |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const [name, who, path] of cases(data)) {
    const token = who === 'super' ? tokens.super : tokens.admin(CLIENT);
    const timings: number[] = [];
    let count: number | undefined;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const res = await fetch(`${app}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { count?: number; results?: unknown[] };
      const elapsed = performance.now() - started;
      if (!res.ok || (path !== '/health' && !Array.isArray(body.results)))
        throw new Error(`${path} is not answering a page: ${res.status}`);
      count = body.count;
      if (run > 0) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(1);
    lines.push(
      `| ${name} | ${count?.toLocaleString('en-US') ?? ''} | ${ms(percentile(timings, 50))} | ${ms(percentile(timings, 95))} | ${ms(timings[timings.length - 1]!)} |`,
    );
  }
  return lines.join('\n');
}
