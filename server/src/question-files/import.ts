// POST /quiz/quiz/{id}/import/: a whole file of questions (tags, GIFT, Aiken, QTI, JSON) into a test, with
// answers, steps and images, in ONE transaction: every question to import or none (a partial import leaves
// out the questions its reader refused, and says which).
import { contentEvent } from '../audit/content';
import { audit } from '../audit/record';
import type { AuditChanges } from '../db/schema/audit';
import {
  answerRowsOf,
  AUTHORING_API_MESSAGES,
  type BankQuestion,
  QUESTION_NUMBER_MAX,
  type QuestionFileImported,
  sanitizeRichText,
  stepsRecordOf,
  said,
} from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/unique';
import type { Form } from '../media/form';
import { badRequest } from '../plugins/errors';
import { withSavedImages } from '../question-images/images';
import { insertAnswers, insertQuestions, insertSteps, lastNumber, numbersOf } from '../questions/queries';
import { writableQuiz } from '../questions/rules';
import { imagesToStore, withStoredPaths } from './images';
import { importable, readImportForm, refusedSummary } from './preview';
import type { MediaStore } from '../storage/storage';

/**
 * Question numbers: as the file says for a JSON test file (none may be taken), else by position from 1
 * after the test's last number. None beyond 200.
 */
async function numbered(tx: Tx, quizId: number, questions: BankQuestion[], fromFile: boolean) {
  if (fromFile) {
    const taken = await numbersOf(tx, quizId);
    const clashes = questions.filter((q) => taken.has(q.question_number));
    if (clashes.length > 0) {
      const messages = clashes.map((q) => AUTHORING_API_MESSAGES.numberTaken(q.question_number));
      throw badRequest(messages[0]!, { file: messages });
    }
    return questions;
  }
  const last = await lastNumber(tx, quizId);
  if (last + questions.length > QUESTION_NUMBER_MAX) {
    const message = AUTHORING_API_MESSAGES.numbersBeyondMax(last, questions.length);
    throw badRequest(message, { file: [message] });
  }
  return questions.map((q, i) => ({ ...q, question_number: last + i + 1 }));
}

/**
 * An HTML question's texts sanitised once more here: the readers sanitise what they convert, and this keeps
 * the store safe whatever reader or caller comes next.
 */
function safeTexts(q: BankQuestion): BankQuestion {
  if (q.text_format !== 'html') return q;
  return {
    ...q,
    question_text: sanitizeRichText(q.question_text),
    options: q.options.map(sanitizeRichText),
    steps: q.steps.map(sanitizeRichText),
    ...(q.option_feedback ? { option_feedback: q.option_feedback.map(sanitizeRichText) } : {}),
  };
}

async function save(tx: Tx, quizId: number, questions: BankQuestion[]) {
  const rows = await insertQuestions(
    tx,
    questions.map((q) => ({
      master_qnsbank: quizId,
      question_number: q.question_number,
      question_complexity: String(q.question_complexity),
      question_type: q.question_type,
      question_header: q.question_header,
      header_number: q.header_number ?? null,
      question_text: q.question_text,
      question_image: q.question_image,
      text_format: q.text_format ?? 'plain',
    })),
  );
  // Numbers are unique in a test, so they pair each saved row with its question.
  const idOf = new Map(rows.map((r) => [r.question_number, r.questionid]));
  const ref = (q: BankQuestion) => ({ question: idOf.get(q.question_number)!, master_qnsbank: quizId });
  await insertAnswers(
    tx,
    questions.flatMap((q) => answerRowsOf(q).map((answer) => ({ ...answer, ...ref(q) }))),
  );
  await insertSteps(
    tx,
    questions.flatMap((q) => {
      const steps = stepsRecordOf(q);
      return steps ? [{ ...steps, ...ref(q) }] : [];
    }),
  );
}

export async function importQuestionFile(
  db: Db,
  media: MediaStore,
  quizId: number,
  form: Form,
): Promise<QuestionFileImported> {
  const read = readImportForm(form);
  const { parsed } = read;
  const chosen = importable(read).map(safeTexts);
  const images = await imagesToStore(media, chosen, parsed.assets);
  const testName = await withSavedImages(media, images, async (paths) => {
    try {
      return await db.transaction(async (tx) => {
        // The test stays locked to the end, so no other writer takes a number this import counted on.
        const quiz = await writableQuiz(tx, quizId, 'master_qnsbank');
        const questions = await numbered(tx, quizId, withStoredPaths(chosen, paths), parsed.numbered);
        await save(tx, quizId, questions);
        // One event for the import: what it added, counted (issue 28).
        const counts = {
          questions: [null, questions.length],
          options: [null, questions.reduce((n, q) => n + answerRowsOf(q).length, 0)],
          steps: [null, questions.filter((q) => stepsRecordOf(q)).length],
          refused: [null, read.allOrNothing === false ? parsed.refused.length : 0],
          format: [null, form.fields.format ?? ''],
        } satisfies AuditChanges;
        const subject = { type: 'test', id: quizId, label: quiz.test_name };
        await audit(tx, contentEvent('test.questions_imported', subject, counts));
        return quiz.test_name;
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw badRequest(AUTHORING_API_MESSAGES.numbersTakenMeanwhile);
      throw error;
    }
  });
  const message = said(AUTHORING_API_MESSAGES.questionsImported(testName));
  if (read.allOrNothing === false)
    return { ...message, count: chosen.length, refused: parsed.refused.map(refusedSummary) };
  return { ...message, count: chosen.length };
}
