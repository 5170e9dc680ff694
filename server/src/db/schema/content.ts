import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CheckBoxScoring, WarmupOperator } from '@prep/domain';
import { clients } from './people';

export const courses = pgTable('courses', {
  course_id: serial('course_id').primaryKey(),
  course_type: text('course_type').notNull().unique(),
  course_short_descr: text('course_short_descr').notNull().default(''),
  course_long_descr: text('course_long_descr').notNull().default(''),
});

/** A test (quiz, test bank). A warm-up set is a quiz of test_type Warmup, course 6. */
export const quizzes = pgTable(
  'quizzes',
  {
    master_qnsbank_id: serial('master_qnsbank_id').primaryKey(),
    test_name: text('test_name').notNull(),
    test_description: text('test_description').notNull().default(''),
    section: text('section').notNull().default(''),
    answer_type: text('answer_type').notNull().default(''),
    test_type: text('test_type').notNull(),
    course: integer('course_id').references(() => courses.course_id, { onDelete: 'restrict' }),
    subject_category: text('subject_category').notNull().default(''),
    section_duration: text('section_duration').notNull().default('00:00:00'),
    quiz_url: text('quiz_url').notNull().default(''),
    test_booklet_year: text('test_booklet_year').notNull().default(''),
    grade_level: text('grade_level').notNull().default(''),
    test_level: text('test_level').notNull().default(''),
    test_lang_type: text('test_lang_type').notNull().default('English'),
    is_practice_test: boolean('is_practice_test').notNull().default(false),
    /** How a check-box question is scored: all or nothing (the default), or Moodle's partial credit. */
    check_box_scoring: text('check_box_scoring').$type<CheckBoxScoring>().notNull().default('all or nothing'),
    /** Bumped with every change to this set's warm-ups, so servers can cache a set's warm-ups and know when to reload. */
    warmups_version: integer('warmups_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quizzes_test_type_idx').on(t.test_type)],
);

export const questions = pgTable(
  'questions',
  {
    questionid: serial('questionid').primaryKey(),
    master_qnsbank: integer('master_qnsbank_id')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    question_number: integer('question_number').notNull(),
    question_complexity: text('question_complexity').notNull().default('1'),
    question_type: text('question_type').notNull().default('multiple choice'),
    question_header: text('question_header').notNull().default(''),
    /** The n of a header an import made ("Question n", domain generatedHeader); null for one a person wrote. */
    header_number: integer('header_number'),
    question_text: text('question_text').notNull().default(''),
    question_image: text('question_image'),
    section_code: integer('section_code').notNull().default(1),
    /** 'plain', or 'html': the question's, its options' and its steps' texts carry sanitised formatting. */
    text_format: text('text_format').$type<'plain' | 'html'>().notNull().default('plain'),
  },
  // A question number names one question of a test (the Data Tool's `# n` list, imports, exports).
  (t) => [uniqueIndex('questions_quiz_number_unique').on(t.master_qnsbank, t.question_number)],
);

export const answers = pgTable(
  'answers',
  {
    answersid: serial('answersid').primaryKey(),
    name: text('name').notNull(),
    isAnswer: boolean('is_answer').notNull().default(false),
    /** Shown beside the option in the released review only ('' for none); never a worked step. */
    feedback: text('feedback').notNull().default(''),
    question: integer('question_id')
      .notNull()
      .references(() => questions.questionid, { onDelete: 'cascade' }),
    master_qnsbank: integer('master_qnsbank_id')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    section_code: integer('section_code').notNull().default(1),
  },
  (t) => [index('answers_question_idx').on(t.question), index('answers_quiz_idx').on(t.master_qnsbank)],
);

export const steps = pgTable(
  'steps',
  {
    master_qnssteps_versionid: serial('master_qnssteps_versionid').primaryKey(),
    step1_text: text('step1_text').notNull().default(''),
    step2_text: text('step2_text').notNull().default(''),
    step3_text: text('step3_text').notNull().default(''),
    step4_text: text('step4_text').notNull().default(''),
    step5_text: text('step5_text').notNull().default(''),
    step1_image: text('step1_image'),
    step2_image: text('step2_image'),
    step3_image: text('step3_image'),
    step4_image: text('step4_image'),
    question: integer('question_id')
      .notNull()
      .references(() => questions.questionid, { onDelete: 'cascade' }),
    master_qnsbank: integer('master_qnsbank_id')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    section_code: integer('section_code').notNull().default(1),
  },
  // One steps row a question: the STEPS form adds it once, then updates it.
  (t) => [uniqueIndex('steps_question_unique').on(t.question), index('steps_quiz_idx').on(t.master_qnsbank)],
);

export const stepVideos = pgTable(
  'step_videos',
  {
    master_qnsvideos_versionid: serial('master_qnsvideos_versionid').primaryKey(),
    urls: jsonb('urls').$type<string[]>().notNull().default([]),
    /** The owning client's id; null means a general video every viewer sees. */
    client_admin: integer('client_id').references(() => clients.client_id, { onDelete: 'cascade' }),
    question: integer('question_id')
      .notNull()
      .references(() => questions.questionid, { onDelete: 'cascade' }),
    master_qnsbank: integer('master_qnsbank_id')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    section_code: integer('section_code').notNull().default(1),
    source_name_id: text('source_name_id').notNull().default(''),
  },
  (t) => [index('step_videos_question_idx').on(t.question), index('step_videos_quiz_idx').on(t.master_qnsbank)],
);

export const warmups = pgTable(
  'warmups',
  {
    warmup_id: serial('warmup_id').primaryKey(),
    equation: text('equation').notNull(),
    answer: text('answer').notNull(),
    operand_one: text('operand_one'),
    operand_two: text('operand_two'),
    /** Normalised by the domain's warm-up checks on every write; null for an equation card. */
    operator: text('operator').$type<WarmupOperator>(),
    set_no: integer('set_no')
      .notNull()
      .references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
  },
  (t) => [index('warmups_set_idx').on(t.set_no)],
);

/** Tests and warm-up sets granted to a client; keyed in the API by a client admin's email (clientname). */
export const assignedQuizzes = pgTable('assigned_quizzes', {
  id: serial('id').primaryKey(),
  client: integer('client_id')
    .notNull()
    .unique()
    .references(() => clients.client_id, { onDelete: 'cascade' }),
  clientname: text('clientname').notNull(),
  /** The tests granted; the API carries them as `assignedquiz`, the JSON text of this list. */
  quiz_ids: integer('quiz_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** The warm-up sets granted (`assigned_warmup`). */
  warmup_ids: integer('warmup_ids').array().notNull().default(sql`'{}'::integer[]`),
});
