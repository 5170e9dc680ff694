// The administrator's side: assigning, listing, reading, releasing, Change Timer, deleting.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, warmupResults } from '../db/schema/index';
import {
  createWarmupResult,
  createWarmupSet,
  createStudent,
  bearer,
  grantToClient,
  superAdminHeaders,
  tenant,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let su: Record<string, string>;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;
let notGranted: Awaited<ReturnType<typeof createWarmupSet>>;
let untimedSet: Awaited<ReturnType<typeof createWarmupSet>>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, payload: payload as object });
const ids = (list: Array<{ warmup_id: number }>) => list.map((w) => w.warmup_id);

/** A fresh student of client A with its headers. */
async function studentOfA() {
  const student = await createStudent(t.db, a.client.client_id);
  return { student, headers: bearer(tokenFor(t.app, 'student', student.student_id, a.client.client_id)) };
}

async function assign(body: Record<string, unknown>, headers: Record<string, string> = a.adminHeaders) {
  return call('POST', '/api/warmup-result/', headers, body);
}

beforeAll(async () => {
  t = await startTestApp();
  su = superAdminHeaders(t.app);
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
  set = await createWarmupSet(t.db, { name: 'Set A', section_duration: '00:05:00' });
  notGranted = await createWarmupSet(t.db);
  untimedSet = await createWarmupSet(t.db, { section_duration: '00:00:00' });
  await grantToClient(t.db, a.client.client_id, a.admin.email, {
    warmups: [set.set.master_qnsbank_id, untimedSet.set.master_qnsbank_id],
  });
  await t.db.update(clients).set({ personzlized_warmup_count: 1 }).where(eq(clients.client_id, a.client.client_id));
});
afterAll(() => t.close());

