// A video's upload, in three steps whatever the storage: begin (type and size checked before a byte is
// stored), send the parts (straight to the bucket, or streamed to disk by file-routes.ts), complete (size and
// content checked, or nothing is kept). The browser keeps each part's ETag: after a dropped connection it asks
// for addresses of the parts it has none for and sends only those.
import { randomUUID } from 'node:crypto';
import {
  type VideoExtension,
  type VideoUpload,
  type VideoUploadComplete,
  type VideoUploadParts,
  type VideoUploadStart,
  VIDEO_MESSAGES,
  videoExtension,
  type Text,
} from '@prep/domain';
import { badRequest } from '../plugins/errors';
import { videoFolder } from '../storage/keys';
import type { Storage } from '../storage/storage';
import { sameFamily, videoKind, videoPath } from './files';
import type { QuestionPlace } from './queries';
import { issueTicket, type Ticket, TICKET_SECONDS } from './tickets';

/** S3 wants parts of at least 5 MiB (but the last) and at most 10,000 of them. */
export const MIN_PART_SIZE = 8 * 1024 * 1024;
const MAX_PARTS = 10_000;
/** Long enough for one part over a slow line; asked again on a resume. */
const PART_URL_SECONDS = 3600;

export const partSizeFor = (size: number) => Math.max(MIN_PART_SIZE, Math.ceil(size / MAX_PARTS));
export const partCount = (size: number, partSize: number) => Math.max(1, Math.ceil(size / partSize));

export interface UploadContext {
  storage: Storage;
  secret: string;
  maxBytes: number;
  /** The caller (JWT role and subject): only they may go on with the upload. */
  by: string;
}

const refuse = (field: string, message: Text) => badRequest(message, { [field]: [message] });

/** Begins an upload: checks the declared name, type and size, then opens a multipart upload under the question's folder. */
export async function startUpload(
  ctx: UploadContext,
  place: QuestionPlace,
  owner: number | null,
  body: VideoUploadStart,
): Promise<VideoUpload> {
  const extension = videoExtension(body.file_name, body.content_type);
  if (!extension) throw refuse('file_name', VIDEO_MESSAGES.typeOnly);
  if (body.size === 0) throw refuse('size', VIDEO_MESSAGES.empty);
  if (body.size > ctx.maxBytes) throw refuse('size', VIDEO_MESSAGES.tooLarge(ctx.maxBytes));
  const key = `${videoFolder({ ...place, client: owner })}/${randomUUID()}.${extension}`;
  const uploadId = await ctx.storage.startUpload(key, `video/${extension === 'mov' ? 'quicktime' : extension}`);
  const partSize = partSizeFor(body.size);
  const ticket: Ticket = {
    key,
    uploadId,
    size: body.size,
    partSize,
    question: place.questionId,
    by: ctx.by,
    expires: Math.floor(Date.now() / 1000) + TICKET_SECONDS,
  };
  return {
    ticket: issueTicket(ctx.secret, ticket),
    url: videoPath(key),
    part_size: partSize,
    part_count: partCount(body.size, partSize),
  };
}

/** An address for each part asked for (every part when none is named). */
export async function uploadParts(ctx: UploadContext, ticket: Ticket, wanted?: number[]): Promise<VideoUploadParts> {
  const count = partCount(ticket.size, ticket.partSize);
  const numbers = wanted ? [...new Set(wanted)].sort((a, b) => a - b) : Array.from({ length: count }, (_, i) => i + 1);
  if (numbers.some((n) => n > count)) throw refuse('part_numbers', VIDEO_MESSAGES.badPart);
  const parts = [];
  for (const n of numbers) {
    parts.push({ part_number: n, url: await ctx.storage.partUrl(ticket.key, ticket.uploadId, n, PART_URL_SECONDS) });
  }
  return { parts };
}

/**
 * Joins the parts once every one is named with the ETag its PUT answered; then checks the file has the size
 * declared (at most VIDEO_MAX_BYTES) and that its first bytes are a video of the declared kind. A file that
 * fails is deleted, so nothing stays.
 */
export async function completeUpload(ctx: UploadContext, ticket: Ticket, sent: VideoUploadComplete['parts']) {
  const count = partCount(ticket.size, ticket.partSize);
  const parts = [...sent].sort((a, b) => a.part_number - b.part_number);
  const complete = parts.length === count && parts.every((p, i) => p.part_number === i + 1);
  if (!complete) throw refuse('parts', VIDEO_MESSAGES.uploadIncomplete);
  let joined: boolean;
  try {
    joined = await ctx.storage.completeUpload(
      ticket.key,
      ticket.uploadId,
      parts.map((p) => ({ partNumber: p.part_number, etag: p.etag })),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as Error).message === 'unknown upload') {
      throw refuse('ticket', VIDEO_MESSAGES.uploadUnknown);
    }
    throw error;
  }
  if (!joined) throw refuse('parts', VIDEO_MESSAGES.uploadIncomplete);
  const size = (await ctx.storage.head(ticket.key))?.size ?? 0;
  if (size !== ticket.size || size > ctx.maxBytes) {
    await ctx.storage.remove(ticket.key);
    throw refuse('size', size > ctx.maxBytes ? VIDEO_MESSAGES.tooLarge(ctx.maxBytes) : VIDEO_MESSAGES.sizeDiffers);
  }
  const kind = videoKind((await ctx.storage.readStart(ticket.key, 16)) ?? Buffer.alloc(0));
  const declared = ticket.key.slice(ticket.key.lastIndexOf('.') + 1) as VideoExtension;
  if (!kind || !sameFamily(kind, declared)) {
    await ctx.storage.remove(ticket.key);
    throw refuse('file_name', VIDEO_MESSAGES.notVideo);
  }
  return { url: videoPath(ticket.key), size };
}
