// Item analysis in the bench (BENCH_ONLY=items): GET /api/analytics/test/{id}/ of a 200-question test over
// 2,000 submitted sittings (the target: under 1 s, in three statements), one request at a time.
// The answers are drawn with a fixed seed from a simple ability model, so totals and items vary as a real
// cohort's do (every question has answers of every kind, the histogram is not flat).
import type { Db } from '../src/db/client';
import { answers, clients, masterSittings, questions, quizzes, students } from '../src/db/schema/index';
import { inBatches } from './seed';

export const ITEM_QUESTIONS = 200;
export const ITEM_SITTINGS = Number(process.env.BENCH_ITEM_SITTINGS || 2000);
const RUNS = 10;

export interface ItemBenchData {
  testId: number;
}

/** A deterministic stream of numbers in [0, 1) (a linear congruential generator). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedItemBench(db: Db): Promise<ItemBenchData> {
  console.log(`Seeding: a ${ITEM_QUESTIONS}-question test sat by ${ITEM_SITTINGS} students …`);
  const [client] = await db
    .insert(clients)
    .values({ ClientName: 'Item School', email: 'office@items.test', license_key: 'ITEM-SSCH-OOLB-ENC1' })
    .returning({ id: clients.client_id });
  const [test] = await db
    .insert(quizzes)
    .values({ test_name: 'Item Analysis Test', test_type: 'SAT', course: 2, section: 'math' })
    .returning({ id: quizzes.master_qnsbank_id });
  const testId = test!.id;
  const made = await db
    .insert(questions)
    .values(
      Array.from({ length: ITEM_QUESTIONS }, (_, i) => ({
        master_qnsbank: testId,
        question_number: i + 1,
        question_text: `What is ${i} + 2?`,
      })),
    )
    .returning({ id: questions.questionid });
  const options = await db
    .insert(answers)
    .values(
      made.flatMap((q, i) =>
        [0, 1, 2, 3].map((k) => ({ name: String(i + k), isAnswer: k === 1, question: q.id, master_qnsbank: testId })),
      ),
    )
    .returning({ id: answers.answersid, question: answers.question, isAnswer: answers.isAnswer });
  const optionsOf = new Map<number, number[]>();
  for (const o of options) optionsOf.set(o.question, [...(optionsOf.get(o.question) ?? []), o.id]);
  const people: number[] = [];
  await inBatches(
    Array.from({ length: ITEM_SITTINGS }, (_, i) => ({
      client: client!.id,
      Student_First_Name: `Item${i}`,
      email: `item${i}@items.test`,
      passwordHash: 'x',
    })),
    1000,
    async (batch) =>
      people.push(...(await db.insert(students).values(batch).returning({ id: students.student_id })).map((s) => s.id)),
  );
  const next = random(20);
  const sittings = people.map((student, s) => {
    const ability = s / ITEM_SITTINGS;
    const result = made.map((q, i) => {
      const [wrong1, key, wrong2, wrong3] = optionsOf.get(q.id) ?? [];
      const draw = next();
      const right = draw < 0.15 + 0.7 * ability * (1 - i / (2 * ITEM_QUESTIONS)) + 0.1 * next();
      const chosen = right ? key : [wrong1, wrong2, wrong3, undefined][Math.floor(next() * 4)];
      return { questionid: q.id, select_ans: chosen === undefined ? '' : String(chosen), isCorrect: right };
    });
    const score = result.filter((r) => r.isCorrect).length;
    return { master_qnsbank: testId, student, test_taken: true, total_qns: ITEM_QUESTIONS, score, result };
  });
  await inBatches(sittings, 200, async (batch) => db.insert(masterSittings).values(batch));
  return { testId };
}

/** Runs the analysis RUNS times after a warm-up (the super admin: every client); the table of the timings. */
export async function itemBenchTable(app: string, data: ItemBenchData, headers: Record<string, string>) {
  const url = `${app}/api/analytics/test/${data.testId}/`;
  const timings: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { n?: number; items?: unknown[] };
    if (!res.ok || body.n !== ITEM_SITTINGS || body.items?.length !== ITEM_QUESTIONS)
      throw new Error(`the item analysis is not answering the ${ITEM_QUESTIONS}-question test: ${res.status}`);
    if (run > 0) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const ms = (value: number | undefined) => Math.round(value ?? Number.NaN);
  return [
    `Item analysis (${ITEM_QUESTIONS} questions × ${ITEM_SITTINGS.toLocaleString('en-US')} sittings, ${RUNS} runs one at a time):`,
    '',
    '| Route | p50 (ms) | max (ms) |',
    '|---|---:|---:|',
    `| GET /api/analytics/test/{id}/ | ${ms(timings[Math.floor((RUNS - 1) / 2)])} | ${ms(timings[RUNS - 1])} |`,
  ].join('\n');
}
