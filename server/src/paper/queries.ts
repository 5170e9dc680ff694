// The reads and writes of paper batches (issue 30): the batch, its facts for the access policy, and what
// its sheets print.
import type { AccessClaims, Language, PaperPageSize, StoredQuestion } from '@prep/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { taughtClassCondition, taughtStudentCondition } from '../access/lists';
import { teacherIdOf } from '../access/principal';
import { rowsOf } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import { answers, masterSittings, paperBatches, questions, students } from '../db/schema/index';

type Reader = Db | Tx;

/**
 * The facts of a print for chosen students: their client (several clients, or none found: the client
 * that is not the principal's, so a tenant's admin is refused) and whether a teacher teaches every one.
 */
export async function studentsFacts(db: Reader, viewer: AccessClaims, ids: readonly number[]) {
  const teacher = teacherIdOf(viewer) ?? -1;
  const rows = await db
    .select({ client: students.client, taught: taughtStudentCondition(teacher, students.student_id).mapWith(Boolean) })
    .from(students)
    .where(inArray(students.student_id, [...new Set(ids)]));
  const clients = [...new Set(rows.map((r) => r.client))];
  return {
    clients,
    client: clients.find((c) => c !== viewer.client_id) ?? clients[0],
    taught: rows.every((r) => r.taught),
  };
}

export async function insertBatch(
  tx: Tx,
  batch: {
    client: number;
    master_qnsbank: number;
    classroom: number | null;
    page_size: PaperPageSize;
    versions: number;
  },
): Promise<number> {
  const [row] = await tx.insert(paperBatches).values(batch).returning({ id: paperBatches.id });
  if (!row) throw new Error('the paper batch was not inserted');
  return row.id;
}

/** The sittings printed in a batch, in the order they were made, with the booklet version each was given. */
export function batchSittings(db: Reader, batch: number) {
  return db
    .select({
      master_sitting_id: masterSittings.master_sitting_id,
      student: masterSittings.student,
      version: masterSittings.paper_version,
    })
    .from(masterSittings)
    .where(eq(masterSittings.paper_batch, batch))
    .orderBy(asc(masterSittings.master_sitting_id));
}

/**
 * With two versions, the batch's sittings alternately version 1 and 2 in sitting order (so a class seated
 * in the order it was listed alternates its neighbours' booklets).
 */
export async function alternateVersions(tx: Tx, batch: number): Promise<void> {
  await tx.execute(sql`
    update master_sittings s set paper_version = case when o.n % 2 = 0 then 2 else 1 end
    from (select master_sitting_id, row_number() over (order by master_sitting_id) as n
      from master_sittings where paper_batch_id = ${batch}) o
    where s.master_sitting_id = o.master_sitting_id`);
}

/** A batch with its facts: its client, and for a teacher whether they teach its class or every student of it. */
export async function batchFacts(db: Reader, viewer: AccessClaims, id: number) {
  const teacher = teacherIdOf(viewer) ?? -1;
  const [row] = await db
    .select({
      id: paperBatches.id,
      client: paperBatches.client,
      master_qnsbank: paperBatches.master_qnsbank,
      classroom: paperBatches.classroom,
      page_size: paperBatches.page_size,
      versions: paperBatches.versions,
      taught: sql`(${taughtClassCondition(teacher, paperBatches.classroom)} or not exists (
        select 1 from ${masterSittings} s where s.paper_batch_id = ${paperBatches.id}
        and not ${taughtStudentCondition(teacher, sql`s.student_id`)}))`.mapWith(Boolean),
    })
    .from(paperBatches)
    .where(eq(paperBatches.id, id));
  return row;
}
export type Batch = NonNullable<Awaited<ReturnType<typeof batchFacts>>>;

/** The test's questions as the sheet prints them: number, how many options, whether several may be marked. */
export async function sheetQuestions(db: Reader, quiz: number) {
  const rows = await db
    .select({
      number: questions.question_number,
      checkBoxes: sql<boolean>`${questions.question_type} = 'check boxes'`.mapWith(Boolean),
      options: sql<number>`(select count(*) from ${answers} a where a.question_id = ${questions.questionid})`.mapWith(
        Number,
      ),
    })
    .from(questions)
    .where(eq(questions.master_qnsbank, quiz))
    .orderBy(asc(questions.question_number));
  return rows;
}

/** The batch's test as its sheets print it: its name, its options' labels (answer_type), the client's language. */
export async function batchTest(db: Reader, batch: Pick<Batch, 'master_qnsbank' | 'client'>) {
  const found = await db.execute(sql`
    select q.test_name, q.answer_type, c.default_language as language
    from quizzes q, clients c where q.master_qnsbank_id = ${batch.master_qnsbank} and c.client_id = ${batch.client}`);
  const [test] = rowsOf<{ test_name: string; answer_type: string; language: Language }>(found);
  return test ?? { test_name: '', answer_type: '', language: 'en' as Language };
}

/** What the sheets print beside the questions: the test, the client's language, each sitting's student and class. */
export async function sheetHeaders(db: Reader, batch: Batch) {
  const test = await batchTest(db, batch);
  const people = await db.execute(sql`
    select s.master_sitting_id, s.student_id as student, s.paper_version as version,
      trim(st.first_name || ' ' || st.last_name) as name,
      coalesce((select cl.class_name from classrooms cl where cl.id = ${batch.classroom}),
        (select string_agg(cl.class_name, ', ' order by cl.class_name) from classroom_students cs
          join classrooms cl on cl.id = cs.classroom_id and not cl.archived where cs.student_id = s.student_id)) as class_name
    from master_sittings s join students st on st.student_id = s.student_id
    where s.paper_batch_id = ${batch.id} order by s.master_sitting_id`);
  const sittings = rowsOf<{
    master_sitting_id: number;
    student: number;
    version: number;
    name: string;
    class_name: string | null;
  }>(people);
  return { test, sittings };
}

/** The test's questions with their options in order, as the taking screen loads them (the booklet's). */
export async function bookletQuestions(db: Reader, quiz: number): Promise<StoredQuestion[]> {
  const found = await db.execute(sql`
    select q.questionid, q.question_number, q.question_type, q.text_format, q.question_header, q.question_text,
      q.question_image,
      coalesce((select json_agg(json_build_object('answersid', a.answersid, 'name', a.name, 'isAnswer', false)
        order by a.answersid) from answers a where a.question_id = q.questionid), '[]'::json) as answers
    from questions q where q.master_qnsbank_id = ${quiz} order by q.question_number, q.questionid`);
  return rowsOf<StoredQuestion & { answers: unknown }>(found).map((q) => ({
    ...q,
    answers: (typeof q.answers === 'string' ? JSON.parse(q.answers) : q.answers) as StoredQuestion['answers'],
  }));
}
