// GET /api/audit/: each filter, the pages (count, next, previous), and who reads what: a client admin their
// client's events only, the super admin every client's and the content events, a teacher and a student none.
import { AUDIT_PAGE_SIZE, auditPageSchema, type AuditPage } from '@prep/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createClientAdmin, createTeacher, superAdminHeaders, tenant, tokenFor } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { apiTokens, auditEvents } from '../db/schema/index';
import { sha256 } from '../plugins/auth';
import { audit, type AuditEvent } from './record';
import type { Actor } from './actor';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function page(url: string, headers: Record<string, string>): Promise<AuditPage> {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json());
}

const event = (client: number | null, action: string, more: Partial<AuditEvent> = {}): AuditEvent => ({
  action,
  client,
  subject: { type: 'student', id: 1, label: 'Asha Rao' },
  ...more,
});

const write = (events: AuditEvent[], actor?: Actor) => audit(t.db, events, actor ? { actor } : {});

/** A client with its admin and a student, and a few events of its own. */
async function school() {
  const { client, admin, student, adminHeaders, studentHeaders } = await tenant(t.app, t.db);
  return { id: client.client_id, client, admin, student, adminHeaders, studentHeaders };
}

describe('GET /api/audit/', () => {
  it('answers each event in its shape, newest first, with the actor’s name as it was', async () => {
    const a = await school();
    const actor: Actor = { role: 'clientadmin', id: a.admin.client_admin_id };
    await write([event(a.id, 'student.created', { student: a.student.student_id })], actor);
    await write(
      [
        event(a.id, 'student.updated', {
          subject: { type: 'student', id: a.student.student_id, label: 'Asha Rao' },
          student: a.student.student_id,
          changes: { Student_Last_Name: ['Rao', 'Raman'] },
        }),
      ],
      actor,
    );
    const { count, next, previous, results } = await page(`/api/audit/?client=${a.id}`, superAdminHeaders(t.app));
    expect({ count, next, previous }).toEqual({ count: 2, next: null, previous: null });
    expect(results.map((e) => e.action)).toEqual(['student.updated', 'student.created']);
    expect(results[0]).toMatchObject({
      actor: { id: a.admin.client_admin_id, role: 'clientadmin', name: expect.stringMatching(/\S/) },
      client: a.id,
      subject: { type: 'student', id: a.student.student_id, label: 'Asha Rao' },
      changes: { Student_Last_Name: ['Rao', 'Raman'] },
      address: '',
      user_agent: '',
      request_id: '',
    });
    expect(Date.parse(results[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(results[0]!.id).toBeGreaterThan(results[1]!.id);
  });

  it('filters by actor, role, student, action, subject and each one alone', async () => {
    const a = await school();
    const teacher = await createTeacher(t.db, a.id);
    const asAdmin: Actor = { role: 'clientadmin', id: a.admin.client_admin_id };
    const asTeacher: Actor = { role: 'teacher', id: teacher.id };
    await write([event(a.id, 'student.updated', { student: a.student.student_id })], asAdmin);
    await write([event(a.id, 'class.assigned', { subject: { type: 'class', id: 7, label: 'Grade 9' } })], asTeacher);
    await write([event(a.id, 'sitting.released', { subject: { type: 'sitting', id: 42, label: 'SAT 1' } })], asTeacher);
    const h = a.adminHeaders;
    const actions = async (query: string) => (await page(`/api/audit/?${query}`, h)).results.map((e) => e.action);
    expect(await actions(`actor=${teacher.id}&actor_role=teacher`)).toEqual(['sitting.released', 'class.assigned']);
    expect(await actions(`actor=${a.admin.client_admin_id}&actor_role=clientadmin`)).toEqual(['student.updated']);
    expect(await actions('actor_role=teacher')).toEqual(['sitting.released', 'class.assigned']);
    // An id alone names that id in any role.
    expect(await actions(`actor=${teacher.id}`)).toContain('class.assigned');
    expect(await actions(`student=${a.student.student_id}`)).toEqual(['student.updated']);
    expect(await actions('action=class.assigned')).toEqual(['class.assigned']);
    expect(await actions('subject_type=sitting')).toEqual(['sitting.released']);
    expect(await actions('subject_type=sitting&subject_id=42')).toEqual(['sitting.released']);
    expect(await actions('subject_id=7')).toEqual(['class.assigned']);
    expect(await actions('subject_type=sitting&subject_id=43')).toEqual([]);
    expect(await actions('action=class.assigned&actor_role=clientadmin')).toEqual([]);
  });

  it('filters by time: from and to as date-times, and a date as `to` through the end of that day', async () => {
    const a = await school();
    // Written at set times, as a restore loads them (an insert: events are never updated).
    const times: Array<[string, string]> = [
      ['early', '2026-03-01T00:00:00Z'],
      ['noon', '2026-03-01T12:00:00Z'],
      ['late', '2026-03-01T23:59:59.999Z'],
    ];
    await t.db.insert(auditEvents).values(
      times.map(([label, at]) => ({
        at: new Date(at),
        actorRole: 'system',
        clientId: a.id,
        action: 'student.created',
        subjectType: 'student',
        subjectLabel: label,
      })),
    );
    const h = a.adminHeaders;
    const labels = async (query: string) =>
      (await page(`/api/audit/?${query}`, h)).results.map((e) => e.subject.label).reverse();
    expect(await labels('from=2026-03-01&to=2026-03-01')).toEqual(['early', 'noon', 'late']);
    expect(await labels('to=2026-02-28')).toEqual([]);
    expect(await labels('from=2026-03-02')).toEqual([]);
    expect(await labels('from=2026-03-01T12:00:00Z')).toEqual(['noon', 'late']);
    expect(await labels('to=2026-03-01T12:00:00Z')).toEqual(['early', 'noon']);
    // An offset is honoured: 17:30 in India is noon in UTC.
    expect(await labels('from=2026-03-01T17:30:00%2B05:30&to=2026-03-01T17:30:00%2B05:30')).toEqual(['noon']);
    expect(await labels('from=0001-01-01&to=9999-12-31')).toEqual(['early', 'noon', 'late']);
    expect(await labels('from=0000-01-01')).toEqual(['early', 'noon', 'late']);
    expect(await labels('from=2026-03-02&to=2026-03-01')).toEqual([]);
  });

  it('pages 50 at a time with the count and the neighbours’ relative URLs, keeping the filters', async () => {
    const a = await school();
    const total = AUDIT_PAGE_SIZE * 2 + 5;
    await write(
      Array.from({ length: total }, (_, i) =>
        event(a.id, 'student.updated', { subject: { type: 'student', id: i + 1, label: `S${i}` } }),
      ),
    );
    const h = a.adminHeaders;
    const first = await page('/api/audit/?action=student.updated', h);
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.results[0]!.subject.label).toBe(`S${total - 1}`);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/audit/?action=student.updated&page=2');
    const second = await page(first.next!, h);
    expect(second.results[0]!.subject.label).toBe(`S${total - 1 - AUDIT_PAGE_SIZE}`);
    expect(second.previous).toBe('/api/audit/?action=student.updated');
    const third = await page(second.next!, h);
    expect(third.results).toHaveLength(5);
    expect(third.next).toBeNull();
    expect(third.previous).toBe('/api/audit/?action=student.updated&page=2');
    const seen = new Set([...first.results, ...second.results, ...third.results].map((e) => e.id));
    expect(seen.size).toBe(total);
    // Past the end: an empty page that still counts, and leads back.
    const past = await page('/api/audit/?action=student.updated&page=9', h);
    expect(past).toMatchObject({ count: total, next: null, results: [] });
    expect(past.previous).toBe('/api/audit/?action=student.updated&page=8');
  });
});

describe('beyond 10,000 events', () => {
  it('counts exactly up to 10,000 and estimates beyond, never below what it counted', async () => {
    const a = await school();
    const b = await school();
    // One INSERT … SELECT: more than a statement's parameters allow through audit().
    await t.db.execute(
      sql.raw(`insert into audit_events (actor_role, client_id, action, subject_type)
        select 'system', ${a.id}, 'student.updated', 'student' from generate_series(1, 10050)`),
    );
    await write([event(b.id, 'student.updated'), event(b.id, 'student.updated')]);
    const big = await page('/api/audit/', a.adminHeaders);
    expect(big.count).toBeGreaterThan(10_000);
    expect(big.results).toHaveLength(AUDIT_PAGE_SIZE);
    expect(big.next).toBe('/api/audit/?page=2');
    // The last page is found by the rows themselves, not by the estimate.
    const last = await page('/api/audit/?page=202', a.adminHeaders);
    expect(last.results).toHaveLength(0);
    expect((await page('/api/audit/?page=201', a.adminHeaders)).results).toHaveLength(50);
    expect((await page('/api/audit/', b.adminHeaders)).count).toBe(2);
  });
});

describe('who reads what', () => {
  it('a client admin reads their own client’s events, not another’s nor the content events', async () => {
    const a = await school();
    const b = await school();
    await write([event(a.id, 'student.updated'), event(b.id, 'student.deleted'), event(null, 'question.deleted')]);
    const own = await page('/api/audit/', a.adminHeaders);
    expect(own.results.every((e) => e.client === a.id)).toBe(true);
    expect(own.results.map((e) => e.action)).toEqual(['student.updated']);
    expect((await page(`/api/audit/?client=${a.id}`, a.adminHeaders)).count).toBe(1);
    // Naming another client is refused, as the other lists refuse it, even with other filters.
    for (const query of [`client=${b.id}`, `client=${b.id}&action=student.deleted`, `client=${b.id}&format=csv`]) {
      const res = await get(`/api/audit/?${query}`, a.adminHeaders);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('student.deleted');
    }
    // Filters naming another client's records find nothing.
    expect((await page('/api/audit/?action=student.deleted', a.adminHeaders)).results).toEqual([]);
    expect((await page('/api/audit/?action=question.deleted', a.adminHeaders)).results).toEqual([]);
  });

  it('the super admin reads every client’s and the content events (client null)', async () => {
    const a = await school();
    const b = await school();
    await write([event(a.id, 'student.updated'), event(b.id, 'student.deleted'), event(null, 'question.deleted')]);
    const all = await page('/api/audit/?page=1', superAdminHeaders(t.app));
    const clients = new Set(all.results.map((e) => e.client));
    expect(clients).toContain(a.id);
    expect(clients).toContain(b.id);
    expect(clients).toContain(null);
    const content = await page('/api/audit/?action=question.deleted', superAdminHeaders(t.app));
    expect(content.results.length).toBeGreaterThan(0);
    expect(content.results.every((e) => e.client === null)).toBe(true);
    // One client named: that client's only, without the content events.
    const onlyB = await page(`/api/audit/?client=${b.id}`, superAdminHeaders(t.app));
    expect(onlyB.results.map((e) => [e.client, e.action])).toEqual([[b.id, 'student.deleted']]);
  });

  it('a teacher, a student and no one signed in get nothing', async () => {
    const a = await school();
    await write([event(a.id, 'student.updated')]);
    const teacher = await createTeacher(t.db, a.id);
    const teacherHeaders = bearer(tokenFor(t.app, 'teacher', teacher.id, a.id));
    for (const headers of [teacherHeaders, a.studentHeaders]) {
      for (const query of ['', `?client=${a.id}`, '?format=csv']) {
        const res = await get(`/api/audit/${query}`, headers);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('student.updated');
      }
    }
    expect((await get('/api/audit/', {})).statusCode).toBe(401);
  });

  it('an API key reads as its client’s admin', async () => {
    const a = await school();
    const b = await school();
    await write([event(a.id, 'student.updated'), event(b.id, 'student.deleted')]);
    const key = `audit-test-key-${a.id}`;
    await t.db.insert(apiTokens).values({ client: a.id, tokenHash: sha256(key) });
    const own = await page('/api/audit/', bearer(key));
    expect(own.results.map((e) => e.action)).toEqual(['student.updated']);
    expect((await get(`/api/audit/?client=${b.id}`, bearer(key))).statusCode).toBe(403);
  });

  it('a second admin of the same client reads the same events', async () => {
    const a = await school();
    const other = await createClientAdmin(t.db, a.client);
    await write([event(a.id, 'class.assigned')]);
    const headers = bearer(tokenFor(t.app, 'clientadmin', other.client_admin_id, a.id));
    expect((await page('/api/audit/', headers)).results.map((e) => e.action)).toEqual(['class.assigned']);
  });
});