describe('POST /api/warmup-result/ (assign a warm-up set to a student)', () => {
  it('assigns the whole set with the server’s count, and answers with the assignment and the message', async () => {
    const { student } = await studentOfA();
    const res = await assign({
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      timer: true,
      score: 99,
      total_qns: 99,
      sitting_id: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Quiz/Warmup assigned successfully to student.',
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      test_name: 'Set A',
      test_level: 'Basic',
      score: 0,
      total_qns: 4,
      assigned_questions: ids(set.warmups),
      timer: true,
      student_timer: '00:05:00',
      time_allowed: '00:05:00',
      status: 'assigned',
      test_taken: false,
      is_personalized: false,
      sitting_id: null,
      result: [],
    });
    expect(res.json().questions[0]).toEqual({
      warmup_id: set.warmups[0]!.warmup_id,
      equation: '12 + 7',
      operand_one: '12',
      operand_two: '7',
      operator: '+',
      order: 1,
      answer: '19',
    });
  });

  it('takes chosen questions and a timer of the admin’s choice', async () => {
    const { student } = await studentOfA();
    const chosen = [set.warmups[2]!.warmup_id, set.warmups[0]!.warmup_id];
    const res = await assign({
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      assigned_questions: chosen,
      timer: true,
      student_timer: '00:02:00',
      test_name: 'Quick two',
    });
    expect(res.json()).toMatchObject({
      assigned_questions: chosen,
      total_qns: 2,
      student_timer: '00:02:00',
      time_allowed: '00:02:00',
      test_name: 'Quick two',
    });
    const foreign = await assign({
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      assigned_questions: [notGranted.warmups[0]!.warmup_id],
      test_name: 'x',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ assigned_questions: ['Every question must be a warm-up of the set'] });
  });

  it('refuses a set not granted to the client, and a timed warm-up without any time', async () => {
    const { student } = await studentOfA();
    const res = await assign({ warmup_set_no: notGranted.set.master_qnsbank_id, student: student.student_id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ warmup_set_no: ['This warm-up set is not granted to the client'] });
    const noTime = await assign({
      warmup_set_no: untimedSet.set.master_qnsbank_id,
      student: student.student_id,
      timer: true,
    });
    expect(noTime.json().fields).toEqual({
      student_timer: ['A timed warm-up needs a time: set the timer, or a section duration on the warm-up set'],
    });
    expect(
      (
        await assign({
          warmup_set_no: untimedSet.set.master_qnsbank_id,
          student: student.student_id,
          timer: true,
          student_timer: '00:01:30',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses assigning the same set again while it is not taken; a reassign follows once taken', async () => {
    const { student } = await studentOfA();
    const first = (await assign({ warmup_set_no: set.set.master_qnsbank_id, student: student.student_id })).json();
    const again = await assign({
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      reassign: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This warm-up is already assigned to the student and not taken yet');
    await t.db.update(warmupResults).set({ test_taken: true }).where(eq(warmupResults.result_id, first.result_id));
    const reassigned = await assign({
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      reassign: true,
    });
    expect(reassigned.statusCode).toBe(201);
    expect(reassigned.json().reassign).toBe(true);
  });

  it('makes a personalized warm-up from a taken one, within the client’s personalized warm-up count', async () => {
    const { student } = await studentOfA();
    const wrong = [set.warmups[1]!.warmup_id, set.warmups[3]!.warmup_id];
    const taken = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups), {
      test_taken: true,
      wrng_qns_list: wrong,
      score: 2,
    });
    const res = await assign({
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      is_personalized: true,
      sitting_id: taken.result_id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      test_name: 'Set A Personalized 1',
      assigned_questions: wrong,
      total_qns: 2,
      is_personalized: true,
      sitting_id: taken.result_id,
    });
    const over = await assign({
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      is_personalized: true,
      sitting_id: taken.result_id,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Personalized Test Count Limit Reached');
  });

  it('refuses to personalize a warm-up not taken yet', async () => {
    const { student } = await studentOfA();
    const open = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups));
    const res = await assign({
      warmup_set_no: set.set.master_qnsbank_id,
      student: student.student_id,
      is_personalized: true,
      sitting_id: open.result_id,
    });
    expect(res.json().fields).toEqual({ sitting_id: ['Choose a taken warm-up of this set to personalize'] });
  });

  it('refuses another client’s student and any student caller; the super admin may assign', async () => {
    expect((await assign({ warmup_set_no: set.set.master_qnsbank_id, student: b.student.student_id })).statusCode).toBe(
      403,
    );
    expect(
      (await assign({ warmup_set_no: set.set.master_qnsbank_id, student: a.student.student_id }, a.studentHeaders))
        .statusCode,
    ).toBe(403);
    const { student } = await studentOfA();
    expect(
      (await assign({ warmup_set_no: set.set.master_qnsbank_id, student: student.student_id }, su)).statusCode,
    ).toBe(201);
    const missing = await assign({ warmup_set_no: set.set.master_qnsbank_id, student: 999999 });
    expect(missing.json().fields).toEqual({ student: ['Please select the student'] });
  });
});

describe('GET /api/warmup-resultbyid/{studentid}/ and /api/warmup-result/{id}/', () => {
  it('lists a student’s results for its client admin, oldest first, with graded entries', async () => {
    const { student } = await studentOfA();
    const one = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups), {
      test_taken: true,
      score: 3,
    });
    const two = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups));
    const res = await call('GET', `/api/warmup-resultbyid/${student.student_id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    // Each with its set's language, for the student's dashboard to list their language's first.
    type Item = { result_id: number; score: number; test_lang_type: string | null };
    expect(res.json().map((r: Item) => [r.result_id, r.score, r.test_lang_type])).toEqual([
      [one.result_id, 3, 'English'],
      [two.result_id, 0, 'English'],
    ]);
  });

  it('refuses another client’s admin and another student; a student reads their own', async () => {
    const { student, headers } = await studentOfA();
    const r = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups));
    expect((await call('GET', `/api/warmup-resultbyid/${student.student_id}/`, b.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, b.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/api/warmup-resultbyid/${student.student_id}/`, a.studentHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, a.studentHeaders)).statusCode).toBe(403);
    expect((await call('GET', `/api/warmup-resultbyid/${student.student_id}/`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/warmup-result/999999/', su)).statusCode).toBe(404);
    expect((await call('GET', '/api/warmup-resultbyid/999999/', su)).statusCode).toBe(404);
  });

  it('hides a taken result’s score, wrong list and answers from the student until it is released', async () => {
    const { student, headers } = await studentOfA();
    const r = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups), {
      test_taken: true,
      score: 3,
      wrng_qns_list: [set.warmups[3]!.warmup_id],
    });
    const before = (await call('GET', `/api/warmup-result/${r.result_id}/`, headers)).json();
    expect(before).toMatchObject({ score: null, wrng_qns_list: null, result: null, status: 'taken' });
    expect(before.questions[0]).not.toHaveProperty('answer');
    expect((await call('GET', `/api/warmup-resultbyid/${student.student_id}/`, headers)).json()[0]).toMatchObject({
      score: null,
      result: null,
    });
    expect((await call('GET', `/api/warmup-result/${r.result_id}/`, a.adminHeaders)).json()).toMatchObject({
      score: 3,
    });

    const released = await call('PUT', `/api/warmup-result/${r.result_id}/`, a.adminHeaders, {
      analyse_test_results: true,
    });
    expect(released.statusCode).toBe(200);
    const after = (await call('GET', `/api/warmup-result/${r.result_id}/`, headers)).json();
    expect(after).toMatchObject({ score: 3, wrng_qns_list: [set.warmups[3]!.warmup_id], analyse_test_results: true });
    expect(after.questions[0].answer).toBe('19');
  });
});

