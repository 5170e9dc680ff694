// A question's answer options and key. The whole-question save replaces every option and the key in one
// transaction (the legacy one call per option could leave half a key). Options keep their ids by position,
// so a student's saved choice (an answer id) still names the same option after an edit.
import {
  AUTHORING_API_MESSAGES,
  type AnswerUpdate,
  type AnswerView,
  isCheckBoxQuestion,
  type QuestionAnswers,
  type QuestionAnswersSaved,
} from '@prep/domain';
import { audit, changesOf } from '../audit/record';
import { contentEvent, optionEvents, questionLabel } from '../audit/content';
import { nothingChanged } from '../audit/plugin';
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
import { storedText } from './rich-text';
import { lockQuestionOfTest } from './rules';

export const answerView = (row: AnswerRow): AnswerView => ({ ...row });

/** A multiple-choice question has exactly one key; a check-box question one or more. */
export function assertKeysFit(questionType: string, keyCount: number, field: string) {
  if (keyCount > 1 && !isCheckBoxQuestion({ question_type: questionType })) {
    throw badRequest(AUTHORING_API_MESSAGES.oneKey, { [field]: [AUTHORING_API_MESSAGES.oneKey] });
  }
}

export async function saveQuestionAnswers(db: Db, id: number, body: QuestionAnswers): Promise<QuestionAnswersSaved> {
  return db.transaction(async (tx) => {
    const question = await lockQuestionOfTest(tx, id);
    if (!question) throw notFound();
    assertKeysFit(question.question_type, body.keys.length, 'key');
    const existing = await answersOf(tx, id);
    const keys = new Set(body.keys);
    const format = question.text_format;
    const wanted = body.options.map((name, i) => ({ name: storedText(format, name), isAnswer: keys.has(i + 1) }));
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
    const saved = await answersOf(tx, id);
    // The options and the key, before and after (the key's own event when it changed); nothing when alike.
    const events = optionEvents(question, existing, saved);
    if (events.length === 0) nothingChanged();
    await audit(tx, events);
    return { message, answers: saved.map(answerView) };
  });
}

/**
 * One option (§7's PUT /quiz/answers/{id}/). Marking it right makes a multiple-choice question's other
 * options wrong in the same transaction, so such a question never has two keys whatever order the calls
 * come in; a check-box question keeps its other keys.
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
    const question = await lockQuestionOfTest(tx, found.question);
    if (!question || !(await lockAnswer(tx, id))) throw notFound();
    const before = await answersOf(tx, found.question);
    if (body.isAnswer && !isCheckBoxQuestion(question)) await clearOtherKeys(tx, found.question, id);
    const row = await updateAnswer(tx, id, {
      name: storedText(question.text_format, body.name),
      isAnswer: body.isAnswer,
    });
    // This option's own change, and the key's when which option is right changed (it may clear another's).
    const after = before.map((option) =>
      option.answersid === id
        ? row
        : { ...option, isAnswer: option.isAnswer && (isCheckBoxQuestion(question) || !body.isAnswer) },
    );
    const was = before.find((option) => option.answersid === id) ?? found;
    const label = `${questionLabel(question)} — ${row.name.slice(0, 60)}`;
    const own = contentEvent(
      'answer.updated',
      { type: 'answer', id, label },
      changesOf(was, row, ['name', 'isAnswer']),
    );
    await audit(tx, [own, ...optionEvents(question, before, after).filter((e) => e.action === 'question.key_changed')]);
    return row;
  });
  return { ...answerView(row), message: AUTHORING_API_MESSAGES.optionsUpdated };
}
