// The administrator's side of real tests (Admin Dashboard, view 1): assigning a granted test of the
// student's program, with or without a timer; the lists and their filters; Change Timer; the release;
// deletion; and each client's admin kept to its own students.
import {
  ASSIGNMENT_DELETED,
  SITTING_COMMENTS,
  SITTING_MESSAGES,
  TEST_ASSIGNED,
  TIMED_TEST_NEEDS_TIME,
} from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyedTest, grantToClient, superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let testId: number;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  testId = w.test.quiz.master_qnsbank_id;
});
afterAll(() => t.close());

const assign = (studentId: number, extra: Record<string, unknown> = {}, headers = w.a.adminHeaders) =>
  call('POST', '/api/mastersitting/', headers, {
    master_sitting_date: '2026-03-02',
    Student_First_Name: 'ignored',
    program: 'SAT',
    master_qnsbank: testId,
    test_type: 'ignored',
    colors: 'ignored',
    test_name: '',
    comments: '',
    student_enrollment: 1,
    wrong_qns_numberlist: '[]',
    assessment_flag: false,
    assessment_num: 2,
    assessment_score: 0,
    student: studentId,
    ...extra,
  });

describe('POST /api/mastersitting/ (assign a real test)', () => {
  it('assigns a granted test of the student’s program, answering with the sitting and the message', async () => {
    const s = await w.student();
    const res = await assign(s.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: TEST_ASSIGNED,
      kind: 'master',
      master_sitting_date: '2026-03-02',
      program: 'SAT',
      master_qnsbank: testId,
      test_name: 'SAT Math 1',
      test_type: 'SAT',
      // The test's language, for the student's dashboard to list their language's tests first.
      test_lang_type: 'English',
      answer_type: 'A - H',
      student: s.id,
      ...SITTING_COMMENTS.assigned,
      student_enrollment: 1,
      assessment_num: 2,
      assessment_score: 0,
      test_taken: false,
      import_test_results: false,
      analyse_test_results: false,
      state: 'to_take',
      clock_status: 'assigned',
      timer: false,
      time_allowed: null,
      remaining_seconds: null,
      time_multiplier: '1',
      total_qns: 4,
      score: null,
      percentage: null,
      wrong_qns_numberlist: null,
      preparation: { count: 0, limit: 0, enabled: false, reason: SITTING_MESSAGES.notTaken },
    });
    expect(res.json().Student_First_Name).not.toBe('ignored');
  });

  it('sets a timer: the one chosen, or the section duration; the student’s extra time shows before opening', async () => {
    const s = await w.student();
    const own = await assign(s.id, { timer: true, student_timer: '00:20:00' });
    expect(own.json()).toMatchObject({ timer: true, time_allowed: '00:20:00', remaining_seconds: 1200 });
    const slow = await w.student({ time_multiplier: '1.5' });
    const section = await assign(slow.id, { timer: true });
    // The section duration (10 minutes) × 1.5.
    expect(section.json()).toMatchObject({ time_multiplier: '1.5', time_allowed: '00:15:00', remaining_seconds: 900 });
  });

  it('refuses a test not granted, another program, a student not enrolled, and a timed test without time', async () => {
    const s = await w.student({ Enroll_Program: JSON.stringify(['SAT', 'ACT']) });
    const other = await createKeyedTest(t.db, { name: 'Not granted' });
    const act = await createKeyedTest(t.db, { test_type: 'ACT', name: 'ACT 1' });
    const untimed = await createKeyedTest(t.db, { section_duration: '00:00:00' });
    const neet = await createKeyedTest(t.db, { test_type: 'UG-NEET' });
    await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
      quizzes: [testId, act.quiz.master_qnsbank_id, untimed.quiz.master_qnsbank_id, neet.quiz.master_qnsbank_id],
    });
    const refusals = [
      [{ master_qnsbank: other.quiz.master_qnsbank_id }, 'master_qnsbank', SITTING_MESSAGES.notGranted],
      [{ master_qnsbank: act.quiz.master_qnsbank_id, program: 'SAT' }, 'program', SITTING_MESSAGES.wrongProgram],
      [{ master_qnsbank: neet.quiz.master_qnsbank_id, program: 'UG-NEET' }, 'program', SITTING_MESSAGES.notEnrolled],
      [{ master_qnsbank: untimed.quiz.master_qnsbank_id, timer: true }, 'student_timer', TIMED_TEST_NEEDS_TIME],
      [{ student: 2_000_000 }, 'student', SITTING_MESSAGES.selectStudent],
      [{ assessment_num: 3 }, 'assessment_num', 'assessment_num is always 2'],
    ] as const;
    for (const [body, field, message] of refusals) {
      const res = await assign(s.id, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().fields[field]).toEqual([message]);
    }
    expect((await assign(s.id, { master_qnsbank: act.quiz.master_qnsbank_id, program: 'ACT' })).statusCode).toBe(201);
    expect((await call('GET', `/api/mastersittingbystudentid/${s.id}/`, w.a.adminHeaders)).json()).toHaveLength(1);
  });

  it('refuses the same test again while it is not taken (409); Reassign is the same call once taken', async () => {
    const s = await w.student();
    expect((await assign(s.id)).statusCode).toBe(201);
    const again = await assign(s.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SITTING_MESSAGES.alreadyAssigned);
  });

  it('is the student’s client’s admin’s (or the super admin’s): another client’s admin and students are refused', async () => {
    const s = await w.student();
    expect((await assign(s.id, {}, w.b.adminHeaders)).statusCode).toBe(403);
    expect((await assign(s.id, {}, s.headers)).statusCode).toBe(403);
    expect((await assign(s.id, {}, superAdminHeaders(t.app))).statusCode).toBe(201);
  });
});

