// The three import routes of §7 for API users: question rows, then answer rows, then step rows, as the
// legacy Conversion Tool sent them. Each list is saved whole or not at all, and refuses rows of a test that
// does not exist or is a warm-up set, naming the row and field.
import {
  ANSWER_OPTIONS_MAX,
  AUTHORING_API_MESSAGES,
  type ImportAnswerRow,
  type ImportQuestionRow,
  type ImportStepsRow,
  WARMUP_COURSE_TYPE,
  type Text,
  said,
} from '@prep/domain';
import { contentEvent } from '../audit/content';
import { audit } from '../audit/record';
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { badRequest, type FieldTexts } from '../plugins/errors';
import {
  answerCounts,
  insertAnswers,
  insertQuestions,
  insertSteps,
  lockQuizzes,
  numbersOf,
  questionsWithSteps,
  questionsWithTests,
  testsOfQuestions,
} from '../questions/queries';
import { assertQuestionTest } from '../questions/rules';

type Problems = FieldTexts;

/** Throws the problems found, keyed by row and field (`answers.3.question`), the first as the message. */
function refuseIf(problems: Problems) {
  const first = Object.values(problems)[0]?.[0];
  if (first) throw badRequest(first, problems);
}

const add = (problems: Problems, field: string, message: Text) => {
  (problems[field] ??= []).push(message);
};

export async function importQuestionRows(db: Db, rows: ImportQuestionRow[]) {
  try {
    return await db.transaction(async (tx) => {
      const testIds = [...new Set(rows.map((r) => r.master_qnsbank))];
      const tests = new Map((await lockQuizzes(tx, testIds)).map((q) => [q.id, q]));
      const problems: Problems = {};
      const used = new Map<number, Set<number>>();
      for (const id of testIds) if (tests.has(id)) used.set(id, await numbersOf(tx, id));
      rows.forEach((row, i) => {
        try {
          assertQuestionTest(tests.get(row.master_qnsbank), 'master_qnsbank');
        } catch (error) {
          const message = (error as Error).message;
          add(problems, `questions.${i}.master_qnsbank`, message);
          return;
        }
        const numbers = used.get(row.master_qnsbank)!;
        if (numbers.has(row.question_number)) {
          add(problems, `questions.${i}.question_number`, AUTHORING_API_MESSAGES.numberTaken(row.question_number));
        }
        numbers.add(row.question_number);
      });
      refuseIf(problems);
      const saved = await insertQuestions(
        tx,
        rows.map((row) => ({
          ...row,
          question_complexity: String(row.question_complexity),
          question_image: row.question_image ?? null,
        })),
      );
      // One event a test: how many questions it was given, and their numbers.
      await audit(
        tx,
        testIds.map((id) => {
          const numbers = rows.filter((r) => r.master_qnsbank === id).map((r) => r.question_number);
          const subject = { type: 'test', id, label: tests.get(id)!.test_name };
          return contentEvent('test.questions_imported', subject, {
            questions: [null, numbers.length],
            question_numbers: [null, numbers],
          });
        }),
      );
      const names = testIds.map((id) => tests.get(id)!.test_name).join(', ');
      return { ...said(AUTHORING_API_MESSAGES.questionsImported(names)), questions: saved };
    });
  } catch (error) {
    // Another writer took a number between the check and the insert.
    if (uniqueViolation(error) !== undefined) throw badRequest(AUTHORING_API_MESSAGES.numbersTakenMeanwhile);
    throw error;
  }
}

/** Checks the rows' questions: they exist, belong to the row's test, and that test may hold questions. */
async function rowQuestions(
  tx: Tx,
  list: string,
  rows: ReadonlyArray<{ question: number; master_qnsbank: number }>,
  problems: Problems,
) {
  const ids = [...new Set(rows.map((r) => r.question))];
  // The tests first, as every writer of questions takes them (see lockQuiz).
  await lockQuizzes(tx, await testsOfQuestions(tx, ids));
  const found = new Map((await questionsWithTests(tx, ids)).map((q) => [q.questionid, q]));
  rows.forEach((row, i) => {
    const question = found.get(row.question);
    if (!question) add(problems, `${list}.${i}.question`, AUTHORING_API_MESSAGES.questionMissing);
    else if (question.master_qnsbank !== row.master_qnsbank)
      add(problems, `${list}.${i}.master_qnsbank`, AUTHORING_API_MESSAGES.otherTest);
    else if (question.test_type === WARMUP_COURSE_TYPE)
      add(problems, `${list}.${i}.master_qnsbank`, AUTHORING_API_MESSAGES.warmupSet);
  });
  return found;
}

