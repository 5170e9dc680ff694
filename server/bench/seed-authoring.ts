// Bench data for the authoring routes: a 200-question test, each question with 5 options (one right) and
// worked steps; empty tests to import into; and a 200-question tagged file as the Conversion Tool sends it.
import type { Db } from '../src/db/client';
import { answers, questions, quizzes, steps } from '../src/db/schema/index';

export const AUTHORING_QUESTIONS = 200;

export interface AuthoringBenchData {
  /** The 200-question test GET /quiz/quiz/{id}/ reads. */
  testId: number;
  /** Empty tests, one per import run. */
  importTestIds: number[];
}

const testValues = (name: string) => ({
  test_name: name,
  test_description: 'Bench',
  test_type: 'SAT',
  course: 2,
  section: 'math',
  answer_type: 'A - H',
  subject_category: 'Algebra',
  test_booklet_year: '2026',
});

export async function seedAuthoringBench(db: Db, importRuns: number): Promise<AuthoringBenchData> {
  const [test] = await db.insert(quizzes).values(testValues('Bench Test 200')).returning();
  const testId = test!.master_qnsbank_id;
  const rows = await db
    .insert(questions)
    .values(
      Array.from({ length: AUTHORING_QUESTIONS }, (_, i) => ({
        master_qnsbank: testId,
        question_number: i + 1,
        question_complexity: String((i % 2) + 1),
        question_header: `Question ${i + 1}`,
        question_text: `If $x + ${i} = ${2 * i + 3}$, what is the value of $x$? Choose the best answer below.`,
      })),
    )
    .returning({ id: questions.questionid });
  await db.insert(answers).values(
    rows.flatMap(({ id }, i) =>
      Array.from({ length: 5 }, (_, k) => ({
        name: `${i + 3 + k - 2}`,
        isAnswer: k === 2,
        question: id,
        master_qnsbank: testId,
      })),
    ),
  );
  await db.insert(steps).values(
    rows.map(({ id }, i) => ({
      question: id,
      master_qnsbank: testId,
      step1_text: `Subtract ${i} from both sides.`,
      step2_text: `x = ${2 * i + 3} - ${i} = ${i + 3}`,
      step3_text: 'So the answer is the third option.',
    })),
  );
  const empty = await db
    .insert(quizzes)
    .values(Array.from({ length: importRuns }, (_, i) => testValues(`Bench Import ${i + 1}`)))
    .returning({ id: quizzes.master_qnsbank_id });
  return { testId, importTestIds: empty.map((e) => e.id) };
}

/** A tagged file of `count` questions, each with four options, a key and two steps (§9's tag format). */
export function taggedFile(count: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<q>If x + ${i} = ${2 * i + 3}, what is the value of x?==${(i % 2) + 1}</q>\n` +
      `<a>${i + 1}&&${i + 2}&&${i + 3}&&${i + 4}==3</a>\n` +
      `<s>Subtract ${i} from both sides&&x = ${i + 3}==${i + 1}</s>\n`,
  ).join('\n');
}
