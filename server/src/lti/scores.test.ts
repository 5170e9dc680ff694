// Grades back (AGS, issue 29) against the fake platform: the score written to the outbox in the release's
// transaction, posted to the line item once released (never before), retried when the LMS is down, refused
// with the platform's words on another 4xx, a 401 answered with a fresh token, each score sent once by
// concurrent senders, a re-release sending the latest score. Time is driven by `now`, never slept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classroomAssignments, ltiScores } from '../db/schema/index';
import type { TestApp } from '../test/harness';
import type { FakePlatform } from '../test/lti-platform';
import { type ltiWorld, startServicesWorld } from '../test/lti-services-world';
import type { caller } from '../test/sittings';
import { BACKOFF_MS, GIVE_UP_AFTER_MS, scoresUrl, SCORE_CONTENT_TYPE, sendDueScores } from './scores-send';
import { scoresIdle } from './scores-timer';

let started: Awaited<ReturnType<typeof startServicesWorld>>;
let t: TestApp;
let fake: FakePlatform;
let world: Awaited<ReturnType<typeof ltiWorld>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  started = await startServicesWorld();
  ({ t, fake, world, call } = started);
});
afterAll(() => started?.close());
beforeEach(() => {
  fake.failScores(0);
});

const release = async (id: number, kind: 'mastersitting' | 'warmup-result' = 'mastersitting') => {
  const answer = await call('PUT', `/api/${kind}/${id}/`, world.a.adminHeaders, { analyse_test_results: true });
  expect(answer.statusCode, answer.body).toBe(200);
  await scoresIdle(t.app);
};
const withdraw = (id: number) =>
  call('PUT', `/api/mastersitting/${id}/`, world.a.adminHeaders, { analyse_test_results: false });
const scoreRow = async (kind: 'master' | 'warmup', id: number) =>
  (await t.db.select().from(ltiScores).where(eq(ltiScores.work_id, id))).find((row) => row.kind === kind);
const received = (lineitem: string) => fake.scores.filter((s) => s.lineitem === lineitem);
const later = (ms: number) => new Date(Date.now() + ms);

