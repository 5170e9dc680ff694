// The erasure ledger on both storages (local disk and an S3 bucket): one object per erasure, listed back
// with its kind, id and time, filtered to those after a backup's time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3From } from '../config';
import { LocalStorage } from '../storage/local';
import { S3Storage } from '../storage/s3';
import type { Storage } from '../storage/storage';
import { startS3 } from '../test/s3';
import { erasuresSince, recordErasure } from './ledger';

let s3: Awaited<ReturnType<typeof startS3>>;
let bucket: S3Storage;
const dir = mkdtempSync(join(tmpdir(), 'prep-ledger-'));
beforeAll(async () => {
  s3 = await startS3();
  bucket = new S3Storage(s3From(s3.env)!);
});
afterAll(async () => {
  bucket.client.destroy();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const storages: Array<[string, () => Storage]> = [
  ['the local disk', () => new LocalStorage(dir, 'secret')],
  ['an S3 bucket', () => bucket],
];

describe.each(storages)('the erasure ledger on %s', (_name, storage) => {
  it('lists each erasure with its kind, id and time, and only those after a given time', async () => {
    expect(await erasuresSince(storage())).toEqual([]);
    const backup = new Date('2026-11-01T10:00:00Z');
    await recordErasure(storage(), 'student', 7, new Date('2026-10-31T10:00:00Z'));
    await recordErasure(storage(), 'teacher', 3, new Date('2026-11-02T10:00:00Z'));
    await recordErasure(storage(), 'student', 12, new Date('2026-11-03T10:00:00Z'));
    // Another folder's file is no erasure.
    await storage().put('erasures-elsewhere/x.json', Buffer.from('{}'), 'application/json');
    expect(await erasuresSince(storage(), backup)).toEqual([
      { kind: 'teacher', id: 3, at: new Date('2026-11-02T10:00:00Z') },
      { kind: 'student', id: 12, at: new Date('2026-11-03T10:00:00Z') },
    ]);
    expect((await erasuresSince(storage())).map((r) => r.id)).toEqual([7, 3, 12]);
    expect((await storage().list('erasures')).sort()).toEqual([
      'erasures/student-12-1793700000000.json',
      'erasures/student-7-1793440800000.json',
      'erasures/teacher-3-1793613600000.json',
    ]);
  });
});
