// The audit log is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused unless
// the transaction says (SET LOCAL prep.audit_rewrite) that an erasure rewrites or the retention sweep deletes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { audit } from './record';
import { auditEvents } from '../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await audit(t.db, {
    action: 'student.updated',
    client: null,
    subject: { type: 'student', id: 7, label: 'Asha Rao' },
    changes: { City: ['Salem', 'Madurai'], password: ['a', 'b'] },
  });
});
afterAll(() => t.close());

const count = async () => (await t.db.select().from(auditEvents)).length;

describe('audit events', () => {
  it('are written by the system outside a request, without secret fields', async () => {
    const [event] = await t.db.select().from(auditEvents);
    expect(event).toMatchObject({ actorRole: 'system', actorName: 'System', subjectLabel: 'Asha Rao' });
    expect(event!.changes).toEqual({ City: ['Salem', 'Madurai'] });
  });

  it('refuse UPDATE, DELETE and TRUNCATE from the app', async () => {
    await expect(t.db.execute(sql`update audit_events set subject_label = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await count()).toBe(1);
    const [event] = await t.db.select().from(auditEvents);
    expect(event!.subjectLabel).toBe('Asha Rao');
  });

  it('accept an erasure rewrite and a retention delete only where the transaction says so', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('prep.audit_rewrite', 'retention', true)`);
        await tx.execute(sql`update audit_events set subject_label = 'x'`);
      }),
    ).rejects.toThrow();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('prep.audit_rewrite', 'erasure', true)`);
      await tx.execute(sql`update audit_events set subject_label = 'Erased student 1'`);
    });
    const [event] = await t.db.select().from(auditEvents);
    expect(event!.subjectLabel).toBe('Erased student 1');
    // The setting was the transaction's own: the next statement is refused again.
    await expect(t.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('prep.audit_rewrite', 'retention', true)`);
      await tx.execute(sql`delete from audit_events`);
    });
    expect(await count()).toBe(0);
  });
});
