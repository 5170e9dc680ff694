// Files on the local disk under DATA_DIR/files, one file a key. Multipart uploads imitate S3's: each part is
// PUT to a signed address of this server (storage/routes.ts) and streamed to its own file, so an upload of any
// size holds one chunk in memory at a time, and a dropped connection resumes at the first missing part.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeKey } from './keys';
import { signPath } from './signing';
import type { Storage, UploadedPart } from './storage';

const UPLOAD_ID = /^[a-f0-9]{32}$/;
const missing = (error: NodeJS.ErrnoException) => error.code === 'ENOENT' || error.code === 'ENOTDIR';

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  /** Unfinished uploads: a folder each, outside the key space (no key starts with a dot). */
  private readonly uploads: string;

  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {
    this.uploads = join(root, '.uploads');
  }

  /** The file of a key; throws for a key keys.ts would not have made. */
  file(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, bytes: Buffer) {
    const file = this.file(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async read(key: string) {
    const found = await this.head(key);
    return found ? { body: createReadStream(this.file(key)) as Readable, size: found.size } : undefined;
  }

  async readStart(key: string, length: number) {
    const handle = await open(this.file(key), 'r').catch((error) =>
      missing(error) ? undefined : Promise.reject(error),
    );
    if (!handle) return undefined;
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async head(key: string) {
    const info = await stat(this.file(key)).catch((error) => (missing(error) ? undefined : Promise.reject(error)));
    return info?.isFile() ? { size: info.size } : undefined;
  }

  async list(folder: string) {
    // The folder is checked as keys are (a key inside it), so it cannot climb out of the root either.
    const dir = this.file(`${folder}/x`).slice(0, -2);
    const entries = await readdir(dir, { withFileTypes: true }).catch((error) =>
      missing(error) ? [] : Promise.reject(error),
    );
    return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => `${folder}/${e.name}`);
  }

  async remove(key: string) {
    await unlink(this.file(key)).catch((error) => {
      if (!missing(error)) throw error;
    });
  }

  private uploadDir(uploadId: string) {
    if (!UPLOAD_ID.test(uploadId)) throw new Error('unknown upload');
    return join(this.uploads, uploadId);
  }

  /** The key an upload was started for, or undefined for no such upload. */
  async uploadKey(uploadId: string): Promise<string | undefined> {
    if (!UPLOAD_ID.test(uploadId)) return undefined;
    return readFile(join(this.uploadDir(uploadId), 'key'), 'utf8').catch((error) =>
      missing(error) ? undefined : Promise.reject(error),
    );
  }

  async startUpload(key: string) {
    this.file(key);
    const uploadId = randomBytes(16).toString('hex');
    const dir = this.uploadDir(uploadId);
    await mkdir(join(dir, 'parts'), { recursive: true });
    await writeFile(join(dir, 'key'), key);
    return uploadId;
  }

  async partUrl(_key: string, uploadId: string, partNumber: number, seconds: number) {
    return signPath(this.secret, `/media/parts/${uploadId}/${partNumber}`, seconds);
  }

  /**
   * Streams one part's bytes to its file, refusing more than `maxBytes`. Written beside and renamed, so a
   * part cut off half way is never listed as arrived.
   */
  async writePart(
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes: number,
    checkStart?: (start: Buffer) => void,
  ): Promise<{ size: number; etag: string }> {
    const dir = join(this.uploadDir(uploadId), 'parts');
    const hash = createHash('md5');
    const partial = join(dir, `${partNumber}.${randomBytes(4).toString('hex')}.partial`);
    let size = 0;
    try {
      await pipeline(
        body,
        async function* limit(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            if (size === 0) checkStart?.(chunk);
            size += chunk.length;
            if (size > maxBytes) throw new PartTooLarge();
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(partial, { flags: 'wx' }),
      );
      const etag = hash.digest('hex');
      await rename(partial, join(dir, String(partNumber)));
      await writeFile(join(dir, `${partNumber}.etag`), etag);
      return { size, etag };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async completeUpload(key: string, uploadId: string, parts: UploadedPart[]) {
    const file = this.file(key);
    const dir = this.uploadDir(uploadId);
    for (const part of parts) {
      const etag = await readFile(join(dir, 'parts', `${part.partNumber}.etag`), 'utf8').catch(() => undefined);
      if (etag === undefined || etag !== part.etag.replace(/"/g, '')) return false;
    }
    await mkdir(dirname(file), { recursive: true });
    const joined = join(dir, 'joined');
    const out = createWriteStream(joined);
    for (const part of parts) {
      await pipeline(createReadStream(join(dir, 'parts', String(part.partNumber))), out, { end: false });
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    await rename(joined, file);
    await rm(dir, { recursive: true, force: true });
    return true;
  }

  async directReadUrl() {
    return undefined;
  }
}

export class PartTooLarge extends Error {}
