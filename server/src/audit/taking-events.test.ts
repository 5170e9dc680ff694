// The taking path's audit events (issue 28), read back from the log: a submission is one `submitted` and
// one `graded` (a replayed retry none more), drafts none, a start and a pause one each, the server's own
// grading at time up by the system, a class's assignment one event a student plus the class's in statements
// that do not grow with the class, its release one event a row, an administrator's update before and after.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients, masterSittings } from '../db/schema/index';
import { createTeacher } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

beforeAll(async () => {
  t = await startTestApp();
  w = await sittingWorld(t);
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, w.a.client.client_id));
});
afterAll(() => t.close());

/** The events of one sitting, oldest first. */
const eventsOf = (id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, 'sitting'), eq(auditEvents.subjectId, id)))
    .orderBy(auditEvents.id);
const actions = async (id: number) => (await eventsOf(id)).map((e) => e.action);

async function assigned(opts: { timer?: boolean } = {}) {
  const s = await w.student();
  const body = {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: s.id,
    timer: opts.timer ?? true,
    student_timer: '00:01:00',
  };
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().master_sitting_id as number;
  return { ...s, sitting: id, url: `/api/mastersitting/${id}/` };
}

const answersRight = () => ({ result: w.test.questions.map((q) => ({ questionid: q.id, select_ans: q.key })) });

describe('a student taking a test', () => {
  it('is assigned, started, paused, resumed and submitted: one event each, a draft none, a retry none more', async () => {
    const s = await assigned();
    expect(await actions(s.sitting)).toEqual(['sitting.assigned']);
    const [made] = await eventsOf(s.sitting);
    expect(made).toMatchObject({ clientId: w.a.client.client_id, studentId: s.id, subjectLabel: 'SAT Math 1' });
    expect(made!.actorRole).toBe('clientadmin');

    expect((await call('POST', `${s.url}start/`, s.headers)).statusCode).toBe(200);
    // A reload while it runs changes nothing: no event (and the audit check lets it be).
    expect((await call('POST', `${s.url}start/`, s.headers)).statusCode).toBe(200);
    const q = w.test.questions[0]!;
    const draft = await call('PUT', `${s.url}answer/`, s.headers, { questionid: q.id, select_ans: q.key });
    expect(draft.statusCode).toBe(200);
    expect(await actions(s.sitting)).toEqual(['sitting.assigned', 'sitting.started']);

    expect((await call('POST', `${s.url}pause/`, s.headers, {})).statusCode).toBe(200);
    expect((await call('POST', `${s.url}start/`, s.headers)).statusCode).toBe(200);
    const headers = { ...s.headers, 'idempotency-key': 'attempt-1' };
    const first = await call('POST', `${s.url}submit/`, headers, answersRight());
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('POST', `${s.url}submit/`, headers, answersRight());
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const events = await eventsOf(s.sitting);
    expect(events.map((e) => e.action)).toEqual([
      'sitting.assigned',
      'sitting.started',
      'sitting.paused',
      'sitting.resumed',
      'sitting.submitted',
      'sitting.graded',
    ]);
    const [submitted, graded] = events.slice(-2);
    expect(submitted).toMatchObject({ actorRole: 'student', actorId: s.id, studentId: s.id });
    expect(graded).toMatchObject({ actorRole: 'student', changes: { score: [null, 4], total: [null, 4] } });
    // One INSERT for both: the same request, consecutive ids.
    expect(graded!.requestId).toBe(submitted!.requestId);
    expect(graded!.id).toBe(submitted!.id + 1);
    const paused = events[2]!;
    expect(Object.keys(paused.changes)).toContain('paused_at');
    expect(paused.changes).not.toHaveProperty('draft_answers');
  });

  it('whose time ran out is submitted and graded by the system, once', async () => {
    const s = await assigned();
    expect((await call('POST', `${s.url}start/`, s.headers)).statusCode).toBe(200);
    const started_at = new Date(Date.now() - 600_000);
    await t.db.update(masterSittings).set({ started_at }).where(eq(masterSittings.master_sitting_id, s.sitting));
    // The administrator's read settles it (the server's auto-submit), in a request of theirs.
    expect((await call('GET', s.url, w.a.adminHeaders)).json()).toMatchObject({ test_taken: true });
    await call('GET', s.url, w.a.adminHeaders);
    const events = (await eventsOf(s.sitting)).filter((e) =>
      ['sitting.submitted', 'sitting.graded'].includes(e.action),
    );
    expect(events).toHaveLength(2);
    for (const event of events)
      expect(event).toMatchObject({ actorRole: 'system', actorId: null, actorName: 'System' });
  });

  it('released, updated and deleted by an administrator: before and after, and what was deleted', async () => {
    const s = await assigned();
    const updated = await call('PUT', s.url, w.a.adminHeaders, { student_timer: '00:05:00', comments: 'Extra time' });
    expect(updated.statusCode, updated.body).toBe(200);
    let events = await eventsOf(s.sitting);
    expect(events.at(-1)).toMatchObject({
      action: 'sitting.updated',
      studentId: s.id,
      changes: { student_timer: ['00:01:00', '00:05:00'], comments: [expect.anything(), 'Extra time'] },
    });
    await call('POST', `${s.url}start/`, s.headers);
    expect((await call('POST', `${s.url}submit/`, s.headers, answersRight())).statusCode).toBe(200);
    expect((await call('PUT', s.url, w.a.adminHeaders, { analyse_test_results: true })).statusCode).toBe(200);
    events = await eventsOf(s.sitting);
    const [release, update] = events.slice(-2);
    expect(release).toMatchObject({ action: 'sitting.released', changes: { analyse_test_results: [false, true] } });
    // The release and the update's own event: one INSERT.
    expect(update).toMatchObject({ action: 'sitting.updated', requestId: release!.requestId, id: release!.id + 1 });

    expect((await call('DELETE', s.url, w.a.adminHeaders)).statusCode).toBe(200);
    const deleted = (await eventsOf(s.sitting)).at(-1)!;
    expect(deleted).toMatchObject({ action: 'sitting.deleted', studentId: s.id, clientId: w.a.client.client_id });
    expect(deleted.changes).toMatchObject({
      test_name: ['SAT Math 1', null],
      test_taken: [true, null],
      score: [4, null],
    });
  });
});

