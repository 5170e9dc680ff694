// Adding, changing and deleting one question (the Data Tool's QUESTIONS form), with its image.
import {
  AUTHORING_API_MESSAGES,
  removeImageFlagSchema,
  type QuestionSaved,
  questionAddSchema,
  questionUpdateSchema,
  said,
} from '@prep/domain';
import { contentEvent, questionLabel } from '../audit/content';
import { audit, changesOf } from '../audit/record';
import type { Db } from '../db/client';
import type { Form } from '../media/form';
import { notFound } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import { checkImage, dropUnusedImages, withSavedImages } from '../question-images/images';
import { badRequest } from '../plugins/errors';
import { assertKeysFit } from './answers';
import { deleteQuestion, insertQuestions, keyCount, stepsOf, updateQuestion } from './queries';
import { storedText } from './rich-text';
import { assertNumberFree, lockQuestionOfTest, numberGuard, writableQuiz } from './rules';
import type { MediaStore } from '../storage/storage';

const questionUpdatePartial = questionUpdateSchema.partial();

/** A question as its events name it. */
export const questionSubject = (q: { questionid: number; question_number: number; question_text: string }) => ({
  type: 'question',
  id: q.questionid,
  label: questionLabel(q),
});

export async function createQuestion(db: Db, media: MediaStore, form: Form): Promise<QuestionSaved> {
  const values = parseWith(questionAddSchema, form.fields);
  const image = checkImage('question_image', form.files.question_image);
  const row = await withSavedImages(media, { question_image: image }, (paths) =>
    numberGuard(
      db.transaction(async (tx) => {
        await writableQuiz(tx, values.master_qnsbank);
        await assertNumberFree(tx, values.master_qnsbank, values.question_number);
        const format = values.text_format ?? 'plain';
        const [inserted] = await insertQuestions(tx, [
          {
            ...values,
            text_format: format,
            question_text: storedText(format, values.question_text),
            question_complexity: String(values.question_complexity),
            question_image: paths.question_image ?? null,
          },
        ]);
        await audit(tx, contentEvent('question.created', questionSubject(inserted!), changesOf(null, inserted!)));
        return inserted!;
      }),
      () => values.question_number,
    ),
  );
  return { ...row, message: AUTHORING_API_MESSAGES.success };
}

/** Any subset of the fields; `question_image` replaces the image, `remove_image=true` clears it. */
export async function changeQuestion(db: Db, media: MediaStore, id: number, form: Form): Promise<QuestionSaved> {
  const values = parseWith(questionUpdatePartial, form.fields);
  const removeImage = parseWith(removeImageFlagSchema, form.fields.remove_image) ?? false;
  const image = checkImage('question_image', form.files.question_image);
  const { row, replaced } = await withSavedImages(media, { question_image: image }, (paths) =>
    numberGuard(
      db.transaction(async (tx) => {
        const existing = await lockQuestionOfTest(tx, id);
        if (!existing) throw notFound();
        if (values.master_qnsbank !== undefined && values.master_qnsbank !== existing.master_qnsbank) {
          const message = AUTHORING_API_MESSAGES.cannotMove;
          throw badRequest(message, { master_qnsbank: [message] });
        }
        if (values.question_number !== undefined && values.question_number !== existing.question_number) {
          await assertNumberFree(tx, existing.master_qnsbank, values.question_number, id);
        }
        if (values.question_type !== undefined) {
          assertKeysFit(values.question_type, await keyCount(tx, id), 'question_type');
        }
        const imagePath = paths.question_image ?? (removeImage ? null : existing.question_image);
        const { master_qnsbank: _test, question_complexity, ...rest } = values;
        const format = values.text_format ?? existing.text_format;
        // A question turned to html has its stored text sanitised too, not only a text sent along.
        const text = values.question_text ?? (format !== existing.text_format ? existing.question_text : undefined);
        const row = await updateQuestion(tx, id, {
          ...rest,
          ...(text === undefined ? {} : { question_text: storedText(format, text) }),
          ...(question_complexity === undefined ? {} : { question_complexity: String(question_complexity) }),
          question_image: imagePath,
          // A header written over the one an import made is the author's own: no longer marked.
          ...(values.question_header !== undefined && values.question_header !== existing.question_header
            ? { header_number: null }
            : {}),
        });
        await audit(tx, contentEvent('question.updated', questionSubject(existing), changesOf(existing, row)));
        return { row, replaced: existing.question_image !== imagePath ? existing.question_image : null };
      }),
      () => values.question_number,
    ),
  );
  await dropUnusedImages(db, media, [replaced]);
  return { ...row, message: AUTHORING_API_MESSAGES.success };
}

/** Deletes a question with its options, steps and videos; then the images only it named. */
export async function removeQuestion(db: Db, media: MediaStore, id: number) {
  const { number, images } = await db.transaction(async (tx) => {
    const existing = await lockQuestionOfTest(tx, id);
    if (!existing) throw notFound();
    const steps = await stepsOf(tx, id);
    await deleteQuestion(tx, id);
    await audit(tx, contentEvent('question.deleted', questionSubject(existing), changesOf(existing, null)));
    const stepImages = steps ? [steps.step1_image, steps.step2_image, steps.step3_image, steps.step4_image] : [];
    return { number: existing.question_number, images: [existing.question_image, ...stepImages] };
  });
  await dropUnusedImages(db, media, images);
  return { ...said(AUTHORING_API_MESSAGES.questionDeleted(number)), questionid: id };
}
