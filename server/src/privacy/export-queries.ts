// What a privacy export reads of one person: one statement per table (the graded answers, the classes'
// names and the audit events are joined or sub-selected in that statement, never read row by row).
import { and, asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { rowsOf } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import { auditEvents, signIns, staffTotp, students, teachers } from '../db/schema/index';

type Reader = Db | Tx;
export type Row = Record<string, unknown>;

/** A file's rows and its columns, known even when there is no row (the CSV's header). */
export interface Table {
  columns: string[];
  rows: Row[];
}

/** A raw statement's rows and columns (both drivers give the columns' names as `fields`). */
const tableOf = (result: unknown): Table => ({
  columns: (result as { fields: Array<{ name: string }> }).fields.map((field) => field.name),
  rows: rowsOf<Row>(result),
});
const selected = (columns: object, rows: Row[]): Table => ({ columns: Object.keys(columns), rows });

// Never exported: the password hash, and the student's own sign-in token (a credential: whoever holds
// the file could sign in as the student with it).
const { passwordHash: _studentHash, api_token: _token, ...studentColumns } = getTableColumns(students);
const { passwordHash: _teacherHash, ...teacherColumns } = getTableColumns(teachers);

export async function studentRow(db: Reader, id: number): Promise<Table> {
  return selected(studentColumns, await db.select(studentColumns).from(students).where(eq(students.student_id, id)));
}

export async function teacherRow(db: Reader, id: number): Promise<Table> {
  const columns = {
    ...teacherColumns,
    // Whether two-factor sign-in is on; never its secret or recovery codes.
    two_factor_sign_in: sql<boolean>`exists (select 1 from ${staffTotp} z
      where z.role = 'teacher' and z.user_id = ${teachers.id} and z.confirmed_at is not null)`,
  };
  return selected(columns, await db.select(columns).from(teachers).where(eq(teachers.id, id)));
}

/**
 * The graded answers of a sitting (alias `s`), in question order: the question's number, the option(s)
 * chosen (ids, as stored, and their text) and whether it was right.
 */
const GRADED_ANSWERS = sql.raw(`coalesce((select json_agg(json_build_object(
    'question_number', q.question_number,
    'questionid', (r.e->>'questionid')::int,
    'select_ans', r.e->>'select_ans',
    'chosen', (select string_agg(a.name, ' | ' order by a.answersid) from answers a
      where a.answersid::text = any(string_to_array(nullif(r.e->>'select_ans', ''), ','))),
    'correct', (r.e->>'isCorrect')::boolean) order by r.n)
  from jsonb_array_elements(s.result) with ordinality r(e, n)
  left join questions q on q.questionid = (r.e->>'questionid')::int), '[]'::json)`);

/** The columns both kinds of sitting share, under alias `s`. */
const SITTING_COLUMNS = sql.raw(`s.master_qnsbank_id as test, s.test_name, s.test_type,
  s.test_taken as taken, s.analyse_test_results as released, s.score, s.total_qns as total,
  s.wrong_qns_numberlist, s.time_taken, s.timer, s.student_timer, s.elapsed_seconds, s.time_allowed_seconds,
  s.started_at, s.comments, s.student_comments, s.assessment_flag, s.assessment_score, s.draft_answers`);

/** Real tests (master sittings) and preparation tests (personalized), each with its answers and score. */
export async function sittingRows(db: Reader, student: number): Promise<Table> {
  const real = tableOf(
    await db.execute(sql`select 'real' as kind, s.master_sitting_id as id,
        to_char(s.master_sitting_date, 'YYYY-MM-DD') as date, s.program, ${SITTING_COLUMNS},
        s.is_practice_test, s.prep_test, s.class_assignment_id as class_assignment, s.opens_at, s.closes_at,
        s.paper_batch_id as paper_batch,
        null::int as from_sitting, ${GRADED_ANSWERS} as answers
      from master_sittings s where s.student_id = ${student} order by s.master_sitting_id`),
  );
  const preparation = tableOf(
    await db.execute(sql`select 'preparation' as kind, s.personalized_id as id,
        to_char(s.personalized_sitting_date, 'YYYY-MM-DD') as date, '' as program, ${SITTING_COLUMNS},
        false as is_practice_test, true as prep_test, null::int as class_assignment, null as opens_at,
        null as closes_at, null::int as paper_batch, s.master_sitting_id as from_sitting, ${GRADED_ANSWERS} as answers
      from personalized_sittings s where s.student_id = ${student} order by s.personalized_id`),
  );
  return { columns: real.columns, rows: [...real.rows, ...preparation.rows] };
}

/** Warm-up results: each card's answer (with the card's equation and right answer) and time. */
export async function warmupRows(db: Reader, student: number): Promise<Table> {
  return tableOf(
    await db.execute(sql`select r.result_id as id, r.warmup_set_no as warmup_set, r.test_name, r.name_parts,
        r.warmup_date as date, r.test_level, r.is_personalized, r.test_taken as taken,
        r.analyse_test_results as released, r.score, r.total_qns as total, r.time_taken, r.timer, r.student_timer,
        r.comments, r.wrng_qns_list as wrong_cards, r.class_assignment_id as class_assignment, r.opens_at,
        r.closes_at, r.draft_answers,
        coalesce((select json_agg(json_build_object('warmup_id', w.warmup_id, 'equation', w.equation,
            'answer', r.answers ->> c.id, 'right_answer', w.answer,
            'correct', r.answers ->> c.id <> '' and not (r.wrng_qns_list @> to_jsonb(c.id::int)),
            'ms', (r.answer_times ->> c.id)::int) order by c.n)
          from jsonb_array_elements_text(r.assigned_questions) with ordinality c(id, n)
          left join warmups w on w.warmup_id = c.id::int), '[]'::json) as cards
      from warmup_results r where r.student_id = ${student} order by r.result_id`),
  );
}

/** The student's classes, with their teachers' names (the people the class shares the student's work with). */
export async function studentClassRows(db: Reader, student: number): Promise<Table> {
  return tableOf(
    await db.execute(sql`select c.id, c.class_name, c.program, c.grade_level, c.archived,
        coalesce((select array_agg(trim(t.first_name || ' ' || t.last_name) order by t.id)
          from classroom_teachers ct join teachers t on t.id = ct.teacher_id where ct.classroom_id = c.id), '{}')
          as teachers
      from classroom_students cs join classrooms c on c.id = cs.classroom_id
      where cs.student_id = ${student} order by c.id`),
  );
}

/** The teacher's classes with how many students each has (their names are the students' own data). */
export async function teacherClassRows(db: Reader, teacher: number): Promise<Table> {
  return tableOf(
    await db.execute(sql`select c.id, c.class_name, c.program, c.grade_level, c.archived,
        (select count(*)::int from classroom_students cs where cs.classroom_id = c.id) as students
      from classroom_teachers ct join classrooms c on c.id = ct.classroom_id
      where ct.teacher_id = ${teacher} order by c.id`),
  );
}

/** Every sign-in kept of the person (not only the last 100 their profile shows). */
export async function signInRows(db: Reader, role: 'student' | 'teacher', id: number): Promise<Table> {
  const columns = {
    at: signIns.at,
    ok: signIns.ok,
    method: signIns.method,
    address: signIns.address,
    user_agent: signIns.userAgent,
  };
  const rows = await db
    .select(columns)
    .from(signIns)
    .where(and(eq(signIns.role, role), eq(signIns.userId, id)))
    .orderBy(asc(signIns.at), asc(signIns.id));
  return selected(columns, rows);
}

const eventColumns = {
  id: auditEvents.id,
  at: auditEvents.at,
  actor_role: auditEvents.actorRole,
  actor_id: auditEvents.actorId,
  actor_name: auditEvents.actorName,
  client: auditEvents.clientId,
  action: auditEvents.action,
  subject_type: auditEvents.subjectType,
  subject_id: auditEvents.subjectId,
  subject_label: auditEvents.subjectLabel,
  changes: auditEvents.changes,
  address: auditEvents.address,
  user_agent: auditEvents.userAgent,
  request_id: auditEvents.requestId,
};

/** The audit events about the student's records (their profile, sittings, classes, exports), oldest first. */
export async function studentEventRows(db: Reader, student: number): Promise<Table> {
  const rows = await db
    .select(eventColumns)
    .from(auditEvents)
    .where(eq(auditEvents.studentId, student))
    .orderBy(asc(auditEvents.id));
  return selected(eventColumns, rows);
}

/** The audit events about the teacher's profile, and those the teacher made, oldest first. */
export async function teacherEventRows(db: Reader, teacher: number): Promise<Table> {
  const rows = await db
    .select(eventColumns)
    .from(auditEvents)
    .where(
      or(
        and(eq(auditEvents.staffRole, 'teacher'), eq(auditEvents.staffId, teacher)),
        and(eq(auditEvents.actorRole, 'teacher'), eq(auditEvents.actorId, teacher)),
      ),
    )
    .orderBy(asc(auditEvents.id));
  return selected(eventColumns, rows);
}
