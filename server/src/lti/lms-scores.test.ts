// The class results' view of the LMS gradebook (issue 29): each score's state for the class's staff, and
// sending one again; both only to the staff of the class and its client.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, classrooms, classroomTeachers, ltiScores } from '../db/schema/index';
import { bearer, createTeacher, tenant, tokenFor } from '../test/fixtures';
import type { TestApp } from '../test/harness';
import type { FakePlatform } from '../test/lti-platform';
import { type ltiWorld, startServicesWorld } from '../test/lti-services-world';
import type { caller, Headers } from '../test/sittings';
import { scoresIdle } from './scores-timer';

let started: Awaited<ReturnType<typeof startServicesWorld>>;
let t: TestApp;
let fake: FakePlatform;
let world: Awaited<ReturnType<typeof ltiWorld>>;
let call: ReturnType<typeof caller>;
let refusedId: number;
let sittings: { sent: number; refused: number };
let teacher: Headers;
let otherTeacher: Headers;
let learner: Headers;

beforeAll(async () => {
  started = await startServicesWorld();
  ({ t, fake, world, call } = started);
  const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-class');
  const lee = await world.learner('lee-class');
  const kim = await world.learner('kim-class');
  learner = lee.headers;
  sittings = {
    sent: await world.sitting(lee.student.student_id, lee.user.id, link.id, 3),
    refused: await world.sitting(kim.student.student_id, kim.user.id, link.id, 2),
  };
  await call('PUT', `/api/mastersitting/${sittings.sent}/`, world.a.adminHeaders, { analyse_test_results: true });
  await scoresIdle(t.app);
  fake.failScores(1, 422, JSON.stringify({ message: 'The gradebook column is locked' }));
  await call('PUT', `/api/mastersitting/${sittings.refused}/`, world.a.adminHeaders, { analyse_test_results: true });
  await scoresIdle(t.app);
  const [row] = await t.db.select().from(ltiScores).where(eq(ltiScores.work_id, sittings.refused));
  refusedId = row!.id;
  const mine = await createTeacher(t.db, world.client);
  await t.db.insert(classroomTeachers).values({ classroom: world.classroom.id, teacher: mine.id });
  teacher = bearer(tokenFor(t.app, 'teacher', mine.id, world.client));
  const other = await createTeacher(t.db, world.client);
  otherTeacher = bearer(tokenFor(t.app, 'teacher', other.id, world.client));
});
afterAll(() => started?.close());

describe('GET /api/classroom/{id}/lms/', () => {
  it("answers the class's LMS course and each score's state, the platform's words with a refusal", async () => {
    const res = await call('GET', `/api/classroom/${world.classroom.id}/lms/`, teacher);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.context).toEqual({ title: 'Algebra', can_sync: true });
    expect(body.scores).toEqual([
      expect.objectContaining({
        kind: 'master',
        work_id: sittings.sent,
        state: 'sent',
        score_given: 3,
        last_error: '',
      }),
      expect.objectContaining({
        kind: 'master',
        work_id: sittings.refused,
        state: 'refused',
        last_error: 'The LMS answered 422: The gradebook column is locked',
        sent_at: null,
      }),
    ]);
  });

  it('answers no course for a class that came from none; nothing to another client, a teacher elsewhere or a student', async () => {
    const [plain] = await t.db
      .insert(classrooms)
      .values({ client: world.client, class_name: 'Plain', program: 'SAT' })
      .returning();
    const res = await call('GET', `/api/classroom/${plain!.id}/lms/`, world.a.adminHeaders);
    expect(res.json()).toEqual({ context: null, scores: [] });
    const other = await tenant(t.app, t.db);
    const url = `/api/classroom/${world.classroom.id}/lms/`;
    expect((await call('GET', url, other.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', url, otherTeacher)).statusCode).toBe(403);
    expect((await call('GET', url, learner)).statusCode).toBe(403);
    expect((await call('GET', '/api/classroom/99999999999/lms/', world.a.adminHeaders)).statusCode).toBe(400);
  });
});

describe('POST /api/lti/scores/{id}/resend/', () => {
  it('refuses another client, a teacher elsewhere, a student, a bad or unknown id, changing nothing', async () => {
    const other = await tenant(t.app, t.db);
    const url = `/api/lti/scores/${refusedId}/resend/`;
    for (const headers of [other.adminHeaders, otherTeacher, learner]) {
      expect((await call('POST', url, headers)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/lti/scores/abc/resend/', world.a.adminHeaders)).statusCode).toBe(400);
    expect((await call('POST', '/api/lti/scores/2147483648/resend/', world.a.adminHeaders)).statusCode).toBe(400);
    const missing = await call('POST', '/api/lti/scores/999999/resend/', world.a.adminHeaders);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such score');
    const [row] = await t.db.select().from(ltiScores).where(eq(ltiScores.id, refusedId));
    expect(row!.state).toBe('refused');
  });

  it("sends a refused score again once the class's teacher asks, and records who asked", async () => {
    const before = fake.scores.length;
    const res = await call('POST', `/api/lti/scores/${refusedId}/resend/`, teacher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: refusedId, state: 'waiting', attempts: 0, last_error: '' });
    await scoresIdle(t.app);
    expect(fake.scores.slice(before).map((s) => [s.body.userId, s.body.scoreGiven])).toEqual([['kim-class', 2]]);
    const [row] = await t.db.select().from(ltiScores).where(eq(ltiScores.id, refusedId));
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'lti_score.resent'));
    expect(events).toEqual([
      expect.objectContaining({
        actorRole: 'teacher',
        subjectType: 'sitting',
        subjectId: sittings.refused,
        subjectLabel: 'LMS Test',
      }),
    ]);
  });
});
