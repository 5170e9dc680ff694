// Reading questions with their options, steps and videos, as the scope may see them (one query each).
import type { QuestionView } from '@prep/domain';
import { eq } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { visibleQuizCondition } from '../access/visibility';
import type { Db } from '../db/client';
import { questions } from '../db/schema/index';
import { notFound } from '../plugins/errors';
import { nestedQuestions } from '../quizzes/nested';
import { sql } from 'drizzle-orm';

/** One test's questions in number order. */
export function questionsOfTest(db: Db, scope: Scope, quizId: number): Promise<QuestionView[]> {
  return nestedQuestions(db, scope, eq(questions.master_qnsbank, quizId));
}

/** Every question of every test the scope may see. */
export function visibleQuestions(db: Db, scope: Scope): Promise<QuestionView[]> {
  return nestedQuestions(db, scope, visibleQuizCondition(scope, questions.master_qnsbank) ?? sql`true`);
}

export async function oneQuestion(db: Db, scope: Scope, id: number): Promise<QuestionView> {
  const [question] = await nestedQuestions(db, scope, eq(questions.questionid, id));
  if (!question) throw notFound();
  return question;
}
