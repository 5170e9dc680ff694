// Assigning to many students at once (the classes issue's path): one statement per table whatever
// their number, a student who has the test or set open skipped with the reason.
import { SITTING_MESSAGES, WARMUP_ALREADY_ASSIGNED } from '@prep/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Tx } from '../db/client';
import { assignTestTo } from '../sittings/assign';
import { createClient, createStudent, createTest, createWarmupSet } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { assignSetTo } from '../warmup-results/assign';

let t: TestApp;
let client: number;

beforeAll(async () => {
  t = await startTestApp();
  client = (await createClient(t.db)).client_id;
});
afterAll(() => t.close());

const studentsOf = async (n: number) =>
  Promise.all(Array.from({ length: n }, async () => (await createStudent(t.db, client)).student_id));

/** The statements an assignment sends, and what it gave back. */
async function counted<T>(run: (tx: Tx) => Promise<T>): Promise<{ statements: number; out: T }> {
  const before = t.queries();
  const out = await t.db.transaction(run);
  return { statements: t.queries() - before, out };
}

it('assigns a warm-up set to 2 or 12 students with the same statements, skipping those who have it open', async () => {
  const { set } = await createWarmupSet(t.db);
  const few = await studentsOf(2);
  const many = await studentsOf(12);
  const small = await counted((tx) => assignSetTo(tx, set.master_qnsbank_id, few));
  const large = await counted((tx) => assignSetTo(tx, set.master_qnsbank_id, many));
  expect(small.out.created.map((r) => r.student)).toEqual(few);
  expect(large.out.created.map((r) => r.student)).toEqual(many);
  expect(large.out.skipped).toEqual([]);
  expect(large.statements).toBe(small.statements);

  const three = await studentsOf(3);
  const again = await counted((tx) => assignSetTo(tx, set.master_qnsbank_id, [...few, ...three, 999_999]));
  expect(again.out.created).toHaveLength(3);
  expect(again.out.skipped).toEqual([
    ...few.map((student) => ({ student, reason: WARMUP_ALREADY_ASSIGNED })),
    { student: 999_999, reason: 'Please select the student' },
  ]);
  expect(again.out.created[0]).toMatchObject({ total_qns: 4, test_taken: false, is_personalized: false });
});

it('assigns a real test to 2 or 12 students with the same statements, skipping those who have it open', async () => {
  const quiz = await createTest(t.db, { questionCount: 3 });
  const few = await studentsOf(2);
  const many = await studentsOf(12);
  const small = await counted((tx) => assignTestTo(tx, quiz.master_qnsbank_id, few));
  const large = await counted((tx) => assignTestTo(tx, quiz.master_qnsbank_id, many));
  expect(small.out.created).toHaveLength(2);
  expect(large.out.created).toHaveLength(12);
  expect(large.statements).toBe(small.statements);

  const again = await counted((tx) => assignTestTo(tx, quiz.master_qnsbank_id, [...many.slice(0, 1), ...few, 999_999]));
  expect(again.out.created).toEqual([]);
  expect(again.out.skipped).toEqual([
    ...[...many.slice(0, 1), ...few].map((student) => ({ student, reason: SITTING_MESSAGES.alreadyAssigned })),
    { student: 999_999, reason: SITTING_MESSAGES.selectStudent },
  ]);
});
