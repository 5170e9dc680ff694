// A person's LMS link is personal data (issue 29): their export holds their LMS accounts, the work they
// launched from the LMS and the scores sent back; their erasure leaves none of it; an administrator's
// deletion of a sitting or warm-up result takes its LMS link and outbox row along.
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiScores, ltiUsers, ltiWork } from '../db/schema/index';
import { bearer, createTeacher, tokenFor } from '../test/fixtures';
import type { TestApp } from '../test/harness';
import type { FakePlatform } from '../test/lti-platform';
import { type ltiWorld, startServicesWorld } from '../test/lti-services-world';
import type { caller } from '../test/sittings';
import { sendDueScores } from './scores-send';
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

const filesOf = (body: Buffer) =>
  Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [name, strFromU8(bytes)]));

/** A student who launched a sitting and a warm-up from the LMS, both released (their scores sent). */
async function launchedStudent(sub: string) {
  const link = await world.link(world.test.quiz.master_qnsbank_id, `${sub}-item`);
  const warm = await world.link(world.set.master_qnsbank_id, `${sub}-warm`);
  const lee = await world.learner(sub);
  const sitting = await world.sitting(lee.student.student_id, lee.user.id, link.id, 3);
  const result = await world.warmup(lee.student.student_id, lee.user.id, warm.id, 2);
  for (const url of [`/api/mastersitting/${sitting}/`, `/api/warmup-result/${result}/`]) {
    const released = await call('PUT', url, world.a.adminHeaders, { analyse_test_results: true });
    expect(released.statusCode, released.body).toBe(200);
  }
  // The answers kicked the sender: once it is done, every score has gone.
  await scoresIdle(t.app);
  await sendDueScores(t.app);
  return { ...lee, sitting, result, link };
}

describe("a person's LMS link in their export and erasure", () => {
  it("exports the student's LMS accounts, launched work and scores", async () => {
    const lee = await launchedStudent('export-sub');
    const res = await call('GET', `/api/student/${lee.student.student_id}/export/`, world.a.adminHeaders);
    expect(res.statusCode).toBe(200);
    const files = filesOf(res.rawPayload);
    expect(JSON.parse(files['lms_accounts.json']!)).toEqual([
      expect.objectContaining({ sub: 'export-sub', issuer: fake.issuer, given_name: 'Lee' }),
    ]);
    expect(JSON.parse(files['lms_work.json']!)).toEqual([
      expect.objectContaining({ kind: 'master', work_id: lee.sitting, lineitem_url: lee.link.lineitem_url }),
      expect.objectContaining({ kind: 'warmup', work_id: lee.result }),
    ]);
    const scores = JSON.parse(files['lms_scores.json']!);
    expect(
      scores.map((s: { kind: string; score_given: number; state: string }) => [s.kind, s.score_given, s.state]),
    ).toEqual([
      ['master', 3, 'sent'],
      ['warmup', 2, 'sent'],
    ]);
    expect(files['lms_scores.csv']).toContain('export-sub-item');
  });

  it("exports a teacher's LMS accounts", async () => {
    const teacher = await createTeacher(t.db, world.client);
    await t.db.insert(ltiUsers).values({ platform: world.platform.id, sub: 'teacher-sub', teacher: teacher.id });
    const res = await call(
      'GET',
      `/api/teacher/${teacher.id}/export/`,
      bearer(tokenFor(t.app, 'teacher', teacher.id, world.client)),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(filesOf(res.rawPayload)['lms_accounts.json']!)).toEqual([
      expect.objectContaining({ sub: 'teacher-sub' }),
    ]);
  });

  it('erasing a launched student leaves no LMS account, launched work or score of theirs', async () => {
    const lee = await launchedStudent('erase-sub');
    const res = await call('POST', `/api/student/${lee.student.student_id}/erase/`, world.a.adminHeaders, {
      confirm: lee.student.email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(ltiUsers).where(eq(ltiUsers.id, lee.user.id))).toEqual([]);
    expect(await t.db.select().from(ltiWork).where(eq(ltiWork.lti_user, lee.user.id))).toEqual([]);
    expect(await t.db.select().from(ltiScores).where(eq(ltiScores.lti_user, lee.user.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(ltiWork)
        .where(inArray(ltiWork.work_id, [lee.sitting, lee.result])),
    ).toEqual([]);
  });

  it('deleting a sitting or a warm-up result deletes its LMS link and score', async () => {
    const lee = await launchedStudent('delete-sub');
    for (const url of [`/api/mastersitting/${lee.sitting}/`, `/api/warmup-result/${lee.result}/`]) {
      expect((await call('DELETE', url, world.a.adminHeaders)).statusCode).toBe(200);
    }
    expect(await t.db.select().from(ltiWork).where(eq(ltiWork.lti_user, lee.user.id))).toEqual([]);
    expect(await t.db.select().from(ltiScores).where(eq(ltiScores.lti_user, lee.user.id))).toEqual([]);
    expect(await t.db.select().from(ltiUsers).where(eq(ltiUsers.id, lee.user.id))).toHaveLength(1);
  });
});
