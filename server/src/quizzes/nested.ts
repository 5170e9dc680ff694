// Questions with their answer options, steps and step videos in ONE query whatever their number: each
// question row carries its answers, steps and videos aggregated as JSON. What a scope may see of them is
// decided in the same query: a student gets a timed test's questions only with its clock running (or
// once taken), options without isAnswer or feedback, and no steps or videos, until a sitting of theirs on
// the test is released (and none on it is being taken); step videos owned by a client go only to that
// client's users.
import type { QuestionView } from '@prep/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { questionsShownCondition, revealedQuizCondition, rowsOf, videoSeenCondition } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import { questions } from '../db/schema/index';

/** Which step videos the scope sees: all for the super admin, else the general ones and its client's. */
const videoOwner = (scope: Scope): SQL => videoSeenCondition(scope.principal, sql.raw('v.client_id')) ?? sql`true`;

/** JSON built by PostgreSQL arrives parsed from both drivers; text is parsed here should a driver not. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

interface NestedRow extends Omit<QuestionView, 'answers' | 'steps' | 'stepvideo'> {
  answers: unknown;
  steps: unknown;
  stepvideo: unknown;
}

/**
 * The questions matching `where` (a condition on the questions table), in test then number order, with
 * answers, steps and stepvideo nested as the scope may see them. One statement.
 */
export async function nestedQuestions(db: Db | Tx, scope: Scope, where: SQL): Promise<QuestionView[]> {
  const revealed = revealedQuizCondition(scope, questions.master_qnsbank);
  const shown = questionsShownCondition(scope, questions.master_qnsbank);
  // json_agg of sub-select rows (their columns renamed to the API's fields) costs PostgreSQL less than
  // json_build_object for every row.
  const answerFields = sql.raw(
    `answersid, name, question_id as question, master_qnsbank_id as master_qnsbank, section_code`,
  );
  const result = await db.execute(sql`
    with q as (
      select questions.*, ${revealed} as revealed from ${questions} where ${where} and ${shown}
    )
    select q.questionid, q.master_qnsbank_id as master_qnsbank, q.question_number, q.question_complexity,
      q.question_type, q.question_header, q.header_number, q.question_text, q.question_image, q.section_code, q.text_format,
      coalesce(case when q.revealed
        then (select json_agg(a order by a.answersid) from (
          select ${answerFields}, is_answer as "isAnswer", feedback from answers where question_id = q.questionid) a)
        else (select json_agg(a order by a.answersid) from (
          select ${answerFields} from answers where question_id = q.questionid) a)
      end, '[]'::json) as answers,
      case when q.revealed then coalesce((
        select json_agg(s order by s.master_qnssteps_versionid) from (
          select master_qnssteps_versionid, step1_text, step2_text, step3_text, step4_text, step5_text,
            step1_image, step2_image, step3_image, step4_image,
            question_id as question, master_qnsbank_id as master_qnsbank, section_code
          from steps where question_id = q.questionid) s
      ), '[]'::json) else '[]'::json end as steps,
      case when q.revealed then coalesce((
        select json_agg(v order by v.master_qnsvideos_versionid) from (
          select master_qnsvideos_versionid, urls, client_id as client_admin, question_id as question,
            master_qnsbank_id as master_qnsbank, section_code, source_name_id
          from step_videos v where question_id = q.questionid and ${videoOwner(scope)}) v
      ), '[]'::json) else '[]'::json end as stepvideo
    from q
    order by q.master_qnsbank_id, q.question_number, q.questionid`);
  return rowsOf<NestedRow>(result).map((row) => ({
    ...row,
    answers: json(row.answers),
    steps: json(row.steps),
    stepvideo: json(row.stepvideo),
  }));
}
