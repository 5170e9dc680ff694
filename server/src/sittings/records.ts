// The two kinds of sitting a student takes on screen or on paper, a master sitting (a real test) and a
// personalized preparation test, read alike: each row with what every view of it needs (the student's
// client and accommodation, the test's duration and lettering, the client's preparation limit and, for
// a master sitting, its preparation tests), in one named statement (db/named.ts). The two tables share
// every column the taking, grading and release read; the rest of this folder works on that shared part.
import type { CheckBoxScoring, ExistingPreparation, StoredQuestion, TimeMultiplier } from '@prep/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import { type NamedStatement, namedStatement, rowReader, runNamed } from '../db/named';
import type { masterSittings, personalizedSittings } from '../db/schema/index';
import { SITTING_TABLES, type SittingKind } from './tables';

export type { SittingKind } from './tables';
export type MasterRow = typeof masterSittings.$inferSelect;
export type PersonalizedRow = typeof personalizedSittings.$inferSelect;
export type SittingRow = MasterRow | PersonalizedRow;

/** What every view of a sitting needs beside its row. */
export interface SittingContext {
  /** The sitting's date, YYYY-MM-DD. */
  date: string;
  /** The student's client. */
  client: number;
  /** The student's accommodation. */
  multiplier: TimeMultiplier;
  /** The test's section_duration and answer_type. */
  sectionDuration: string;
  answerType: string;
  /** The test's test_lang_type. */
  testLanguage: string;
  /** How the test grades its check-box questions. */
  checkBoxScoring: CheckBoxScoring;
  /** client.personzlized_test_count */
  prepLimit: number;
  /** A master sitting's preparation tests, oldest first; [] for a preparation test. */
  preparations: ExistingPreparation[];
  /** The class it was assigned through; null when assigned to the student alone. */
  className: string | null;
}

export type Loaded = ({ kind: 'master'; row: MasterRow } | { kind: 'personalized'; row: PersonalizedRow }) &
  SittingContext;

/** A loaded sitting with the questions it holds (options with their keys), in question-number order. */
export type LoadedWithQuestions = Loaded & { questions: StoredQuestion[] };

export const sittingIdOf = (loaded: { kind: SittingKind; row: SittingRow }) =>
  loaded.kind === 'master'
    ? (loaded.row as MasterRow).master_sitting_id
    : (loaded.row as PersonalizedRow).personalized_id;

/** The class a master sitting was assigned through (issue 18), by name; a preparation test has none. */
const CLASS_NAME = {
  master: `(select cl.class_name from classroom_assignments ca join classrooms cl on cl.id = ca.classroom_id
      where ca.id = s.class_assignment_id)`,
  personalized: 'null::text',
};

const PREPARATIONS = {
  master: `coalesce((select json_agg(json_build_object('test_name', p.test_name, 'test_taken', p.test_taken)
      order by p.personalized_id) from personalized_sittings p where p.master_sitting_id = s.master_sitting_id), '[]'::json)`,
  personalized: `'[]'::json`,
};

/** The questions a sitting holds: the test's, or for a preparation test those it was made of. */
const QUESTIONS = (kind: SittingKind) => `coalesce((select json_agg(x order by x.question_number, x.questionid) from (
      select qq.questionid, qq.question_number, qq.question_type, qq.text_format, qq.question_header,
        qq.question_text, qq.question_image,
        coalesce((select json_agg(a order by a.answersid) from (
          select answersid, name, is_answer as "isAnswer", feedback from answers where question_id = qq.questionid) a), '[]'::json) as answers
      from questions qq where qq.master_qnsbank_id = s.master_qnsbank_id
        ${SITTING_TABLES[kind].ownQuestions}) x), '[]'::json)`;

type Where = 'id' | 'student' | 'client' | 'all' | 'master' | 'classroom';
interface Variant {
  where: Where;
  lock?: boolean;
  questions?: boolean;
}

