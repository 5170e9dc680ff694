// Bench data: one client with personalization on, a granted 50-question warm-up set, a reader
// student with that warm-up open, and many students each with many open warm-ups to submit (every
// submission needs its own untaken result, or it would only replay).
import { WARMUP_COURSE_ID } from '@prep/domain';
import type { Db } from '../src/db/client';
import {
  assignedQuizzes,
  clientAdmins,
  clients,
  quizzes,
  students,
  warmupResults,
  warmups,
} from '../src/db/schema/index';

export const QUESTIONS = 50;
/** Correct answers given per submission; the rest are wrong, so personalization has work to do. */
export const RIGHT_PER_SUBMISSION = 40;

export interface BenchData {
  reader: { studentId: number; resultId: number };
  submissions: Array<{ studentId: number; resultId: number }>;
  warmupIds: number[];
  answers: string[];
  clientId: number;
  /** The 50-question warm-up set (granted, and assigned to every student). */
  setNo: number;
}

export async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * A 50-question warm-up set of additions (`first + i` plus `second + i`), granted to the client: what every
 * bench scenario's students answer.
 */
export async function seedGrantedSet(
  db: Db,
  opts: { clientId: number; adminEmail: string; name: string; duration: string; first: number; second: number },
) {
  const [set] = await db
    .insert(quizzes)
    .values({
      test_name: opts.name,
      test_type: 'Warmup',
      course: WARMUP_COURSE_ID,
      section_duration: opts.duration,
      test_level: 'Basic',
    })
    .returning();
  const setNo = set!.master_qnsbank_id;
  const rows = await db
    .insert(warmups)
    .values(
      Array.from({ length: QUESTIONS }, (_, i) => ({
        equation: `${i + opts.first} + ${i + opts.second}`,
        answer: String(2 * i + opts.first + opts.second),
        operand_one: String(i + opts.first),
        operand_two: String(i + opts.second),
        operator: '+' as const,
        set_no: setNo,
      })),
    )
    .returning();
  await db
    .insert(assignedQuizzes)
    .values({ client: opts.clientId, clientname: opts.adminEmail, quiz_ids: [], warmup_ids: [setNo] });
  return { setNo, rows };
}

export async function seedBench(
  db: Db,
  opts: { students: number; perStudent: number; personalize?: boolean },
): Promise<BenchData> {
  const [client] = await db
    .insert(clients)
    .values({
      ClientName: 'Bench School',
      email: 'office@bench.test',
      license_key: 'BENC-HBEN-CHBE-NCH1',
      give_personalized: opts.personalize ?? true,
      personzlized_warmup_count: 2,
    })
    .returning();
  const clientId = client!.client_id;
  await db.insert(clientAdmins).values({
    client: clientId,
    FirstName: 'Bench',
    email: 'admin@bench.test',
    license_key: client!.license_key,
    passwordHash: 'no-login',
  });
  const { setNo, rows } = await seedGrantedSet(db, {
    clientId,
    adminEmail: 'admin@bench.test',
    name: 'Bench Set',
    duration: '01:00:00',
    first: 10,
    second: 3,
  });
  const warmupIds = rows.map((w) => w.warmup_id);

  const studentRows: Array<{ student_id: number }> = [];
  await inBatches(
    Array.from({ length: opts.students + 1 }, (_, i) => ({
      client: clientId,
      Student_First_Name: `Bench${i}`,
      email: `s${i}@bench.test`,
      passwordHash: 'no-login',
    })),
    1000,
    async (batch) =>
      studentRows.push(...(await db.insert(students).values(batch).returning({ student_id: students.student_id }))),
  );
  const [readerStudent, ...submitters] = studentRows.map((s) => s.student_id);

  const open = (student: number) => ({
    warmup_set_no: setNo,
    student,
    assigned_questions: warmupIds,
    total_qns: QUESTIONS,
    test_name: 'Bench Set',
    test_level: 'Basic',
    timer: true,
    started_at: new Date(),
    time_allowed_seconds: 3600,
  });
  const [reader] = await db
    .insert(warmupResults)
    .values(open(readerStudent!))
    .returning({ id: warmupResults.result_id });

  // Interleaved by student so concurrent submissions come from different students, as in a class.
  const pending = Array.from({ length: opts.perStudent }, () => submitters.map((id) => open(id!))).flat();
  const submissions: BenchData['submissions'] = [];
  await inBatches(pending, 1000, async (batch) => {
    const ids = await db
      .insert(warmupResults)
      .values(batch)
      .returning({ id: warmupResults.result_id, student: warmupResults.student });
    submissions.push(...ids.map((r) => ({ studentId: r.student, resultId: r.id })));
  });

  const answers = rows.map((w, i) => (i < RIGHT_PER_SUBMISSION ? w.answer : String(Number(w.answer) + 1)));
  return {
    reader: { studentId: readerStudent!, resultId: reader!.id },
    submissions,
    warmupIds,
    answers,
    clientId,
    setNo,
  };
}
