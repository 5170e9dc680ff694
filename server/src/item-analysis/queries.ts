// Item analysis in three statements whatever the number of sittings: the access facts (the test, whether
// it is granted, the class asked for), the test's questions with their options, and the sums over the
// sittings, made in SQL from each sitting's graded result (jsonb_array_elements): 2,000 sittings of a
// 200-question test are 400,000 rows that never reach JavaScript; only a few numbers per question do.
import { type AccessClaims, analyseItems, type ItemSums, type TestAnalysis, type TotalCount } from '@prep/domain';
import { type SQL, sql } from 'drizzle-orm';
import { principalId } from '../access/authorize';
import { taughtClassCondition, taughtStudentCondition, rowsOf } from '../access/visibility';
import { contentFacts } from '../access/facts';
import type { Db } from '../db/client';
import { quizzes } from '../db/schema/index';

export interface AnalysisFacts {
  granted: boolean;
  /** The client of the class asked for (null when there is none, or none was asked for). */
  class_client: number | null;
  taught: boolean;
}

/** The test's facts for the access check, with the class's when one is asked for (one statement). */
export async function analysisFacts(
  db: Db,
  viewer: AccessClaims,
  quiz: number,
  classroom: number | undefined,
): Promise<AnalysisFacts | undefined> {
  const teacher = viewer.role === 'teacher' ? principalId(viewer) : -1;
  const cls = classroom ?? -1;
  const [row] = await db
    .select({
      granted: contentFacts(viewer, quizzes.master_qnsbank_id).granted,
      class_client: sql<number | null>`(select c.client_id from classrooms c where c.id = ${cls})`,
      taught: taughtClassCondition(teacher, sql`${cls}`).mapWith(Boolean),
    })
    .from(quizzes)
    .where(sql`${quizzes.master_qnsbank_id} = ${quiz}`);
  return row;
}

/** Whose sittings are counted: `client` (a client's students) and `classroom` (a class's), or a teacher's classes'. */
export interface AnalysisScope {
  client: number | undefined;
  classroom: number | undefined;
  /** A teacher with no class named: the students of every class of theirs. */
  teacher: number | undefined;
}

function scopeCondition(scope: AnalysisScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.client !== undefined) parts.push(sql`st.client_id = ${scope.client}`);
  if (scope.classroom !== undefined)
    parts.push(
      sql`ms.student_id in (select cs.student_id from classroom_students cs where cs.classroom_id = ${scope.classroom})`,
    );
  if (scope.teacher !== undefined) parts.push(taughtStudentCondition(scope.teacher, sql.raw('ms.student_id')));
  return sql.join(parts, sql` and `);
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

interface SumsRow {
  totals: TotalCount[];
  items: { qid: number; correct: number; sum_xt: number; top_correct: number }[];
  options: { qid: number; answersid: number; count: number; sum_total: number; top_count: number }[];
}

/**
 * The sums over the submitted real-test sittings (on screen or from paper; preparation tests apart):
 * the totals as counts per total, and per question and per option the counts and sums of totals,
 * also among the top third (the totals at or above the ⌈n/3⌉-th best). x = 1 only for a row marked
 * correct (a check-box question fully right). Rows of questions no longer in the test are summed and then
 * left out in testAnalysis (a join to the questions here would cost a lookup per answer row).
 */
function sumsOf(db: Db, quiz: number, scope: AnalysisScope) {
  // The total is the sitting's score (its count of questions fully right, set when graded); no step joins
  // the 400,000 answer rows back to the sittings or to the questions, every step is one pass.
  const rows = sql`jsonb_array_elements(case when jsonb_typeof(ms.result) = 'array' then ms.result else '[]'::jsonb end) e`;
  return db.execute(sql`with s as (
      select ms.result, ms.score as total
      from master_sittings ms join students st on st.student_id = ms.student_id
      where ms.master_qnsbank_id = ${quiz} and ms.test_taken and not ms.prep_test and ${scopeCondition(scope)}
    ), th as (
      select coalesce(min(total), 0) as thr from (
        select total, row_number() over (order by total desc) as rn, count(*) over () as n from s) x
      where rn <= ceil(n / 3.0)
    ), rt as (
      select (e->>'questionid')::int as qid, coalesce(e->>'select_ans', '') as ans,
        e->>'isCorrect' = 'true' as ok, ms.total, ms.total >= th.thr as top
      from s ms cross join th cross join lateral ${rows}
      where (e->>'questionid') ~ '^[0-9]{1,9}$'
    )
    select
      (select coalesce(json_agg(json_build_object('score', total, 'count', c)), '[]'::json)
        from (select total, count(*)::int as c from s group by total) h) as totals,
      (select coalesce(json_agg(i), '[]'::json) from (
        select qid, (count(*) filter (where ok))::int as correct,
          coalesce(sum(total) filter (where ok), 0)::int as sum_xt,
          (count(*) filter (where ok and top))::int as top_correct
        from rt group by qid) i) as items,
      (select coalesce(json_agg(o), '[]'::json) from (
        select qid, a::int as answersid, count(*)::int as count, sum(total)::int as sum_total,
          (count(*) filter (where top))::int as top_count
        from rt cross join lateral unnest(string_to_array(ans, ',')) a
        where a ~ '^[0-9]{1,9}$' group by qid, a::int) o) as options`);
}

/** The analysis of a test over the scope's sittings (two statements: the questions, the sums). */
export async function testAnalysis(db: Db, quiz: number, scope: AnalysisScope): Promise<TestAnalysis> {
  const [questionRows, sumRows] = await Promise.all([questionsOf(db, quiz), sumsOf(db, quiz, scope)]);
  const questions = rowsOf<QuestionRow>(questionRows);
  const sums = rowsOf<SumsRow>(sumRows)[0] ?? { totals: [], items: [], options: [] };
  const byItem = new Map(sums.items.map((i) => [i.qid, i]));
  const byOption = new Map(sums.options.map((o) => [`${o.qid}:${o.answersid}`, o]));
  const items: ItemSums[] = questions.map((q) => {
    const item = byItem.get(q.questionid);
    return {
      questionid: q.questionid,
      question_number: q.question_number,
      correct: item?.correct ?? 0,
      sum_xt: item?.sum_xt ?? 0,
      top_correct: item?.top_correct ?? 0,
      options: q.options.map((o) => {
        const chosen = byOption.get(`${q.questionid}:${o.answersid}`);
        return {
          ...o,
          count: chosen?.count ?? 0,
          sum_total: chosen?.sum_total ?? 0,
          top_count: chosen?.top_count ?? 0,
        };
      }),
    };
  });
  return analyseItems(sums.totals, items);
}
