// A question's worked steps (the Data Tool's STEPS form): five texts and four images, one row a question.
import {
  AUTHORING_API_MESSAGES,
  removeImageFlagSchema,
  requiredId,
  STEP_IMAGE_FIELDS,
  type StepsView,
  stepsSchema,
  stepsUpdateSchema,
} from '@prep/domain';
import { contentEvent, questionLabel } from '../audit/content';
import { audit, changesOf } from '../audit/record';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/unique';
import type { Form } from '../media/form';
import { badRequest, notFound } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import {
  type CheckedImage,
  checkImage,
  dropUnusedImages,
  IMAGE_RULE,
  withSavedImages,
} from '../question-images/images';
import { findSteps, insertSteps, lockSteps, type StepsRow, stepsOf, updateSteps } from './queries';
import { storedTexts } from './rich-text';
import { lockQuestionOfTest } from './rules';
import type { MediaStore } from '../storage/storage';

type StepImageField = (typeof STEP_IMAGE_FIELDS)[number];

export const STEP_IMAGE_RULES = Object.fromEntries(STEP_IMAGE_FIELDS.map((field) => [field, IMAGE_RULE]));

const STEP_TEXTS = ['step1_text', 'step2_text', 'step3_text', 'step4_text', 'step5_text'] as const;

const optionalTest = requiredId(AUTHORING_API_MESSAGES.otherTest).optional();

const stepsView = (row: StepsRow): StepsView => ({ ...row });

function stepImages(form: Form): Partial<Record<StepImageField, CheckedImage>> {
  const images: Partial<Record<StepImageField, CheckedImage>> = {};
  for (const field of STEP_IMAGE_FIELDS) {
    const image = checkImage(field, form.files[field]);
    if (image) images[field] = image;
  }
  return images;
}

/** A question's steps as their events name them: the question's label. */
const stepsSubject = (
  steps: { master_qnssteps_versionid: number },
  question: { question_number: number; question_text: string },
) => ({ type: 'steps', id: steps.master_qnssteps_versionid, label: questionLabel(question) });

const stepsExist = () =>
  badRequest(AUTHORING_API_MESSAGES.stepsExist, { question: [AUTHORING_API_MESSAGES.stepsExist] });

/** POST /quiz/steps/: the first steps of a question (a second is refused: update the first). */
export async function createSteps(db: Db, media: MediaStore, form: Form) {
  const values = parseWith(stepsSchema, form.fields);
  const testId = parseWith(optionalTest, form.fields.master_qnsbank);
  const images = stepImages(form);
  const row = await withSavedImages(media, images, async (paths) => {
    try {
      return await db.transaction(async (tx) => {
        const question = await lockQuestionOfTest(tx, values.question);
        if (!question) {
          throw badRequest(AUTHORING_API_MESSAGES.questionMissing, {
            question: [AUTHORING_API_MESSAGES.questionMissing],
          });
        }
        if (testId !== undefined && testId !== question.master_qnsbank) {
          throw badRequest(AUTHORING_API_MESSAGES.otherTest, { master_qnsbank: [AUTHORING_API_MESSAGES.otherTest] });
        }
        if (await stepsOf(tx, question.questionid)) throw stepsExist();
        const texts = storedTexts(question.text_format, values, STEP_TEXTS);
        const [inserted] = await insertSteps(tx, [
          { ...texts, ...paths, question: question.questionid, master_qnsbank: question.master_qnsbank },
        ]);
        await audit(tx, contentEvent('steps.created', stepsSubject(inserted!, question), changesOf(null, inserted!)));
        return inserted!;
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw stepsExist();
      throw error;
    }
  });
  return { ...stepsView(row), message: AUTHORING_API_MESSAGES.stepsAdded };
}

/**
 * PUT /quiz/steps/{id}/: the texts sent replace the stored ones; an image sent replaces its step's, and
 * `remove_stepN_image=true` clears it. section_code(_id) is always 1 and is not read.
 */
export async function changeSteps(db: Db, media: MediaStore, id: number, form: Form) {
  const values = parseWith(stepsUpdateSchema, form.fields);
  const removals = STEP_IMAGE_FIELDS.filter((field) =>
    parseWith(removeImageFlagSchema, form.fields[`remove_${field}`]),
  );
  const images = stepImages(form);
  const { row, replaced } = await withSavedImages(media, images, (paths) =>
    db.transaction(async (tx) => {
      const found = await findSteps(tx, id);
      if (!found) throw notFound();
      const owner = await lockQuestionOfTest(tx, found.question);
      const existing = await lockSteps(tx, id);
      if (!owner || !existing) throw notFound();
      const { question, ...sent } = values;
      const texts = storedTexts(owner.text_format, sent, STEP_TEXTS);
      if (question !== undefined && question !== existing.question) {
        throw badRequest(AUTHORING_API_MESSAGES.otherQuestion, { question: [AUTHORING_API_MESSAGES.otherQuestion] });
      }
      const imageValues: Partial<Record<StepImageField, string | null>> = {};
      const replaced: Array<string | null> = [];
      for (const field of STEP_IMAGE_FIELDS) {
        const next = paths[field] ?? (removals.includes(field) ? null : existing[field]);
        if (next !== existing[field]) {
          imageValues[field] = next;
          replaced.push(existing[field]);
        }
      }
      const changes = { ...texts, ...imageValues };
      const row = Object.keys(changes).length === 0 ? existing : await updateSteps(tx, id, changes);
      await audit(tx, contentEvent('steps.updated', stepsSubject(existing, owner), changesOf(existing, row)));
      return { row, replaced };
    }),
  );
  await dropUnusedImages(db, media, replaced);
  return { ...stepsView(row), message: AUTHORING_API_MESSAGES.stepsUpdated };
}
