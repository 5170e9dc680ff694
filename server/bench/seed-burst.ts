// Data of the synchronised-start scenario (burst.ts): one school with personalization on, a granted
// 50-question warm-up set, and students who each have two unopened warm-ups of it (one for the class
// that signs in, one for the class already signed in). Every student has the same password: one
// argon2id hash (its own salt) is stored for all, since hashing thousands would take minutes.
import { WARMUP_COURSE_ID } from '@prep/domain';
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/client';
import { assignedQuizzes, clients, quizzes, students, warmupResults, warmups } from '../src/db/schema/index';

export const BURST_PASSWORD = 'burst-password-1';
const QUESTIONS = 50;

export interface BurstData {
  clientId: number;
  setNo: number;
  warmups: Array<{ warmup_id: number; answer: string }>;
  /** In student order: the email, the id and the two results (signing in, already signed in). */
  students: Array<{ id: number; email: string; first: number; second: number }>;
}

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedBurst(db: Db, count: number): Promise<BurstData> {
  const [client] = await db
    .insert(clients)
    .values({
      ClientName: 'Burst School',
      email: 'office@burst.test',
      license_key: 'BURS-TBUR-STBU-RST1',
      give_personalized: true,
      personzlized_warmup_count: 2,
    })
    .returning();
  const clientId = client!.client_id;
  const [set] = await db
    .insert(quizzes)
    .values({
      test_name: 'Burst Set',
      test_type: 'Warmup',
      course: WARMUP_COURSE_ID,
      section_duration: '00:30:00',
      test_level: 'Basic',
    })
    .returning();
  const setNo = set!.master_qnsbank_id;
  const rows = await db
    .insert(warmups)
    .values(
      Array.from({ length: QUESTIONS }, (_, i) => ({
        equation: `${i + 20} + ${i + 4}`,
        answer: String(2 * i + 24),
        operand_one: String(i + 20),
        operand_two: String(i + 4),
        operator: '+' as const,
        set_no: setNo,
      })),
    )
    .returning();
  await db
    .insert(assignedQuizzes)
    .values({ client: clientId, clientname: 'admin@burst.test', quiz_ids: [], warmup_ids: [setNo] });
  const passwordHash = await hashPassword(BURST_PASSWORD);
  const made: Array<{ id: number; email: string }> = [];
  await inBatches(
    Array.from({ length: count }, (_, i) => ({
      client: clientId,
      Student_First_Name: `Burst${i}`,
      email: `b${i}@burst.test`,
      passwordHash,
    })),
    1000,
    async (batch) =>
      made.push(
        ...(await db.insert(students).values(batch).returning({ id: students.student_id, email: students.email })),
      ),
  );
  const ids = rows.map((w) => w.warmup_id);
  const open = (student: number) => ({
    warmup_set_no: setNo,
    student,
    assigned_questions: ids,
    total_qns: QUESTIONS,
    test_name: 'Burst Set',
    test_level: 'Basic',
  });
  const results = new Map<number, number[]>();
  await inBatches([...made, ...made], 1000, async (batch) => {
    const saved = await db
      .insert(warmupResults)
      .values(batch.map((s) => open(s.id)))
      .returning({ id: warmupResults.result_id, student: warmupResults.student });
    for (const r of saved) results.set(r.student, [...(results.get(r.student) ?? []), r.id]);
  });
  return {
    clientId,
    setNo,
    warmups: rows.map((w) => ({ warmup_id: w.warmup_id, answer: w.answer })),
    students: made.map((s) => {
      const [first, second] = results.get(s.id)!.sort((x, y) => x - y);
      return { ...s, first: first!, second: second! };
    }),
  };
}
