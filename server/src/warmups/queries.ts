import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  answerProblem,
  parseLeftSide,
  SELECT_WARMUP_TEST,
  WARMUP_COURSE_TYPE,
  wholeNumberText,
} from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { quizzes, warmupResults, warmups } from '../db/schema/index';
import { badRequest } from '../plugins/errors';

export type WarmupRow = typeof warmups.$inferSelect;

/** A warm-up without its answer, for a student who has not been shown it yet. */
export const withoutAnswer = ({ answer: _answer, ...warmup }: WarmupRow) => warmup;

/** The warm-up set (a quiz of type Warmup) or a 400 naming the field. */
export async function warmupSetOrFail(db: Db | Tx, setNo: number, field = 'set_no') {
  const [set] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.master_qnsbank_id, setNo), eq(quizzes.test_type, WARMUP_COURSE_TYPE)));
  if (!set) throw badRequest(SELECT_WARMUP_TEST, { [field]: [SELECT_WARMUP_TEST] });
  return set;
}

/**
 * The stored form of a warm-up typed in the Data Tool. "a op b" gets its operands (an operand card)
 * and its answer checked; any other formula is an equation card and only needs a whole-number answer.
 */
export function warmupFields(input: { equation: string; answer: string }) {
  const equation = input.equation.replace(/=\s*$/, '').trim();
  const operation = parseLeftSide(equation);
  if (typeof operation !== 'string') {
    const problem = answerProblem(operation, input.answer);
    if (problem) throw badRequest(`The equation ${problem}`, { answer: [`The equation ${problem}`] });
    return { ...operation, answer: wholeNumberText(input.answer)! };
  }
  const answer = wholeNumberText(input.answer);
  if (answer === undefined) throw badRequest('The answer must be a whole number', { answer: ['The answer must be a whole number'] });
  return { equation, operand_one: null, operand_two: null, operator: null, answer };
}

/**
 * Takes a deleted warm-up out of the results not taken yet, so they keep a true question count.
 * Taken results keep the id they were graded on.
 */
export async function dropFromOpenResults(tx: Tx, warmupId: number) {
  const id = sql`to_jsonb(${warmupId}::int)`;
  await tx
    .update(warmupResults)
    .set({
      assigned_questions: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${warmupResults.assigned_questions}) e where e <> ${id})`,
      total_qns: sql`${warmupResults.total_qns} - 1`,
    })
    .where(and(eq(warmupResults.test_taken, false), sql`${warmupResults.assigned_questions} @> jsonb_build_array(${warmupId}::int)`));
}

/** Marks the sets' warm-ups as changed, so every server's cached copy reloads (see cache.ts). */
export async function bumpWarmupsVersion(tx: Tx, setIds: readonly number[]) {
  if (setIds.length === 0) return;
  await tx
    .update(quizzes)
    .set({ warmups_version: sql`${quizzes.warmups_version} + 1` })
    .where(inArray(quizzes.master_qnsbank_id, [...new Set(setIds)]));
}
