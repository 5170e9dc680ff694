import type { NestedQuiz, QuestionView, QuizRecord } from '@prep/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { visibleQuizCondition } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import { courses, questions, quizzes } from '../db/schema/index';
import { nestedQuestions } from './nested';

export type QuizRow = typeof quizzes.$inferSelect;

/** A quiz as the API sends it (createdAt and the cache version are internal). */
export function quizView(row: QuizRow): QuizRecord {
  const { createdAt: _created, warmups_version: _version, ...quiz } = row;
  return quiz;
}

/** The tests (and warm-up sets) the scope may see, optionally of one test type: one query. */
export async function visibleQuizzes(db: Db, scope: Scope, testType: string | undefined): Promise<QuizRow[]> {
  const where: SQL[] = [];
  const visible = visibleQuizCondition(scope, quizzes.master_qnsbank_id);
  if (visible) where.push(visible);
  if (testType) where.push(eq(quizzes.test_type, testType));
  return db
    .select()
    .from(quizzes)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(quizzes.master_qnsbank_id));
}

/**
 * The quizzes with their questions, each with answers, steps and stepvideo, as the scope may see them:
 * one query whatever the number of quizzes and questions (see nested.ts).
 */
export async function nestedFor(db: Db, scope: Scope, rows: QuizRow[]): Promise<NestedQuiz[]> {
  if (rows.length === 0) return [];
  // One array parameter, however many tests: an IN list would need a parameter each.
  const ids = `{${rows.map((q) => q.master_qnsbank_id).join(',')}}`;
  const nested = await nestedQuestions(db, scope, sql`${questions.master_qnsbank} = any(${ids}::int[])`);
  const questionsOf = new Map<number, QuestionView[]>();
  for (const q of nested) {
    const list = questionsOf.get(q.master_qnsbank) ?? questionsOf.set(q.master_qnsbank, []).get(q.master_qnsbank)!;
    list.push(q);
  }
  return rows.map((quiz) => ({ ...quizView(quiz), question: questionsOf.get(quiz.master_qnsbank_id) ?? [] }));
}

export async function findQuiz(db: Db | Tx, id: number): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.master_qnsbank_id, id));
  return row;
}

export async function listCourses(db: Db) {
  return db.select().from(courses).orderBy(asc(courses.course_id));
}

export async function courseIdOfType(db: Db | Tx, testType: string): Promise<number | undefined> {
  const [course] = await db.select({ id: courses.course_id }).from(courses).where(eq(courses.course_type, testType));
  return course?.id;
}

export type QuizValues = Omit<typeof quizzes.$inferInsert, 'master_qnsbank_id' | 'createdAt' | 'warmups_version'>;

export async function insertQuiz(db: Db | Tx, values: QuizValues): Promise<QuizRow> {
  const [row] = await db.insert(quizzes).values(values).returning();
  return row as QuizRow;
}

export async function updateQuiz(db: Db | Tx, id: number, values: QuizValues): Promise<QuizRow | undefined> {
  const [row] = await db.update(quizzes).set(values).where(eq(quizzes.master_qnsbank_id, id)).returning();
  return row;
}

/** Deletes a test; its questions, warm-ups, sittings and results go with it (foreign keys cascade). */
export async function deleteQuiz(tx: Tx, id: number): Promise<QuizRow | undefined> {
  const [row] = await tx.delete(quizzes).where(eq(quizzes.master_qnsbank_id, id)).returning();
  return row;
}
