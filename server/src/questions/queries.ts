// The SQL of questions, their answer options and steps. Writes take the transaction they belong to.
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { answers, questions, quizzes, steps } from '../db/schema/index';

type Reader = Db | Tx;

/** A list of ids as ONE array parameter (an IN list would need a parameter each). */
export const anyOf = (ids: readonly number[]) => sql`any(${`{${ids.map(Number).join(',')}}`}::int[])`;
export type QuestionRow = typeof questions.$inferSelect;
export type QuestionValues = Omit<typeof questions.$inferInsert, 'questionid'>;
export type AnswerRow = typeof answers.$inferSelect;
export type AnswerValues = Omit<typeof answers.$inferInsert, 'answersid'>;
export type StepsRow = typeof steps.$inferSelect;
export type StepsValues = Omit<typeof steps.$inferInsert, 'master_qnssteps_versionid'>;

/**
 * The test questions are written to, locked until the transaction ends, so two writers cannot both take
 * the same free number or both count the same last number. Every writer of questions, options or steps
 * takes it first, so none waits on another in a circle. NO KEY UPDATE: rows that merely refer to the test
 * (a sitting, an option) can still be written meanwhile.
 */
export async function lockQuiz(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: quizzes.master_qnsbank_id, test_type: quizzes.test_type, test_name: quizzes.test_name })
    .from(quizzes)
    .where(eq(quizzes.master_qnsbank_id, id))
    .for('no key update');
  return row;
}

/** The tests named, locked (see lockQuiz), in id order so two writers never wait on each other in a circle. */
export async function lockQuizzes(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: quizzes.master_qnsbank_id, test_type: quizzes.test_type, test_name: quizzes.test_name })
    .from(quizzes)
    .where(sql`${quizzes.master_qnsbank_id} = ${anyOf(ids)}`)
    .orderBy(asc(quizzes.master_qnsbank_id))
    .for('no key update');
}

export async function numberTaken(tx: Tx, quizId: number, number: number, exceptQuestion?: number) {
  const [row] = await tx
    .select({ id: questions.questionid })
    .from(questions)
    .where(
      and(
        eq(questions.master_qnsbank, quizId),
        eq(questions.question_number, number),
        exceptQuestion === undefined ? undefined : ne(questions.questionid, exceptQuestion),
      ),
    );
  return row !== undefined;
}

/** The question numbers a test already uses. */
export async function numbersOf(tx: Tx, quizId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ n: questions.question_number })
    .from(questions)
    .where(eq(questions.master_qnsbank, quizId));
  return new Set(rows.map((r) => r.n));
}

export async function lastNumber(tx: Tx, quizId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(questions.question_number) })
    .from(questions)
    .where(eq(questions.master_qnsbank, quizId));
  return row?.last ?? 0;
}

export async function findQuestion(db: Reader, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.questionid, id));
  return row;
}

export async function lockQuestion(tx: Tx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await tx.select().from(questions).where(eq(questions.questionid, id)).for('update');
  return row;
}

export async function insertQuestions(tx: Tx, values: QuestionValues[]): Promise<QuestionRow[]> {
  if (values.length === 0) return [];
  return tx.insert(questions).values(values).returning();
}

export async function updateQuestion(tx: Tx, id: number, values: Partial<QuestionValues>): Promise<QuestionRow> {
  const [row] = await tx.update(questions).set(values).where(eq(questions.questionid, id)).returning();
  return row!;
}

/** Deletes a question; its answers, steps and videos go with it (foreign keys cascade). */
export async function deleteQuestion(tx: Tx, id: number): Promise<void> {
  await tx.delete(questions).where(eq(questions.questionid, id));
}

/** A question's options in their order (the order they were first saved in). */
export async function answersOf(db: Reader, questionId: number): Promise<AnswerRow[]> {
  return db.select().from(answers).where(eq(answers.question, questionId)).orderBy(asc(answers.answersid));
}

export async function findAnswer(db: Reader, id: number): Promise<AnswerRow | undefined> {
  const [row] = await db.select().from(answers).where(eq(answers.answersid, id));
  return row;
}

