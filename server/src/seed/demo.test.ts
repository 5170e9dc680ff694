// The demo data as a new user meets it: signed in as a demo student or the demo client admin, the
// product is alive — real tests and warm-ups in every state, a test bank with keys, steps, videos and
// formulas, and results to analyse.
import { CLASSROOM_MESSAGES, windowState } from '@prep/domain';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import {
  classroomAssignments,
  classrooms,
  classroomStudents,
  classroomTeachers,
  clients,
  masterSittings,
  teachers,
  warmupResults,
} from '../db/schema/index';
import { startTestApp, type TestApp } from '../test/harness';
import { DEMO, demoStudentEmail, demoTeacherEmail, loadDemoData } from './demo';

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
      const all = (await get(`/api/mastersittingbystudentid/${s.id}/`, s.headers)).json();
      // The classes' assignments (with a window) are looked at below.
      const sittings = all.filter((x: { opens_at: string | null }) => x.opens_at === null);
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
        opens_at: string | null;
      }>;
      const byName = Object.fromEntries(results.filter((r) => r.opens_at === null).map((r) => [r.test_name, r]));
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
    const completed = (await get('/api/mastersitting/?filter=Completed', admin)).json();
    const all = completed.filter((x: { opens_at: string | null }) => x.opens_at === null);
    expect(all.length).toBe(2 * DEMO.students.length);
    // And three of the classes' (Asha's and Ben's morning test, Emma's evening one).
    expect(completed.length - all.length).toBe(3);
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

interface ClassRow {
  test_name: string;
  class_name?: string | null;
  opens_at: string | null;
  closes_at: string | null;
  test_taken: boolean;
  analyse_test_results: boolean;
  /** A sitting's clock; a warm-up's is `status`. */
  clock_status?: string;
  status?: string;
}

/** Where a student stands on a class assignment, as the class results say it. */
function stateOf(row: ClassRow): string {
  if (row.test_taken) return row.analyse_test_results ? 'released' : 'submitted';
  const started = (row.clock_status ?? row.status) !== 'assigned';
  const window = windowState({ ...row, started }, new Date());
  return window === 'started' ? 'in progress' : window;
}

describe('the demo classes', () => {
  it('are on for the demo client, taught by two teachers who sign in with the demo password', async () => {
    const [client] = await t.db.select().from(clients).where(eq(clients.license_key, DEMO.licenseKey));
    expect(client!.assign_test_for_class).toBe(true);
    const emails = [demoTeacherEmail(0), demoTeacherEmail(1)];
    expect(emails).toEqual(['teacher1@demoacademy.com', 'teacher2@demoacademy.com']);
    const found = await t.db.select().from(teachers).where(inArray(teachers.Email, emails));
    expect(found).toHaveLength(2);
    for (const teacher of found) {
      expect(teacher.client).toBe(client!.client_id);
      expect(await verifyPassword(teacher.passwordHash ?? undefined, 'teacher123')).toBe(true);
    }
  });

  it('are SAT Morning (teacher 1, students 1 to 3) and SAT Evening (teacher 2, students 3 to 5)', async () => {
    const classes = await t.db.select().from(classrooms).orderBy(asc(classrooms.id));
    expect(classes.map((c) => [c.class_name, c.program])).toEqual([
      ['SAT Morning', 'SAT'],
      ['SAT Evening', 'SAT'],
    ]);
    const taught = await t.db
      .select({ classroom: classroomTeachers.classroom, email: teachers.Email })
      .from(classroomTeachers)
      .innerJoin(teachers, eq(teachers.id, classroomTeachers.teacher));
    const members = await t.db.select().from(classroomStudents);
    const ids = students.map((s) => s.id);
    for (const [i, c] of classes.entries()) {
      expect(taught.filter((x) => x.classroom === c.id).map((x) => x.email)).toEqual([demoTeacherEmail(i)]);
      const roster = members.filter((m) => m.classroom === c.id).map((m) => m.student);
      expect(roster.sort((a, b) => a - b)).toEqual(i === 0 ? ids.slice(0, 3) : ids.slice(2, 5));
    }
    // Four assignments; every student row of them points back at one.
    expect(await t.db.select().from(classroomAssignments)).toHaveLength(4);
    const sittings = await t.db.select().from(masterSittings).where(isNotNull(masterSittings.class_assignment));
    const results = await t.db.select().from(warmupResults).where(isNotNull(warmupResults.class_assignment));
    expect([sittings.length, results.length]).toEqual([6, 6]);
  });

  it('have assignments in every state: not open, open, in progress, submitted, released, missed', async () => {
    const [morning, evening] = ['SAT Morning', 'SAT Evening'];
    const reading = 'SAT Reading and Writing Practice 1';
    // Each student's class rows as "class / test: state".
    const expected = [
      [`${morning} / ${reading}: released`, `${morning} / Warmup Set 1: open`],
      [`${morning} / ${reading}: submitted`, `${morning} / Warmup Set 1: in progress`],
      // Chloe is in both classes: she missed the morning's test, and has the evening's open all the same.
      [
        `${morning} / ${reading}: missed`,
        `${morning} / Warmup Set 1: open`,
        `${evening} / ${reading}: open`,
        `${evening} / Warmup Set 2: not open`,
      ],
      [`${evening} / ${reading}: in progress`, `${evening} / Warmup Set 2: not open`],
      [`${evening} / ${reading}: submitted`, `${evening} / Warmup Set 2: not open`],
    ];
    for (const [i, s] of students.entries()) {
      const lists = [
        (await get(`/api/mastersittingbystudentid/${s.id}/`, s.headers)).json(),
        (await get(`/api/warmup-resultbyid/${s.id}/`, s.headers)).json(),
      ].flat() as ClassRow[];
      const ofClasses = lists.filter((r) => r.opens_at !== null);
      const states = ofClasses.map((r) => `${r.class_name} / ${r.test_name}: ${stateOf(r)}`).sort();
      expect(states, `student ${i + 1}`).toEqual([...expected[i]!].sort());
      // A row assigned to the student alone names no class.
      expect(lists.filter((r) => r.opens_at === null).every((r) => r.class_name === null)).toBe(true);
    }
  });

  it('refuse what the window refuses: Chloe cannot start the test she missed nor the set not open yet', async () => {
    const chloe = students[2]!;
    const sittings = (await get(`/api/mastersittingbystudentid/${chloe.id}/`, chloe.headers)).json() as Array<
      ClassRow & { master_sitting_id: number }
    >;
    const missed = sittings.find((x) => x.opens_at !== null)!;
    const start = (url: string) => t.app.inject({ method: 'POST', url, headers: chloe.headers });
    const late = await start(`/api/mastersitting/${missed.master_sitting_id}/start/`);
    expect([late.statusCode, late.json().message]).toEqual([409, CLASSROOM_MESSAGES.closed]);
    const results = (await get(`/api/warmup-resultbyid/${chloe.id}/`, chloe.headers)).json() as Array<
      ClassRow & { result_id: number }
    >;
    const soon = results.find((x) => x.test_name === 'Warmup Set 2' && x.opens_at !== null)!;
    const early = await start(`/api/warmup-result/${soon.result_id}/start/`);
    expect([early.statusCode, early.json().message]).toEqual([409, CLASSROOM_MESSAGES.notOpenYet]);
  });
});
