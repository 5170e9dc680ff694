// The events of what is not a student's own request (issue 27): a class's assignment names who asked;
// the server's own gradings, a sitting whose time ran out (auto-submit, by nobody) and paper answers
// entered by an administrator, emit `submitted` and `graded` through the same place as a submission
// (taking/submit.ts's storeGrade), with the transaction.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clients, masterSittings } from '../db/schema/index';
import { conflict } from '../plugins/errors';
import { createTeacher } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';
import { onTaking, type TakingEvent, type TakingEvents } from './events';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, w.a.client.client_id));
});
afterAll(() => t.close());

const removers: Array<() => void> = [];
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
});
function record<E extends TakingEvent>(event: E) {
  const seen: Array<{ payload: TakingEvents[E]; tx: boolean }> = [];
  removers.push(onTaking(event, (payload, tx) => void seen.push({ payload, tx: typeof tx.rollback === 'function' })));
  return seen;
}

/** A timed sitting of the world's test, assigned to a new student. */
async function assigned(timer = true) {
  const s = await w.student();
  const body = { master_qnsbank: w.test.quiz.master_qnsbank_id, student: s.id, timer, student_timer: '00:01:00' };
  const res = await call('POST', '/api/mastersitting/', w.a.adminHeaders, body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().master_sitting_id as number;
  return { ...s, sitting: id, url: `/api/mastersitting/${id}/` };
}

describe('the events of the server and the administrators', () => {
  it('a class assignment names who asked, and the class’s client', async () => {
    const seen = record('assigned');
    const s = await w.student({ Enroll_Program: JSON.stringify(['SAT']) });
    const teacherId = (await createTeacher(t.db, w.a.client.client_id)).id;
    const created = await call('POST', '/api/classroom/', w.a.adminHeaders, {
      class_name: 'Events class',
      program: 'SAT',
      teachers: [teacherId],
      students: [s.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await call('POST', `/api/classroom/${created.json().id}/assign/`, w.a.adminHeaders, {
      kind: 'test',
      master_qnsbank: w.test.quiz.master_qnsbank_id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(seen).toEqual([
      {
        payload: expect.objectContaining({ kind: 'master', students: [s.id], client: w.a.client.client_id }),
        tx: true,
      },
    ]);
    expect(seen[0]!.payload.actor).toEqual({ sub: expect.any(String), role: 'clientadmin' });
  });

  it('a sitting whose time ran out is submitted by nobody and graded from the choices saved in time', async () => {
    const s = await assigned();
    expect((await call('POST', `${s.url}start/`, s.headers)).statusCode).toBe(200);
    const q = w.test.questions[0]!;
    const saved = await call('PUT', `${s.url}answer/`, s.headers, { questionid: q.id, select_ans: q.key });
    expect(saved.statusCode).toBe(200);
    const started_at = new Date(Date.now() - 600_000);
    await t.db.update(masterSittings).set({ started_at }).where(eq(masterSittings.master_sitting_id, s.sitting));
    const submitted = record('submitted');
    const graded = record('graded');
    // The administrator's read settles it (the server's auto-submit).
    const read = await call('GET', s.url, w.a.adminHeaders);
    expect(read.json()).toMatchObject({ test_taken: true, score: 1 });
    const who = { kind: 'master', id: s.sitting, student: s.id, client: w.a.client.client_id };
    expect(submitted).toEqual([{ payload: { ...who, actor: null }, tx: true }]);
    expect(graded).toEqual([{ payload: { ...who, score: 1, total: 4 }, tx: true }]);
    // Read again: settled once, nothing emitted again.
    await call('GET', s.url, w.a.adminHeaders);
    expect(graded).toHaveLength(1);
  });

  it('paper answers entered by an administrator: submitted by them, graded; a throwing hook saves nothing', async () => {
    const s = await assigned(false);
    const answers = { answers: [{ question_number: 1, option: 'b' }] };
    removers.push(
      onTaking('graded', () => {
        throw conflict('Refused by a hook');
      }),
    );
    expect((await call('POST', `${s.url}paper/`, w.a.adminHeaders, answers)).statusCode).toBe(409);
    const [row] = await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, s.sitting));
    expect(row).toMatchObject({ test_taken: false, submission_key: null });
    for (const remove of removers.splice(0)) remove();
    const submitted = record('submitted');
    const graded = record('graded');
    const res = await call('POST', `${s.url}paper/`, w.a.adminHeaders, answers);
    expect(res.statusCode, res.body).toBe(200);
    expect(submitted).toEqual([{ payload: expect.objectContaining({ id: s.sitting }), tx: true }]);
    expect(submitted[0]!.payload.actor?.role).toBe('clientadmin');
    expect(graded).toEqual([{ payload: expect.objectContaining({ id: s.sitting, score: 1, total: 4 }), tx: true }]);
  });
});
