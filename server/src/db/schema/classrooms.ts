import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quizzes } from './content';
import { clients, students, teachers } from './people';

/** A class of one client: its teachers and students are the two membership tables below. */
export const classrooms = pgTable(
  'classrooms',
  {
    id: serial('id').primaryKey(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    class_name: text('class_name').notNull(),
    /** A course type the client has (a program). */
    program: text('program').notNull(),
    /** Grade 1 to 12, or null. */
    grade_level: integer('grade_level'),
    archived: boolean('archived').notNull().default(false),
    /** The SIS's id of the class when a OneRoster import brought it (issue 29). */
    sourced_id: text('sourced_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per client, whatever its case.
    uniqueIndex('classrooms_client_name_idx').on(t.client, sql`lower(${t.class_name})`),
    uniqueIndex('classrooms_sourced_id_idx').on(t.client, t.sourced_id),
  ],
);

export const classroomTeachers = pgTable(
  'classroom_teachers',
  {
    classroom: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    teacher: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classroom, t.teacher] }), index('classroom_teachers_teacher_idx').on(t.teacher)],
);

export const classroomStudents = pgTable(
  'classroom_students',
  {
    classroom: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    student: integer('student_id')
      .notNull()
      .references(() => students.student_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classroom, t.student] }), index('classroom_students_student_idx').on(t.student)],
);

/**
 * One assignment made to a class (a real test or a warm-up set): its settings, so students who join later
 * get the same, and the column the class results group by. Each student's row (a master sitting or a
 * warm-up result) points back here.
 */
export const classroomAssignments = pgTable(
  'classroom_assignments',
  {
    id: serial('id').primaryKey(),
    classroom: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'test' | 'warmup'>().notNull(),
    /** The test (kind 'test') or the warm-up set (kind 'warmup'). */
    quiz: integer('quiz_id')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    timer: boolean('timer').notNull().default(false),
    student_timer: text('student_timer').notNull().default('00:00:00'),
    pause_allowed: boolean('pause_allowed').notNull().default(true),
    pause_limit_minutes: integer('pause_limit_minutes').notNull().default(10),
    opens_at: timestamp('opens_at', { withTimezone: true }),
    closes_at: timestamp('closes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classroom_assignments_classroom_idx').on(t.classroom)],
);
