// One place every stored file goes through (client logos, question and step images, step videos): the local
// disk under DATA_DIR/files by default, or an S3-compatible bucket. Keys are checked by keys.ts before they
// get here, so neither implementation ever sees a name that climbs out of its folder.
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
}

/** One part of a multipart upload that has arrived: its number and the ETag its PUT answered. */
export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes a small file (an image) in one go. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole file as a stream, or undefined when there is no such file. */
  read(key: string): Promise<{ body: Readable; size: number } | undefined>;
  /** The first `length` bytes (to check a file's type by its content). */
  readStart(key: string, length: number): Promise<Buffer | undefined>;
  head(key: string): Promise<StoredObject | undefined>;
  /** The keys of the files directly in `folder` (no sub-folders), in no particular order; [] for none. */
  list(folder: string): Promise<string[]>;
  /** Deletes a file; a missing one is not an error. */
  remove(key: string): Promise<void>;

  /** Begins a multipart upload of `key`; returns its id. */
  startUpload(key: string, contentType: string): Promise<string>;
  /** An address the browser PUTs one part's bytes to, valid for `seconds`. */
  partUrl(key: string, uploadId: string, partNumber: number, seconds: number): Promise<string>;
  /**
   * Joins the parts (each named by its number and the ETag its PUT answered) into the file; false when one of
   * them has not arrived as named. The browser keeps the ETags, so a resumed upload sends only the parts it has
   * no ETag for (s3rver, the S3 server the tests run, has no ListParts).
   */
  completeUpload(key: string, uploadId: string, parts: UploadedPart[]): Promise<boolean>;

  /**
   * A short-lived address the browser reads the file at directly (S3's signed GET), or undefined when the
   * server streams the file itself (local disk).
   */
  directReadUrl(key: string, seconds: number, contentType: string): Promise<string | undefined>;
}

/** Where uploaded images are kept: the storage, and DATA_DIR (whose uploads folder holds files saved before it). */
export interface MediaStore {
  storage: Storage;
  dataDir: string;
}
