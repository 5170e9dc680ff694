// The pause an assignment allows (issue 16): chosen when assigning (allowed or not, at most how many
// minutes in all), enforced by the server. A pause counts against the allowance while it lasts; once
// it outlasts what is left, the clock runs again by itself, so a pause cannot stretch the time limit.
// Time is moved as the taking tests move it: by setting the row's timestamps back.
import { SITTING_MESSAGES } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, masterSittings } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t, { prepLimit: 1 });
});
afterAll(() => t.close());

async function assigned(extra: Record<string, unknown> = {}) {
  const s = await w.student();
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: s.id,
    timer: true,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().master_sitting_id as number;
  return { ...s, id, url: `/api/mastersitting/${id}`, assigned: res.json() };
}

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** As if the student had opened the test `seconds` ago. */
async function elapse(id: number, seconds: number) {
  await t.db
    .update(masterSittings)
    .set({ started_at: ago(seconds) })
    .where(eq(masterSittings.master_sitting_id, id));
}

/** As if the pause now on had begun `seconds` ago. */
async function pausedFor(id: number, seconds: number) {
  await t.db
    .update(masterSittings)
    .set({ paused_at: ago(seconds) })
    .where(eq(masterSittings.master_sitting_id, id));
}

const rowOf = async (id: number) =>
  (await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, id)))[0]!;

describe('assigning a real test with its pause', () => {
  it('allows 10 minutes of pause unless told otherwise, and says so to the admin and the student', async () => {
    const s = await assigned();
    expect(s.assigned).toMatchObject({ pause_allowed: true, pause_limit_minutes: 10, pause_seconds_left: 600 });
    expect((await call('GET', `${s.url}/`, s.headers)).json()).toMatchObject({
      pause_allowed: true,
      pause_limit_minutes: 10,
      pause_seconds_left: 600,
    });
  });

  it('refuses a limit that is not a whole number of minutes from 1 to 600, naming the field', async () => {
    for (const pause_limit_minutes of [0, 601, 1.5, 'ten', -3, true]) {
      const s = await w.student();
      const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
        master_qnsbank: w.test.quiz.master_qnsbank_id,
        student: s.id,
        pause_limit_minutes,
      });
      expect(res.statusCode, String(pause_limit_minutes)).toBe(400);
      expect(res.json().fields).toEqual({ pause_limit_minutes: [SITTING_MESSAGES.pauseLimit] });
    }
    const digits = await assigned({ pause_limit_minutes: '600', pause_allowed: 'false' });
    expect(digits.assigned).toMatchObject({ pause_allowed: false, pause_limit_minutes: 600, pause_seconds_left: 0 });
  });

  it('takes a limit of 0 when pausing is not allowed (the limit means nothing then), on every assigning route', async () => {
    const none = { pause_allowed: false, pause_limit_minutes: 0 };
    const s = await assigned(none);
    expect(s.assigned).toMatchObject({ ...none, pause_seconds_left: 0 });
    await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, w.a.client.client_id));
    const classroom = await call('POST', '/api/classroom/', w.a.adminHeaders, {
      class_name: 'No pauses',
      program: w.test.quiz.test_type,
    });
    const body = { kind: 'test', master_qnsbank: w.test.quiz.master_qnsbank_id, ...none };
    const res = await call('POST', `/api/classroom/${classroom.json().id}/assign/`, w.a.adminHeaders, body);
    expect(classroom.statusCode, classroom.body).toBe(201);
    expect(res.statusCode, res.body).toBe(201);
    // Allowed, a pause still needs a minute.
    const allowed = await call('POST', `/api/classroom/${classroom.json().id}/assign/`, w.a.adminHeaders, {
      ...body,
      pause_allowed: true,
    });
    expect(allowed.statusCode).toBe(400);
    expect(allowed.json().fields).toEqual({ pause_limit_minutes: [SITTING_MESSAGES.pauseLimit] });
  });
});

