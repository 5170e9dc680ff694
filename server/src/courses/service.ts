import { COURSE_ADDED, type CourseInput, msg } from '@prep/domain';
import { audit, changesOf } from '../audit/record';
import type { Db } from '../db/client';
import { conflict } from '../plugins/errors';
import { insertCourse } from './queries';

const COURSE_EXISTS = msg('A course with this name already exists');

export async function addCourse(db: Db, values: CourseInput) {
  const created = await db.transaction(async (tx) => {
    const created = await insertCourse(tx, values);
    if (created) {
      const subject = { type: 'course', id: created.course_id, label: created.course_type };
      // A course belongs to no client: only the super admin adds one.
      await audit(tx, { action: 'course.created', client: null, subject, changes: changesOf(null, values) });
    }
    return created;
  });
  if (!created) throw conflict(COURSE_EXISTS, { course_type: [COURSE_EXISTS] });
  return { message: COURSE_ADDED, ...created };
}
