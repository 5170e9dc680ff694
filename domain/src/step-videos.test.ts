import { describe, expect, it } from 'vitest';
import { formatBytes, videoExtension } from './step-videos';

describe('step video files', () => {
  it('are mp4, webm or mov by their name, else by their declared type', () => {
    expect(videoExtension('Lesson.MP4', '')).toEqual('mp4');
    expect(videoExtension('clip.m4v', 'video/x-m4v')).toEqual('mp4');
    expect(videoExtension('clip.mov', '')).toEqual('mov');
    expect(videoExtension('recording', 'video/webm;codecs=vp9')).toEqual('webm');
    expect(videoExtension('notes.txt', 'text/plain')).toBeUndefined();
    expect(videoExtension('movie.avi', 'video/x-msvideo')).toBeUndefined();
  });

  it('state the limit in GB, MB or KB', () => {
    expect(formatBytes(2 * 1024 ** 3)).toEqual('2 GB');
    expect(formatBytes(20 * 1024 * 1024)).toEqual('20 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toEqual('1.5 MB');
    expect(formatBytes(2048)).toEqual('2 KB');
  });
});
