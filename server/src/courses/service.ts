import { COURSE_ADDED, type CourseInput, msg } from '@prep/domain';
import type { Db } from '../db/client';
import { conflict } from '../plugins/errors';
import { insertCourse } from './queries';

const COURSE_EXISTS = msg('A course with this name already exists');

export async function addCourse(db: Db, values: CourseInput) {
  const created = await insertCourse(db, values);
  if (!created) throw conflict(COURSE_EXISTS, { course_type: [COURSE_EXISTS] });
  return { message: COURSE_ADDED, ...created };
}
