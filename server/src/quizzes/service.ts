// Creating, changing and deleting tests (the META form, Create Test, the warm-up wizard's first step).
import {
  type QuizBody,
  type QuizRecord,
  WARMUP_COURSE_ID,
  WARMUP_COURSE_TYPE,
  WARMUP_TYPE_LOCKED,
  msg,
} from '@prep/domain';
import { contentEvent } from '../audit/content';
import { audit, changesOf } from '../audit/record';
import type { Db, Tx } from '../db/client';
import { removeFromGrants } from '../grants/queries';
import { badRequest, notFound } from '../plugins/errors';
import { dropUnusedImages } from '../question-images/images';
import { imagesOfQuiz } from '../question-images/queries';
import { courseIdOfType, deleteQuiz, findQuiz, insertQuiz, quizView, updateQuiz } from './queries';
import type { MediaStore } from '../storage/storage';

const UNKNOWN_TYPE = msg('Unknown test type');
const COURSE_MISMATCH = msg('The course does not match the test type');

/** The course of a test: 6 for a warm-up set, else the course whose course_type is the test type. */
async function courseOf(db: Db | Tx, body: QuizBody): Promise<number> {
  if (body.test_type === WARMUP_COURSE_TYPE) return WARMUP_COURSE_ID;
  const course = await courseIdOfType(db, body.test_type);
  if (course === undefined) throw badRequest(UNKNOWN_TYPE, { test_type: [UNKNOWN_TYPE] });
  if ('course' in body && body.course !== undefined && body.course !== course) {
    throw badRequest(COURSE_MISMATCH, { course: [COURSE_MISMATCH] });
  }
  return course;
}

/** A test as its events name it. */
const testSubject = (row: { master_qnsbank_id: number; test_name: string }) => ({
  type: 'test',
  id: row.master_qnsbank_id,
  label: row.test_name,
});

export async function createQuiz(db: Db, body: QuizBody): Promise<QuizRecord> {
  const row = await db.transaction(async (tx) => {
    const row = await insertQuiz(tx, { ...body, course: await courseOf(tx, body) });
    await audit(tx, contentEvent('test.created', testSubject(row), changesOf(null, row)));
    return row;
  });
  return quizView(row);
}

export async function changeQuiz(db: Db, id: number, body: QuizBody): Promise<QuizRecord> {
  const existing = await findQuiz(db, id);
  if (!existing) throw notFound();
  // Warm-ups hang off a warm-up set and questions off other tests: the kind cannot change under them.
  if ((existing.test_type === WARMUP_COURSE_TYPE) !== (body.test_type === WARMUP_COURSE_TYPE)) {
    throw badRequest(WARMUP_TYPE_LOCKED, { test_type: [WARMUP_TYPE_LOCKED] });
  }
  const updated = await db.transaction(async (tx) => {
    const row = await updateQuiz(tx, id, { ...body, course: await courseOf(tx, body) });
    if (!row) throw notFound();
    await audit(tx, contentEvent('test.updated', testSubject(existing), changesOf(existing, row)));
    return row;
  });
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
    if (row) {
      await removeFromGrants(tx, row.master_qnsbank_id);
      await audit(tx, contentEvent('test.deleted', testSubject(row), changesOf(row, null)));
    }
    return { row, images };
  });
  if (!deleted) throw notFound();
  await dropUnusedImages(db, media, images);
  return { message: msg('Deleted!'), master_qnsbank_id: deleted.master_qnsbank_id };
}
