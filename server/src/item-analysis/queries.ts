// Item analysis in three statements whatever the number of sittings: the access facts (the test, whether
// it is granted, the class asked for), the test's questions with their options, and the sums over the
// sittings (and an erased student's anonymous answers), made in SQL from each sitting's graded result (jsonb_array_elements): 2,000 sittings of a
// 200-question test are 400,000 rows that never reach JavaScript; only a few numbers per question do.
import { analyseItems, type ItemSums, selectedIds, type TestAnalysis, type TotalCount } from '@prep/domain';
import { type SQL, sql } from 'drizzle-orm';
import { studentsInReach } from '../access/lists';
import { teacherIdOf } from '../access/principal';
import type { Scope } from '../access/scope';
import { inScope } from '../access/tenant';
import { rowsOf } from '../access/visibility';
import type { Db } from '../db/client';

/**
 * Whose sittings are counted: the students the scope reaches (a client's, a teacher's classes'), and when
 * a class is named (checked to be in reach: lists.ts classInReach), those its work table counts as submitted.
 */
function scopeCondition(scope: Scope, classroom: number | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  const reached = studentsInReach(scope, sql.raw('ms.student_id'), sql.raw('st.client_id'));
  if (reached) parts.push(reached);
  if (classroom !== undefined)
    parts.push(
      sql`ms.student_id in (select cs.student_id from classroom_students cs where cs.classroom_id = ${classroom})`,
      // The sittings the class's work table counts as submitted: given under the class's assignments of
      // the test, each student's latest of each (a reassign's new row replaces the earlier one there).
      sql`ms.class_assignment_id in (select ca.id from classroom_assignments ca
          where ca.classroom_id = ${classroom} and ca.kind = 'test' and ca.quiz_id = ms.master_qnsbank_id)
        and not exists (select 1 from master_sittings later where later.class_assignment_id = ms.class_assignment_id
          and later.student_id = ms.student_id and later.master_sitting_id > ms.master_sitting_id)`,
    );
  return sql.join(parts, sql` and `);
}

/**
 * Whose anonymous rows (an erased student's answers, schema/erased.ts) are counted: the client's, for the
 * client's admin and the super admin. Not a teacher's or a class's: the rows keep no class, by design.
 */
function erasedCondition(scope: Scope, classroom: number | undefined): SQL {
  if (classroom !== undefined || teacherIdOf(scope.principal) !== undefined) return sql`false`;
  return inScope(sql.raw('ea.client_id'), scope) ?? sql`true`;
}

interface QuestionRow {
  questionid: number;
  question_number: number;
  options: { answersid: number; name: string; isAnswer: boolean }[];
}

function questionsOf(db: Db, quiz: number) {
  return db.execute(sql`select q.questionid, q.question_number,
      coalesce(json_agg(json_build_object('answersid', a.answersid, 'name', a.name, 'isAnswer', a.is_answer)
        order by a.answersid) filter (where a.answersid is not null), '[]'::json) as options
    from questions q left join answers a on a.question_id = q.questionid
    where q.master_qnsbank_id = ${quiz}
    group by q.questionid order by q.question_number, q.questionid`);
}

/** The answer rows summed by question, answer text and correctness: a few per question, whatever n. */
interface AnswerGroup {
  qid: number;
  ans: string;
  ok: boolean;
  count: number;
  sum_total: number;
  top_count: number;
}

interface SumsRow {
  totals: TotalCount[];
  groups: AnswerGroup[];
}

/**
 * The sums over the submitted real-test sittings (on screen or from paper; preparation tests apart):
 * the totals as counts per total, and the answer rows grouped by question, answer and correctness, with
 * how many, the sum of their totals and how many of the top third (the totals at or above the
 * ⌈n/3⌉-th best). One pass over the answer rows: 400,000 of them make a few groups per question, which
 * testAnalysis splits into options (a check-box answer "31,33" counts for both). x = 1 only for a row
 * marked correct (a check-box question fully right); T is the sitting's score, the count of those.
 */
