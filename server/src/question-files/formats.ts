import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { questions } from '../db/schema/index';

/**
 * Each question's text format, by id, for an export. Read beside the nested questions (one more query, not one a
 * question) because the question view the screens get does not carry it.
 */
export async function textFormats(db: Db, quizId: number): Promise<Map<number, 'plain' | 'html'>> {
  const rows = await db
    .select({ id: questions.questionid, format: questions.text_format })
    .from(questions)
    .where(eq(questions.master_qnsbank, quizId));
  return new Map(rows.map((r) => [r.id, r.format]));
}
