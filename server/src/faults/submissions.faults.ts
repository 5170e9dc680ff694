// SIGKILL in the middle of a stream of warm-up submissions: after a restart, every submission that was
// answered 2xx is stored exactly once with its personalization, and none is half-applied.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { warmupResults } from '../db/schema/index';
import { preparedDatabase } from './fixtures';
import { type ServerProcess, startServer } from './server-process';

const STUDENTS = 60;
const WORKERS = 6;
/** The server is killed once this many submissions have been answered 2xx. */
const KILL_AFTER = 20;

let world: Awaited<ReturnType<typeof preparedDatabase>>;
let server: ServerProcess | undefined;
beforeAll(async () => {
  world = await preparedDatabase(STUDENTS);
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await world.close();
});

// 12 + 7 = 19 and 45 - 18 = 27 right, 6 x 7 answered 41 (wrong), 56 / 8 unanswered: score 2, and the
// personalization of the two missed (a "Personalized 1" and a "Recommended Test").
const answers = () => ({
  result: [
    { warmup_id: world.warmups[0], result: '19' },
    { warmup_id: world.warmups[1], result: '27' },
    { warmup_id: world.warmups[2], result: '41' },
  ],
});

function submit(person: (typeof world.people)[number]) {
  return fetch(`${server!.url}/api/warmup-result/${person.result}/`, {
    method: 'PUT',
    headers: { ...person.headers, 'content-type': 'application/json', 'idempotency-key': `fault-${person.id}` },
    body: JSON.stringify(answers()),
    signal: AbortSignal.timeout(10_000),
  });
}

const rowsOf = (student: number) =>
  world.db.select().from(warmupResults).where(eq(warmupResults.student, student)).orderBy(asc(warmupResults.result_id));

it('stores every acknowledged submission exactly once, whole, across a SIGKILL and a restart', async () => {
  server = await startServer(world.env);
  const outcome = new Map<number, 'acknowledged' | 'refused' | 'unknown'>();
  const queue = [...world.people];
  let acknowledged = 0;
  let kill: Promise<void> | undefined;
  async function worker() {
    for (let person = queue.shift(); person; person = queue.shift()) {
      try {
        const res = await submit(person);
        await res.arrayBuffer();
        outcome.set(person.id, res.ok ? 'acknowledged' : 'refused');
        if (res.ok && ++acknowledged === KILL_AFTER) kill = server!.kill('SIGKILL');
      } catch {
        // The connection died with the server: applied or not, nobody was told.
        outcome.set(person.id, 'unknown');
      }
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await kill;
  const acked = world.people.filter((p) => outcome.get(p.id) === 'acknowledged');
  expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect([...outcome.values()].filter((o) => o === 'refused')).toEqual([]);
  // Some submissions were still on their way when the process died.
  expect([...outcome.values()].filter((o) => o === 'unknown').length).toBeGreaterThan(0);

  server = await startServer(world.env);
  const [original, missed1, missed2] = [world.warmups.slice(0, 4), world.warmups[2], world.warmups[3]];
  for (const person of world.people) {
    const rows = await rowsOf(person.id);
    const sitting = rows.find((r) => r.result_id === person.result)!;
    const applied = sitting.test_taken;
    if (outcome.get(person.id) === 'acknowledged') expect(applied, `student ${person.id}`).toBe(true);
    if (!applied) {
      // Not applied at all: no grade, no personalization.
      expect(rows.map((r) => r.result_id)).toEqual([person.result]);
      expect(sitting).toMatchObject({ score: 0, submission_key: null });
      continue;
    }
    // Applied whole: the grade, and each personalized warm-up once.
    expect(sitting).toMatchObject({ score: 2, assigned_questions: original, submission_key: `key:fault-${person.id}` });
    expect(rows.map((r) => [r.test_name, r.assigned_questions, r.sitting_id])).toEqual([
      ['Fault Set', original, null],
      ['Fault Set Personalized 1', [missed1, missed2], person.result],
      ['Fault Set Recommended Test', [missed1, missed2], person.result],
    ]);
  }

  // A retry of an acknowledged submission replays its answer and stores nothing more; one that was
  // never applied is applied now, once.
  for (const person of world.people) {
    const before = (await rowsOf(person.id)).length;
    const res = await submit(person);
    expect(res.status, `student ${person.id}`).toBe(200);
    const body = (await res.json()) as { score: number };
    expect(body.score).toBe(2);
    expect((await rowsOf(person.id)).length).toBe(before === 1 ? 3 : before);
    if (outcome.get(person.id) === 'acknowledged') expect(res.headers.get('idempotent-replayed')).toBe('true');
  }
});
