// A student's released results, read for the progress and skills routes: one statement each.
import type { SittingResultRow, TestNameParts } from '@prep/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { releasedSql } from '../access/lists';
import { rowsOf } from '../access/visibility';

/** A real test (under `alias`) counted in progress and mastery: released, submitted, not a preparation test. */
const counted = (alias: string) => `${releasedSql(alias)} and ${alias}.test_taken and not ${alias}.prep_test`;
const COUNTED = counted('s');

export interface TestRow {
  sitting_id: number;
  date: string;
  test_name: string;
  program: string;
  section: string;
  score: number;
  total: number;
  /** The shares (score / total) of the released sittings of the same test by the students of the student's classes. */
  class_shares: number[] | null;
}

export interface WarmupRow {
  result_id: number;
  date: string;
  test_name: string;
  name_parts: TestNameParts | null;
  score: number;
  total: number;
}

export interface ProgressRows {
  name: string;
  in_class: boolean;
  classes: string[];
  teachers: string[];
  tests: TestRow[];
  warmups: WarmupRow[];
}

/**
 * The student's released real tests (each with the shares of their classmates' released sittings of the
 * same test, the student's own included) and released warm-ups, oldest first, in one statement.
 */
export async function progressRows(db: Db, student: number): Promise<ProgressRows | undefined> {
  const classmates = sql.raw(`select m.student_id from classroom_students me
    join classroom_students m on m.classroom_id = me.classroom_id where me.student_id = st.student_id`);
  const result = await db.execute(sql`
    select trim(st.first_name || ' ' || st.last_name) as name,
      exists (select 1 from classroom_students cs where cs.student_id = st.student_id) as in_class,
      coalesce((select array_agg(c.class_name order by c.class_name) from classroom_students cs
        join classrooms c on c.id = cs.classroom_id and not c.archived where cs.student_id = st.student_id),
        '{}') as classes,
      coalesce(
        (select array_agg(distinct trim(t.first_name || ' ' || t.last_name)) from classroom_students cs
          join classrooms c on c.id = cs.classroom_id and not c.archived
          join classroom_teachers ct on ct.classroom_id = c.id join teachers t on t.id = ct.teacher_id
          where cs.student_id = st.student_id),
        -- Assign_Teachers holds a teacher's first name (students/references.ts): the full name when it is known.
        (select array_agg(distinct trim(t.first_name || ' ' || t.last_name)) from teachers t
          where t.client_id = st.client_id and t.first_name = st.assign_teachers),
        array_remove(array[nullif(trim(st.assign_teachers), '')], null)) as teachers,
      coalesce((select json_agg(t order by t.date, t.sitting_id) from (
        select s.master_sitting_id as sitting_id, to_char(s.master_sitting_date, 'YYYY-MM-DD') as date, s.test_name,
          coalesce(nullif(s.program, ''), q.test_type) as program, q.section, s.score, s.total_qns as total,
          (select array_agg(c.score::float8 / c.total_qns) from master_sittings c
            where c.master_qnsbank_id = s.master_qnsbank_id and c.total_qns > 0
              and ${sql.raw(counted('c'))}
              and c.student_id in (${classmates})) as class_shares
        from master_sittings s join quizzes q on q.master_qnsbank_id = s.master_qnsbank_id
        where s.student_id = st.student_id and ${sql.raw(COUNTED)}) t), '[]') as tests,
      coalesce((select json_agg(w order by w.date, w.result_id) from (
        select r.result_id, to_char(r.warmup_date at time zone 'UTC', 'YYYY-MM-DD') as date, r.test_name,
          r.name_parts, r.score, r.total_qns as total
        from warmup_results r where r.student_id = st.student_id and ${sql.raw(releasedSql('r'))} and r.test_taken) w),
        '[]') as warmups
    from students st where st.student_id = ${student}`);
  return rowsOf<ProgressRows>(result)[0];
}

export interface SkillSittingRow {
  date: string;
  subject_category: string;
  section: string;
  result: SittingResultRow[];
}

/** The student's counted sittings with their test's skills and graded rows, newest first, in one statement. */
export async function skillSittings(db: Db, student: number): Promise<SkillSittingRow[]> {
  const result = await db.execute(sql`
    select to_char(s.master_sitting_date, 'YYYY-MM-DD') as date, q.subject_category, q.section, s.result
    from master_sittings s join quizzes q on q.master_qnsbank_id = s.master_qnsbank_id
    where s.student_id = ${student} and ${sql.raw(COUNTED)}
    order by s.master_sitting_date desc, s.master_sitting_id desc`);
  return rowsOf<SkillSittingRow>(result);
}
