// A restore from a backup taken before an erasure applies the erasure again (issue 28): the storage's
// ledger (privacy/ledger.ts) outlives the database the backup rolls back.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { auditEvents, students } from '../db/schema/index';
import { recordErasure } from '../privacy/ledger';
import { ensureCourses } from '../seed/courses';
import { LocalStorage } from '../storage/local';
import { filesDir } from '../storage/plugin';
import { createClient, createStudent, superAdminHeaders } from '../test/fixtures';
import { createBackup, restoreBackup, type Target } from './archive';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const open = (target: Target) => openDatabase({ dataDir: join(target.dataDir, 'pglite') });

describe('npm run restore after an erasure', () => {
  it('erases again who was erased after the backup was taken, and no one erased before it', async () => {
    const source: Target = { dataDir: folder('prep-erase-source-') };
    const first = await open(source);
    await first.migrate((db) => ensureCourses(db));
    const client = await createClient(first.db);
    const erased = await createStudent(first.db, client.client_id, { Student_First_Name: 'Eudora' });
    const kept = await createStudent(first.db, client.client_id, { Student_First_Name: 'Kept' });
    await first.close();

    const file = join(folder('prep-erase-file-'), 'backup.tar');
    const manifest = await createBackup(source, file);

    const second = await open(source);
    const config = loadConfig({ JWT_SECRET: 'erase-test', DATA_DIR: source.dataDir, WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, db: second.db });
    const res = await app.inject({
      method: 'POST',
      url: `/api/student/${erased.student_id}/erase/`,
      headers: superAdminHeaders(app),
      payload: { confirm: erased.email },
    });
    expect(res.statusCode).toBe(200);
    // An erasure older than the backup is in it already; the id it names is someone else's there.
    await recordErasure(app.storage, 'student', kept.student_id, new Date(Date.parse(manifest.createdAt) - 60_000));
    await app.close();
    await second.close();

    // A new DATA_DIR holding only the ledger, as a shared bucket holds it (or DATA_DIR/files/erasures kept).
    const target: Target = { dataDir: folder('prep-erase-target-') };
    cpSync(join(filesDir(source.dataDir), 'erasures'), join(filesDir(target.dataDir), 'erasures'), { recursive: true });
    const restored = await restoreBackup(target, file, { ledger: new LocalStorage(filesDir(target.dataDir), 'x') });
    expect(restored.reapplied).toBe(1);

    const after = await open(target);
    try {
      const left = await after.db.select({ id: students.student_id }).from(students);
      expect(left.map((s) => s.id)).toEqual([kept.student_id]);
      const events = await after.db.select().from(auditEvents).where(eq(auditEvents.action, 'student.erased'));
      expect(events).toHaveLength(1);
      expect(events[0]!.actorRole).toBe('system');
    } finally {
      await after.close();
    }
  }, 120_000);
});
