// Creating, changing and deleting tests (the META form, Create Test, the warm-up wizard's first step).
import {
  type QuizBody,
  type QuizRecord,
  WARMUP_COURSE_ID,
  WARMUP_COURSE_TYPE,
  WARMUP_TYPE_LOCKED,
  msg,
} from '@prep/domain';
import type { Db } from '../db/client';
import { removeFromGrants } from '../grants/queries';
import { badRequest, notFound } from '../plugins/errors';
import { dropUnusedImages } from '../question-images/images';
import { imagesOfQuiz } from '../question-images/queries';
import { courseIdOfType, deleteQuiz, findQuiz, insertQuiz, quizView, updateQuiz } from './queries';
import type { MediaStore } from '../storage/storage';

const UNKNOWN_TYPE = msg('Unknown test type');
const COURSE_MISMATCH = msg('The course does not match the test type');

/** The course of a test: 6 for a warm-up set, else the course whose course_type is the test type. */
async function courseOf(db: Db, body: QuizBody): Promise<number> {
  if (body.test_type === WARMUP_COURSE_TYPE) return WARMUP_COURSE_ID;
  const course = await courseIdOfType(db, body.test_type);
  if (course === undefined) throw badRequest(UNKNOWN_TYPE, { test_type: [UNKNOWN_TYPE] });
  if ('course' in body && body.course !== undefined && body.course !== course) {
    throw badRequest(COURSE_MISMATCH, { course: [COURSE_MISMATCH] });
  }
  return course;
}

export async function createQuiz(db: Db, body: QuizBody): Promise<QuizRecord> {
  return quizView(await insertQuiz(db, { ...body, course: await courseOf(db, body) }));
}

export async function changeQuiz(db: Db, id: number, body: QuizBody): Promise<QuizRecord> {
  const existing = await findQuiz(db, id);
  if (!existing) throw notFound();
  // Warm-ups hang off a warm-up set and questions off other tests: the kind cannot change under them.
  if ((existing.test_type === WARMUP_COURSE_TYPE) !== (body.test_type === WARMUP_COURSE_TYPE)) {
    throw badRequest(WARMUP_TYPE_LOCKED, { test_type: [WARMUP_TYPE_LOCKED] });
  }
  const updated = await updateQuiz(db, id, { ...body, course: await courseOf(db, body) });
  if (!updated) throw notFound();
  return quizView(updated);
}

/**
 * Deletes a test with everything hanging off it, and takes it out of every grant, in one transaction; then
 * the image files its questions and steps alone named.
 */
export async function removeQuiz(db: Db, media: MediaStore, id: number) {
  const { row: deleted, images } = await db.transaction(async (tx) => {
    const images = await imagesOfQuiz(tx, id);
    const row = await deleteQuiz(tx, id);
    if (row) await removeFromGrants(tx, row.master_qnsbank_id);
    return { row, images };
  });
  if (!deleted) throw notFound();
  await dropUnusedImages(db, media, images);
  return { message: msg('Deleted!'), master_qnsbank_id: deleted.master_qnsbank_id };
}
