import { integer, pgTable } from 'drizzle-orm/pg-core';
import { students } from './people';

/**
 * One row a student, bumped by every write to that student's warm-up results (a submission with its
 * personalization, an administrator's personalized assignment). A submission reads the version with
 * the results it plans from, and its single writing statement applies only if the version is still
 * the same; otherwise it reads again. One student's writes so serialize without holding a lock
 * across round trips.
 */
export const warmupStudentVersions = pgTable('warmup_student_versions', {
  student: integer('student_id')
    .primaryKey()
    .references(() => students.student_id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});
