import { videoSeenCondition } from '../access/visibility';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import { questions, quizzes, stepVideos } from '../db/schema/index';

type Reader = Db | Tx;

const videoColumns = {
  master_qnsvideos_versionid: stepVideos.master_qnsvideos_versionid,
  urls: stepVideos.urls,
  client_admin: stepVideos.client_admin,
  question: stepVideos.question,
  master_qnsbank: stepVideos.master_qnsbank,
  section_code: stepVideos.section_code,
  source_name_id: stepVideos.source_name_id,
};
export type VideoRow = {
  master_qnsvideos_versionid: number;
  urls: string[];
  client_admin: number | null;
  question: number;
  master_qnsbank: number;
  section_code: number;
  source_name_id: string;
};

/** The question with what its videos' folder is named after: its test's type, year, language and name. */
export async function questionPlace(db: Reader, questionId: number) {
  const [row] = await db
    .select({
      questionId: questions.questionid,
      questionNumber: questions.question_number,
      quizId: quizzes.master_qnsbank_id,
      testType: quizzes.test_type,
      year: quizzes.test_booklet_year,
      language: quizzes.test_lang_type,
      testName: quizzes.test_name,
    })
    .from(questions)
    .innerJoin(quizzes, eq(quizzes.master_qnsbank_id, questions.master_qnsbank))
    .where(eq(questions.questionid, questionId));
  return row;
}
export type QuestionPlace = NonNullable<Awaited<ReturnType<typeof questionPlace>>>;

/** Which videos a scope sees (admin-and-authoring §6): all for the super admin, else the general ones and its client's. */
export const visibleTo = (scope: Scope) => videoSeenCondition(scope.principal, stepVideos.client_admin);

export async function videosOfQuestion(db: Reader, scope: Scope, questionId: number): Promise<VideoRow[]> {
  return db
    .select(videoColumns)
    .from(stepVideos)
    .where(and(eq(stepVideos.question, questionId), visibleTo(scope)))
    .orderBy(asc(stepVideos.master_qnsvideos_versionid));
}

export async function findVideo(db: Reader, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.select(videoColumns).from(stepVideos).where(eq(stepVideos.master_qnsvideos_versionid, id));
  return row;
}

export async function insertVideo(
  db: Reader,
  values: Omit<VideoRow, 'master_qnsvideos_versionid' | 'section_code'>,
): Promise<VideoRow> {
  const [row] = await db.insert(stepVideos).values(values).returning(videoColumns);
  return row!;
}

export async function updateVideoUrls(db: Reader, id: number, urls: string[]): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(stepVideos)
    .set({ urls })
    .where(eq(stepVideos.master_qnsvideos_versionid, id))
    .returning(videoColumns);
  return row;
}

export async function deleteVideo(db: Reader, id: number): Promise<VideoRow | undefined> {
  const [row] = await db
    .delete(stepVideos)
    .where(eq(stepVideos.master_qnsvideos_versionid, id))
    .returning(videoColumns);
  return row;
}

/** Whether a step video other than `except` names this url (so its file must stay). */
export async function urlInUse(db: Reader, url: string, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stepVideos.master_qnsvideos_versionid })
    .from(stepVideos)
    .where(
      and(
        sql`${stepVideos.urls} @> ${JSON.stringify([url])}::jsonb`,
        except === undefined ? undefined : ne(stepVideos.master_qnsvideos_versionid, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}
