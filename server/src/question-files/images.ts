// Images an imported file brings. A QTI package carries them: each is checked like an uploaded image and
// stored. A JSON test file names them: a file of this server is copied, so every question owns its image
// and deleting one question never takes another's; addresses elsewhere are kept as they are. Tag, GIFT and
// Aiken references are kept as they are (the legacy import did the same).
import { AUTHORING_API_MESSAGES, type ImportedQuestion, IMAGE_MAX_BYTES } from '@prep/domain';
import { imageKind } from '../media/images';
import { readMedia } from '../media/store';
import { badRequest } from '../plugins/errors';
import { type CheckedImage, isQuestionImagePath } from '../question-images/images';
import type { MediaStore } from '../storage/storage';

const referencesOf = (q: ImportedQuestion) => [q.question_image, ...q.step_images].filter((r): r is string => !!r);

function checked(reference: string, data: Buffer): CheckedImage {
  const problem =
    data.length > IMAGE_MAX_BYTES
      ? AUTHORING_API_MESSAGES.imageTooLarge
      : imageKind(data)
        ? undefined
        : AUTHORING_API_MESSAGES.imageOnly;
  if (problem) throw badRequest(problem, { file: [`${reference}: ${problem}`] });
  return { data, kind: imageKind(data)! };
}

/** The images to store, by the reference the file's questions use. */
export async function imagesToStore(
  media: MediaStore,
  questions: readonly ImportedQuestion[],
  assets: Record<string, Uint8Array>,
): Promise<Record<string, CheckedImage>> {
  const images: Record<string, CheckedImage> = {};
  for (const reference of new Set(questions.flatMap(referencesOf))) {
    const packaged = assets[reference];
    if (packaged) {
      images[reference] = checked(reference, Buffer.from(packaged));
    } else if (isQuestionImagePath(reference)) {
      const bytes = await readMedia(media, reference);
      if (!bytes) {
        const message = AUTHORING_API_MESSAGES.imageNotHere(reference);
        throw badRequest(message, { file: [message] });
      }
      images[reference] = checked(reference, bytes);
    }
  }
  return images;
}

/** The questions with each stored image's reference replaced by its new path. */
export function withStoredPaths<Q extends ImportedQuestion>(
  questions: readonly Q[],
  paths: Partial<Record<string, string>>,
): Q[] {
  const path = (reference: string | null) => (reference === null ? null : (paths[reference] ?? reference));
  return questions.map((q) => ({
    ...q,
    question_image: path(q.question_image),
    step_images: q.step_images.map(path),
  }));
}
