// The facts' grid in one statement: every answer of taken warm-ups to an operand-style card
// ("a op b"), grouped by fact, with the count right and the median time of the right answers
// (percentile_cont leaves out the answers not timed). Equation cards are no facts and are left out.
import { factCell, type FactCell, type FactCounts } from '@prep/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Scope, studentOf } from '../access/scope';
import { rowsOf } from '../access/visibility';
import type { AuthorisedClass } from '../classrooms/guard';
import type { Db } from '../db/client';
import { classroomStudents, warmupResults, warmups } from '../db/schema/index';

async function factsWhere(db: Db, students: SQL): Promise<FactCell[]> {
  const found = await db.execute(sql`
    with answered as (
      select w.operator, w.operand_one, w.operand_two,
        not (r.wrng_qns_list @> jsonb_build_array(w.warmup_id)) as correct,
        (r.answer_times ->> a.key)::int as ms
      from ${warmupResults} r
      cross join jsonb_each_text(r.answers) a
      join ${warmups} w on w.warmup_id = a.key::int
      where r.test_taken and r.student_id in (${students})
        and w.operator is not null and w.operand_one is not null and w.operand_two is not null
    )
    select operator, operand_one, operand_two, count(*)::int as attempts,
      (count(*) filter (where correct))::int as correct,
      percentile_cont(0.5) within group (order by ms) filter (where correct) as median_ms
    from answered
    group by operator, operand_one, operand_two`);
  return rowsOf<FactCounts>(found).map((row) =>
    factCell({ ...row, median_ms: row.median_ms === null ? null : Math.round(Number(row.median_ms)) }),
  );
}

/** The grid of the scope's student (authorised on the student's facts). */
export const studentFluency = (db: Db, scope: Scope) => factsWhere(db, sql`${studentOf(scope)}::int`);

/** The grid of an authorised class's students together. */
export const classroomFluency = (db: Db, { id }: AuthorisedClass) =>
  factsWhere(
    db,
    sql`select ${classroomStudents.student} from ${classroomStudents} where ${classroomStudents.classroom} = ${id}`,
  );
