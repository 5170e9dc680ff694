import { CLIENT_MESSAGES, LOGO_MAX_BYTES } from '@prep/domain';
import type { FileRule, UploadedFile } from '../media/form';
import { imageKind } from '../media/images';
import { removeMedia, saveMedia } from '../media/store';
import { badRequest } from '../plugins/errors';
import type { MediaStore } from '../storage/storage';

export const LOGO_FILE: Record<string, FileRule> = {
  logo: { maxBytes: LOGO_MAX_BYTES, tooLarge: CLIENT_MESSAGES.logoTooLarge },
};

/** Checks an uploaded logo is an image by its bytes; throws before anything is written. */
export function checkLogo(file: UploadedFile | undefined) {
  if (!file) return undefined;
  const kind = imageKind(file.data);
  if (!kind) throw badRequest(CLIENT_MESSAGES.logoNotImage, { logo: [CLIENT_MESSAGES.logoNotImage] });
  return { data: file.data, kind };
}

/**
 * Saves a checked logo, runs `write` with its path, and deletes the file again when `write` fails, so a
 * refused request leaves no file behind.
 */
export async function withSavedLogo<T>(
  media: MediaStore,
  logo: { data: Buffer; kind: string } | undefined,
  write: (logoPath: string | undefined) => Promise<T>,
): Promise<T> {
  const path = logo ? await saveMedia(media, 'logos', logo.data, logo.kind) : undefined;
  try {
    return await write(path);
  } catch (error) {
    await removeMedia(media, path);
    throw error;
  }
}