describe('the pause the assignment allows', () => {
  it('refuses a pause when pausing is not allowed, and the clock runs on', async () => {
    const s = await assigned({ pause_allowed: false });
    await call('POST', `${s.url}/start/`, s.headers);
    await elapse(s.id, 100);
    const refused = await call('POST', `${s.url}/pause/`, s.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Pausing is not allowed on this test.');
    expect(await rowOf(s.id)).toMatchObject({ paused_at: null, elapsed_seconds: 0 });
    expect((await call('GET', `${s.url}/`, s.headers)).json()).toMatchObject({
      clock_status: 'in_progress',
      remaining_seconds: 500,
      pause_seconds_left: 0,
    });
  });

  it('counts a pause against the allowance; the resume gives back what is left', async () => {
    const s = await assigned({ pause_limit_minutes: 2 });
    await call('POST', `${s.url}/start/`, s.headers);
    await elapse(s.id, 100);
    const paused = (await call('POST', `${s.url}/pause/`, s.headers, {})).json();
    expect(paused.sitting).toMatchObject({ clock_status: 'paused', remaining_seconds: 500, pause_seconds_left: 120 });
    await pausedFor(s.id, 50);
    // While paused the allowance falls and the time left does not.
    expect((await call('GET', `${s.url}/`, s.headers)).json()).toMatchObject({
      clock_status: 'paused',
      remaining_seconds: 500,
      pause_seconds_left: 70,
    });
    const resumed = (await call('POST', `${s.url}/start/`, s.headers)).json();
    expect(resumed.sitting).toMatchObject({
      clock_status: 'in_progress',
      remaining_seconds: 500,
      pause_seconds_left: 70,
    });
    expect(resumed.questions).toHaveLength(4);
    expect(await rowOf(s.id)).toMatchObject({ paused_at: null, pause_used_seconds: 50 });
    // A second pause takes from what is left.
    const again = (await call('POST', `${s.url}/pause/`, s.headers, {})).json();
    expect(again.sitting.pause_seconds_left).toBe(70);
  });

  it('runs the clock again once a pause outlasts the allowance, and then refuses another pause', async () => {
    const s = await assigned({ pause_limit_minutes: 1 });
    await call('POST', `${s.url}/start/`, s.headers);
    await elapse(s.id, 100);
    expect((await call('POST', `${s.url}/pause/`, s.headers, {})).statusCode).toBe(200);
    // Paused for 90 s with 60 allowed: the last 30 s count as time used.
    await pausedFor(s.id, 90);
    const read = (await call('GET', `${s.url}/`, s.headers)).json();
    expect(read).toMatchObject({ clock_status: 'in_progress', remaining_seconds: 470, pause_seconds_left: 0 });
    const admins = (await call('GET', `${s.url}/`, w.a.adminHeaders)).json();
    expect(admins).toMatchObject({ remaining_seconds: 470, pause_seconds_left: 0 });
    const refused = await call('POST', `${s.url}/pause/`, s.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No pause time is left on this test.');
    // Answers are taken while the clock runs again, and the reopened screen shows the questions.
    const q = w.test.questions[0]!;
    expect((await call('PUT', `${s.url}/answer/`, s.headers, { questionid: q.id, select_ans: q.key })).statusCode).toBe(
      200,
    );
    const reopened = (await call('POST', `${s.url}/start/`, s.headers)).json();
    expect(reopened.sitting).toMatchObject({ clock_status: 'in_progress', remaining_seconds: 470 });
    expect(reopened.questions).toHaveLength(4);
    const row = await rowOf(s.id);
    expect(row).toMatchObject({ paused_at: null, pause_used_seconds: 60, elapsed_seconds: 100 });
    expect(Math.round((Date.now() - row.started_at!.getTime()) / 1000)).toBe(30);
  });

  it('cannot stretch the time limit: a pause past allowance and time left ends the test as time up', async () => {
    const s = await assigned({ pause_limit_minutes: 1 });
    await call('POST', `${s.url}/start/`, s.headers);
    await elapse(s.id, 590);
    await call('POST', `${s.url}/pause/`, s.headers, {});
    // 60 s of pause, then the last 10 s of the test and its grace run out.
    await pausedFor(s.id, 60 + 10 + t.app.config.graceSeconds + 5);
    const late = await call('POST', `${s.url}/start/`, s.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SITTING_MESSAGES.timeUp);
    expect((await call('GET', `${s.url}/`, w.a.adminHeaders)).json()).toMatchObject({ test_taken: true });
  });
});

describe('a preparation test', () => {
  it('takes the pause chosen when it is assigned', async () => {
    const s = await w.student();
    const master = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      student: s.id,
    });
    const url = `/api/mastersitting/${master.json().master_sitting_id}`;
    await call('POST', `${url}/submit/`, s.headers, { result: [] });
    const prep = await call('POST', '/api/personalized/', w.a.adminHeaders, {
      master_sitting: master.json().master_sitting_id,
      timer: true,
      pause_allowed: false,
    });
    expect(prep.statusCode, prep.body).toBe(201);
    expect(prep.json()).toMatchObject({ pause_allowed: false, pause_seconds_left: 0 });
    const prepUrl = `/api/personalized/${prep.json().personalized_id}`;
    await call('POST', `${prepUrl}/start/`, s.headers);
    const refused = await call('POST', `${prepUrl}/pause/`, s.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SITTING_MESSAGES.pauseNotAllowed);
  });
});
