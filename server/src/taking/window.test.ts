// The window of a class assignment on the student's side, for both kinds of record: before opens_at
// nothing starts (no clock, no draft, no submission), inside it everything is as before, after
// closes_at one never started is refused (missed) while one started inside it runs to its own time
// limit. A row without a window is as it always was. The window is set on the rows directly: the
// class assign route is built elsewhere.
import { CLASSROOM_MESSAGES } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterSittings, warmupResults } from '../db/schema/index';
import { createWarmupSet, grantToClient } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);
const NOT_OPEN = { opens_at: hoursFromNow(24), closes_at: hoursFromNow(48) };
const OPEN = { opens_at: hoursFromNow(-24), closes_at: hoursFromNow(24) };
const CLOSED = { opens_at: hoursFromNow(-48), closes_at: hoursFromNow(-24) };
type Window = typeof OPEN;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  set = await createWarmupSet(t.db, { section_duration: '00:05:00' });
  await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
    quizzes: [w.test.quiz.master_qnsbank_id],
    warmups: [set.set.master_qnsbank_id],
  });
});
afterAll(() => t.close());

describe('a real test with a window', () => {
  /** A real test assigned to a new student, its window set as the class assignment would. */
  async function sitting(window: Window | null, timer = true) {
    const s = await w.student();
    const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      student: s.id,
      timer,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().master_sitting_id as number;
    if (window) await setWindow(id, window);
    return { ...s, student: s.id, id, url: `/api/mastersitting/${id}` };
  }
  const setWindow = (id: number, window: Partial<Window>) =>
    t.db.update(masterSittings).set(window).where(eq(masterSittings.master_sitting_id, id));
  const row = async (id: number) =>
    (await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, id)))[0]!;
  const q = () => w.test.questions;

  it('before opens_at: refused with 409 everywhere a student could begin, and no clock starts', async () => {
    const s = await sitting(NOT_OPEN);
    const started = await call('POST', `${s.url}/start/`, s.headers);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(CLASSROOM_MESSAGES.notOpenYet);
    // A timed one would be refused as not started anyway: the window is the reason given.
    const early = await call('PUT', `${s.url}/answer/`, s.headers, {
      questionid: q()[0]!.id,
      select_ans: q()[0]!.options[1],
    });
    expect([early.statusCode, early.json().message]).toEqual([409, CLASSROOM_MESSAGES.notOpenYet]);
    const u = await sitting(NOT_OPEN, false);
    const refusals = [
      await call('POST', `${u.url}/start/`, u.headers),
      await call('PUT', `${u.url}/answer/`, u.headers, { questionid: q()[0]!.id, select_ans: q()[0]!.options[1] }),
      await call('POST', `${u.url}/pause/`, u.headers, {}),
      await call('POST', `${u.url}/submit/`, u.headers, { result: [] }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().message])).toEqual(
      Array(4).fill([409, CLASSROOM_MESSAGES.notOpenYet]),
    );
    for (const id of [s.id, u.id]) {
      expect(await row(id)).toMatchObject({
        started_at: null,
        time_allowed_seconds: null,
        elapsed_seconds: 0,
        draft_answers: {},
        test_taken: false,
      });
    }
  });

  it('inside the window: opens as always', async () => {
    const s = await sitting(OPEN);
    const started = await call('POST', `${s.url}/start/`, s.headers);
    expect(started.statusCode).toBe(200);
    expect(started.json().sitting).toMatchObject({ state: 'in_progress', time_allowed: '00:10:00' });
    expect((await row(s.id)).started_at).not.toBeNull();
  });

  it('after closes_at, never started: missed, refused on opening and on an untimed submission', async () => {
    const s = await sitting(CLOSED);
    const started = await call('POST', `${s.url}/start/`, s.headers);
    expect([started.statusCode, started.json().message]).toEqual([409, CLASSROOM_MESSAGES.closed]);
    const u = await sitting(CLOSED, false);
    const submitted = await call('POST', `${u.url}/submit/`, u.headers, {
      result: [{ questionid: q()[0]!.id, select_ans: q()[0]!.options[1] }],
    });
    expect([submitted.statusCode, submitted.json().message]).toEqual([409, CLASSROOM_MESSAGES.closed]);
    expect(await row(s.id)).toMatchObject({ started_at: null, time_allowed_seconds: null });
    expect(await row(u.id)).toMatchObject({ test_taken: false, score: 0 });
  });

  it('started inside the window: saved, reopened and submitted after closes_at within its own time', async () => {
    const s = await sitting(OPEN);
    expect((await call('POST', `${s.url}/start/`, s.headers)).statusCode).toBe(200);
    // The window closes while the student is at work.
    await setWindow(s.id, { closes_at: hoursFromNow(-0.01) });
    const [first, second] = q();
    const chosen = await call('PUT', `${s.url}/answer/`, s.headers, {
      questionid: first!.id,
      select_ans: first!.options[1],
    });
    expect(chosen.statusCode).toBe(200);
    expect((await call('POST', `${s.url}/start/`, s.headers)).statusCode).toBe(200);
    const submitted = await call('POST', `${s.url}/submit/`, s.headers, {
      result: [
        { questionid: first!.id, select_ans: first!.options[1] },
        { questionid: second!.id, select_ans: second!.options[0] },
      ],
    });
    expect(submitted.statusCode).toBe(200);
    // Keys B, B, C, A: the first is right, the second wrong.
    expect(await row(s.id)).toMatchObject({ test_taken: true, score: 1 });
  });

  it('without a window: as today; the student’s list carries the window as ISO instants', async () => {
    const s = await sitting(null, false);
    expect((await call('POST', `${s.url}/start/`, s.headers)).statusCode).toBe(200);
    const windowed = await sitting(NOT_OPEN);
    const [listed] = (await call('GET', `/api/mastersittingbystudentid/${windowed.student}/`, windowed.headers)).json();
    expect(listed).toMatchObject({
      opens_at: NOT_OPEN.opens_at.toISOString(),
      closes_at: NOT_OPEN.closes_at.toISOString(),
      state: 'to_take',
    });
    const [plain] = (await call('GET', `/api/mastersittingbystudentid/${s.student}/`, s.headers)).json();
    expect(plain).toMatchObject({ opens_at: null, closes_at: null, state: 'in_progress' });
  });
});

