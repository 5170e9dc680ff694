// The retention sweep (issue 28): audit events and sign-ins past AUDIT_RETENTION_DAYS go, young ones stay;
// students whose client's retention has run out since they left every program are erased, the others kept.
// On the PostgreSQL server two app instances sweep at the same moment and exactly one does the work (the
// other takes the advisory lock second and skips); PGlite is one process, so there it is one instance.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { auditEvents, signIns, students } from '../db/schema/index';
import { createClient, createStudent } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { type SweepResult, sweep } from './sweep';
import { startRetentionTimer } from './timer';

let t: TestApp;
let second: Database | undefined;
let b: FastifyInstance | undefined;
beforeAll(async () => {
  t = await startTestApp({ AUDIT_RETENTION_DAYS: '400' });
  // A second instance: its own pool on the same PostgreSQL database, as behind a load balancer.
  second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory' }) : undefined;
  if (second) {
    b = await buildApp({ config: t.config, db: second.db });
    await b.ready();
  }
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await t.close();
});

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/** An event and a sign-in at each age, named by the event's action. */
async function history() {
  const ages = { old: 401, ancient: 3000, young: 399, today: 0 };
  for (const [name, days] of Object.entries(ages)) {
    await t.db.insert(auditEvents).values({
      at: daysAgo(days),
      actorRole: 'system',
      action: `retention.${name}`,
      subjectType: 'test',
    });
    await t.db.insert(signIns).values({ at: daysAgo(days), role: 'superadmin', userId: 1, ok: true, method: name });
  }
}

/** A client with a retention of 12 months and students gone 13 and 11 months, and one still enrolled. */
async function school() {
  const client = await createClient(t.db, { student_retention_months: 12 });
  const never = await createClient(t.db);
  const due = await createStudent(t.db, client.client_id, { programs_exited_at: monthsAgo(13) });
  const recent = await createStudent(t.db, client.client_id, { programs_exited_at: monthsAgo(11) });
  const enrolled = await createStudent(t.db, client.client_id);
  // A client without retention keeps its students however long they have been gone.
  const kept = await createStudent(t.db, never.client_id, { programs_exited_at: monthsAgo(60) });
  return { due, recent, enrolled, kept };
}

const left = async (table: 'audit' | 'signIns') =>
  table === 'audit'
    ? (await t.db.select({ name: auditEvents.action }).from(auditEvents)).map((e) => e.name.replace('retention.', ''))
    : (await t.db.select({ name: signIns.method }).from(signIns)).map((s) => s.name);
const studentIds = async () => (await t.db.select({ id: students.student_id }).from(students)).map((s) => s.id);

it('deletes what is past its time and erases the students due, by one instance however many sweep', async () => {
  await history();
  const people = await school();
  const config = t.config;

  let results: SweepResult[];
  if (b) {
    // The instance that takes the lock holds it until the other has tried and skipped, so both truly
    // sweep at the same moment whichever is first.
    let skipped!: () => void;
    const otherSkipped = new Promise<void>((resolve) => {
      skipped = resolve;
    });
    const timeout = new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error('no instance skipped: both took the lock')), 10_000),
    );
    // Each instance sweeps as its timer would: on its own database pool, with its own storage.
    const run = (app: FastifyInstance) =>
      sweep(app.db, config, { ledger: app.storage, whileLocked: () => Promise.race([otherSkipped, timeout]) }).then(
        (result) => {
          if (result.skipped) skipped();
          return result;
        },
      );
    results = await Promise.all([run(t.app), run(b!)]);
  } else {
    results = [await sweep(t.db, config, { ledger: t.app.storage })];
  }

  const done = results.filter((r) => !r.skipped);
  expect(done).toHaveLength(1);
  expect(results.filter((r) => r.skipped)).toHaveLength(results.length - 1);
  expect(done[0]).toEqual({
    skipped: false,
    auditEvents: 2,
    signIns: 2,
    scanImages: 0,
    erased: [people.due.student_id],
    failed: [],
  });

  // The erasure is an event of its own, by the system, saying why.
  expect((await left('audit')).sort()).toEqual(['student.erased', 'today', 'young']);
  const [erasure] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'student.erased'));
  expect(erasure).toMatchObject({ actorRole: 'system', changes: { reason: [null, 'retention'] } });
  expect((await left('signIns')).sort()).toEqual(['today', 'young']);
  const ids = await studentIds();
  expect(ids).not.toContain(people.due.student_id);
  for (const student of [people.recent, people.enrolled, people.kept]) expect(ids).toContain(student.student_id);

  // A sweep again finds nothing more to do.
  const again = await sweep(t.db, config, { ledger: t.app.storage });
  expect(again).toMatchObject({ skipped: false, auditEvents: 0, signIns: 0 });
});

it('leaves the audit log append-only outside the sweep', async () => {
  await t.db.insert(auditEvents).values({ at: daysAgo(500), actorRole: 'system', action: 'x.y', subjectType: 'test' });
  await expect(t.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  // The sweep's setting was its transaction's own: a statement after it is refused again.
  await sweep(t.db, t.config, { ledger: t.app.storage });
  await t.db.insert(auditEvents).values({ actorRole: 'system', action: 'x.z', subjectType: 'test' });
  await expect(t.db.execute(sql`delete from audit_events where action = 'x.z'`)).rejects.toThrow();
  expect(await left('audit')).toContain('x.z');
  expect(await left('audit')).not.toContain('x.y');
});

it('runs daily from the server start, and stops with it', async () => {
  await t.db
    .insert(auditEvents)
    .values({ at: daysAgo(402), actorRole: 'system', action: 'timer', subjectType: 'test' });
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(m),
    warn: (m: string) => lines.push(m),
    error: (m: string) => lines.push(m),
  };
  const timer = startRetentionTimer(t.db, t.config, t.app.storage, log, { firstAfterMs: 0, everyMs: 60_000 });
  await expect.poll(() => lines.length).toBe(1);
  await timer.stop();
  expect(lines[0]).toMatch(
    /^Retention: deleted 1 audit events and 0 sign-ins older than 400 days; erased 0 students\.$/,
  );
  expect(await left('audit')).not.toContain('timer');
});
