// A question's answer options and key. The whole-question save replaces every option and the key in one
// transaction (the legacy one call per option could leave half a key). Options keep their ids by position,
// so a student's saved choice (an answer id) still names the same option after an edit.
import {
  AUTHORING_API_MESSAGES,
  type AnswerUpdate,
  type AnswerView,
  type QuestionAnswers,
  type QuestionAnswersSaved,
} from '@prep/domain';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../plugins/errors';
import {
  type AnswerRow,
  answersOf,
  clearOtherKeys,
  deleteAnswers,
  findAnswer,
  insertAnswers,
  lockAnswer,
  updateAnswer,
} from './queries';
import { lockQuestionOfTest } from './rules';

export const answerView = (row: AnswerRow): AnswerView => ({ ...row });

export async function saveQuestionAnswers(db: Db, id: number, body: QuestionAnswers): Promise<QuestionAnswersSaved> {
  return db.transaction(async (tx) => {
    const question = await lockQuestionOfTest(tx, id);
    if (!question) throw notFound();
    const existing = await answersOf(tx, id);
    const wanted = body.options.map((name, i) => ({ name, isAnswer: i + 1 === body.key }));
    for (const [i, option] of wanted.entries()) {
      const current = existing[i];
      if (current && (current.name !== option.name || current.isAnswer !== option.isAnswer)) {
        await updateAnswer(tx, current.answersid, option);
      }
    }
    await insertAnswers(
      tx,
      wanted.slice(existing.length).map((option) => ({
        ...option,
        question: id,
        master_qnsbank: question.master_qnsbank,
      })),
    );
    await deleteAnswers(
      tx,
      existing.slice(wanted.length).map((a) => a.answersid),
    );
    const message = existing.length === 0 ? AUTHORING_API_MESSAGES.optionsAdded : AUTHORING_API_MESSAGES.optionsUpdated;
    return { message, answers: (await answersOf(tx, id)).map(answerView) };
  });
}

/**
 * One option (§7's PUT /quiz/answers/{id}/). Marking it right makes the question's other options wrong in
 * the same transaction, so a question never has two keys whatever order the calls come in.
 */
export async function changeAnswer(db: Db, id: number, body: AnswerUpdate) {
  const row = await db.transaction(async (tx) => {
    const found = await findAnswer(tx, id);
    if (!found) throw notFound();
    if (body.question !== found.question) {
      throw badRequest(AUTHORING_API_MESSAGES.otherQuestion, { question: [AUTHORING_API_MESSAGES.otherQuestion] });
    }
    // The test's and the question's locks first, as every other writer takes them, so no two writers wait
    // on each other; the option itself may have been deleted meanwhile.
    await lockQuestionOfTest(tx, found.question);
    if (!(await lockAnswer(tx, id))) throw notFound();
    if (body.isAnswer) await clearOtherKeys(tx, found.question, id);
    return updateAnswer(tx, id, { name: body.name, isAnswer: body.isAnswer });
  });
  return { ...answerView(row), message: AUTHORING_API_MESSAGES.optionsUpdated };
}