/**
 * The answer import's events: each question's options added, and its key's change (before: none, as a
 * question with a key is refused a second) where a row is its right option.
 */
function importedOptionEvents(
  rows: readonly ImportAnswerRow[],
  found: Map<number, { question_number: number }>,
  counts: Map<number, { options: number }>,
) {
  return [...new Set(rows.map((r) => r.question))].flatMap((id) => {
    const subject = { type: 'question', id, label: `Question ${found.get(id)?.question_number ?? id}` };
    const before = counts.get(id)?.options ?? 0;
    const added = rows.filter((r) => r.question === id);
    const keys = added.flatMap((r, i) => (r.isAnswer ? [`${before + i + 1}: ${r.name.slice(0, 60)}`] : []));
    const options = contentEvent('question.options_imported', subject, {
      options: [null, added.map((r) => r.name)],
    });
    return keys.length === 0
      ? [options]
      : [options, contentEvent('question.key_changed', subject, { key: ['', keys.join('; ')] })];
  });
}

export async function importAnswerRows(db: Db, rows: ImportAnswerRow[]) {
  return db.transaction(async (tx) => {
    const problems: Problems = {};
    const found = await rowQuestions(tx, 'answers', rows, problems);
    const counts = new Map((await answerCounts(tx, [...found.keys()])).map((c) => [c.question, c]));
    const totals = new Map<number, { options: number; keys: number; row: number }>();
    rows.forEach((row, i) => {
      const current = totals.get(row.question) ?? {
        options: counts.get(row.question)?.options ?? 0,
        keys: counts.get(row.question)?.keys ?? 0,
        row: i,
      };
      current.options += 1;
      if (row.isAnswer) current.keys += 1;
      current.row = i;
      totals.set(row.question, current);
    });
    for (const [questionId, total] of totals) {
      const question = found.get(questionId);
      if (!question) continue;
      if (total.options > ANSWER_OPTIONS_MAX)
        add(problems, `answers.${total.row}.question`, AUTHORING_API_MESSAGES.optionsTotal(question.question_number));
      if (total.keys > 1)
        add(problems, `answers.${total.row}.isAnswer`, AUTHORING_API_MESSAGES.twoKeys(question.question_number));
    }
    refuseIf(problems);
    const saved = await insertAnswers(tx, rows);
    await audit(tx, importedOptionEvents(rows, found, counts));
    return { message: AUTHORING_API_MESSAGES.answersImported, answers: saved };
  });
}

export async function importStepRows(db: Db, rows: ImportStepsRow[]) {
  try {
    return await db.transaction(async (tx) => {
      const problems: Problems = {};
      const found = await rowQuestions(tx, 'steps', rows, problems);
      const withSteps = await questionsWithSteps(tx, [...found.keys()]);
      rows.forEach((row, i) => {
        if (withSteps.has(row.question)) add(problems, `steps.${i}.question`, AUTHORING_API_MESSAGES.stepsExist);
        withSteps.add(row.question);
      });
      refuseIf(problems);
      const saved = await insertSteps(tx, rows);
      await audit(
        tx,
        saved.map((steps) => {
          const label = `Question ${found.get(steps.question)?.question_number ?? steps.question}`;
          return contentEvent('steps.created', { type: 'steps', id: steps.master_qnssteps_versionid, label });
        }),
      );
      return { message: AUTHORING_API_MESSAGES.stepsImported, steps: saved };
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw badRequest(AUTHORING_API_MESSAGES.stepsExist);
    throw error;
  }
}