describe('reading sittings', () => {
  it('lists the client’s sittings, or one student’s, with the Completed / In Progress filters', async () => {
    const s = await w.student();
    const sitting = (await assign(s.id)).json();
    const list = await call('GET', `/api/mastersitting/?student=${s.id}`, w.a.adminHeaders);
    expect(list.json().map((x: { master_sitting_id: number }) => x.master_sitting_id)).toEqual([
      sitting.master_sitting_id,
    ]);
    const inProgress = await call('GET', `/api/mastersitting/?student=${s.id}&filter=In%20Progress`, w.a.adminHeaders);
    expect(inProgress.json()).toHaveLength(1);
    const completed = await call('GET', `/api/mastersitting/?student=${s.id}&filter=Completed`, w.a.adminHeaders);
    expect(completed.json()).toEqual([]);
    const all = (await call('GET', '/api/mastersitting/', w.a.adminHeaders)).json();
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((x: { student: number }) => x.student !== w.b.student.student_id)).toBe(true);
    expect((await call('GET', '/api/mastersitting/', w.b.adminHeaders)).json()).toEqual([]);
    const bad = await call('GET', '/api/mastersitting/?filter=Later', w.a.adminHeaders);
    expect(bad.statusCode).toBe(400);
  });

  it('gives the student their own list and sittings without the admin’s preparation control', async () => {
    const s = await w.student();
    const sitting = (await assign(s.id)).json();
    const mine = await call('GET', `/api/mastersittingbystudentid/${s.id}/`, s.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(
      [{ ...sitting, message: undefined, preparation: null }].map(({ message: _, ...x }) => x),
    );
    const one = await call('GET', `/api/mastersitting/${sitting.master_sitting_id}/`, s.headers);
    expect(one.json()).toMatchObject({ master_sitting_id: sitting.master_sitting_id, preparation: null });
  });

  it('refuses another student, another client’s admin, and a student reading the client’s list', async () => {
    const s = await w.student();
    const other = await w.student();
    const { master_sitting_id: id } = (await assign(s.id)).json();
    for (const headers of [other.headers, w.b.adminHeaders, w.b.studentHeaders]) {
      expect((await call('GET', `/api/mastersitting/${id}/`, headers)).statusCode).toBe(403);
      expect((await call('GET', `/api/mastersittingbystudentid/${s.id}/`, headers)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/mastersitting/?student=${s.id}`, w.b.adminHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/mastersitting/', s.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/mastersitting/999999/', w.a.adminHeaders)).statusCode).toBe(404);
  });
});

describe('PUT /api/mastersitting/{id}/', () => {
  // Issue 27: one rule for every kind (taking/admin.ts): a started test's timer may change, the time
  // picked being the time left from now, as an invigilator extends a sitting.
  it('changes the timer before the student opens the test, and after: the time picked is then the time left', async () => {
    const s = await w.student();
    const { master_sitting_id: id } = (await assign(s.id)).json();
    const timed = await call('PUT', `/api/mastersitting/${id}/`, w.a.adminHeaders, {
      timer: true,
      student_timer: '00:05:30',
    });
    expect(timed.json()).toMatchObject({ timer: true, student_timer: '00:05:30', time_allowed: '00:05:30' });
    expect((await call('POST', `/api/mastersitting/${id}/start/`, s.headers)).statusCode).toBe(200);
    const extended = await call('PUT', `/api/mastersitting/${id}/`, w.a.adminHeaders, { student_timer: '01:00:00' });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ timer: true, student_timer: '01:00:00', state: 'in_progress' });
    expect(extended.json().remaining_seconds).toBeGreaterThan(3595);
    expect(extended.json().remaining_seconds).toBeLessThanOrEqual(3600);
  });

  it('releases only a taken test; comments and flags change; an empty body changes nothing', async () => {
    const s = await w.student();
    const { master_sitting_id: id } = (await assign(s.id)).json();
    const early = await call('PUT', `/api/mastersitting/${id}/`, w.a.adminHeaders, { analyse_test_results: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SITTING_MESSAGES.notTaken);
    const noted = await call('PUT', `/api/mastersitting/${id}/`, w.a.adminHeaders, {
      comments: 'Bring a calculator',
      student_comments: 'Good luck',
      assessment_flag: true,
      import_test_results: true,
    });
    expect(noted.json()).toMatchObject({
      comments: 'Bring a calculator',
      student_comments: 'Good luck',
      assessment_flag: true,
      import_test_results: false,
    });
    const empty = await call('PUT', `/api/mastersitting/${id}/`, w.a.adminHeaders, { import_test_results: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SITTING_MESSAGES.nothingToUpdate);
    for (const headers of [s.headers, w.b.adminHeaders]) {
      expect((await call('PUT', `/api/mastersitting/${id}/`, headers, { comments: 'x' })).statusCode).toBe(403);
    }
  });
});

describe('DELETE /api/mastersitting/{id}/', () => {
  it('deletes for the client admin with the message; refuses another client’s admin and the student', async () => {
    const s = await w.student();
    const { master_sitting_id: id } = (await assign(s.id)).json();
    for (const headers of [s.headers, w.b.adminHeaders]) {
      expect((await call('DELETE', `/api/mastersitting/${id}/`, headers)).statusCode).toBe(403);
    }
    const deleted = await call('DELETE', `/api/mastersitting/${id}/`, w.a.adminHeaders);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: ASSIGNMENT_DELETED });
    expect((await call('DELETE', `/api/mastersitting/${id}/`, w.a.adminHeaders)).statusCode).toBe(404);
  });
});
