import { describe, expect, it } from 'vitest';
import { formatBytes, videoExtension } from './step-videos';

describe('step video files', () => {
  it('are mp4, webm or mov by their name, else by their declared type', () => {
    expect(videoExtension('Lesson.MP4', '')).toBe('mp4');
    expect(videoExtension('clip.m4v', 'video/x-m4v')).toBe('mp4');
    expect(videoExtension('clip.mov', '')).toBe('mov');
    expect(videoExtension('recording', 'video/webm;codecs=vp9')).toBe('webm');
    expect(videoExtension('notes.txt', 'text/plain')).toBeUndefined();
    expect(videoExtension('movie.avi', 'video/x-msvideo')).toBeUndefined();
  });

  it('state the limit in GB, MB or KB', () => {
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});
