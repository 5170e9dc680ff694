// Bench data for real tests: a 50-question SAT test (four options each, one right) granted to the bench
// client, a reader student whose timed sitting of it is open, and many students each with an open sitting
// to save choices on (rows of their own, as a class answering at once).
import type { Db } from '../src/db/client';
import { answers, clients, masterSittings, questions, quizzes, students } from '../src/db/schema/index';

export const SITTING_QUESTIONS = 50;

export interface SittingBenchData {
  clientId: number;
  reader: { studentId: number; sittingId: number };
  /** Open sittings to save one choice on, with the choice to save. */
  answerers: Array<{ studentId: number; sittingId: number }>;
  choice: { questionid: number; select_ans: number };
}

export async function seedSittingBench(db: Db, studentCount: number): Promise<SittingBenchData> {
  const [client] = await db
    .insert(clients)
    .values({ ClientName: 'Bench Test Centre', email: 'centre@bench.test', license_key: 'BENC-HTES-TCEN-TRE1' })
    .returning({ id: clients.client_id });
  const clientId = client!.id;
  const [test] = await db
    .insert(quizzes)
    .values({
      test_name: 'Bench Real Test 50',
      test_description: 'Bench',
      test_type: 'SAT',
      course: 2,
      section: 'math',
      answer_type: 'A - H',
      subject_category: 'Algebra',
      section_duration: '01:00:00',
    })
    .returning();
  const testId = test!.master_qnsbank_id;
  const rows = await db
    .insert(questions)
    .values(
      Array.from({ length: SITTING_QUESTIONS }, (_, i) => ({
        master_qnsbank: testId,
        question_number: i + 1,
        question_header: `Question ${i + 1}`,
        question_text: `If $3x + ${i} = ${3 * (i + 2) + i}$, what is the value of $x$? Choose the best answer below.`,
      })),
    )
    .returning({ id: questions.questionid });
  const options = await db
    .insert(answers)
    .values(
      rows.flatMap((q, i) =>
        [i + 1, i + 2, i + 3, i + 4].map((value, k) => ({
          name: String(value),
          isAnswer: k === 1,
          question: q.id,
          master_qnsbank: testId,
        })),
      ),
    )
    .returning({ id: answers.answersid, question: answers.question });

  const people = await db
    .insert(students)
    .values(
      Array.from({ length: studentCount + 1 }, (_, i) => ({
        client: clientId,
        Student_First_Name: `Taker${i}`,
        email: `taker${i}@bench.test`,
        passwordHash: 'no-login',
        Enroll_Program: '["SAT"]',
      })),
    )
    .returning({ id: students.student_id });
  const open = (student: number) => ({
    master_qnsbank: testId,
    student,
    test_name: 'Bench Real Test 50',
    test_type: 'SAT',
    program: 'SAT',
    total_qns: SITTING_QUESTIONS,
    timer: true,
    started_at: new Date(),
    time_allowed_seconds: 4 * 3600,
  });
  const sittings = await db
    .insert(masterSittings)
    .values(people.map((p) => open(p.id)))
    .returning({ id: masterSittings.master_sitting_id, student: masterSittings.student });
  const [reader, ...answerers] = sittings.map((s) => ({ studentId: s.student, sittingId: s.id }));
  const first = rows[0]!.id;
  const choice = options.find((o) => o.question === first)!.id;
  return { clientId, reader: reader!, answerers, choice: { questionid: first, select_ans: choice } };
}
