import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SittingResultRow, TestNameParts } from '@prep/domain';
import { classroomAssignments } from './classrooms';
import { quizzes } from './content';
import { paperBatches } from './paper';
import { students } from './people';

/**
 * What a sitting the student takes on screen carries besides its §3 fields, on both kinds alike
 * (a master sitting and a personalized preparation test): the server-held clock (as warm-up results
 * have it, see taking/clock.ts), the choices saved as the student makes them, the applied
 * submission's key, and the graded result.
 */
const takenSittingColumns = () => ({
  /** Whether the sitting is timed (Change Timer); the time is fixed at the first opening. */
  timer: boolean('timer').notNull().default(false),
  /** The time set when assigned, hh:mm:ss; 00:00:00 means the test's section duration. */
  student_timer: text('student_timer').notNull().default('00:00:00'),
  /** Start of the stretch of work running now; null before the student opens the test and while paused. */
  started_at: timestamp('started_at', { withTimezone: true }),
  /** Seconds used in earlier stretches (before pauses). */
  elapsed_seconds: integer('elapsed_seconds').notNull().default(0),
  /** Time allowed (the student's accommodation applied), fixed at the first opening; null before and when untimed. */
  time_allowed_seconds: integer('time_allowed_seconds'),
  /** The choices saved so far, questionid to the chosen answersid; a cleared question has no key. */
  /** questionid → the chosen answersid, or for a check-box question the list of chosen answersids. */
  draft_answers: jsonb('draft_answers').$type<Record<string, number | number[]>>().notNull().default({}),
  /** Whether the student may pause (chosen when assigning), and for at most how many minutes in all. */
  pause_allowed: boolean('pause_allowed').notNull().default(true),
  pause_limit_minutes: integer('pause_limit_minutes').notNull().default(10),
  /** Seconds of pause used by the pauses that ended (the one now on is counted from paused_at). */
  pause_used_seconds: integer('pause_used_seconds').notNull().default(0),
  /** When the pause now on began; null when none is (domain Clock: past the allowance the clock runs again). */
  paused_at: timestamp('paused_at', { withTimezone: true }),
  /** Attempt key of the submission that was applied; a retry with the same key is answered, not re-applied. */
  submission_key: text('submission_key'),
  /** "No limit" or "allowed / elapsed", once taken. */
  time_taken: text('time_taken').notNull().default(''),
  /** Questions of the sitting (set when assigned, again when graded). */
  total_qns: integer('total_qns').notNull().default(0),
  /** Correct answers; meaningful once test_taken. */
  score: integer('score').notNull().default(0),
  /**
   * The graded rows (§3 result), one per question in question-number order. Kept in the row, as
   * warm-up results keep theirs: grading is then one row update, not a row inserted per question.
   */
  result: jsonb('result').$type<SittingResultRow[]>().notNull().default([]),
});

/**
 * What an assignment made to a class gives each student's row (a real test, a warm-up): the class
 * assignment it came from and its window. Not startable before opens_at; after closes_at one not
 * started is missed and cannot start (one in progress runs to its own time limit).
 */
const classWindowColumns = () => ({
  class_assignment: integer('class_assignment_id').references(() => classroomAssignments.id, { onDelete: 'set null' }),
  opens_at: timestamp('opens_at', { withTimezone: true }),
  closes_at: timestamp('closes_at', { withTimezone: true }),
});

/** A real test assigned to a student. */
export const masterSittings = pgTable(
  'master_sittings',
  {
    master_sitting_id: serial('master_sitting_id').primaryKey(),
    master_sitting_date: date('master_sitting_date').notNull().defaultNow(),
    Student_First_Name: text('student_first_name').notNull().default(''),
    program: text('program').notNull().default(''),
    master_qnsbank: integer('master_qnsbank_id')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    test_type: text('test_type').notNull().default(''),
    colors: text('colors').notNull().default(''),
    test_name: text('test_name').notNull().default(''),
    comments: text('comments').notNull().default(''),
    student_comments: text('student_comments').notNull().default(''),
    student_enrollment: integer('student_enrollment').notNull().default(1),
    wrong_qns_numberlist: text('wrong_qns_numberlist').notNull().default('[]'),
    assessment_flag: boolean('assessment_flag').notNull().default(false),
    assessment_num: integer('assessment_num').notNull().default(2),
    assessment_score: integer('assessment_score').notNull().default(0),
    student: integer('student_id')
      .notNull()
      .references(() => students.student_id, { onDelete: 'cascade' }),
    test_taken: boolean('test_taken').notNull().default(false),
    import_test_results: boolean('import_test_results').notNull().default(false),
    analyse_test_results: boolean('analyse_test_results').notNull().default(false),
    prep_test: boolean('prep_test').notNull().default(false),
    is_practice_test: boolean('is_practice_test').notNull().default(false),
    /** The print it was sat on paper from (issue 30): such a sitting is never opened on screen. */
    paper_batch: integer('paper_batch_id').references(() => paperBatches.id, { onDelete: 'set null' }),
    /** Which booklet version it was printed as (1 or 2: the questions in the batch's shuffled order). */
    paper_version: smallint('paper_version').notNull().default(1),
    ...takenSittingColumns(),
    ...classWindowColumns(),
  },
  (t) => [
    index('master_sittings_student_idx').on(t.student),
    index('master_sittings_class_assignment_idx').on(t.class_assignment),
    index('master_sittings_paper_batch_idx').on(t.paper_batch),
  ],
);

