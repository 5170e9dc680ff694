// GET /api/audit/?format=csv (the same events as a file, itself an event: audit.exported) and the bad input
// of GET /api/audit/: a clear message in both languages, never a 5xx, nothing written.
import { parseCsv } from '@prep/domain';
import ta from '@prep/domain/locales/ta.json';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index';
import { superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { audit } from './record';
import { AUDIT_CSV_COLUMNS } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>, more: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...more } });

const eventCount = async () => (await t.db.select({ n: count() }).from(auditEvents))[0]!.n;

describe('GET /api/audit/?format=csv', () => {
  it('answers the filtered events as CSV, newest first, and records the export', async () => {
    const a = await tenant(t.app, t.db);
    const b = await tenant(t.app, t.db);
    const id = a.client.client_id;
    await audit(t.db, [
      { action: 'student.created', client: id, subject: { type: 'student', id: 5, label: '=Asha, "Rao"' } },
      {
        action: 'student.updated',
        client: id,
        subject: { type: 'student', id: 5, label: 'Asha Rao' },
        changes: { email: ['a@x.org', 'b@x.org'] },
      },
      { action: 'class.assigned', client: id, subject: { type: 'class', id: 9, label: 'Grade 9' } },
      { action: 'student.updated', client: b.client.client_id, subject: { type: 'student', id: 6, label: 'Other' } },
    ]);
    const res = await get('/api/audit/?subject_type=student&format=csv', a.adminHeaders, {
      'user-agent': 'AuditTest/1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body.replace(/^\ufeff/, '');
    expect(text.split('\r\n')[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    const { rows: records } = parseCsv(text, AUDIT_CSV_COLUMNS);
    expect(records.map((r) => r.action)).toEqual(['student.updated', 'student.created']);
    expect(records[0]).toMatchObject({
      actor_role: 'system',
      actor_name: 'System',
      client: String(id),
      subject_type: 'student',
      subject_id: '5',
      subject_label: 'Asha Rao',
      changes: JSON.stringify({ email: ['a@x.org', 'b@x.org'] }),
    });
    // A cell a spreadsheet would run is not a formula in the file, and reads back as written.
    expect(text).toContain(`"'=Asha, ""Rao"""`);
    expect(records[1]!.subject_label).toBe('=Asha, "Rao"');
    expect(text).not.toContain('Other');

    const [exported] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'audit.exported'))
      .orderBy(auditEvents.id);
    expect(exported).toMatchObject({
      actorRole: 'clientadmin',
      actorId: a.admin.client_admin_id,
      actorName: `${a.admin.FirstName} ${a.admin.LastName}`,
      clientId: id,
      subjectType: 'audit',
      subjectLabel: 'Activity (subject_type=student)',
      changes: { events: [null, 2] },
      userAgent: 'AuditTest/1',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The export shows on the page, for whoever reads that client's activity.
    const after = await get('/api/audit/?action=audit.exported', a.adminHeaders);
    expect(after.json().results[0]).toMatchObject({ action: 'audit.exported', request_id: exported!.requestId });
  });

  it('the page on screen is not an event; the super admin’s export of every client names no client', async () => {
    const before = await eventCount();
    expect((await get('/api/audit/', superAdminHeaders(t.app))).statusCode).toBe(200);
    expect((await get('/api/audit/?format=json', superAdminHeaders(t.app))).statusCode).toBe(200);
    expect(await eventCount()).toBe(before);
    const res = await get('/api/audit/?format=csv', superAdminHeaders(t.app));
    expect(res.statusCode).toBe(200);
    expect(await eventCount()).toBe(before + 1);
    const [last] = await t.db.select().from(auditEvents).orderBy(auditEvents.id).limit(1).offset(before);
    expect(last).toMatchObject({
      action: 'audit.exported',
      clientId: null,
      actorRole: 'superadmin',
      subjectLabel: 'Activity',
    });
    // Its own export is not in the file it wrote: the rows were read before the event.
    expect(res.body).not.toContain(last!.requestId);
  });
});

describe('the declaration', () => {
  it('says in the OpenAPI document that only the CSV form records an event', () => {
    const paths = (t.app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> })
      .paths;
    expect(paths['/api/audit/']!.get!['x-audit']).toEqual({
      actions: ['audit.exported'],
      when: { query: 'format', is: 'csv' },
    });
  });
});

describe('bad input', () => {
  const cases: Array<[string, string, string]> = [
    ['from=yesterday', 'from', 'Enter a valid date and time'],
    ['to=2026-02-30', 'to', 'Enter a valid date and time'],
    ['from=2026-03-01T25:00:00Z', 'from', 'Enter a valid date and time'],
    ['to=2026-03-01T10:00:00%2B99:00', 'to', 'Enter a valid date and time'],
    ['client=0', 'client', 'Enter a valid id'],
    ['client=abc', 'client', 'Enter a valid id'],
    ['student=2147483648', 'student', 'Enter a valid id'],
    ['subject_id=-1', 'subject_id', 'Enter a valid id'],
    ['actor=1.5', 'actor', 'Enter a valid id'],
    ['page=0', 'page', 'Enter a valid id'],
    ['page=99999999999', 'page', 'Enter a valid id'],
    ['actor_role=robot', 'actor_role', 'Enter a valid name'],
    ['action=DROP%20TABLE', 'action', 'Enter a valid name'],
    ['subject_type=a.b.c', 'subject_type', 'Enter a valid name'],
    ['format=xml', 'format', 'Enter a valid name'],
  ];

  it.each(cases)(
    '%s: 400 naming the field, a message of both catalogues, nothing written',
    async (query, field, message) => {
      const { adminHeaders } = await tenant(t.app, t.db);
      const before = await eventCount();
      const res = await get(`/api/audit/?${query}&format=csv`, adminHeaders);
      expect(res.statusCode).toBe(400);
      const body = res.json() as {
        fields: Record<string, string[]>;
        field_keys: Record<string, Array<{ key: string }>>;
      };
      expect(body.fields[field]).toEqual([message]);
      expect(body.field_keys[field]![0]!.key).toBe(message);
      expect((ta as Record<string, string>)[message]).toMatch(/\S/);
      expect(await eventCount()).toBe(before);
    },
  );

  it('refuses a NUL byte in any parameter', async () => {
    const { adminHeaders } = await tenant(t.app, t.db);
    for (const query of ['action=student%00.updated', 'from=2026-03-01%00', 'x=%00']) {
      const res = await get(`/api/audit/?${query}`, adminHeaders);
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers an empty page far past the end', async () => {
    const { adminHeaders } = await tenant(t.app, t.db);
    const res = await get('/api/audit/?page=2147483647', adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 0, next: null, results: [] });
  });
});
