// What becomes of a read sheet page (issue 30), with page rows written as the reader writes them: graded
// at once when every answer is certain (the score of the same answers taken on screen, or entered by
// hand), waiting for review, a duplicate when read twice or when the sitting was already graded, a
// second booklet version's printed numbers, a two-page sheet waiting for its second page.
import { PAPER_SCAN_MESSAGES, fill, paperPrintedNumbers } from '@prep/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  auditEvents,
  masterSittings,
  paperBatches,
  paperScanPages,
  questions,
  quizzes,
} from '../../db/schema/index';
import { createKeyedTest, grantToClient } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { certain, insertScan, readPage } from '../../test/paper-scans';
import { gradeOf, takenOnScreen as onScreen } from '../../test/scan-calls';
import { caller, sittingWorld } from '../../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let scan: number;
/** A test of 110 questions: two sheet pages on A4 (104 a page). */
let long: Awaited<ReturnType<typeof createKeyedTest>>;
/** A test whose question 2 is a check-box question (keys A and C; partial credit), question 1's key B. */
let boxes: Awaited<ReturnType<typeof createKeyedTest>>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  long = await createKeyedTest(t.db, { questionCount: 110, name: 'Long' });
  boxes = await createKeyedTest(t.db, { keys: [1, 0], name: 'Boxes' });
  const box = boxes.questions[1]!;
  await t.db.update(questions).set({ question_type: 'check boxes' }).where(eq(questions.questionid, box.id));
  await t.db.update(answers).set({ isAnswer: true }).where(eq(answers.answersid, box.options[2]!));
  await t.db
    .update(quizzes)
    .set({ check_box_scoring: 'partial' })
    .where(eq(quizzes.master_qnsbank_id, boxes.quiz.master_qnsbank_id));
  await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
    quizzes: [w.test.quiz.master_qnsbank_id, long.quiz.master_qnsbank_id, boxes.quiz.master_qnsbank_id],
  });
  scan = await insertScan(t, w.a.client.client_id);
});
afterAll(() => t.close());

/** Paper sittings printed for `n` new students of A (chosen students, A4). */
async function printed(n: number, quiz = w.test.quiz.master_qnsbank_id) {
  const students = [];
  for (let i = 0; i < n; i++) students.push(await w.student());
  const res = await call('POST', '/api/paper/sheets/', w.a.adminHeaders, {
    master_qnsbank: quiz,
    students: students.map((s) => s.id),
    page_size: 'A4',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { batch: number; sittings: Array<{ master_sitting_id: number; student: number }> };
}

const sittingRow = async (id: number) =>
  (await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, id)))[0]!;
const pageRow = async (id: number) => (await t.db.select().from(paperScanPages).where(eq(paperScanPages.id, id)))[0]!;
const problemKey = async (id: number) => (await pageRow(id)).problem?.key ?? null;

const takenOnScreen = (choices: Array<number | number[] | null>, test = w.test) => onScreen(t, w, choices, test);

