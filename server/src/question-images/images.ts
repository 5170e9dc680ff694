// Question and step images: checked by their bytes (png, jpeg, gif, webp; never SVG, which can carry scripts
// and would be served from this origin), at most 1,000,000 bytes, saved with the media store, and deleted once
// no question or step names them.
import { AUTHORING_API_MESSAGES, IMAGE_MAX_BYTES } from '@prep/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type FileRule, type Form, readForm, type UploadedFile } from '../media/form';
import { type ImageKind, imageKind } from '../media/images';
import { isMediaPath, removeMedia, saveMedia } from '../media/store';
import { badRequest, HttpError } from '../plugins/errors';
import { imagesInUse } from './queries';
import type { MediaStore } from '../storage/storage';

export const IMAGE_RULE: FileRule = { maxBytes: IMAGE_MAX_BYTES, tooLarge: AUTHORING_API_MESSAGES.imageTooLarge };

export interface CheckedImage {
  data: Buffer;
  kind: ImageKind;
}

/**
 * A multipart form (or JSON body) with the named file fields. A file over its limit answers 400 with the
 * field's message, like every other refused field of these forms.
 */
export async function readLimitedForm(request: FastifyRequest, fileRules: Record<string, FileRule>): Promise<Form> {
  try {
    return await readForm(request, fileRules);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw badRequest(error.message, error.extra.fields);
    throw error;
  }
}

/** Checks image bytes by their magic number and size; `field` names the form field in the refusal. */
export function checkImageBytes(field: string, data: Buffer): CheckedImage {
  if (data.length > IMAGE_MAX_BYTES) {
    throw badRequest(AUTHORING_API_MESSAGES.imageTooLarge, { [field]: [AUTHORING_API_MESSAGES.imageTooLarge] });
  }
  const kind = imageKind(data);
  if (!kind) throw badRequest(AUTHORING_API_MESSAGES.imageOnly, { [field]: [AUTHORING_API_MESSAGES.imageOnly] });
  return { data, kind };
}

export function checkImage(field: string, file: UploadedFile | undefined): CheckedImage | undefined {
  return file ? checkImageBytes(field, file.data) : undefined;
}

/** A path this server saved a question or step image under (so it may read, copy and delete it). */
export const isQuestionImagePath = (path: string | null | undefined): path is string =>
  !!path && path.startsWith('/media/questions/') && isMediaPath(path);

/**
 * Saves the images, runs `write` with their paths, and deletes the files again when `write` fails, so a
 * refused request leaves no file behind.
 */
export async function withSavedImages<K extends string, T>(
  media: MediaStore,
  images: Partial<Record<K, CheckedImage>>,
  write: (paths: Partial<Record<K, string>>) => Promise<T>,
): Promise<T> {
  const paths: Partial<Record<K, string>> = {};
  try {
    for (const [key, image] of Object.entries(images) as Array<[K, CheckedImage | undefined]>) {
      if (image) paths[key] = await saveMedia(media, 'questions', image.data, image.kind);
    }
    return await write(paths);
  } catch (error) {
    await Promise.all(Object.values<string | undefined>(paths).map((path) => removeMedia(media, path)));
    throw error;
  }
}

/** After a commit: deletes the files among `paths` that no question or step names any more. */
export async function dropUnusedImages(db: Db, media: MediaStore, paths: ReadonlyArray<string | null | undefined>) {
  const ours = [...new Set(paths.filter(isQuestionImagePath))];
  if (ours.length === 0) return;
  const used = await imagesInUse(db, ours);
  await Promise.all(ours.filter((path) => !used.has(path)).map((path) => removeMedia(media, path)));
}