describe('PUT /api/warmup-result/{id}/ by an administrator', () => {
  it('releases only a taken warm-up', async () => {
    const { student } = await studentOfA();
    const r = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups));
    const res = await call('PUT', `/api/warmup-result/${r.result_id}/`, a.adminHeaders, { analyse_test_results: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This warm-up has not been taken yet');
  });

  it('Change Timer: before opening sets the time allowed; once opened, the time left', async () => {
    const { student, headers } = await studentOfA();
    const r = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups), { timer: true });
    const before = await call('PUT', `/api/warmup-result/${r.result_id}/`, a.adminHeaders, {
      student_timer: '00:10:00',
      comments: 'Take your time',
    });
    expect(before.json()).toMatchObject({
      student_timer: '00:10:00',
      time_allowed: '00:10:00',
      comments: 'Take your time',
    });
    await call('POST', `/api/warmup-result/${r.result_id}/start/`, headers);
    // Four minutes have gone by.
    await t.db
      .update(warmupResults)
      .set({ started_at: new Date(Date.now() - 240_000) })
      .where(eq(warmupResults.result_id, r.result_id));
    const during = await call('PUT', `/api/warmup-result/${r.result_id}/`, a.adminHeaders, {
      student_timer: '00:01:00',
    });
    expect(during.json()).toMatchObject({ student_timer: '00:01:00', time_allowed: '00:05:00', remaining_seconds: 60 });
    const bad = await call('PUT', `/api/warmup-result/${r.result_id}/`, a.adminHeaders, { student_timer: '00:99:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Time must be hh:mm:ss (hours 00-23, minutes and seconds 00-59)');
  });

  it('refuses a timer change on a taken warm-up and an empty update', async () => {
    const { student } = await studentOfA();
    const r = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups), { test_taken: true });
    expect(
      (await call('PUT', `/api/warmup-result/${r.result_id}/`, a.adminHeaders, { timer: true })).json().message,
    ).toBe('The timer of a taken warm-up cannot change');
    expect((await call('PUT', `/api/warmup-result/${r.result_id}/`, a.adminHeaders, {})).json().message).toBe(
      'Nothing to update',
    );
  });

  it('refuses another client’s admin', async () => {
    const { student } = await studentOfA();
    const r = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups), { test_taken: true });
    expect(
      (await call('PUT', `/api/warmup-result/${r.result_id}/`, b.adminHeaders, { analyse_test_results: true }))
        .statusCode,
    ).toBe(403);
  });
});

describe('ids beyond the database’s integer range', () => {
  it('are refused with a 400, never a 500', async () => {
    const { headers } = await studentOfA();
    for (const [method, url, who] of [
      ['GET', '/api/warmup-result/2147483648/', su],
      ['GET', '/api/warmup-resultbyid/2147483648/', su],
      ['PUT', '/api/warmup-result/2147483648/', su],
      ['DELETE', '/api/warmup-result/2147483648/', su],
      ['POST', '/api/warmup-result/2147483648/start/', headers],
    ] as const) {
      expect((await call(method, url, who, method === 'PUT' ? { comments: 'x' } : undefined)).statusCode, url).toBe(
        400,
      );
    }
  });
});

describe('DELETE /api/warmup-result/{id}/', () => {
  it('deletes for the client admin with the message, and refuses another client and students', async () => {
    const { student, headers } = await studentOfA();
    const r = await createWarmupResult(t.db, student.student_id, set.set, ids(set.warmups));
    expect((await call('DELETE', `/api/warmup-result/${r.result_id}/`, b.adminHeaders)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/warmup-result/${r.result_id}/`, headers)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/warmup-result/${r.result_id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Assignment Deleted Successfully!', result_id: r.result_id });
    expect((await call('DELETE', `/api/warmup-result/${r.result_id}/`, a.adminHeaders)).statusCode).toBe(404);
  });
});
