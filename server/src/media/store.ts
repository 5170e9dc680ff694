import { randomUUID } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStore } from '../storage/storage';

/**
 * Files uploaded before the storage layer (storage/) lived under DATA_DIR/uploads; they are still read, served
 * and deleted there, so a deployment keeps its logos and images without a migration.
 */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
export const MEDIA_PREFIX = '/media/';

/** The folders images are saved in; a media path names one of them and a generated file name. */
export type MediaFolder = 'logos' | 'questions';
const FOLDER = /^(logos|questions)$/;
const FILE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;
const MEDIA_PATH = /^\/media\/([^/]+)\/([^/]+)$/;

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
export const imageType = (name: string) => TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The storage key a /media/<folder>/<name> path names; undefined for any other name. */
export function mediaFile(folder: string, name: string): string | undefined {
  return FOLDER.test(folder) && FILE_NAME.test(name) ? `${folder}/${name}` : undefined;
}

/** The key a media path names; undefined for an address elsewhere or any other text. */
function keyOf(mediaPath: string | null | undefined): string | undefined {
  const match = mediaPath ? MEDIA_PATH.exec(mediaPath) : null;
  return match ? mediaFile(match[1]!, match[2]!) : undefined;
}

/** True for a path saveMedia gives (a file of this server), false for an address elsewhere or any other text. */
export const isMediaPath = (value: string | null | undefined) => keyOf(value) !== undefined;

/** Saves bytes under a new random name; returns the path the file is served at (/media/<folder>/<name>). */
export async function saveMedia(store: MediaStore, folder: MediaFolder, bytes: Buffer, extension: string) {
  const name = `${randomUUID()}.${extension}`;
  await store.storage.put(`${folder}/${name}`, bytes, imageType(name));
  return `${MEDIA_PREFIX}${folder}/${name}`;
}

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/**
 * Deletes the file behind a media path saved by saveMedia. Anything else (an absolute URL of a logo kept
 * elsewhere, a path of another shape) is left alone, so a stored value can never point it outside the folder.
 */
export async function removeMedia(store: MediaStore, mediaPath: string | null | undefined): Promise<void> {
  const key = keyOf(mediaPath);
  if (!key) return;
  await store.storage.remove(key);
  await unlink(join(uploadsDir(store.dataDir), key)).catch(ignoreMissing);
}

/** The bytes behind a media path saved by saveMedia, or undefined when it names no such file. */
export async function readMedia(store: MediaStore, mediaPath: string | null | undefined): Promise<Buffer | undefined> {
  const key = keyOf(mediaPath);
  if (!key) return undefined;
  const stored = await store.storage.read(key);
  if (stored) {
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  return readFile(join(uploadsDir(store.dataDir), key)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}
