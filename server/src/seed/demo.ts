import { count } from 'drizzle-orm';
import { WARMUP_COURSE_ID } from '@prep/domain';
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
  warmups,
} from '../db/schema/index';
import { hashPassword } from '../auth/passwords';

export const DEMO = {
  licenseKey: 'DEMO-ACAD-2026-KEY1',
  admin: { email: 'admin@demoacademy.com', password: 'admin1234' },
  studentPassword: 'student123',
  students: [
    ['Asha', 'Kumar'],
    ['Ben', 'Carter'],
    ['Chloe', 'Davis'],
    ['Diego', 'Evans'],
    ['Emma', 'Foster'],
  ],
} as const;

export const demoStudentEmail = (index: number) => `student${index + 1}@demoacademy.com`;

const SAT_QUESTIONS: Array<{ text: string; options: [string, string, string, string]; correct: number; steps: string[] }> = [
  { text: 'If 3x + 5 = 20, what is x?', options: ['3', '5', '15', '25/3'], correct: 1, steps: ['3x = 20 - 5 = 15', 'x = 15 / 3', 'x = 5'] },
  { text: 'What is 15% of 80?', options: ['8', '10', '12', '15'], correct: 2, steps: ['15% = 0.15', '0.15 × 80 = 12'] },
  { text: 'A rectangle has sides 4 and 9. What is its area?', options: ['13', '26', '36', '40'], correct: 2, steps: ['Area = length × width', '4 × 9 = 36'] },
  { text: 'Solve for y: 2y - 7 = 9.', options: ['1', '8', '9', '16'], correct: 1, steps: ['2y = 9 + 7 = 16', 'y = 8'] },
  { text: 'What is the slope of the line y = -2x + 3?', options: ['-2', '2', '3', '-3'], correct: 0, steps: ['y = mx + b has slope m', 'm = -2'] },
  { text: 'If f(x) = x² + 1, what is f(3)?', options: ['7', '9', '10', '12'], correct: 2, steps: ['f(3) = 3² + 1', '= 9 + 1 = 10'] },
  { text: 'The mean of 4, 8 and 12 is', options: ['6', '8', '10', '12'], correct: 1, steps: ['Sum = 4 + 8 + 12 = 24', 'Mean = 24 / 3 = 8'] },
  { text: 'Which is equal to (x + 2)(x - 2)?', options: ['x² - 4', 'x² + 4', 'x² - 4x + 4', 'x² + 4x - 4'], correct: 0, steps: ['Difference of squares: (a + b)(a - b) = a² - b²', '= x² - 4'] },
  { text: 'A circle has radius 3. What is its circumference?', options: ['3π', '6π', '9π', '12π'], correct: 1, steps: ['C = 2πr', '= 2π × 3 = 6π'] },
  { text: 'If 4 pens cost $6, how much do 10 pens cost?', options: ['$12', '$15', '$18', '$24'], correct: 1, steps: ['One pen costs 6 / 4 = $1.50', '10 × 1.50 = $15'] },
];

/** Twenty warm-up equations: left side, operator and answer. */
const WARMUP_EQUATIONS: Array<[number, '+' | '-' | 'x' | '/', number]> = [
  [12, '+', 7], [45, '-', 18], [6, 'x', 7], [56, '/', 8], [23, '+', 19], [90, '-', 37], [9, 'x', 8], [81, '/', 9],
  [34, '+', 48], [72, '-', 29], [12, 'x', 11], [144, '/', 12], [58, '+', 67], [100, '-', 45], [7, 'x', 13],
  [96, '/', 6], [125, '+', 275], [63, '-', 64], [15, 'x', 15], [225, '/', 15],
];

function solve(a: number, op: string, b: number): number {
  if (op === '+') return a + b;
  if (op === '-') return a - b;
  if (op === 'x') return a * b;
  return a / b;
}