describe('a class', () => {
  let made = 0;
  async function classOf(size: number) {
    made += 1;
    const students = await Promise.all(
      Array.from({ length: size }, () => w.student({ Enroll_Program: JSON.stringify(['SAT']) })),
    );
    const teacher = (await createTeacher(t.db, w.a.client.client_id)).id;
    const created = await call('POST', '/api/classroom/', w.a.adminHeaders, {
      class_name: `Class of ${size} (${made})`,
      program: 'SAT',
      teachers: [teacher],
      students: students.map((s) => s.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as number, students };
  }

  /** Assigns the test to the class: the events the request wrote, and the statements it took. */
  async function assignTo(classroom: number) {
    const before = t.queries();
    const res = await call('POST', `/api/classroom/${classroom}/assign/`, w.a.adminHeaders, {
      kind: 'test',
      master_qnsbank: w.test.quiz.master_qnsbank_id,
    });
    const statements = t.queries() - before;
    expect(res.statusCode, res.body).toBe(201);
    const [one] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'class.assigned'),
          eq(auditEvents.subjectType, 'class'),
          eq(auditEvents.subjectId, classroom),
        ),
      );
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.requestId, one!.requestId));
    return { events, statements };
  }

  it('assigned: one event a student and the class’s, in statements that do not grow with the class', async () => {
    const small = await classOf(2);
    const large = await classOf(25);
    const a = await assignTo(small.id);
    const b = await assignTo(large.id);
    expect(b.statements).toBe(a.statements);
    const perStudent = b.events.filter((e) => e.action === 'sitting.assigned');
    expect(perStudent).toHaveLength(25);
    expect(new Set(perStudent.map((e) => e.studentId))).toEqual(new Set(large.students.map((s) => s.id)));
    expect(perStudent.every((e) => e.clientId === w.a.client.client_id && e.subjectLabel === 'SAT Math 1')).toBe(true);
    const own = b.events.filter((e) => e.action === 'class.assigned');
    expect(own).toEqual([
      expect.objectContaining({ subjectLabel: expect.stringMatching(/^Class of 25/), studentId: null }),
    ]);
    // One INSERT: consecutive ids.
    const ids = b.events.map((e) => e.id).sort((x, y) => x - y);
    expect(ids.at(-1)! - ids[0]!).toBe(ids.length - 1);
  });

  it('released: one event a sitting released and the class’s', async () => {
    const c = await classOf(2);
    await assignTo(c.id);
    const sittings = await t.db
      .select()
      .from(masterSittings)
      .where(
        inArray(
          masterSittings.student,
          c.students.map((s) => s.id),
        ),
      );
    for (const [i, sitting] of sittings.entries()) {
      const url = `/api/mastersitting/${sitting.master_sitting_id}/`;
      const s = c.students.find((x) => x.id === sitting.student) ?? c.students[i]!;
      expect((await call('POST', `${url}submit/`, s.headers, answersRight())).statusCode).toBe(200);
    }
    const res = await call('POST', `/api/classroom/${c.id}/release/`, w.a.adminHeaders, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
    });
    expect(res.json()).toEqual({ released: 2 });
    const released = await t.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['sitting.released', 'class.released']));
    const ours = released.filter((e) => (e.subjectType === 'class' ? e.subjectId === c.id : true));
    expect(ours.filter((e) => e.action === 'class.released')).toHaveLength(1);
    const rows = ours.filter(
      (e) => e.action === 'sitting.released' && sittings.some((s) => s.master_sitting_id === e.subjectId),
    );
    expect(rows).toHaveLength(2);
    // Nothing left to release: no event, and no 500 from the audit check.
    const again = await call('POST', `/api/classroom/${c.id}/release/`, w.a.adminHeaders, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
    });
    expect(again.json()).toEqual({ released: 0 });
  });
});
