// Bench data for classes (BENCH_ONLY=classes): one school with classes on, a teacher, and
//   - a class of CLASS_SIZE students with RESULT_ASSIGNMENTS earlier class assignments (a row each, in every
//     state), whose results are read, and ASSIGN_RUNS fresh 50-question tests to assign to it;
//   - a class of DAY_SIZE students who sign in (one password, one hash for all) and take a 20-question test.
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/client';
import {
  answers,
  assignedQuizzes,
  classroomAssignments,
  classrooms,
  classroomStudents,
  classroomTeachers,
  clients,
  masterSittings,
  questions,
  quizzes,
  students,
  teachers,
} from '../src/db/schema/index';
import { inBatches } from './seed';

export const CLASS_SIZE = Number(process.env.BENCH_CLASS_SIZE || 500);
export const DAY_SIZE = Number(process.env.BENCH_DAY_SIZE || 300);
export const RESULT_ASSIGNMENTS = 10;
export const ASSIGN_RUNS = 5;
export const ASSIGN_QUESTIONS = 50;
export const DAY_QUESTIONS = 20;
export const DAY_PASSWORD = 'school-day-1';

export interface ClassBenchData {
  clientId: number;
  teacherId: number;
  resultsClass: number;
  /** Tests to assign to the results class, one per run (the first a warm-up run). */
  assignTests: number[];
  dayClass: number;
  dayTest: number;
  dayStudents: Array<{ id: number; email: string }>;
}

async function seedTest(db: Db, name: string, count: number): Promise<number> {
  const [test] = await db
    .insert(quizzes)
    .values({ test_name: name, test_type: 'SAT', course: 2, section: 'math', section_duration: '00:30:00' })
    .returning({ id: quizzes.master_qnsbank_id });
  const made = await db
    .insert(questions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        master_qnsbank: test!.id,
        question_number: i + 1,
        question_header: `Question ${i + 1}`,
        question_text: `What is ${i} + 2?`,
      })),
    )
    .returning({ id: questions.questionid });
  await db.insert(answers).values(
    made.flatMap((q, i) =>
      [i + 1, i + 2, i + 3, i + 4].map((value, k) => ({
        name: String(value),
        isAnswer: k === 1,
        question: q.id,
        master_qnsbank: test!.id,
      })),
    ),
  );
  return test!.id;
}

async function seedStudents(db: Db, clientId: number, prefix: string, count: number, passwordHash: string) {
  const made: Array<{ id: number; email: string }> = [];
  await inBatches(
    Array.from({ length: count }, (_, i) => ({
      client: clientId,
      Student_First_Name: `${prefix}${i}`,
      email: `${prefix}${i}@classes.test`,
      passwordHash,
      Enroll_Program: '["SAT"]',
    })),
    1000,
    async (batch) =>
      made.push(
        ...(await db.insert(students).values(batch).returning({ id: students.student_id, email: students.email })),
      ),
  );
  return made;
}

async function seedClass(db: Db, clientId: number, name: string, teacherId: number, members: number[]) {
  const [room] = await db
    .insert(classrooms)
    .values({ client: clientId, class_name: name, program: 'SAT' })
    .returning({ id: classrooms.id });
  await db.insert(classroomTeachers).values({ classroom: room!.id, teacher: teacherId });
  await inBatches(members, 1000, async (batch) => {
    await db.insert(classroomStudents).values(batch.map((student) => ({ classroom: room!.id, student })));
  });
  return room!.id;
}

export async function seedClassBench(db: Db): Promise<ClassBenchData> {
  const [client] = await db
    .insert(clients)
    .values({
      ClientName: 'Class School',
      email: 'office@classes.test',
      license_key: 'CLAS-SSCH-OOLB-ENC1',
      assign_test_for_class: true,
    })
    .returning({ id: clients.client_id });
  const clientId = client!.id;
  const [teacher] = await db
    .insert(teachers)
    .values({ client: clientId, First_Name: 'Bench', Email: 'teacher@classes.test' })
    .returning({ id: teachers.id });
  const teacherId = teacher!.id;

  const resultTests: number[] = [];
  for (let i = 0; i < RESULT_ASSIGNMENTS; i++) resultTests.push(await seedTest(db, `Results Test ${i + 1}`, 10));
  const assignTests: number[] = [];
  for (let i = 0; i < ASSIGN_RUNS; i++) assignTests.push(await seedTest(db, `Assign Test ${i + 1}`, ASSIGN_QUESTIONS));
  const dayTest = await seedTest(db, 'School Day Test', DAY_QUESTIONS);
  await db
    .insert(assignedQuizzes)
    .values({ client: clientId, clientname: 'Class School', quiz_ids: [...resultTests, ...assignTests, dayTest] });

  const passwordHash = await hashPassword(DAY_PASSWORD);
  const members = await seedStudents(db, clientId, 'member', CLASS_SIZE, 'no-login');
  const dayStudents = await seedStudents(db, clientId, 'day', DAY_SIZE, passwordHash);
  const resultsClass = await seedClass(
    db,
    clientId,
    'Results Class',
    teacherId,
    members.map((s) => s.id),
  );
  const dayClass = await seedClass(
    db,
    clientId,
    'School Day Class',
    teacherId,
    dayStudents.map((s) => s.id),
  );

  // Earlier assignments of the results class, each student's row in one of four states.
  const made = await db
    .insert(classroomAssignments)
    .values(resultTests.map((quiz) => ({ classroom: resultsClass, kind: 'test' as const, quiz })))
    .returning({ id: classroomAssignments.id, quiz: classroomAssignments.quiz });
  const rows = made.flatMap((a) =>
    members.map((s, i) => ({
      master_qnsbank: a.quiz,
      student: s.id,
      class_assignment: a.id,
      test_name: `Results Test ${a.id}`,
      test_type: 'SAT',
      program: 'SAT',
      total_qns: 10,
      test_taken: i % 4 >= 2,
      analyse_test_results: i % 4 === 3,
      score: i % 4 >= 2 ? i % 11 : 0,
      started_at: i % 4 === 1 ? new Date() : null,
    })),
  );
  await inBatches(rows, 1000, async (batch) => {
    await db.insert(masterSittings).values(batch);
  });
  return { clientId, teacherId, resultsClass, assignTests, dayClass, dayTest, dayStudents };
}
