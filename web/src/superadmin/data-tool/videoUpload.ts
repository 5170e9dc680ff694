// A step video's upload from the browser (server/src/step-videos/uploads.ts): begin, PUT each part to the
// address the server gives (the bucket itself with S3, or this server), complete with every part's ETag.
// A part that fails is tried again a few times from its start; the parts already sent are kept, so a
// dropped connection costs one part, not the whole file.
import { VIDEO_MESSAGES } from '@prep/domain';
import type { UploadProgress } from '../../api';
import type { UploadDone, videoUploadCalls } from '../../api/stepVideos';

/** The calls an upload makes: the app's API (signed in, `videoUploadCalls`) and a bare PUT of bytes. */
export interface UploadTransport extends Readonly<typeof videoUploadCalls> {
  /** PUTs bytes to an address; resolves to the ETag of the answer, rejects when the connection fails. */
  putPart(url: string, bytes: Blob, onProgress: (sent: number) => void): Promise<string>;
}

/** Tries per part before the upload fails with 'Connection Error'. */
export const PART_TRIES = 4;

export class UploadFailed extends Error {}

/**
 * Uploads `file` for the question (owned by `owner` when the super admin names one); reports the bytes sent
 * across all parts. Resolves to the url to save in the step video.
 */
export async function uploadVideo(
  transport: UploadTransport,
  file: Blob & { name: string },
  question: number,
  onProgress: (progress: UploadProgress) => void,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<UploadDone> {
  const started = await transport.begin({
    question,
    file_name: file.name,
    content_type: file.type,
    size: file.size,
  });
  const etags = new Map<number, string>();
  const sentOf = new Map<number, number>();
  const report = () => {
    let loaded = 0;
    for (const sent of sentOf.values()) loaded += sent;
    onProgress({ loaded: Math.min(loaded, file.size), total: file.size });
  };
  report();
  for (let round = 0; etags.size < started.part_count; round++) {
    if (round >= PART_TRIES) throw new UploadFailed(VIDEO_MESSAGES.connectionError);
    const missing = Array.from({ length: started.part_count }, (_, i) => i + 1).filter((n) => !etags.has(n));
    // Addresses for the missing parts only: a resumed upload asks for fresh ones (they are short-lived).
    const { parts } = await transport.parts({
      ticket: started.ticket,
      part_numbers: missing,
    });
    for (const part of parts) {
      const from = (part.part_number - 1) * started.part_size;
      const bytes = file.slice(from, Math.min(from + started.part_size, file.size));
      try {
        const etag = await transport.putPart(part.url, bytes, (sent) => {
          sentOf.set(part.part_number, sent);
          report();
        });
        etags.set(part.part_number, etag);
        sentOf.set(part.part_number, bytes.size);
        report();
      } catch {
        // This part starts again from zero; the next round asks for its address again.
        sentOf.set(part.part_number, 0);
        report();
        await wait(1000 * (round + 1));
        break;
      }
    }
  }
  return transport.complete({
    ticket: started.ticket,
    parts: [...etags].map(([part_number, etag]) => ({ part_number, etag })),
  });
}

/** A PUT of bytes with upload progress (fetch reports none). No bearer token: the address is signed. */
export function xhrPutPart(url: string, bytes: Blob, onProgress: (sent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new Error(`part refused: ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('connection failed'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(bytes);
  });
}

/** What Save says when it cannot save (§5): no question chosen, or nothing uploaded to save. */
export function saveProblem(question: number | null, pending: readonly string[]): string | undefined {
  if (question === null) return VIDEO_MESSAGES.selectQuestion;
  if (pending.length === 0) return VIDEO_MESSAGES.noneSelected;
  return undefined;
}

/** The recording's file name (§9: named with a random number), with the extension of what the browser recorded. */
export function recordingName(mimeType: string, random: number = Math.random()): string {
  const extension = mimeType.includes('mp4') ? 'mp4' : 'webm';
  return `${Math.floor(random * 1_000_000_000)}.${extension}`;
}

/** The recording type: mp4 where the browser records it (§9), else webm. */
export function recordingType(isTypeSupported: (type: string) => boolean): string {
  for (const type of ['video/mp4', 'video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm']) {
    if (isTypeSupported(type)) return type;
  }
  return '';
}
