import { sql } from 'drizzle-orm';
import { SEED_COURSES } from '@prep/domain';
import type { Db } from '../db/client';
import { courses } from '../db/schema/index';

/** The fixed course list; ids are part of the contract (6 is Warmup), so the sequence is moved past them. */
export async function ensureCourses(db: Db) {
  await db
    .insert(courses)
    .values([...SEED_COURSES])
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('courses', 'course_id'), greatest((select max(course_id) from courses), 1))`,
  );
}
