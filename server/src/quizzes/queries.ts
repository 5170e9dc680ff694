import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '@prep/domain';
import type { Db } from '../db/client';
import { answers, questions, quizzes, stepVideos, steps } from '../db/schema/index';

export type QuizRow = typeof quizzes.$inferSelect;

/** A quiz as the API sends it (createdAt and the cache version are internal). */
export function quizView(row: QuizRow) {
  const { createdAt: _created, warmups_version: _version, ...quiz } = row;
  return quiz;
}

export interface QuizFilter {
  /** Undefined: every quiz (super admin). */
  ids?: ReadonlySet<number> | readonly number[];
  test_type?: string;
}

export async function listQuizzes(db: Db, filter: QuizFilter): Promise<QuizRow[]> {
  const where: SQL[] = [];
  if (filter.ids) {
    const ids = [...filter.ids];
    if (ids.length === 0) return [];
    where.push(inArray(quizzes.master_qnsbank_id, ids));
  }
  if (filter.test_type) where.push(eq(quizzes.test_type, filter.test_type));
  return db
    .select()
    .from(quizzes)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(quizzes.master_qnsbank_id));
}

export interface NestOptions {
  viewer: AccessClaims;
  /** Quiz ids whose isAnswer, steps and step videos the viewer may see; 'all' for admins. */
  revealed: ReadonlySet<number> | 'all';
}

/**
 * The quizzes with their questions, each with answers, steps and stepvideo: five queries whatever
 * the number of quizzes. A student sees answer options without isAnswer, and no steps or videos,
 * until a sitting of theirs on that test is released. Step videos owned by a client are shown only
 * to that client's users.
 */
export async function nestQuizzes(db: Db, rows: QuizRow[], { viewer, revealed }: NestOptions) {
  if (rows.length === 0) return [];
  const ids = rows.map((q) => q.master_qnsbank_id);
  const videoOwner =
    viewer.role === 'superadmin'
      ? undefined
      : viewer.client_id === null
        ? isNull(stepVideos.client_admin)
        : or(isNull(stepVideos.client_admin), eq(stepVideos.client_admin, viewer.client_id));
  const [questionRows, answerRows, stepRows, videoRows] = await Promise.all([
    db.select().from(questions).where(inArray(questions.master_qnsbank, ids)).orderBy(asc(questions.question_number), asc(questions.questionid)),
    db.select().from(answers).where(inArray(answers.master_qnsbank, ids)).orderBy(asc(answers.answersid)),
    db.select().from(steps).where(inArray(steps.master_qnsbank, ids)).orderBy(asc(steps.master_qnssteps_versionid)),
    db
      .select()
      .from(stepVideos)
      .where(and(inArray(stepVideos.master_qnsbank, ids), videoOwner))
      .orderBy(asc(stepVideos.master_qnsvideos_versionid)),
  ]);
  const isRevealed = (quizId: number) => revealed === 'all' || revealed.has(quizId);
  const byQuestion = <T extends { question: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) (map.get(item.question) ?? map.set(item.question, []).get(item.question)!).push(item);
    return map;
  };
  const answersOf = byQuestion(
    answerRows.map((a) => (isRevealed(a.master_qnsbank) ? a : { answersid: a.answersid, name: a.name, question: a.question, master_qnsbank: a.master_qnsbank, section_code: a.section_code })),
  );
  const stepsOf = byQuestion(stepRows.filter((s) => isRevealed(s.master_qnsbank)));
  const videosOf = byQuestion(videoRows.filter((v) => isRevealed(v.master_qnsbank)));
  const questionsOf = new Map<number, unknown[]>();
  for (const q of questionRows) {
    const list = questionsOf.get(q.master_qnsbank) ?? questionsOf.set(q.master_qnsbank, []).get(q.master_qnsbank)!;
    list.push({ ...q, answers: answersOf.get(q.questionid) ?? [], steps: stepsOf.get(q.questionid) ?? [], stepvideo: videosOf.get(q.questionid) ?? [] });
  }
  return rows.map((quiz) => ({ ...quizView(quiz), question: questionsOf.get(quiz.master_qnsbank_id) ?? [] }));
}
