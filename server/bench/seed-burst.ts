// Data of the synchronised-start scenario (burst.ts): one school with personalization on, a granted
// 50-question warm-up set, and students who each have two unopened warm-ups of it (one for the class
// that signs in, one for the class already signed in). Every student has the same password: one
// argon2id hash (its own salt) is stored for all, since hashing thousands would take minutes.
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/client';
import { inBatches, QUESTIONS, seedGrantedSet } from './seed';
import { clients, students, warmupResults } from '../src/db/schema/index';

export const BURST_PASSWORD = 'burst-password-1';

export interface BurstData {
  clientId: number;
  setNo: number;
  warmups: Array<{ warmup_id: number; answer: string }>;
  /** In student order: the email, the id and the two results (signing in, already signed in). */
  students: Array<{ id: number; email: string; first: number; second: number }>;
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
  const { setNo, rows } = await seedGrantedSet(db, {
    clientId,
    adminEmail: 'admin@burst.test',
    name: 'Burst Set',
    duration: '00:30:00',
    first: 20,
    second: 4,
  });
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