/** Loads the demo organisation and content, once, on an empty database. Returns false when data already exists. */
export async function loadDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(clients);
  if ((existing?.n ?? 0) > 0) return false;
  const [adminHash, studentHash] = await Promise.all([hashPassword(DEMO.admin.password), hashPassword(DEMO.studentPassword)]);

  await db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        ClientName: 'Demo Academy',
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'info@demoacademy.com',
        mobile: '555-010-1000',
        persion: 'Alan Turing',
        mobile1: '555-010-1001',
        license_key: DEMO.licenseKey,
        address: '100 Main Street',
        city: 'Springfield',
        state: 'Illinois',
        zipcode: '62701',
        country: 'USA',
        header_color: '#1c3f94',
        navbar_color: '#2b5cd6',
        button_color: '#e8590c',
        textbox_color: '#ffffff',
        footer_content: 'Demo Academy · 100 Main Street, Springfield',
        contact_url: 'info@demoacademy.com',
        show_result: true,
        give_personalized: true,
        enable_dashboard_token: true,
        personzlized_test_count: 2,
        personzlized_warmup_count: 2,
      })
      .returning({ id: clients.client_id });
    const clientId = client!.id;

    await tx.insert(clientAdmins).values({
      client: clientId,
      FirstName: 'Grace',
      LastName: 'Hopper',
      email: DEMO.admin.email,
      license_key: DEMO.licenseKey,
      passwordHash: adminHash,
    });

    const degrees = JSON.stringify({ undergraduate: true, master: true, doctorate: false, credentials: false });
    const grades = JSON.stringify({ freshman: false, sophomore: false, junior: true, senior: true, college_level: false, above_all: false });
    await tx.insert(teachers).values([
      { client: clientId, Prefix: 'Ms', First_Name: 'Maria', Last_Name: 'Lopez', Email: 'maria.lopez@demoacademy.com', Mobile: '555-010-2001', City: 'Springfield', State: 'Illinois', Zip_Code: '62701', High_Degree_Completed: degrees, Grade_Level: grades, Speciality: JSON.stringify({ math: true }) },
      { client: clientId, Prefix: 'Mr.', First_Name: 'James', Last_Name: 'Chen', Email: 'james.chen@demoacademy.com', Mobile: '555-010-2002', City: 'Springfield', State: 'Illinois', Zip_Code: '62701', High_Degree_Completed: degrees, Grade_Level: grades, Speciality: JSON.stringify({ english: true }) },
    ]);

    await tx.insert(students).values(
      DEMO.students.map(([first, last], i) => ({
        client: clientId,
        Student_First_Name: first,
        Student_Last_Name: last,
        email: demoStudentEmail(i),
        passwordHash: studentHash,
        Student_Mobile: `555-010-30${String(i + 1).padStart(2, '0')}`,
        City: 'Springfield',
        State: 'Illinois',
        Zip_Code: '62701',
        Grade_Level: 'Grade 11',
        Enroll_Program: JSON.stringify(['SAT', 'Warmup']),
        Assign_Teachers: i % 2 === 0 ? 'Maria' : 'James',
      })),
    );

    const [sat] = await tx
      .insert(quizzes)
      .values({
        test_name: 'SAT Practice Test 1',
        test_description: 'Ten mixed SAT math questions',
        section: 'math',
        answer_type: 'A - H',
        test_type: 'SAT',
        course: 2,
        subject_category: 'Algebra',
        section_duration: '00:25:00',
        test_booklet_year: '2026',
        test_lang_type: 'English',
      })
      .returning({ id: quizzes.master_qnsbank_id });
    const satId = sat!.id;
    const questionRows = await tx
      .insert(questions)
      .values(
        SAT_QUESTIONS.map((q, i) => ({
          master_qnsbank: satId,
          question_number: i + 1,
          question_complexity: String((i % 2) + 1),
          question_type: 'multiple choice',
          question_header: `Question ${i + 1}`,
          question_text: q.text,
        })),
      )
      .returning({ id: questions.questionid });
    await tx.insert(answers).values(
      SAT_QUESTIONS.flatMap((q, i) =>
        q.options.map((name, k) => ({ name, isAnswer: k === q.correct, question: questionRows[i]!.id, master_qnsbank: satId })),
      ),
    );
    await tx.insert(steps).values(
      SAT_QUESTIONS.map((q, i) => ({
        question: questionRows[i]!.id,
        master_qnsbank: satId,
        step1_text: q.steps[0] ?? '',
        step2_text: q.steps[1] ?? '',
        step3_text: q.steps[2] ?? '',
      })),
    );

    const [warmupSet] = await tx
      .insert(quizzes)
      .values({
        test_name: 'Warmup Set 1',
        test_description: 'Twenty mixed arithmetic equations',
        test_type: 'Warmup',
        course: WARMUP_COURSE_ID,
        subject_category: 'Arithmetic',
        section_duration: '00:05:00',
        grade_level: 'Grade 5',
        test_level: 'Basic',
        test_lang_type: 'English',
      })
      .returning({ id: quizzes.master_qnsbank_id });
    const setId = warmupSet!.id;
    await tx.insert(warmups).values(
      WARMUP_EQUATIONS.map(([a, op, b]) => ({
        equation: `${a} ${op} ${b}`,
        answer: String(solve(a, op, b)),
        operand_one: String(a),
        operand_two: String(b),
        operator: op,
        set_no: setId,
      })),
    );

    await tx.insert(assignedQuizzes).values({
      client: clientId,
      clientname: DEMO.admin.email,
      assignedquiz: JSON.stringify([satId]),
      assigned_warmup: [setId],
    });
  });
  return true;
}