describe('grades back to the LMS', () => {
  it('posts the score to the line item once released, never before, with the body AGS asks', async () => {
    const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-1');
    const lee = await world.learner('lee-1');
    const id = await world.sitting(lee.student.student_id, lee.user.id, link.id, 3);
    await sendDueScores(t.app);
    expect(await scoreRow('master', id)).toBeUndefined();
    expect(received(link.lineitem_url!)).toEqual([]);

    await release(id);
    const [got] = received(link.lineitem_url!);
    expect(got!.body).toEqual({
      userId: 'lee-1',
      scoreGiven: 3,
      scoreMaximum: 4,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
    });
    const row = await scoreRow('master', id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: '' });
    expect(row!.sent_at).toBeInstanceOf(Date);
    // The fake refuses any other content type (415) and any post without its token (401).
    expect(SCORE_CONTENT_TYPE).toBe('application/vnd.ims.lis.v1.score+json');
  });

  it("sends a warm-up result's score too, and nothing for work not launched from an LMS", async () => {
    const link = await world.link(world.set.master_qnsbank_id, 'warm-1');
    const lee = await world.learner('lee-warm');
    const id = await world.warmup(lee.student.student_id, lee.user.id, link.id, 2);
    await release(id, 'warmup-result');
    expect(received(link.lineitem_url!).map((s) => [s.body.scoreGiven, s.body.scoreMaximum])).toEqual([[2, 4]]);
    expect(await scoreRow('warmup', id)).toMatchObject({ state: 'sent' });

    const noColumn = await world.link(world.test.quiz.master_qnsbank_id, 'no-column', null);
    const other = await world.sitting(lee.student.student_id, lee.user.id, noColumn.id);
    await release(other);
    expect(await scoreRow('master', other)).toBeUndefined();
  });

  it('keeps a score while the LMS is down and sends it on the third try', async () => {
    const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-down');
    const lee = await world.learner('lee-down');
    const id = await world.sitting(lee.student.student_id, lee.user.id, link.id, 4);
    fake.failScores(2, 503);
    await release(id);
    let row = await scoreRow('master', id);
    expect(row).toMatchObject({ state: 'waiting', attempts: 1, last_error: expect.stringContaining('503') });
    // The first retry comes within a minute, not before its time.
    expect(row!.next_attempt_at.getTime() - Date.now()).toBeLessThanOrEqual(BACKOFF_MS[0]!);
    expect(await sendDueScores(t.app)).toEqual({ sent: 0, waiting: 0, refused: 0 });

    expect(await sendDueScores(t.app, { now: later(BACKOFF_MS[0]! + 1000) })).toEqual({
      sent: 0,
      waiting: 1,
      refused: 0,
    });
    row = await scoreRow('master', id);
    expect(row).toMatchObject({ state: 'waiting', attempts: 2 });
    expect(received(link.lineitem_url!)).toEqual([]);

    await sendDueScores(t.app, { now: later(BACKOFF_MS[0]! + BACKOFF_MS[1]! + 2000) });
    expect(received(link.lineitem_url!).map((s) => s.body.scoreGiven)).toEqual([4]);
    expect(await scoreRow('master', id)).toMatchObject({ state: 'sent', attempts: 3, last_error: '' });
  });

  it("refuses for good on a 400, with the platform's words", async () => {
    const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-400');
    const lee = await world.learner('lee-400');
    const id = await world.sitting(lee.student.student_id, lee.user.id, link.id);
    fake.failScores(
      1,
      400,
      JSON.stringify({ error: 'invalid_request', error_description: 'User lee-400 is not enrolled' }),
    );
    await release(id);
    expect(await scoreRow('master', id)).toMatchObject({
      state: 'refused',
      last_error: 'The LMS answered 400: User lee-400 is not enrolled',
    });
    await sendDueScores(t.app, { now: later(GIVE_UP_AFTER_MS) });
    expect(received(link.lineitem_url!)).toEqual([]);
  });

  it('takes a fresh token after a 401, and gives up three days after the release', async () => {
    const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-401');
    const lee = await world.learner('lee-401');
    const id = await world.sitting(lee.student.student_id, lee.user.id, link.id);
    fake.failScores(1, 401);
    const tokens = fake.tokensIssued;
    await release(id);
    expect(await scoreRow('master', id)).toMatchObject({ state: 'waiting', attempts: 1 });
    await sendDueScores(t.app, { now: later(BACKOFF_MS[0]! + 1000) });
    expect(await scoreRow('master', id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(fake.tokensIssued).toBe(tokens + 1);

    const late = await world.sitting(lee.student.student_id, lee.user.id, link.id);
    fake.failScores(5, 502);
    await release(late);
    await sendDueScores(t.app, { now: later(GIVE_UP_AFTER_MS) });
    expect(await scoreRow('master', late)).toMatchObject({
      state: 'refused',
      last_error: expect.stringMatching(/^Not accepted within three days\. The LMS answered 502/),
    });
  });

  it('sends each score once when two senders run at once', async () => {
    const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-many');
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const lee = await world.learner(`lee-many-${i}`);
      ids.push(await world.sitting(lee.student.student_id, lee.user.id, link.id, i % 5));
    }
    fake.failScores(6, 503);
    for (const id of ids) await release(id);
    const attempts = fake.scoreAttempts;
    const now = later(BACKOFF_MS[0]! + 1000);
    const [one, two] = await Promise.all([sendDueScores(t.app, { now }), sendDueScores(t.app, { now })]);
    expect(one.sent + two.sent).toBe(6);
    expect(fake.scoreAttempts - attempts).toBe(6);
    expect(
      received(link.lineitem_url!)
        .map((s) => s.body.userId)
        .sort(),
    ).toEqual(ids.map((_, i) => `lee-many-${i}`).sort());
  });

  it('sends the latest score when released again', async () => {
    const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-again');
    const lee = await world.learner('lee-again');
    const id = await world.sitting(lee.student.student_id, lee.user.id, link.id, 1);
    await release(id);
    expect((await withdraw(id)).statusCode).toBe(200);
    await world.setScore(id, 4);
    await release(id);
    expect(received(link.lineitem_url!).map((s) => s.body.scoreGiven)).toEqual([1, 4]);
    expect(await t.db.select().from(ltiScores).where(eq(ltiScores.work_id, id))).toHaveLength(1);
  });

  it("sends the scores of a class's release", async () => {
    const link = await world.link(world.test.quiz.master_qnsbank_id, 'item-class-release');
    const [assignment] = await t.db
      .insert(classroomAssignments)
      .values({ classroom: world.classroom.id, kind: 'test', quiz: world.test.quiz.master_qnsbank_id })
      .returning();
    const lee = await world.learner('lee-class-release');
    await world.sitting(lee.student.student_id, lee.user.id, link.id, 2, assignment!.id);
    const res = await call('POST', `/api/classroom/${world.classroom.id}/release/`, world.a.adminHeaders, {
      master_qnsbank: world.test.quiz.master_qnsbank_id,
    });
    expect(res.json()).toEqual({ released: 1 });
    await scoresIdle(t.app);
    expect(received(link.lineitem_url!).map((s) => [s.body.userId, s.body.scoreGiven])).toEqual([
      ['lee-class-release', 2],
    ]);
  });

  it('posts to a line item with a query string before its query', async () => {
    expect(scoresUrl('https://lms.example/mod/lti/services.php/2/lineitems/7/lineitem?type_id=3')).toBe(
      'https://lms.example/mod/lti/services.php/2/lineitems/7/lineitem/scores?type_id=3',
    );
    expect(scoresUrl('https://lms.example/api/lti/courses/1/line_items/5/')).toBe(
      'https://lms.example/api/lti/courses/1/line_items/5/scores',
    );
  });
});
