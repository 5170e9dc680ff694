import { eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { questions, steps } from '../db/schema/index';

type Reader = Db | Tx;

const stepImageColumns = [steps.step1_image, steps.step2_image, steps.step3_image, steps.step4_image];

/** Every image path a test's questions and steps name (before the test is deleted). */
export async function imagesOfQuiz(db: Reader, quizId: number): Promise<string[]> {
  const [questionImages, stepImages] = await Promise.all([
    db.select({ path: questions.question_image }).from(questions).where(eq(questions.master_qnsbank, quizId)),
    db
      .select({ paths: sql<Array<string | null>>`array[${sql.join(stepImageColumns, sql`, `)}]` })
      .from(steps)
      .where(eq(steps.master_qnsbank, quizId)),
  ]);
  return [...questionImages.map((r) => r.path), ...stepImages.flatMap((r) => r.paths)].filter(
    (path): path is string => !!path,
  );
}

/** The paths among `paths` some question or steps row still names. */
export async function imagesInUse(db: Reader, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const list = sql`(${sql.join(
    paths.map((p) => sql`${p}`),
    sql`, `,
  )})`;
  const [fromQuestions, fromSteps] = await Promise.all([
    db
      .selectDistinct({ path: questions.question_image })
      .from(questions)
      .where(sql`${questions.question_image} in ${list}`),
    db
      .select({ paths: sql<Array<string | null>>`array[${sql.join(stepImageColumns, sql`, `)}]` })
      .from(steps)
      .where(or(...stepImageColumns.map((column) => sql`${column} in ${list}`))),
  ]);
  const wanted = new Set(paths);
  const used = new Set<string>();
  for (const row of fromQuestions) if (row.path) used.add(row.path);
  for (const row of fromSteps) for (const path of row.paths) if (path && wanted.has(path)) used.add(path);
  return used;
}
