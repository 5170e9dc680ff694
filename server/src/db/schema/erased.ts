import type { SittingResultRow } from '@prep/domain';
import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { quizzes } from './content';
import { clients } from './people';

/**
 * The answers of an erased student, kept without anything that leads back to them (issue 28,
 * docs/decisions/0114-erasure.md): no student, no sitting id, no name, no comments; only what a test's
 * item analysis and a set's statistics count. Unless the client's `erase_answers` says delete everything.
 * A table of their own, not the sittings with a null student: every reader of a sitting keeps its student.
 */
export const erasedAnswers = pgTable(
  'erased_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    client: integer('client_id')
      .notNull()
      .references(() => clients.client_id, { onDelete: 'cascade' }),
    /** test: a real-test sitting (master sitting); preparation: a personalized one; warmup: a warm-up result. */
    kind: text('kind').$type<'test' | 'preparation' | 'warmup'>().notNull(),
    /** The test or warm-up set; null for a Master Recommended Test, which spans sets. */
    quiz: integer('quiz_id').references(() => quizzes.master_qnsbank_id, { onDelete: 'cascade' }),
    /** Only a month's precision: a date and a test could single out the sitting. */
    month: date('month').notNull(),
    /** A master sitting marked as a preparation test (item analysis leaves those out). */
    prep_test: boolean('prep_test').notNull().default(false),
    score: integer('score').notNull().default(0),
    total_qns: integer('total_qns').notNull().default(0),
    /** A sitting's graded rows (§3 result). */
    result: jsonb('result').$type<SittingResultRow[]>().notNull().default([]),
    /** A warm-up's answers by warmup_id, the wrong ones, and the milliseconds per card. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    wrong: jsonb('wrong').$type<number[]>().notNull().default([]),
    answer_times: jsonb('answer_times').$type<Record<string, number>>().notNull().default({}),
    test_level: text('test_level').notNull().default(''),
  },
  (t) => [index('erased_answers_quiz_idx').on(t.quiz, t.kind)],
);
