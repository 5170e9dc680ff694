// GET /quiz/quiz/{id}/, which every student opens with a test: one statement brings the test's row, the
// access facts and what this viewer may see of it (the questions at all, the keys and steps); the
// questions, options, steps and videos themselves come from the instance's content cache (src/cache)
// and are cut here to what the viewer may see, by the same rules nested.ts applies in SQL.
import type { AccessClaims, NestedQuiz } from '@prep/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Facts } from '../access/authorize';
import { contentFacts } from '../access/facts';
import { questionAsSeen } from '../access/fields';
import { studentIdOf } from '../access/principal';
import type { Scope } from '../access/scope';
import { systemScope } from '../access/scope';
import { revealedForViewer, shownForViewer } from '../access/visibility';
import type { ContentCache } from '../cache/content';
import type { Db } from '../db/client';
import { questions, quizzes } from '../db/schema/index';
import { nestedQuestions } from './nested';
import { type QuizRow, quizView } from './queries';

export interface ViewedQuiz {
  quiz: QuizRow;
  facts: Facts;
  /** Whether the viewer sees the questions at all, and their keys, steps and videos. */
  shown: boolean;
  revealed: boolean;
}

/** The test, its facts and the viewer's view of it, in one statement; undefined when there is no such test. */
export async function viewQuiz(db: Db, viewer: AccessClaims, id: number): Promise<ViewedQuiz | undefined> {
  const student = studentIdOf(viewer);
  const column = quizzes.master_qnsbank_id;
  const [row] = await db
    .select({
      quiz: getTableColumns(quizzes),
      ...contentFacts(viewer, column),
      shown: sql<boolean>`${shownForViewer(viewer, student, column)}`,
      revealed: sql<boolean>`${revealedForViewer(viewer, student, column)}`,
    })
    .from(quizzes)
    .where(eq(column, id));
  if (!row) return undefined;
  const { quiz, granted, assigned, shown, revealed } = row;
  return { quiz, facts: { granted, assigned }, shown, revealed };
}

/** Every question of the test with everything nested (keys, steps, every video): the cached form. */
const allQuestions = (db: Db, content: ContentCache, id: number) =>
  content.get('quiz', id, () => nestedQuestions(db, systemScope(), sql`${questions.master_qnsbank} = ${id}`));

/** The test with its questions as the scope may see them (see nested.ts for the rules). */
export async function nestedQuiz(db: Db, content: ContentCache, scope: Scope, viewed: ViewedQuiz): Promise<NestedQuiz> {
  const all = viewed.shown ? await allQuestions(db, content, viewed.quiz.master_qnsbank_id) : [];
  const question = all.map((q) => questionAsSeen(scope, q, viewed.revealed));
  return { ...quizView(viewed.quiz), question };
}
