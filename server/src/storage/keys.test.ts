import { describe, expect, it } from 'vitest';
import { isSafeKey, segment, videoFolder } from './keys';
import { signPath, verifyPath } from './signing';

describe('storage keys', () => {
  it('accepts only keys of safe segments', () => {
    expect(isSafeKey('logos/6f1c2d3e-0000-4000-8000-000000000001.png')).toBe(true);
    expect(isSafeKey('general/videos/sat/2026/english/algebra-3/q1-7/a.mp4')).toBe(true);
    for (const key of [
      '../jwt-secret',
      'logos/../../jwt-secret',
      'logos/.hidden.png',
      '/etc/passwd',
      'logos//a.png',
      'a',
      'Logos/A.png',
      'logos/a b.png',
      'logos/a\\b.png',
      'logos/..',
    ]) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });

  it('turns any text into one segment of lower-case letters, digits and hyphens', () => {
    expect(segment('../../Etc Passwd/ SAT 2026')).toBe('etc-passwd-sat-2026');
    expect(segment('Tamil தமிழ்')).toBe('tamil');
    expect(segment('Café Crème')).toBe('cafe-creme');
    expect(segment('')).toBe('none');
    expect(segment(null)).toBe('none');
    expect(segment('...')).toBe('none');
    expect(segment('x'.repeat(100))).toBe('x'.repeat(60));
  });

  it("names a question's video folder after the spec's path, under the owner's folder", () => {
    const place = {
      testType: 'SAT',
      year: '2026',
      language: 'English',
      testName: 'Algebra / Part 1',
      quizId: 3,
      questionNumber: 12,
      questionId: 40,
    };
    expect(videoFolder({ ...place, client: null })).toBe('general/videos/sat/2026/english/algebra-part-1-3/q12-40');
    expect(videoFolder({ ...place, client: 9 })).toBe('clients/9/videos/sat/2026/english/algebra-part-1-3/q12-40');
  });
});

describe('signed paths', () => {
  const now = Date.UTC(2026, 10, 24, 0, 0, 0);
  it('verifies its own signature until the expiry, and nothing else', () => {
    const signed = signPath('secret', '/media/video/a/b.mp4', 60, now);
    const url = new URL(signed, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? undefined;
    expect(expires).toBe(now / 1000 + 60);
    expect(verifyPath('secret', '/media/video/a/b.mp4', expires, signature, now)).toBe(true);
    expect(verifyPath('secret', '/media/video/a/b.mp4', expires, signature, now + 61_000)).toBe(false);
    expect(verifyPath('secret', '/media/video/a/c.mp4', expires, signature, now)).toBe(false);
    expect(verifyPath('other', '/media/video/a/b.mp4', expires, signature, now)).toBe(false);
    expect(verifyPath('secret', '/media/video/a/b.mp4', expires + 1, signature, now)).toBe(false);
    expect(verifyPath('secret', '/media/video/a/b.mp4', undefined, signature, now)).toBe(false);
  });
});
