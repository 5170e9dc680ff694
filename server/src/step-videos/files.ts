// What a stored video is: its key under the question's folder, the path saved in a step video's urls, and its
// kind by its first bytes (whatever name or type the browser gave it).
import { VIDEO_TYPES, type VideoExtension } from '@prep/domain';
import { isSafeKey } from '../storage/keys';

/** Step video files are named in urls as /media/video/<key> and played at that path, signed. */
export const VIDEO_PREFIX = '/media/video/';
export const videoPath = (key: string) => `${VIDEO_PREFIX}${key}`;

const VIDEO_KEY = /\/videos\/.+\/[a-f0-9-]{36}\.(mp4|webm|mov)$/;

/** The key a stored url names; undefined for an address elsewhere or a name that is not a video key. */
export function videoKeyOf(url: string): string | undefined {
  if (!url.startsWith(VIDEO_PREFIX)) return undefined;
  const key = url.slice(VIDEO_PREFIX.length);
  return isSafeKey(key) && VIDEO_KEY.test(key) && (key.startsWith('general/') || key.startsWith('clients/'))
    ? key
    : undefined;
}

export const videoType = (key: string) => VIDEO_TYPES[key.slice(key.lastIndexOf('.') + 1) as VideoExtension];

const ascii = (bytes: Buffer, offset: number, text: string) =>
  bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;

/** The kind of video `start` (a file's first bytes) begins, by its container's signature. */
export function videoKind(start: Buffer): VideoExtension | undefined {
  // Matroska/WebM: the EBML header.
  if (start.length >= 4 && start.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  // ISO base media (mp4) and QuickTime (mov): a box of type ftyp first, or one of QuickTime's older first atoms.
  if (ascii(start, 4, 'ftyp')) return ascii(start, 8, 'qt  ') ? 'mov' : 'mp4';
  if (['moov', 'mdat', 'wide', 'free', 'skip'].some((atom) => ascii(start, 4, atom))) return 'mov';
  return undefined;
}

/** mp4 and mov are the same family of files: a .mov holding an mp4 (or the reverse) plays alike. */
export const sameFamily = (a: VideoExtension, b: VideoExtension) => a === b || (a !== 'webm' && b !== 'webm');
