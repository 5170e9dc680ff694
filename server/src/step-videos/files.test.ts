import { describe, expect, it } from 'vitest';
import { sameFamily, videoKeyOf, videoKind } from './files';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('a video by its first bytes', () => {
  it('knows mp4, mov and webm, and nothing else', () => {
    expect(videoKind(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe('mp4');
    expect(videoKind(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mov');
    expect(videoKind(bytes([0, 0, 0, 8], 'wide'))).toBe('mov');
    expect(videoKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(videoKind(bytes([0x89], 'PNG\r\n'))).toBeUndefined();
    expect(videoKind(bytes('<html>ftyp'))).toBeUndefined();
    expect(videoKind(Buffer.alloc(0))).toBeUndefined();
  });

  it('treats mp4 and mov as one family, webm as another', () => {
    expect(sameFamily('mp4', 'mov')).toBe(true);
    expect(sameFamily('webm', 'webm')).toBe(true);
    expect(sameFamily('webm', 'mp4')).toBe(false);
  });
});

describe('the key a stored url names', () => {
  const uuid = '0f8c2a3e-1b2c-4d5e-8f90-123456789abc';
  it('is a video key under the general or a client folder, and nothing else', () => {
    expect(videoKeyOf(`/media/video/general/videos/sat/none/english/t-1/q1-2/${uuid}.mp4`)).toBe(
      `general/videos/sat/none/english/t-1/q1-2/${uuid}.mp4`,
    );
    expect(videoKeyOf(`/media/video/clients/4/videos/a/b/c/d/e/${uuid}.webm`)).toBe(
      `clients/4/videos/a/b/c/d/e/${uuid}.webm`,
    );
    for (const url of [
      `/media/video/logos/${uuid}.mp4`,
      `/media/video/general/videos/../../${uuid}.mp4`,
      `/media/video/general/videos/a/${uuid}.exe`,
      `https://elsewhere.example/general/videos/a/${uuid}.mp4`,
      `/media/video/general/videos/a/lesson.mp4`,
    ]) {
      expect(videoKeyOf(url), url).toBeUndefined();
    }
  });
});
