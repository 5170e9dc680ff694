import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Uploaded files live under DATA_DIR/uploads and are served at /media/. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
export const MEDIA_PREFIX = '/media/';

/** The folders files are saved in; a media path names one of them and a generated file name. */
export type MediaFolder = 'logos';
const MEDIA_PATH = /^\/media\/(logos)\/([A-Za-z0-9_-]+\.[a-z0-9]+)$/;

/** Saves bytes under a new random name; returns the path the file is served at (/media/<folder>/<name>). */
export async function saveMedia(dataDir: string, folder: MediaFolder, bytes: Buffer, extension: string): Promise<string> {
  const dir = join(uploadsDir(dataDir), folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  await writeFile(join(dir, name), bytes, { flag: 'wx' });
  return `${MEDIA_PREFIX}${folder}/${name}`;
}

/**
 * Deletes the file behind a media path saved by saveMedia. Anything else (an absolute URL of a logo kept
 * elsewhere, a path of another shape) is left alone, so a stored value can never point it outside the folder.
 */
export async function removeMedia(dataDir: string, mediaPath: string | null | undefined): Promise<void> {
  const match = mediaPath ? MEDIA_PATH.exec(mediaPath) : null;
  if (!match) return;
  await unlink(join(uploadsDir(dataDir), match[1]!, match[2]!)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