describe('a warm-up with a window', () => {
  async function result(window: Window | null, timer = true) {
    const s = await w.student();
    const res = await call('POST', '/api/warmup-result/', w.a.adminHeaders, {
      warmup_set_no: set.set.master_qnsbank_id,
      student: s.id,
      timer,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().result_id as number;
    if (window) await setWindow(id, window);
    return { ...s, student: s.id, id, url: `/api/warmup-result/${id}` };
  }
  const setWindow = (id: number, window: Partial<Window>) =>
    t.db.update(warmupResults).set(window).where(eq(warmupResults.result_id, id));
  const row = async (id: number) =>
    (await t.db.select().from(warmupResults).where(eq(warmupResults.result_id, id)))[0]!;
  const answers = () => set.warmups.map((x) => ({ warmup_id: x.warmup_id, result: x.answer }));

  it('before opens_at: the opening, the screen’s first read, a draft and a submission are refused, no clock', async () => {
    const s = await result(NOT_OPEN);
    const u = await result(NOT_OPEN, false);
    const refusals = [
      await call('POST', `${s.url}/start/`, s.headers),
      await call('GET', `${s.url}/`, s.headers),
      await call('GET', `${u.url}/`, u.headers),
      await call('PUT', `${u.url}/draft/`, u.headers, { answers: { [set.warmups[0]!.warmup_id]: '19' } }),
      await call('POST', `${u.url}/pause/`, u.headers, {}),
      await call('PUT', `${u.url}/`, u.headers, { result: answers() }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().message])).toEqual(
      Array(6).fill([409, CLASSROOM_MESSAGES.notOpenYet]),
    );
    for (const id of [s.id, u.id]) {
      expect(await row(id)).toMatchObject({
        started_at: null,
        time_allowed_seconds: null,
        draft_answers: {},
        test_taken: false,
      });
    }
    // The administrator still reads it.
    expect((await call('GET', `${s.url}/`, w.a.adminHeaders)).statusCode).toBe(200);
  });

  it('inside the window: the first read opens it as always', async () => {
    const s = await result(OPEN);
    const read = await call('GET', `${s.url}/`, s.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'in_progress', opens_at: OPEN.opens_at.toISOString() });
  });

  it('after closes_at, never started: refused as missed', async () => {
    const s = await result(CLOSED);
    const started = await call('POST', `${s.url}/start/`, s.headers);
    expect([started.statusCode, started.json().message]).toEqual([409, CLASSROOM_MESSAGES.closed]);
    const u = await result(CLOSED, false);
    const submitted = await call('PUT', `${u.url}/`, u.headers, { result: answers() });
    expect([submitted.statusCode, submitted.json().message]).toEqual([409, CLASSROOM_MESSAGES.closed]);
    expect(await row(u.id)).toMatchObject({ test_taken: false });
  });

  it('started inside the window: submitted after closes_at within its own time', async () => {
    const s = await result(OPEN);
    expect((await call('POST', `${s.url}/start/`, s.headers)).statusCode).toBe(200);
    await setWindow(s.id, { closes_at: hoursFromNow(-0.01) });
    expect((await call('POST', `${s.url}/pause/`, s.headers, {})).statusCode).toBe(200);
    expect((await call('POST', `${s.url}/start/`, s.headers)).statusCode).toBe(200);
    const submitted = await call('PUT', `${s.url}/`, s.headers, { result: answers() });
    expect(submitted.statusCode).toBe(200);
    expect(await row(s.id)).toMatchObject({ test_taken: true, score: set.warmups.length });
  });

  it('without a window: as today; the student’s list carries the window', async () => {
    const s = await result(null, false);
    expect((await call('PUT', `${s.url}/`, s.headers, { result: answers() })).statusCode).toBe(200);
    const windowed = await result(CLOSED);
    const [listed] = (await call('GET', `/api/warmup-resultbyid/${windowed.student}/`, windowed.headers)).json();
    expect(listed).toMatchObject({
      opens_at: CLOSED.opens_at.toISOString(),
      closes_at: CLOSED.closes_at.toISOString(),
      status: 'assigned',
    });
    const [plain] = (await call('GET', `/api/warmup-resultbyid/${s.student}/`, s.headers)).json();
    expect(plain).toMatchObject({ opens_at: null, closes_at: null, status: 'taken' });
  });
});