function sumsOf(db: Db, quiz: number, scope: Scope, classroom: number | undefined) {
  return db.execute(sql`with s as (
      select ms.result, ms.score as total
      from master_sittings ms join students st on st.student_id = ms.student_id
      where ms.master_qnsbank_id = ${quiz} and ms.test_taken and not ms.prep_test and ${scopeCondition(scope, classroom)}
      union all
      select ea.result, ea.score from erased_answers ea
      where ea.quiz_id = ${quiz} and ea.kind = 'test' and not ea.prep_test and ${erasedCondition(scope, classroom)}
    ), th as (
      select coalesce(min(total), 0) as thr from (
        select total, row_number() over (order by total desc) as rn, count(*) over () as n from s) x
      where rn <= ceil(n / 3.0)
    )
    select
      (select coalesce(json_agg(json_build_object('score', total, 'count', c)), '[]'::json)
        from (select total, count(*)::int as c from s group by total) h) as totals,
      (select coalesce(json_agg(g), '[]'::json) from (
        select (e->>'questionid')::int as qid, coalesce(e->>'select_ans', '') as ans,
          coalesce(e->>'isCorrect' = 'true', false) as ok, count(*)::int as count,
          sum(s.total)::int as sum_total, (count(*) filter (where s.total >= th.thr))::int as top_count
        from s cross join th
          cross join lateral jsonb_array_elements(case when jsonb_typeof(s.result) = 'array' then s.result else '[]'::jsonb end) e
        where (e->>'questionid') ~ '^[0-9]{1,9}$'
        group by 1, 2, 3) g) as groups`);
}

interface Sums {
  correct: number;
  sum_xt: number;
  top_correct: number;
  /** answersid → its count, sum of totals and top-third count. */
  options: Map<number, { count: number; sum_total: number; top_count: number }>;
}

/** The groups added up per question: the fully right rows, and each option named in an answer. */
function sumsByQuestion(groups: readonly AnswerGroup[]): Map<number, Sums> {
  const byQuestion = new Map<number, Sums>();
  for (const g of groups) {
    let sums = byQuestion.get(g.qid);
    if (!sums) {
      sums = { correct: 0, sum_xt: 0, top_correct: 0, options: new Map() };
      byQuestion.set(g.qid, sums);
    }
    if (g.ok) {
      sums.correct += g.count;
      sums.sum_xt += g.sum_total;
      sums.top_correct += g.top_count;
    }
    for (const id of new Set(selectedIds(g.ans))) {
      const option = sums.options.get(id) ?? { count: 0, sum_total: 0, top_count: 0 };
      option.count += g.count;
      option.sum_total += g.sum_total;
      option.top_count += g.top_count;
      sums.options.set(id, option);
    }
  }
  return byQuestion;
}

/** The analysis of a test over the scope's sittings (two statements: the questions, the sums). */
export async function testAnalysis(
  db: Db,
  quiz: number,
  scope: Scope,
  classroom: number | undefined,
): Promise<TestAnalysis> {
  const [questionRows, sumRows] = await Promise.all([questionsOf(db, quiz), sumsOf(db, quiz, scope, classroom)]);
  const questions = rowsOf<QuestionRow>(questionRows);
  const sums = rowsOf<SumsRow>(sumRows)[0] ?? { totals: [], groups: [] };
  const byQuestion = sumsByQuestion(sums.groups);
  // Questions no longer in the test are left out here (a join to them in SQL costs a lookup per answer row).
  const items: ItemSums[] = questions.map((q) => {
    const item = byQuestion.get(q.questionid);
    return {
      questionid: q.questionid,
      question_number: q.question_number,
      correct: item?.correct ?? 0,
      sum_xt: item?.sum_xt ?? 0,
      top_correct: item?.top_correct ?? 0,
      options: q.options.map((o) => ({
        ...o,
        ...(item?.options.get(o.answersid) ?? { count: 0, sum_total: 0, top_count: 0 }),
      })),
    };
  });
  return analyseItems(sums.totals, items);
}
