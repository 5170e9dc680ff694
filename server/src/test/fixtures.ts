import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '@prep/domain';
import type { Db } from '../db/client';
import {
  answers,
  assignedQuizzes,
  clientAdmins,
  clients,
  questions,
  quizzes,
  steps,
  students,
  teachers,
  warmupResults,
  warmups,
} from '../db/schema/index';
import { hashPassword } from '../auth/passwords';

let sequence = 0;
const next = () => ++sequence;

/** A client with valid values for every required field; pass overrides for what a test cares about. */
export async function createClient(db: Db, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(clients)
    .values({
      ClientName: `Client ${n}`,
      email: `office${n}@school.org`,
      license_key: `ABCD-EFGH-IJKL-${String(1000 + n).slice(-4)}`,
      mobile: '555-123-4567',
      city: 'Boston',
      state: 'Massachusetts',
      zipcode: '02108',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createClientAdmin(
  db: Db,
  client: { client_id: number; license_key: string },
  overrides: { email?: string; password?: string; FirstName?: string } = {},
) {
  const n = next();
  const password = overrides.password ?? 'adminpass1';
  const [row] = await db
    .insert(clientAdmins)
    .values({
      client: client.client_id,
      FirstName: overrides.FirstName ?? `Admin${n}`,
      LastName: 'Tester',
      email: overrides.email ?? `admin${n}@school.org`,
      license_key: client.license_key,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { ...row!, password };
}

export async function createStudent(
  db: Db,
  clientId: number,
  overrides: Partial<Omit<typeof students.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const n = next();
  const { password = 'studentpass1', ...fields } = overrides;
  const [row] = await db
    .insert(students)
    .values({
      client: clientId,
      Student_First_Name: `Student${n}`,
      Student_Last_Name: 'Tester',
      email: `student${n}@school.org`,
      Enroll_Program: JSON.stringify(['SAT', 'Warmup']),
      Assign_Teachers: 'Maria',
      ...fields,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { ...row!, password };
}

export async function createTeacher(db: Db, clientId: number, overrides: Partial<typeof teachers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(teachers)
    .values({
      client: clientId,
      First_Name: `Teacher${n}`,
      Last_Name: 'Tester',
      Email: `teacher${n}@school.org`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An access token signed by the app, without a sign-in round trip; use the auth routes when the test is about sign-in. */
export function tokenFor(
  app: FastifyInstance,
  role: AccessClaims['role'],
  userId: number,
  clientId: number | null = null,
) {
  return app.jwt.sign({ sub: String(userId), role, client_id: clientId });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signed-in headers for each role of one client, plus the records behind them. */
export async function tenant(app: FastifyInstance, db: Db) {
  const client = await createClient(db);
  const admin = await createClientAdmin(db, client);
  const student = await createStudent(db, client.client_id);
  return {
    client,
    admin,
    student,
    adminHeaders: bearer(tokenFor(app, 'clientadmin', admin.client_admin_id, client.client_id)),
    studentHeaders: bearer(tokenFor(app, 'student', student.student_id, client.client_id)),
  };
}

export const superAdminHeaders = (app: FastifyInstance) => bearer(tokenFor(app, 'superadmin', 1));

/** A complete, valid body for POST /api/teacher/ (a fresh email each call). */
export function teacherPayload(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    Prefix: 'Ms',
    First_Name: `Teacher${n}`,
    Last_Name: 'Tester',
    Email: `teacher.payload${n}@school.org`,
    Mobile: '555-010-2001',
    City: 'Springfield',
    State: 'Illinois',
    Zip_Code: '62701',
    Country: 'USA',
    Currently_Teaching: 'true',
    High_Degree_Completed: JSON.stringify({ undergraduate: true, master: false, doctorate: false, credentials: false }),
    Grade_Level: JSON.stringify({
      freshman: false,
      sophomore: false,
      junior: true,
      senior: true,
      college_level: false,
      above_all: false,
    }),
    Speciality: JSON.stringify({ math: true }),
    ...overrides,
  };
}

/** A complete, valid body for POST /api/student/ (a fresh email each call); Assign_Teachers must name a teacher of the client. */
export function studentPayload(teacherFirstName: string, overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    Student_First_Name: `Student${n}`,
    Student_Last_Name: 'Tester',
    email: `student.payload${n}@school.org`,
    password: 'secret123',
    confirm_password: 'secret123',
    Student_Mobile: '555-010-3001',
    City: 'Springfield',
    State: 'Illinois',
    Zip_Code: '62701',
    Grade_Level: 'Grade 11',
    GAP: '3.5',
    Enroll_Program: JSON.stringify(['SAT', 'Warmup']),
    Assign_Teachers: teacherFirstName,
    ...overrides,
  };
}

/** A warm-up set (test_type Warmup, course 6) with its equations, stored as the demo stores them. */
export async function createWarmupSet(
  db: Db,
  opts: { name?: string; section_duration?: string; equations?: Array<[number, '+' | '-' | 'x' | '/', number]> } = {},
) {
  const n = next();
  const equations = opts.equations ?? [
    [12, '+', 7],
    [45, '-', 18],
    [6, 'x', 7],
    [56, '/', 8],
  ];
  const [set] = await db
    .insert(quizzes)
    .values({
      test_name: opts.name ?? `Warmup Set ${n}`,
      test_type: 'Warmup',
      course: 6,
      subject_category: 'Arithmetic',
      section_duration: opts.section_duration ?? '00:05:00',
      grade_level: 'Grade 5',
      test_level: 'Basic',
    })
    .returning();
  const solve = (a: number, op: string, b: number) =>
    op === '+' ? a + b : op === '-' ? a - b : op === 'x' ? a * b : a / b;
  const rows = equations.length
    ? await db
        .insert(warmups)
        .values(
          equations.map(([a, op, b]) => ({
            equation: `${a} ${op} ${b}`,
            answer: String(solve(a, op, b)),
            operand_one: String(a),
            operand_two: String(b),
            operator: op,
            set_no: set!.master_qnsbank_id,
          })),
        )
        .returning()
    : [];
  return { set: set!, warmups: rows };
}

/** A test (not a warm-up set) with `questionCount` bare questions. */
export async function createTest(
  db: Db,
  opts: { test_type?: string; course?: number; questionCount?: number; is_practice_test?: boolean; name?: string } = {},
) {
  const n = next();
  const [quiz] = await db
    .insert(quizzes)
    .values({
      test_name: opts.name ?? `Test ${n}`,
      test_type: opts.test_type ?? 'SAT',
      course: opts.course ?? 2,
      section: 'math',
      answer_type: 'A - H',
      is_practice_test: opts.is_practice_test ?? false,
    })
    .returning();
  const count = opts.questionCount ?? 1;
  if (count > 0) {
    await db.insert(questions).values(
      Array.from({ length: count }, (_, i) => ({
        master_qnsbank: quiz!.master_qnsbank_id,
        question_number: i + 1,
        question_text: `Question ${i + 1}`,
      })),
    );
  }
  return quiz!;
}

/** Grants tests and warm-up sets to a client, keyed by one of its admins' email. */
export async function grantToClient(
  db: Db,
  clientId: number,
  adminEmail: string,
  grant: { quizzes?: number[]; warmups?: number[] },
) {
  const [row] = await db
    .insert(assignedQuizzes)
    .values({
      client: clientId,
      clientname: adminEmail,
      quiz_ids: grant.quizzes ?? [],
      warmup_ids: grant.warmups ?? [],
    })
    .onConflictDoUpdate({
      target: assignedQuizzes.client,
      set: { quiz_ids: grant.quizzes ?? [], warmup_ids: grant.warmups ?? [] },
    })
    .returning();
  return row!;
}

/** A warm-up result as an admin's assignment makes it (the whole set unless questions are given). */
export async function createWarmupResult(
  db: Db,
  studentId: number,
  set: { master_qnsbank_id: number; test_name: string },
  questionIds: number[],
  overrides: Partial<typeof warmupResults.$inferInsert> = {},
) {
  const [row] = await db
    .insert(warmupResults)
    .values({
      warmup_set_no: set.master_qnsbank_id,
      student: studentId,
      assigned_questions: questionIds,
      total_qns: questionIds.length,
      test_name: set.test_name,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A test whose questions each have four options (A to D) with the key at `keys[i]` (0-based; 1, so
 * B, when not given), and worked steps; questions numbered from 1.
 */
export async function createKeyedTest(
  db: Db,
  opts: {
    questionCount?: number;
    keys?: number[];
    test_type?: string;
    answer_type?: string;
    section_duration?: string;
    name?: string;
  } = {},
) {
  const n = next();
  const count = opts.questionCount ?? opts.keys?.length ?? 4;
  const [quiz] = await db
    .insert(quizzes)
    .values({
      test_name: opts.name ?? `Keyed Test ${n}`,
      test_type: opts.test_type ?? 'SAT',
      course: 2,
      section: 'math',
      answer_type: opts.answer_type ?? 'A - H',
      section_duration: opts.section_duration ?? '00:10:00',
    })
    .returning();
  const quizId = quiz!.master_qnsbank_id;
  const rows = await db
    .insert(questions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        master_qnsbank: quizId,
        question_number: i + 1,
        question_text: `Question ${i + 1}`,
      })),
    )
    .returning();
  const options = await db
    .insert(answers)
    .values(
      rows.flatMap((q, i) =>
        ['first', 'second', 'third', 'fourth'].map((name, k) => ({
          name: `${name} of ${i + 1}`,
          isAnswer: k === (opts.keys?.[i] ?? 1),
          question: q.questionid,
          master_qnsbank: quizId,
        })),
      ),
    )
    .returning();
  await db
    .insert(steps)
    .values(rows.map((q, i) => ({ question: q.questionid, master_qnsbank: quizId, step1_text: `Step for ${i + 1}` })));
  const qs = rows.map((q, i) => {
    const own = options.filter((o) => o.question === q.questionid).sort((a, b) => a.answersid - b.answersid);
    return {
      id: q.questionid,
      number: i + 1,
      options: own.map((o) => o.answersid),
      key: own.find((o) => o.isAnswer)!.answersid,
    };
  });
  return { quiz: quiz!, questions: qs };
}
