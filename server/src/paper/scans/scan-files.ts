// A scan's files as the reader takes them (issue 30): what each is by its first bytes, where it and its
// pages' images are kept, and how many pages of it are read within the scan's limit.
import type { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage';

export type ScanKind = 'pdf' | 'image' | 'none';

/** A PDF starts with %PDF- (readers accept some bytes before it); a JPEG with FF D8 FF; a PNG with its signature. */
export function kindOf(bytes: Buffer): ScanKind {
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image';
  return 'none';
}

/** The folder of a client's scans in the storage: uploads until read, pages' images kept for review. */
const folder = (client: number) => `paper-scans/${client}`;

/** Where an uploaded file waits for its reading (`upload` a random token of the request). */
export const uploadKey = (client: number, upload: string, position: number) =>
  `${folder(client)}/uploads/${upload}-${position}`;

/**
 * Where a page's image is kept: by its file and index, and a token of its reading (the storage writes a
 * key once; a page read again by an instance that took the scan over writes its own, the loser's removed).
 */
export const pageImageKey = (client: number, scan: number, file: number, filePage: number, token: string) =>
  `${folder(client)}/${scan}/page-${file}-${filePage}-${token}.jpg`;

export async function readStored(storage: Storage, key: string): Promise<Buffer | undefined> {
  const found = await storage.read(key);
  if (!found) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * How many page rows a file gives, `before` rows given by the files before it: its pages up to the
 * scan's limit, then one page saying the rest were not read (the last of the scan: every later file
 * gives none).
 */
export function pagesWithin(found: number, before: number, max: number): { pages: number; overflowAt: number | null } {
  if (before > max) return { pages: 0, overflowAt: null };
  const room = max - before;
  if (found <= room) return { pages: found, overflowAt: null };
  return { pages: room + 1, overflowAt: room };
}
