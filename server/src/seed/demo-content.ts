// The demo's content, made through the services an author and the super admin use: tests created and
// filled by the test-file import, warm-up sets by the warm-up import, everything granted to the demo
// client. Step videos have no authoring service yet, so they are stored directly.
import {
  exportTestJson,
  importWarmupRowSchema,
  quizBodySchema,
  assignQuizToClientSchema,
  type ImportedQuestion,
} from '@prep/domain';
import type { Db } from '../db/client';
import { questions as questionsTable, stepVideos } from '../db/schema/index';
import { createGrant } from '../grants/service';
import { importQuestionFile } from '../question-files/import';
import { createQuiz } from '../quizzes/service';
import { importWarmups } from '../warmups/service';
import { type DemoTest, MATH_1, MATH_2 } from './demo-tests';
import { QUICK_CHECK, READING_1 } from './demo-tests-2';
import { eq } from 'drizzle-orm';
import type { MediaStore } from '../storage/storage';

type Operator = '+' | '-' | 'x' | '/';

/** Twenty mixed equations (the first set, which the warm-up end-to-end test works from). */
const SET_1: Array<[number, Operator, number]> = [
  [12, '+', 7],
  [45, '-', 18],
  [6, 'x', 7],
  [56, '/', 8],
  [23, '+', 19],
  [90, '-', 37],
  [9, 'x', 8],
  [81, '/', 9],
  [34, '+', 48],
  [72, '-', 29],
  [12, 'x', 11],
  [144, '/', 12],
  [58, '+', 67],
  [100, '-', 45],
  [7, 'x', 13],
  [96, '/', 6],
  [125, '+', 275],
  [63, '-', 64],
  [15, 'x', 15],
  [225, '/', 15],
];
/** Times tables from 6 to 12. */
const SET_2: Array<[number, Operator, number]> = [
  [6, 'x', 7],
  [8, 'x', 6],
  [7, 'x', 9],
  [12, 'x', 8],
  [9, 'x', 6],
  [11, 'x', 12],
  [8, 'x', 7],
  [6, 'x', 12],
  [9, 'x', 9],
  [7, 'x', 11],
  [12, 'x', 12],
  [8, 'x', 9],
];
/** Division facts. */
const SET_3: Array<[number, Operator, number]> = [
  [72, '/', 8],
  [63, '/', 7],
  [84, '/', 12],
  [54, '/', 9],
  [96, '/', 8],
  [121, '/', 11],
  [48, '/', 6],
  [132, '/', 12],
  [81, '/', 9],
  [56, '/', 7],
];

export const solve = (a: number, op: Operator, b: number) =>
  op === '+' ? a + b : op === '-' ? a - b : op === 'x' ? a * b : a / b;

export interface DemoContent {
  tests: { math1: number; math2: number; reading1: number; quickCheck: number };
  sets: { set1: number; set2: number; set3: number };
}

function asImported(demo: DemoTest): ImportedQuestion[] {
  return demo.questions.map(([header, text, options, key, steps], i) => ({
    question_number: i + 1,
    question_complexity: (i % 3) + 1,
    question_type: 'multiple choice',
    question_header: header,
    question_text: text,
    question_image: null,
    options,
    key,
    steps,
    step_images: [],
  }));
}

/** A test as an author makes it: Create Test, then the import of its questions as a test file. */
async function addTest(db: Db, media: MediaStore, demo: DemoTest): Promise<number> {
  const quiz = await createQuiz(db, quizBodySchema.parse(demo.test));
  const file = exportTestJson(quiz, asImported(demo));
  await importQuestionFile(db, media, quiz.master_qnsbank_id, {
    fields: { format: 'json' },
    files: { file: { filename: 'test.json', mimetype: 'application/json', data: Buffer.from(file) } },
  });
  return quiz.master_qnsbank_id;
}

async function addWarmupSet(db: Db, name: string, description: string, equations: typeof SET_1): Promise<number> {
  const set = await createQuiz(
    db,
    quizBodySchema.parse({
      test_name: name,
      test_description: description,
      test_type: 'Warmup',
      subject_category: 'Arithmetic',
      section_duration: '00:05:00',
      grade_level: 'Grade 5',
      test_level: 'Basic',
      test_lang_type: 'English',
    }),
  );
  await importWarmups(
    db,
    equations.map(([a, op, b]) =>
      importWarmupRowSchema.parse({
        equation: `${a} ${op} ${b}`,
        operand_one: String(a),
        operand_two: String(b),
        operator: op,
        answer: String(solve(a, op, b)),
        set_no: set.master_qnsbank_id,
      }),
    ),
  );
  return set.master_qnsbank_id;
}

/** Step videos of the first questions of a test: a general one, and one of the demo client's own. */
async function addStepVideos(db: Db, quizId: number, clientId: number) {
  const [first, second] = await db
    .select({ id: questionsTable.questionid })
    .from(questionsTable)
    .where(eq(questionsTable.master_qnsbank, quizId))
    .orderBy(questionsTable.question_number)
    .limit(2);
  const video = 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4';
  const rows = [first, second].flatMap((q) =>
    q
      ? [
          { question: q.id, master_qnsbank: quizId, urls: [video] },
          { question: q.id, master_qnsbank: quizId, urls: [video], client_admin: clientId },
        ]
      : [],
  );
  if (rows.length > 0) await db.insert(stepVideos).values(rows);
}

/** The demo test bank and warm-up sets, granted to the demo client (keyed by its admin's email). */
export async function loadDemoContent(db: Db, media: MediaStore, clientId: number, adminEmail: string) {
  const tests = {
    math1: await addTest(db, media, MATH_1),
    math2: await addTest(db, media, MATH_2),
    reading1: await addTest(db, media, READING_1),
    quickCheck: await addTest(db, media, QUICK_CHECK),
  };
  const sets = {
    set1: await addWarmupSet(db, 'Warmup Set 1', 'Twenty mixed arithmetic equations', SET_1),
    set2: await addWarmupSet(db, 'Warmup Set 2', 'Times tables from 6 to 12', SET_2),
    set3: await addWarmupSet(db, 'Warmup Set 3', 'Division facts', SET_3),
  };
  await addStepVideos(db, tests.math1, clientId);
  await createGrant(
    db,
    assignQuizToClientSchema.parse({
      clientname: adminEmail,
      assignedquiz: Object.values(tests),
      assigned_warmup: Object.values(sets),
    }),
  );
  return { tests, sets } satisfies DemoContent;
}