export async function lockAnswer(tx: Tx, id: number): Promise<AnswerRow | undefined> {
  const [row] = await tx.select().from(answers).where(eq(answers.answersid, id)).for('update');
  return row;
}

export async function insertAnswers(tx: Tx, values: AnswerValues[]): Promise<AnswerRow[]> {
  if (values.length === 0) return [];
  return tx.insert(answers).values(values).returning();
}

export async function updateAnswer(tx: Tx, id: number, values: Partial<AnswerValues>): Promise<AnswerRow> {
  const [row] = await tx.update(answers).set(values).where(eq(answers.answersid, id)).returning();
  return row!;
}

/** How many of the question's options are marked right. */
export async function keyCount(db: Reader, questionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(answers)
    .where(and(eq(answers.question, questionId), eq(answers.isAnswer, true)));
  return row?.n ?? 0;
}

/** Makes every other option of the question a wrong one. */
export async function clearOtherKeys(tx: Tx, questionId: number, keptAnswer: number) {
  await tx
    .update(answers)
    .set({ isAnswer: false })
    .where(and(eq(answers.question, questionId), ne(answers.answersid, keptAnswer)));
}

export async function deleteAnswers(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.delete(answers).where(sql`${answers.answersid} = ${anyOf(ids)}`);
}

export async function stepsOf(db: Reader, questionId: number): Promise<StepsRow | undefined> {
  const [row] = await db.select().from(steps).where(eq(steps.question, questionId));
  return row;
}

export async function findSteps(db: Reader, id: number): Promise<StepsRow | undefined> {
  const [row] = await db.select().from(steps).where(eq(steps.master_qnssteps_versionid, id));
  return row;
}

export async function lockSteps(tx: Tx, id: number): Promise<StepsRow | undefined> {
  const [row] = await tx.select().from(steps).where(eq(steps.master_qnssteps_versionid, id)).for('update');
  return row;
}

export async function insertSteps(tx: Tx, values: StepsValues[]): Promise<StepsRow[]> {
  if (values.length === 0) return [];
  return tx.insert(steps).values(values).returning();
}

export async function updateSteps(tx: Tx, id: number, values: Partial<StepsValues>): Promise<StepsRow> {
  const [row] = await tx.update(steps).set(values).where(eq(steps.master_qnssteps_versionid, id)).returning();
  return row!;
}

/** The tests of these questions (to lock them first, see lockQuiz). */
export async function testsOfQuestions(db: Reader, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: questions.master_qnsbank })
    .from(questions)
    .where(sql`${questions.questionid} = ${anyOf(ids)}`);
  return rows.map((r) => r.id);
}

/** Questions by id, locked, with their test's type (an import of answers or steps checks both). */
export async function questionsWithTests(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      questionid: questions.questionid,
      question_number: questions.question_number,
      master_qnsbank: questions.master_qnsbank,
      test_type: quizzes.test_type,
    })
    .from(questions)
    .innerJoin(quizzes, eq(quizzes.master_qnsbank_id, questions.master_qnsbank))
    .where(sql`${questions.questionid} = ${anyOf(ids)}`)
    .orderBy(asc(questions.questionid))
    .for('update', { of: questions });
}

/** How many options, and how many right ones, each of these questions has. */
export async function answerCounts(tx: Tx, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  return tx
    .select({
      question: answers.question,
      options: sql<number>`count(*)::int`,
      keys: sql<number>`count(*) filter (where ${answers.isAnswer})::int`,
    })
    .from(answers)
    .where(sql`${answers.question} = ${anyOf(questionIds)}`)
    .groupBy(answers.question);
}

/** Which of these questions already have a steps row. */
export async function questionsWithSteps(tx: Tx, questionIds: readonly number[]): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await tx
    .select({ question: steps.question })
    .from(steps)
    .where(sql`${steps.question} = ${anyOf(questionIds)}`);
  return new Set(rows.map((r) => r.question));
}
