import type { CourseInput, CourseRecord } from '@prep/domain';
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { courses } from '../db/schema/index';

export const listCourses = (db: Db): Promise<CourseRecord[]> =>
  db.select().from(courses).orderBy(asc(courses.course_id));

/** The new course, or undefined when one of that name exists. */
export async function insertCourse(db: Db | Tx, values: CourseInput): Promise<CourseRecord | undefined> {
  const [row] = await db.insert(courses).values(values).onConflictDoNothing().returning();
  return row;
}