function render(kind: SittingKind, { where, lock, questions }: Variant): SQL {
  const n = SITTING_TABLES[kind].sql;
  const head = sql.raw(`select s.*, to_char(s.${n.date}, 'YYYY-MM-DD') as ctx_date, st.client_id as ctx_client,
      st.time_multiplier as ctx_multiplier, q.section_duration as ctx_section_duration,
      q.answer_type as ctx_answer_type, q.test_lang_type as ctx_test_lang, q.check_box_scoring as ctx_check_box_scoring, c.personzlized_test_count as ctx_prep_limit,
      ${CLASS_NAME[kind]} as ctx_class_name, ${PREPARATIONS[kind]} as ctx_preparations${questions ? `, ${QUESTIONS(kind)} as ctx_questions` : ''}
    from ${n.table} s
    join students st on st.student_id = s.student_id
    join quizzes q on q.master_qnsbank_id = s.master_qnsbank_id
    join clients c on c.client_id = st.client_id
    where `);
  // The scope's student and client (null: any) keep every read on what the request was authorised for.
  const scoped = sql`(${sql.placeholder('student')}::int is null or s.student_id = ${sql.placeholder('student')})
    and (${sql.placeholder('client')}::int is null or st.client_id = ${sql.placeholder('client')})`;
  const condition = {
    id: sql`s.${sql.raw(n.id)} = ${sql.placeholder('id')}`,
    student: sql`s.student_id = ${sql.placeholder('id')}`,
    client: sql`st.client_id = ${sql.placeholder('id')}`,
    all: sql`true`,
    master: sql`s.master_sitting_id = ${sql.placeholder('id')}`,
    // A class's taken master sittings of one test (only master sittings carry a class assignment).
    classroom: sql`s.test_taken and s.master_qnsbank_id = ${sql.placeholder('quiz')} and s.class_assignment_id in
      (select ca.id from classroom_assignments ca where ca.classroom_id = ${sql.placeholder('id')})`,
  }[where];
  const tail = sql.raw(lock ? ' for update of s' : ` order by s.${n.id}`);
  return sql`${head}${condition} and ${scoped}${tail}`;
}

const statements = new Map<string, NamedStatement>();
function statementOf(kind: SittingKind, variant: Variant): NamedStatement {
  const name = `sitting_${kind}_by_${variant.where}${variant.lock ? '_locked' : ''}${variant.questions ? '_q' : ''}`;
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = namedStatement(name, render(kind, variant))));
  return statement;
}

const readers = {
  master: rowReader(SITTING_TABLES.master.table),
  personalized: rowReader(SITTING_TABLES.personalized.table),
};
/** JSON built by PostgreSQL arrives parsed from both drivers; text is parsed here should a driver not. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function loadedOf(kind: SittingKind, raw: Record<string, unknown>): LoadedWithQuestions {
  const context: SittingContext & { questions: StoredQuestion[] } = {
    date: String(raw.ctx_date),
    client: Number(raw.ctx_client),
    multiplier: raw.ctx_multiplier as TimeMultiplier,
    sectionDuration: String(raw.ctx_section_duration),
    answerType: String(raw.ctx_answer_type),
    testLanguage: String(raw.ctx_test_lang),
    checkBoxScoring: raw.ctx_check_box_scoring as CheckBoxScoring,
    prepLimit: Number(raw.ctx_prep_limit),
    preparations: json<ExistingPreparation[]>(raw.ctx_preparations),
    className: raw.ctx_class_name === null || raw.ctx_class_name === undefined ? null : String(raw.ctx_class_name),
    questions: raw.ctx_questions === undefined ? [] : json<StoredQuestion[]>(raw.ctx_questions),
  };
  return kind === 'master'
    ? { kind, row: readers.master(raw), ...context }
    : { kind, row: readers.personalized(raw), ...context };
}

/** The scope's student and client as the statements' parameters (null: not narrowed). */
export const scopeParams = (scope: Scope | undefined) => ({
  student: scope?.student ?? null,
  client: scope === undefined || scope.client === 'all' ? null : scope.client,
});

async function run(
  db: Db | Tx,
  kind: SittingKind,
  variant: Variant,
  id: number | null,
  scope: Scope | undefined,
  extra: Record<string, number> = {},
) {
  const rows = await runNamed(db, statementOf(kind, variant), { id, ...scopeParams(scope), ...extra });
  return rows.map((raw) => loadedOf(kind, raw));
}

/**
 * One sitting with its context; `scope` undefined only for the read that brings the facts to
 * authorise on (hot routes). `lock` takes the row for the transaction; `questions` brings them along.
 */
export async function loadSitting(
  db: Db | Tx,
  kind: SittingKind,
  id: number,
  scope: Scope | undefined,
  opts: { lock?: boolean; questions?: boolean } = {},
): Promise<LoadedWithQuestions | undefined> {
  const [found] = await run(db, kind, { where: 'id', ...opts }, id, scope);
  return found;
}

/** Sittings of one student, one client, every client (the super admin) or one master sitting, oldest first. */
export function listSittings(
  db: Db,
  kind: SittingKind,
  of: { student: number } | { client: number } | { master: number } | 'all',
  scope: Scope,
): Promise<Loaded[]> {
  if (of === 'all') return run(db, kind, { where: 'all' }, null, scope);
  if ('student' in of) return run(db, kind, { where: 'student' }, of.student, scope);
  if ('client' in of) return run(db, kind, { where: 'client' }, of.client, scope);
  return run(db, kind, { where: 'master' }, of.master, scope);
}

/**
 * The taken master sittings of a test given through a class's assignments, with their questions,
 * preparation tests and context, locked to the transaction's end (two preparation rounds at once count
 * each other against the limit), oldest first: one statement whatever the class's size.
 */
export function lockClassSittings(tx: Tx, classroom: number, quiz: number, scope: Scope) {
  return run(tx, 'master', { where: 'classroom', lock: true, questions: true }, classroom, scope, { quiz });
}
