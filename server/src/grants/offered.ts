// Tests offered for granting (admin-and-authoring §9): not practice tests, with at least one
// question (a warm-up set: at least one warm-up), of the chosen test type.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fill, msg, WARMUP_COURSE_TYPE, type OfferedTest, type Message } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { quizzes } from '../db/schema/index';
import { badRequest, type FieldTexts } from '../plugins/errors';

/** Questions of a test, or warm-ups of a warm-up set. */
// Table-qualified on purpose: both tables name the quiz column master_qnsbank_id.
const questionCount = sql<number>`case when "quizzes"."test_type" = ${WARMUP_COURSE_TYPE}
  then (select count(*) from "warmups" w where w."set_no" = "quizzes"."master_qnsbank_id")
  else (select count(*) from "questions" q where q."master_qnsbank_id" = "quizzes"."master_qnsbank_id") end`.mapWith(
  Number,
);

async function candidates(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      master_qnsbank_id: quizzes.master_qnsbank_id,
      test_name: quizzes.test_name,
      test_type: quizzes.test_type,
      test_level: quizzes.test_level,
      grade_level: quizzes.grade_level,
      test_booklet_year: quizzes.test_booklet_year,
      test_lang_type: quizzes.test_lang_type,
      is_practice_test: quizzes.is_practice_test,
      question_count: questionCount,
    })
    .from(quizzes)
    .where(where)
    .orderBy(asc(quizzes.master_qnsbank_id));
}

const offered = (t: { is_practice_test: boolean; question_count: number }) =>
  !t.is_practice_test && t.question_count > 0;

export async function offeredTests(db: Db, testType: string): Promise<OfferedTest[]> {
  const rows = await candidates(db, eq(quizzes.test_type, testType));
  return rows.filter(offered).map(({ is_practice_test: _practice, ...test }) => test);
}

/**
 * Refuses ids that may not be granted, naming each: assignedquiz holds tests (not warm-up sets),
 * assigned_warmup holds warm-up sets, and every one must be offered.
 */
export async function assertGrantable(db: Db | Tx, lists: { assignedquiz?: number[]; assigned_warmup?: number[] }) {
  const ids = [...(lists.assignedquiz ?? []), ...(lists.assigned_warmup ?? [])];
  if (ids.length === 0) return;
  const found = new Map(
    (await candidates(db, inArray(quizzes.master_qnsbank_id, ids))).map((t) => [t.master_qnsbank_id, t]),
  );
  const fields: FieldTexts = {};
  const check = (field: 'assignedquiz' | 'assigned_warmup', wantWarmup: boolean) => {
    for (const id of lists[field] ?? []) {
      const test = found.get(id);
      let problem: Message | undefined;
      if (!test) problem = fill(msg('Test {{id}} does not exist'), { id });
      else if ((test.test_type === WARMUP_COURSE_TYPE) !== wantWarmup)
        problem = wantWarmup
          ? fill(msg('Test {{id}} is not a warm-up set'), { id })
          : fill(msg('Test {{id}} is a warm-up set: grant it in assigned_warmup'), { id });
      else if (test.is_practice_test)
        problem = fill(msg('Test {{id}} is a practice test and cannot be granted'), { id });
      else if (test.question_count === 0)
        problem = wantWarmup
          ? fill(msg('Warm-up set {{id}} has no warm-ups yet'), { id })
          : fill(msg('Test {{id}} has no questions yet'), { id });
      if (problem) (fields[field] ??= []).push(problem);
    }
  };
  check('assignedquiz', false);
  check('assigned_warmup', true);
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);
}
