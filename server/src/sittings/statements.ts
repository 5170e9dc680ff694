// The named statements of the busiest write, the save of one choice (db/named.ts): a read that brings
// the access facts, the clock and whether the question and the option belong to the sitting, then a
// write that applies only while the sitting is untaken. Two round trips, no transaction.
import { type ChosenAnswer, choiceIds } from '@prep/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type NamedStatement, namedStatement, runNamed } from '../db/named';
import { SITTING_TABLES, type SittingKind } from './tables';

// A preparation test has no window (only a class assignment gives one).
const TABLE = {
  master: { ...SITTING_TABLES.master.sql, own: SITTING_TABLES.master.ownQuestions, window: 's.opens_at, s.closes_at' },
  personalized: {
    ...SITTING_TABLES.personalized.sql,
    own: SITTING_TABLES.personalized.ownQuestions,
    window: 'null::timestamptz as opens_at, null::timestamptz as closes_at',
  },
} as const;

const read = (kind: SittingKind) => {
  const t = TABLE[kind];
  return namedStatement(
    `sitting_${kind}_answer_read`,
    sql`select s.student_id, st.client_id, s.test_taken, s.analyse_test_results, s.timer, s.started_at,
        s.elapsed_seconds, s.time_allowed_seconds, s.pause_allowed, s.pause_limit_minutes, s.pause_used_seconds,
        s.paused_at, ${sql.raw(t.window)},
        (select qq.question_type from questions qq where qq.questionid = ${sql.placeholder('question')}
          and qq.master_qnsbank_id = s.master_qnsbank_id ${sql.raw(t.own)}) as question_type,
        not exists (select 1 from jsonb_array_elements_text(${sql.placeholder('answers')}::jsonb) e(v)
          where not exists (select 1 from answers a
            where a.answersid = e.v::int and a.question_id = ${sql.placeholder('question')})) as answer_ok
      from ${sql.raw(t.table)} s join students st on st.student_id = s.student_id
      where s.${sql.raw(t.id)} = ${sql.placeholder('id')}`,
  );
};

const write = (kind: SittingKind) => {
  const t = TABLE[kind];
  return namedStatement(
    `sitting_${kind}_answer_write`,
    sql`update ${sql.raw(t.table)} set draft_answers = case when ${sql.placeholder('answer')}::jsonb is null
        then draft_answers - ${sql.placeholder('key')}::text
        else draft_answers || jsonb_build_object(${sql.placeholder('key')}::text, ${sql.placeholder('answer')}::jsonb) end
      where ${sql.raw(t.id)} = ${sql.placeholder('id')} and student_id = ${sql.placeholder('student')} and not test_taken
      returning ${sql.raw(t.id)}`,
  );
};

const READ: Record<SittingKind, NamedStatement> = { master: read('master'), personalized: read('personalized') };
const WRITE: Record<SittingKind, NamedStatement> = { master: write('master'), personalized: write('personalized') };

export interface AnswerRead {
  student_id: number;
  client_id: number;
  test_taken: boolean;
  analyse_test_results: boolean;
  timer: boolean;
  started_at: Date | null;
  elapsed_seconds: number;
  time_allowed_seconds: number | null;
  pause_allowed: boolean;
  pause_limit_minutes: number;
  pause_used_seconds: number;
  paused_at: Date | null;
  opens_at: Date | null;
  closes_at: Date | null;
  /** The question's question_type; null when the question is not of the sitting. */
  question_type: string | null;
  /** Whether every id chosen is an option of the question (true when none is). */
  answer_ok: boolean;
}

/** The sitting as the save of one choice needs it; undefined when there is no such sitting. */
export async function readForAnswer(
  db: Db,
  kind: SittingKind,
  id: number,
  choice: ChosenAnswer,
): Promise<AnswerRead | undefined> {
  type Times = 'started_at' | 'paused_at' | 'opens_at' | 'closes_at';
  const [row] = await runNamed<Omit<AnswerRead, Times> & Record<Times, Date | string | null>>(db, READ[kind], {
    id,
    question: choice.questionid,
    answers: JSON.stringify(choiceIds(choice.select_ans)),
  });
  // A driver may give a timestamp of a raw row as text (PGlite does).
  const time = (value: Date | string | null) => (value === null ? null : new Date(value));
  return (
    row && {
      ...row,
      started_at: time(row.started_at),
      paused_at: time(row.paused_at),
      opens_at: time(row.opens_at),
      closes_at: time(row.closes_at),
    }
  );
}

/**
 * Saves one choice (null clears it; a check-box question's list replaces the one saved) on the student's
 * untaken sitting; false when it was taken meanwhile.
 */
export async function writeAnswer(
  db: Db,
  kind: SittingKind,
  id: number,
  student: number,
  choice: ChosenAnswer,
): Promise<boolean> {
  const rows = await runNamed(db, WRITE[kind], {
    id,
    student,
    key: String(choice.questionid),
    answer: choice.select_ans === null ? null : JSON.stringify(choice.select_ans),
  });
  return rows.length === 1;
}
