// GET /quiz/quiz/{id}/export/: a test's questions as a GIFT file, a QTI 3.0 package, a JSON test file, an Aiken
// file or a tagged text file.
import {
  AUTHORING_API_MESSAGES,
  aikenSkipped,
  exportAiken,
  exportGift,
  exportQtiPackage,
  exportQuestionTags,
  exportTestJson,
  type ImportedQuestion,
  type QuestionExportFormat,
  questionFromRecords,
  WARMUP_COURSE_TYPE,
} from '@prep/domain';
import { eq } from 'drizzle-orm';
import { textFormats } from './formats';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { questions as questionsTable } from '../db/schema/index';
import { readMedia } from '../media/store';
import { badRequest, notFound } from '../plugins/errors';
import { isQuestionImagePath } from '../question-images/images';
import { nestedQuestions } from '../quizzes/nested';
import { findQuiz, quizView } from '../quizzes/queries';
import type { MediaStore } from '../storage/storage';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer;
  /** Aiken: the numbers of the check-box questions left out, for a header that says so. */
  skipped?: number[];
}

/** The images of this server the questions name, to travel inside a QTI package. */
async function localImages(media: MediaStore, questions: readonly ImportedQuestion[]) {
  const assets: Record<string, Uint8Array> = {};
  const references = new Set(questions.flatMap((q) => [q.question_image, ...q.step_images]));
  for (const reference of references) {
    if (!isQuestionImagePath(reference)) continue;
    const bytes = await readMedia(media, reference);
    if (bytes) assets[reference] = bytes;
  }
  return assets;
}

/** A file name from the test's name: letters, digits, dot, dash and underscore. */
const baseName = (testName: string) => testName.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'test';

export async function exportQuestionFile(
  db: Db,
  media: MediaStore,
  scope: Scope,
  quizId: number,
  format: QuestionExportFormat,
): Promise<ExportFile> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw notFound();
  const nested = await nestedQuestions(db, scope, eq(questionsTable.master_qnsbank, quizId));
  if (quiz.test_type === WARMUP_COURSE_TYPE || nested.length === 0) {
    throw badRequest(AUTHORING_API_MESSAGES.noQuestionsToExport);
  }
  const formats = await textFormats(db, quizId);
  const questions = nested.map((q) =>
    questionFromRecords(
      { ...q, text_format: formats.get(q.questionid) },
      q.answers.map((a) => ({ name: a.name, isAnswer: a.isAnswer === true, feedback: a.feedback ?? '' })),
      q.steps[0],
    ),
  );
  const name = baseName(quiz.test_name);
  if (format === 'gift') {
    return {
      filename: `${name}.txt`,
      contentType: 'text/plain; charset=utf-8',
      body: Buffer.from(exportGift(questions)),
    };
  }
  if (format === 'aiken') {
    const skipped = aikenSkipped(questions);
    if (skipped.length === questions.length) throw badRequest(AUTHORING_API_MESSAGES.noAikenQuestions);
    const body = Buffer.from(exportAiken(questions));
    return { filename: `${name}.aiken.txt`, contentType: 'text/plain; charset=utf-8', body, skipped };
  }
  if (format === 'tags') {
    const written = exportQuestionTags(questions);
    if (!written.ok) throw badRequest(AUTHORING_API_MESSAGES.notTagFormat, { format: written.errors });
    return { filename: `${name}.tags.txt`, contentType: 'text/plain; charset=utf-8', body: Buffer.from(written.text) };
  }
  if (format === 'qti') {
    const zip = exportQtiPackage(quiz, questions, { assets: await localImages(media, questions) });
    return { filename: `${name}.zip`, contentType: 'application/zip', body: Buffer.from(zip) };
  }
  return {
    filename: `${name}.json`,
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from(exportTestJson(quizView(quiz), questions)),
  };
}
