// A fresh PostgreSQL database prepared for the fault tests, and tokens the server process accepts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { clients } from '../db/schema/index';
import { ensureCourses } from '../seed/courses';
import { ensureSuperAdmin } from '../seed/superadmin';
import { bearer, createClient, createStudent, createWarmupResult, createWarmupSet, tokenFor } from '../test/fixtures';
import { TEST_SUPERADMIN } from '../test/harness';
import { freshPostgres } from './server-process';

/** One client with personalization on, a four-question warm-up set, and `students` students each assigned it. */
export async function preparedDatabase(students: number) {
  const fresh = await freshPostgres();
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory' });
  await database.migrate(async (db) => {
    await ensureCourses(db);
    await ensureSuperAdmin(db, TEST_SUPERADMIN);
  });
  const { db } = database;
  const client = await createClient(db);
  await db
    .update(clients)
    .set({ give_personalized: true, personzlized_warmup_count: 2 })
    .where(eq(clients.client_id, client.client_id));
  const { set, warmups } = await createWarmupSet(db, { name: 'Fault Set' });
  const ids = warmups.map((w) => w.warmup_id);
  const jwtSecret = `faults-${randomBytes(12).toString('hex')}`;
  // An app that never listens, only to sign tokens with the server's secret.
  const signer = await buildApp({
    config: loadConfig({ JWT_SECRET: jwtSecret, DATA_DIR: '/tmp/prep-test-data', WEB_DIST: '/nonexistent' }),
    db,
  });
  const people = [];
  for (let i = 0; i < students; i++) {
    const student = await createStudent(db, client.client_id);
    const result = await createWarmupResult(db, student.student_id, set, ids);
    people.push({
      id: student.student_id,
      result: result.result_id,
      headers: bearer(tokenFor(signer, 'student', student.student_id, client.client_id)),
    });
  }
  const superAdmin = bearer(tokenFor(signer, 'superadmin', 1));
  await signer.close();
  return {
    fresh,
    database,
    db,
    set,
    warmups: ids,
    people,
    superAdmin,
    env: { DATABASE_URL: fresh.url, JWT_SECRET: jwtSecret, DATABASE_POOL_SIZE: '4' },
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}
