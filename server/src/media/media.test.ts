// GET /media/{folder}/{name}: uploaded files (client logos), public, cached for good.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { pngBytes } from '../test/multipart';
import { uploadsDir } from './store';

let t: TestApp;
let dataDir: string;
const logo = '6f1c2d3e-0000-4000-8000-000000000001.png';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prep-media-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  mkdirSync(join(uploadsDir(dataDir), 'logos'), { recursive: true });
  writeFileSync(join(uploadsDir(dataDir), 'logos', logo), pngBytes());
  writeFileSync(join(uploadsDir(dataDir), 'logos', '.hidden.png'), pngBytes());
  writeFileSync(join(uploadsDir(dataDir), 'notes.txt'), 'not a media file');
});
afterAll(() => t.close());

describe('GET /media/{folder}/{name}', () => {
  it('serves a stored logo to anyone, with its type, cached for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/logos/${logo}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(pngBytes())).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: `/media/logos/${logo}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBe('');
  });

  it('answers a JSON 404 for anything that is not a stored file’s path', async () => {
    for (const url of [
      '/media/logos/.hidden.png',
      '/media/logos/missing.png',
      '/media/notes.txt',
      '/media/other/notes.txt',
      '/media/logos/a/b.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });
});
