import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Uploaded files live under DATA_DIR/uploads and are served at /media/. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
export const MEDIA_PREFIX = '/media/';

/** The folders files are saved in; a media path names one of them and a generated file name. */
export type MediaFolder = 'logos' | 'questions';
const FOLDER = /^(logos|questions)$/;
const FILE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;
const MEDIA_PATH = /^\/media\/([^/]+)\/([^/]+)$/;

/** The file a /media/<folder>/<name> path names, relative to the uploads folder; undefined for any other name. */
export function mediaFile(folder: string, name: string): string | undefined {
  return FOLDER.test(folder) && FILE_NAME.test(name) ? `${folder}/${name}` : undefined;
}

/** The file a media path names, relative to the uploads folder; undefined for an address elsewhere or any other text. */
function fileOf(mediaPath: string | null | undefined): string | undefined {
  const match = mediaPath ? MEDIA_PATH.exec(mediaPath) : null;
  return match ? mediaFile(match[1]!, match[2]!) : undefined;
}

/** True for a path saveMedia gives (a file of this server), false for an address elsewhere or any other text. */
export const isMediaPath = (value: string | null | undefined) => fileOf(value) !== undefined;

/** Saves bytes under a new random name; returns the path the file is served at (/media/<folder>/<name>). */
export async function saveMedia(
  dataDir: string,
  folder: MediaFolder,
  bytes: Buffer,
  extension: string,
): Promise<string> {
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
  const file = fileOf(mediaPath);
  if (!file) return;
  await unlink(join(uploadsDir(dataDir), file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** The bytes behind a media path saved by saveMedia, or undefined when it names no such file. */
export async function readMedia(dataDir: string, mediaPath: string | null | undefined): Promise<Buffer | undefined> {
  const file = fileOf(mediaPath);
  if (!file) return undefined;
  return readFile(join(uploadsDir(dataDir), file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}
