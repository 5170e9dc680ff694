// Checks every question write makes: the test exists and is not a warm-up set, a number is free in its test.
import { AUTHORING_API_MESSAGES, WARMUP_COURSE_TYPE } from '@prep/domain';
import type { Tx } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { badRequest } from '../plugins/errors';
import { findQuestion, lockQuestion, lockQuiz, numberTaken, type QuestionRow } from './queries';

const { testMissing, warmupSet, numberTaken: numberTakenMessage } = AUTHORING_API_MESSAGES;

/** A test's facts for a write, or a refusal naming `field` when it is missing or a warm-up set. */
export function assertQuestionTest<T extends { test_type: string }>(quiz: T | undefined, field: string): T {
  if (!quiz) throw badRequest(testMissing, { [field]: [testMissing] });
  if (quiz.test_type === WARMUP_COURSE_TYPE) throw badRequest(warmupSet, { [field]: [warmupSet] });
  return quiz;
}

/** Locks the test questions are written to (see lockQuiz) and checks it may hold questions. */
export async function writableQuiz(tx: Tx, quizId: number, field = 'master_qnsbank') {
  return assertQuestionTest(await lockQuiz(tx, quizId), field);
}

export const numberTakenError = (n: number) =>
  badRequest(numberTakenMessage(n), { question_number: [numberTakenMessage(n)] });

/** Refuses a question number another question of the test has. */
export async function assertNumberFree(tx: Tx, quizId: number, n: number, exceptQuestion?: number) {
  if (await numberTaken(tx, quizId, n, exceptQuestion)) throw numberTakenError(n);
}

/**
 * Runs a write that may break the unique question number (a writer that got past the check first):
 * that becomes the same clear refusal, never a database error.
 */
export async function numberGuard<T>(write: Promise<T>, numberOf: () => number | undefined): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const n = numberOf();
    if (uniqueViolation(error) !== undefined && n !== undefined) throw numberTakenError(n);
    throw error;
  }
}

/**
 * A question locked for a change, its test locked first: every writer takes a test before its questions
 * (deleting a test does too), so no two writers wait on each other in a circle.
 */
export async function lockQuestionOfTest(tx: Tx, id: number): Promise<QuestionRow | undefined> {
  const found = await findQuestion(tx, id);
  if (!found) return undefined;
  await lockQuiz(tx, found.master_qnsbank);
  return lockQuestion(tx, id);
}
