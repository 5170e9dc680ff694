// PostgreSQL cut away under load: the server's connections terminated (pg_terminate_backend), and new
// ones refused for a while. The app answers 503 meanwhile, never crashes, and serves again within 5 s.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { preparedDatabase } from './fixtures';
import { type ServerProcess, startServer } from './server-process';

let world: Awaited<ReturnType<typeof preparedDatabase>>;
let server: ServerProcess;
beforeAll(async () => {
  world = await preparedDatabase(1);
  server = await startServer(world.env);
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await world.close();
});

interface Answer {
  at: number;
  status: number;
  path: string;
}

/** Requests from `workers` loops until stopped: health, a list, and a student's warm-up. */
function load(workers: number) {
  const answers: Answer[] = [];
  let running = true;
  const person = world.people[0]!;
  const requests = [
    { path: '/health', headers: {} },
    { path: '/api/courses/', headers: world.superAdmin },
    { path: `/api/warmup-result/${person.result}/`, headers: person.headers },
  ];
  const loops = Array.from({ length: workers }, async (_, w) => {
    // Bounded in count as well as time.
    for (let i = 0; running && i < 20_000; i++) {
      const { path, headers } = requests[(i + w) % requests.length]!;
      try {
        const res = await fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(8000) });
        await res.arrayBuffer();
        answers.push({ at: Date.now(), status: res.status, path });
      } catch {
        answers.push({ at: Date.now(), status: 0, path });
      }
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const terminate = () =>
  world.fresh.admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [world.fresh.name]);

/** Milliseconds from `since` until every kind of request has been answered 200 again. */
function recovery(answers: Answer[], since: number): number | undefined {
  const paths = new Set(answers.map((a) => a.path));
  let latest = 0;
  for (const path of paths) {
    const first = answers.find((a) => a.path === path && a.at >= since && a.status === 200);
    if (!first) return undefined;
    latest = Math.max(latest, first.at - since);
  }
  return latest;
}

it('answers 503 while the database is unreachable, does not crash, and serves again within 5 seconds', async () => {
  const traffic = load(4);
  await sleep(1000);
  const before = traffic.answers.length;
  expect(before).toBeGreaterThan(10);
  expect(traffic.answers.every((a) => a.status === 200)).toBe(true);

  // The database goes away: its connections are cut and new ones refused.
  await world.fresh.admin(`alter database "${world.fresh.name}" allow_connections false`);
  await terminate();
  const cut = Date.now();
  await sleep(2500);
  const during = traffic.answers.filter((a) => a.at > cut + 200 && a.at < Date.now());
  expect(during.length).toBeGreaterThan(10);
  expect(during.filter((a) => a.status !== 503)).toEqual([]);

  // It comes back.
  await world.fresh.admin(`alter database "${world.fresh.name}" allow_connections true`);
  const back = Date.now();
  await sleep(5000);
  // Connections cut again while the load goes on, without refusing new ones (a failover, say).
  await terminate();
  const cutAgain = Date.now();
  await sleep(3000);
  await traffic.stop();

  expect(server.exited()).toBe(false);
  expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
  const statuses = new Set(traffic.answers.map((a) => a.status));
  // Every answer was a 200 or a 503: never a 500, never a dropped connection.
  expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  const recovered = recovery(traffic.answers, back);
  expect(recovered).toBeDefined();
  expect(recovered!).toBeLessThan(5000);
  const recoveredAgain = recovery(traffic.answers, cutAgain);
  expect(recoveredAgain).toBeDefined();
  expect(recoveredAgain!).toBeLessThan(5000);
  // After recovering it stays up.
  const settled = traffic.answers.filter((a) => a.at > cutAgain + recoveredAgain! + 500);
  expect(settled.length).toBeGreaterThan(10);
  expect(settled.every((a) => a.status === 200)).toBe(true);
});
