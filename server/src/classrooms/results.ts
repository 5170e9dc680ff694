// The class results (students × assignments) in one statement after the access check, answered as
// PostgreSQL writes it. A class of 500 × 10 assignments is ~5,000 cells: parsing them as JSON objects in
// Node, a Date per row, making the cells and encoding the answer cost ~9 ms of the event loop a request;
// PostgreSQL now writes the JSON text (keys in the schema's order; texts through row_to_json, which escapes
// as JSON.stringify does; a cell holds numbers, booleans and a state only, so it is concatenated, a fifth
// cheaper than row_to_json) and the route sends it as is. docs/benchmarks.md, "Classes", has the figures.
import type { ClassResultState } from '@prep/domain';
import { type SQL, sql } from 'drizzle-orm';
import { startedSql } from '../access/visibility';
import type { Db } from '../db/client';

const STARTED = sql.raw(startedSql('x'));

/** What toISOString() writes (the instants the rest of the API answers), in UTC whatever the session's zone. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The domain's classResultState (assignment-window.ts) in SQL, on a row `l` of the latest rows; results.test.ts
 * checks it against that function for rows in every state and at the window's edges. Instants are cut to the
 * millisecond as a JavaScript Date holds them, so both compare the same values.
 */
const stateOf = (now: Date) => sql`case when l.test_taken then 'submitted'
    when l.started then 'in progress'
    when ${now.toISOString()}::timestamptz < date_trunc('milliseconds', l.opens_at) then 'not open'
    when ${now.toISOString()}::timestamptz >= date_trunc('milliseconds', l.closes_at) then 'missed'
    else 'not started' end`;

/** A row each test sitting or warm-up result gave under the class's assignments. */
const givenRows = sql`select x.class_assignment_id as assignment, x.student_id as student,
      x.master_sitting_id as record, 0 as tbl, x.test_taken, (${STARTED}) as started, x.score, x.total_qns,
      x.analyse_test_results as released, x.opens_at, x.closes_at
    from master_sittings x where x.class_assignment_id in (select id from work)
    union all
    select x.class_assignment_id, x.student_id, x.result_id, 1, x.test_taken, (${STARTED}), x.score, x.total_qns,
      x.analyse_test_results, x.opens_at, x.closes_at
    from warmup_results x where x.class_assignment_id in (select id from work)`;

/**
 * The results answer (classroomResultsSchema) as JSON text, narrowed by the optional filters; undefined when the
 * class is gone. One statement. Per student and assignment the latest row counts (a reassign adds one under the
 * same assignment; a warm-up result after a test sitting, then the higher id): `last`. Cells come assignment by
 * assignment, each student where their first row stands (`first`), as the grid has always listed them; only
 * students in the class now.
 */
export async function classResultsJson(
  db: Db,
  classroom: number,
  filter: { state?: ClassResultState | undefined; assignment?: number | undefined },
  now: Date,
): Promise<string | undefined> {
  const onlyAssignment: SQL = filter.assignment === undefined ? sql`` : sql`and ca.id = ${filter.assignment}`;
  const onlyState: SQL = filter.state === undefined ? sql`` : sql`where c.state = ${filter.state}`;
  const result = await db.execute(sql`
    with work as (
      select ca.id, ca.kind, ca.quiz_id as quiz, q.test_name, ca.timer, ca.student_timer,
        ${iso('ca.opens_at')} as opens_at, ${iso('ca.closes_at')} as closes_at,
        (case when ca.kind = 'test'
          then (select count(*) from questions qq where qq.master_qnsbank_id = ca.quiz_id)
          else (select count(*) from warmups w where w.set_no = ca.quiz_id) end)::int as total_qns
      from classroom_assignments ca join quizzes q on q.master_qnsbank_id = ca.quiz_id
      where ca.classroom_id = ${classroom} ${onlyAssignment}
    ),
    given as (${givenRows}),
    ranked as (
      select g.*, min((g.tbl::bigint << 32) | g.record) over w as first,
        max((g.tbl::bigint << 32) | g.record) over w as last
      from given g
      where g.student in (select student_id from classroom_students where classroom_id = ${classroom})
      window w as (partition by g.assignment, g.student)
    ),
    cells as (
      select l.assignment, l.first, l.state, '{"student":' || l.student::text || ',"assignment":'
        || l.assignment::text || ',"record":' || l.record::text || ',"state":"' || l.state || '","score":'
        || case when l.test_taken then l.score::text else 'null' end || ',"total_qns":' || l.total_qns::text
        || ',"released":' || case when l.released then 'true' else 'false' end || '}' as cell
      from (select l.*, ${stateOf(now)} as state from ranked l where (l.tbl::bigint << 32) | l.record = l.last) l
    )
    select concat('{"classroom":', row_to_json(r), ',"students":[',
      (select string_agg(row_to_json(s)::text, ',' order by lower(s.last_name), lower(s.first_name), s.student_id)
        from (select st.student_id, st.first_name, st.last_name, st.email
          from classroom_students cs join students st on st.student_id = cs.student_id
          where cs.classroom_id = ${classroom}) s),
      '],"assignments":[', (select string_agg(row_to_json(w)::text, ',' order by w.id) from work w),
      '],"cells":[', (select string_agg(c.cell, ',' order by c.assignment, c.first)
        from cells c ${onlyState}),
      ']}') as answer
    from (select id, class_name from classrooms where id = ${classroom}) r`);
  const [row] = (result as unknown as { rows: Array<{ answer: string }> }).rows;
  return row?.answer;
}