/** A personalized preparation test built from a master sitting's mistakes. */
export const personalizedSittings = pgTable(
  'personalized_sittings',
  {
    personalized_id: serial('personalized_id').primaryKey(),
    personalized_sitting_date: date('personalized_sitting_date').notNull().defaultNow(),
    master_sitting: integer('master_sitting_id')
      .notNull()
      .references(() => masterSittings.master_sitting_id, { onDelete: 'cascade' }),
    master_qnsbank: integer('master_qnsbank_id')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    test_type: text('test_type').notNull().default(''),
    test_name: text('test_name').notNull().default(''),
    /** What a name the server made is made of (domain test-names.ts); null for a name typed by a person. */
    name_parts: jsonb('name_parts').$type<TestNameParts>(),
    comments: text('comments').notNull().default(''),
    /** What the student's dashboard says of it (set as a master sitting's is: assigned, taken, released). */
    student_comments: text('student_comments').notNull().default(''),
    student: integer('student_id')
      .notNull()
      .references(() => students.student_id, { onDelete: 'cascade' }),
    wrong_qns_numberlist: text('wrong_qns_numberlist').notNull().default('[]'),
    assessment_flag: boolean('assessment_flag').notNull().default(false),
    assessment_score: integer('assessment_score').notNull().default(0),
    import_test_results: boolean('import_test_results').notNull().default(false),
    analyse_test_results: boolean('analyse_test_results').notNull().default(false),
    test_taken: boolean('test_taken').notNull().default(false),
    /** The questions of the test it holds, by question number (planPreparationTest). */
    question_numbers: jsonb('question_numbers').$type<number[]>().notNull().default([]),
    ...takenSittingColumns(),
  },
  (t) => [index('personalized_student_idx').on(t.student), index('personalized_sitting_idx').on(t.master_sitting)],
);

/** A warm-up assigned to a student, and once taken, its result. */
export const warmupResults = pgTable(
  'warmup_results',
  {
    result_id: serial('result_id').primaryKey(),
    /** The warm-up set (quiz id); null for a Master Recommended Test, which spans sets. */
    warmup_set_no: integer('warmup_set_no').references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    student: integer('student_id')
      .notNull()
      .references(() => students.student_id, { onDelete: 'cascade' }),
    score: integer('score').notNull().default(0),
    total_qns: integer('total_qns').notNull().default(0),
    assigned_questions: jsonb('assigned_questions').$type<number[]>().notNull().default([]),
    timer: boolean('timer').notNull().default(false),
    /** Remaining time, hh:mm:ss. */
    student_timer: text('student_timer').notNull().default('00:00:00'),
    test_name: text('test_name').notNull().default(''),
    /** What a name the server made is made of (domain test-names.ts); null for a name typed by a person. */
    name_parts: jsonb('name_parts').$type<TestNameParts>(),
    sitting_id: integer('sitting_id'),
    reassign: boolean('reassign').notNull().default(false),
    test_level: text('test_level').notNull().default(''),
    is_personalized: boolean('is_personalized').notNull().default(false),
    test_taken: boolean('test_taken').notNull().default(false),
    analyse_test_results: boolean('analyse_test_results').notNull().default(false),
    Warmup_date: timestamp('warmup_date', { withTimezone: true }).notNull().defaultNow(),
    time_taken: text('time_taken').notNull().default(''),
    wrng_qns_list: jsonb('wrng_qns_list').$type<number[]>().notNull().default([]),
    /**
     * The answers graded, by warmup_id ('' when unanswered); each entry's isCorrect is "not in
     * wrng_qns_list". Kept in the row, and compact, rather than a row per answer: a submission is
     * then one row update, not fifty inserts each checking two foreign keys (which share-locked the
     * set's warm-ups under every concurrent submission), and the row stays small enough not to be
     * compressed out of line.
     */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /**
     * Milliseconds the student spent on each card, by warmup_id, measured in the browser and capped
     * by the server's clock (domain warmup-fluency.ts). While untaken, the times of the draft so far.
     */
    answer_times: jsonb('answer_times').$type<Record<string, number>>().notNull().default({}),
    comments: text('comments').notNull().default(''),
    /** Start of the stretch of work running now; null before the student opens the test and while paused. */
    started_at: timestamp('started_at', { withTimezone: true }),
    /** Seconds used in earlier stretches (before pauses). */
    elapsed_seconds: integer('elapsed_seconds').notNull().default(0),
    /** Time allowed, fixed when the student first opens a timed test; null before that and when untimed. */
    time_allowed_seconds: integer('time_allowed_seconds'),
    /** Answers typed so far, saved as the student works so a reload or dropped connection loses nothing. */
    draft_answers: jsonb('draft_answers').$type<Record<string, string>>().notNull().default({}),
    /** Attempt key of the submission that was applied; a retry with the same key is answered, not re-applied. */
    submission_key: text('submission_key'),
    ...classWindowColumns(),
  },
  (t) => [
    index('warmup_results_student_idx').on(t.student),
    index('warmup_results_set_idx').on(t.warmup_set_no),
    index('warmup_results_class_assignment_idx').on(t.class_assignment),
  ],
);
