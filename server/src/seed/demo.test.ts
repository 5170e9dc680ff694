// The demo data as a new user meets it: signed in as a demo student or the demo client admin, the
// product is alive — real tests and warm-ups in every state, a test bank with keys, steps, videos and
// formulas, and results to analyse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { DEMO, demoStudentEmail, loadDemoData } from './demo';

let t: TestApp;
let admin: Record<string, string>;
const students: Array<{ id: number; headers: Record<string, string> }> = [];

const signIn = async (url: string, body: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload: body });
  expect(res.statusCode, url).toBe(200);
  return res.json() as { access_token: string; student_id?: number };
};
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await startTestApp();
  expect(await loadDemoData(t.db)).toBe(true);
  expect(await loadDemoData(t.db)).toBe(false);
  const adminToken = await signIn('/auth/clientadmin/', {
    email: DEMO.admin.email,
    password: DEMO.admin.password,
    license_key: DEMO.licenseKey,
  });
  admin = { authorization: `JWT ${adminToken.access_token}` };
  for (let i = 0; i < DEMO.students.length; i++) {
    const signedIn = await signIn('/auth/student/', { email: demoStudentEmail(i), password: DEMO.studentPassword });
    students.push({ id: signedIn.student_id!, headers: { authorization: `JWT ${signedIn.access_token}` } });
  }
}, 120_000);
afterAll(() => t.close());

describe('the demo students', () => {
  it('each have real tests released, taken, in progress and to take, and a preparation test following', async () => {
    for (const [i, s] of students.entries()) {
      const sittings = (await get(`/api/mastersittingbystudentid/${s.id}/`, s.headers)).json();
      const states = Object.fromEntries(
        sittings.map((x: { test_name: string; state: string }) => [x.test_name, x.state]),
      );
      expect(states, `student ${i + 1}`).toEqual({
        'SAT Practice Test 1': 'released',
        'SAT Reading and Writing Practice 1': 'taken',
        'SAT Practice Test 2': 'in_progress',
        'SAT Math Quick Check': 'to_take',
      });
      const released = sittings.find((x: { state: string }) => x.state === 'released');
      expect(released.score).toBeGreaterThan(0);
      expect(released.score).toBeLessThan(20);
      const paused = sittings.find((x: { state: string }) => x.state === 'in_progress');
      expect(paused).toMatchObject({ clock_status: 'paused' });
      expect(paused.remaining_seconds).toBeGreaterThan(0);
      const preparations = (await get(`/api/personalizedbystudentid/${s.id}/`, s.headers)).json();
      expect(preparations.at(-1)).toMatchObject({
        test_name: expect.stringMatching(/^SAT Practice Test 1 Personalized \d$/),
        state: 'to_take',
      });
    }
    // Chloe has extra time; Emma sat Math 1 on paper; Asha's first preparation test is released.
    const chloe = (await get(`/api/mastersittingbystudentid/${students[2]!.id}/`, students[2]!.headers)).json();
    expect(chloe.find((x: { state: string }) => x.state === 'to_take')).toMatchObject({
      time_multiplier: '1.5',
      time_allowed: '00:18:00',
    });
    const emma = (await get(`/api/mastersittingbystudentid/${students[4]!.id}/`, students[4]!.headers)).json();
    expect(emma[0].time_taken).toBe('On paper');
    const asha = (await get(`/api/personalizedbystudentid/${students[0]!.id}/`, students[0]!.headers)).json();
    expect(asha.map((p: { state: string }) => p.state)).toEqual(['released', 'to_take']);
  });

  it('each have warm-ups released (with a personalized one to take), taken and in progress', async () => {
    for (const s of students) {
      const results = (await get(`/api/warmup-resultbyid/${s.id}/`, s.headers)).json() as Array<{
        test_name: string;
        status: string;
        analyse_test_results: boolean;
      }>;
      const byName = Object.fromEntries(results.map((r) => [r.test_name, r]));
      expect(byName['Warmup Set 1']).toMatchObject({ status: 'taken', analyse_test_results: true });
      expect(byName['Warmup Set 1 Personalized 1']).toMatchObject({ status: 'assigned' });
      expect(byName['Warmup Set 2']).toMatchObject({ status: 'taken', analyse_test_results: false });
      expect(byName['Warmup Set 3']).toMatchObject({ status: 'paused' });
    }
  });

  it('review a released test with keys, worked steps, formulas and the step videos of their client', async () => {
    const s = students[0]!;
    const [math1] = (await get(`/api/mastersittingbystudentid/${s.id}/`, s.headers)).json();
    const review = (await get(`/api/mastersitting/${math1.master_sitting_id}/review/`, s.headers)).json();
    expect(review.total_questions).toBe(20);
    const [first] = review.questions;
    expect(first.question_text).toContain('$3x + 5 = 20$');
    expect(first.correct_labels).toEqual(['B']);
    expect(first.steps.step1_text).toContain('$3x = 15$');
    expect(first.stepvideo).toHaveLength(2);
  });
});

describe('the demo client admin', () => {
  it('has results to analyse and preparation tests to assign', async () => {
    const all = (await get('/api/mastersitting/?filter=Completed', admin)).json();
    expect(all.length).toBe(2 * DEMO.students.length);
    const waiting = all.find((x: { state: string }) => x.state === 'taken');
    const analysis = await get(`/api/mastersitting/${waiting.master_sitting_id}/analysis/`, admin);
    expect(analysis.statusCode).toBe(200);
    expect(analysis.json()).toMatchObject({ can_release: true, total_questions: 12 });
    const ben = all.find(
      (x: { student: number; test_name: string }) =>
        x.student === students[1]!.id && x.test_name === 'SAT Practice Test 1',
    );
    expect(ben.preparation).toMatchObject({ count: 1, limit: 2, label: 'Preparation Test Already Assigned' });
  });
});