describe('settlePage', () => {
  it('grades a page read for certain as the same answers taken on screen and entered by hand, with their events', async () => {
    const { sittings } = await printed(2);
    const [scanned, entered] = sittings as [(typeof sittings)[0], (typeof sittings)[0]];
    // Keys B, B, C, A: two right, one wrong, one blank.
    const { id } = await readPage(t, scan, {
      sitting: scanned.master_sitting_id,
      answers: certain({ 1: 'B', 2: 'C', 3: 'C', 4: '' }),
    });
    expect(await pageRow(id)).toMatchObject({ state: 'graded', problem: null });
    const graded = await sittingRow(scanned.master_sitting_id);
    expect(graded).toMatchObject({ test_taken: true, score: 2, total_qns: 4, submission_key: 'server:paper' });

    const q = w.test.questions;
    const onScreen = await takenOnScreen([q[0]!.options[1]!, q[1]!.options[2]!, q[2]!.options[2]!, null]);
    expect(gradeOf(graded)).toEqual(gradeOf(onScreen));
    const byHand = await call('POST', `/api/mastersitting/${entered.master_sitting_id}/paper/`, w.a.adminHeaders, {
      answers: [
        { question_number: 1, option: 'B' },
        { question_number: 2, option: 'C' },
        { question_number: 3, option: 'C' },
        { question_number: 4, option: '' },
      ],
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(gradeOf(await sittingRow(entered.master_sitting_id))).toEqual(gradeOf(graded));

    // The events a paper entry writes, by the system (the reader works for no request).
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'sitting'), eq(auditEvents.subjectId, scanned.master_sitting_id)));
    const written = events.filter((e) => e.action !== 'sitting.assigned');
    expect(written.map((e) => [e.action, e.actorRole])).toEqual([
      ['sitting.submitted', 'system'],
      ['sitting.graded', 'system'],
    ]);
  });

  it('grades a check-box question from its several marks as the same boxes ticked on screen', async () => {
    const { sittings } = await printed(2, boxes.quiz.master_qnsbank_id);
    const [all, half] = sittings.map((s) => s.master_sitting_id) as [number, number];
    const [q1, q2] = boxes.questions as [(typeof boxes.questions)[0], (typeof boxes.questions)[0]];
    await readPage(t, scan, { sitting: all, answers: certain({ 1: 'B', 2: ['A', 'C'] }) });
    await readPage(t, scan, { sitting: half, answers: certain({ 1: 'B', 2: ['A', 'D'] }) });
    const scannedAll = await sittingRow(all);
    const scannedHalf = await sittingRow(half);
    expect(scannedAll).toMatchObject({ test_taken: true, score: 2 });
    expect(gradeOf(scannedAll)).toEqual(
      gradeOf(await takenOnScreen([q1.options[1]!, [q2.options[0]!, q2.options[2]!]], boxes)),
    );
    expect(gradeOf(scannedHalf)).toEqual(
      gradeOf(await takenOnScreen([q1.options[1]!, [q2.options[0]!, q2.options[3]!]], boxes)),
    );
  });

  it('leaves a page with an uncertain answer to review; a page read twice and a sitting graded by hand are duplicates', async () => {
    const { sittings } = await printed(2);
    const [one, two] = sittings.map((s) => s.master_sitting_id) as [number, number];
    const unsure = await readPage(t, scan, {
      sitting: one,
      answers: [...certain({ 1: 'B', 2: 'B', 3: 'C' }), { number: 4, marked: ['A', 'B'], certain: false }],
    });
    expect(await pageRow(unsure.id)).toMatchObject({ state: 'needs_review' });
    expect(await problemKey(unsure.id)).toBe(PAPER_SCAN_MESSAGES.uncertain);
    expect((await sittingRow(one)).test_taken).toBe(false);

    // The same sheet page again (another scan): reported, never graded twice.
    const again = await readPage(t, await insertScan(t, w.a.client.client_id), {
      sitting: one,
      answers: certain({ 1: 'B', 2: 'B', 3: 'C', 4: 'A' }),
    });
    expect(await pageRow(again.id)).toMatchObject({ state: 'duplicate' });
    expect(await problemKey(again.id)).toBe(PAPER_SCAN_MESSAGES.pageTwice);
    expect((await sittingRow(one)).test_taken).toBe(false);

    const byHand = await call('POST', `/api/mastersitting/${two}/paper/`, w.a.adminHeaders, {
      answers: [{ question_number: 1, option: 'A' }],
    });
    expect(byHand.statusCode).toBe(200);
    const late = await readPage(t, scan, { sitting: two, answers: certain({ 1: 'B', 2: 'B', 3: 'C', 4: 'A' }) });
    expect(await pageRow(late.id)).toMatchObject({ state: 'duplicate' });
    expect(await problemKey(late.id)).toBe(PAPER_SCAN_MESSAGES.alreadyGraded);
    expect((await sittingRow(two)).score).toBe(0);
  });

  it("maps a second version's printed numbers to the test's questions", async () => {
    const { batch, sittings } = await printed(1);
    const sitting = sittings[0]!.master_sitting_id;
    await t.db.update(paperBatches).set({ versions: 2 }).where(eq(paperBatches.id, batch));
    await t.db.update(masterSittings).set({ paper_version: 2 }).where(eq(masterSittings.master_sitting_id, sitting));
    const keys: Record<number, string> = { 1: 'B', 2: 'B', 3: 'C', 4: 'A' };
    const pairs = paperPrintedNumbers([1, 2, 3, 4], batch, 2);
    expect(pairs.some(([printed, number]) => printed !== number)).toBe(true);
    // Every printed row marked with its question's key, except the row printing question 1 (left blank).
    const marks = Object.fromEntries(pairs.map(([printed, number]) => [printed, number === 1 ? '' : keys[number]!]));
    const { id } = await readPage(t, scan, { sitting, answers: certain(marks) });
    expect((await pageRow(id)).state).toBe('graded');
    expect(await sittingRow(sitting)).toMatchObject({ score: 3, wrong_qns_numberlist: '[1]' });
  });

  it('waits for the second page of a two-page sheet, then grades both', async () => {
    const { sittings } = await printed(1, long.quiz.master_qnsbank_id);
    const sitting = sittings[0]!.master_sitting_id;
    // Every key is the second option (B).
    const all = (from: number, to: number) =>
      certain(Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, 'B'])));
    const first = await readPage(t, scan, { sitting, sheetPage: 1, answers: all(1, 104) });
    expect(await pageRow(first.id)).toMatchObject({
      state: 'needs_review',
      problem: fill(PAPER_SCAN_MESSAGES.waitingForPage, { page: 2 }),
    });
    expect((await sittingRow(sitting)).test_taken).toBe(false);
    const second = await readPage(t, scan, { sitting, sheetPage: 2, answers: all(105, 110) });
    const rows = await t.db
      .select()
      .from(paperScanPages)
      .where(inArray(paperScanPages.id, [first.id, second.id]));
    expect(rows.map((r) => r.state)).toEqual(['graded', 'graded']);
    expect(await sittingRow(sitting)).toMatchObject({ test_taken: true, score: 110, total_qns: 110 });
  });

  it('grades a sitting once when its two pages are settled at the same moment (two instances reading)', async () => {
    const { sittings } = await printed(1, long.quiz.master_qnsbank_id);
    const sitting = sittings[0]!.master_sitting_id;
    const all = (from: number, to: number) =>
      certain(Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, 'B'])));
    const other = await insertScan(t, w.a.client.client_id);
    const [first, second] = await Promise.all([
      readPage(t, scan, { sitting, sheetPage: 1, answers: all(1, 104) }),
      readPage(t, other, { sitting, sheetPage: 2, answers: all(105, 110) }),
    ]);
    const rows = await t.db
      .select()
      .from(paperScanPages)
      .where(inArray(paperScanPages.id, [first.id, second.id]));
    expect(rows.map((r) => r.state)).toEqual(['graded', 'graded']);
    const graded = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sitting.graded'), eq(auditEvents.subjectId, sitting)));
    expect(graded).toHaveLength(1);
  });
});
