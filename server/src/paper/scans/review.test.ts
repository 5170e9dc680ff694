// A scan's review (issue 30): confirming a page's answers (which grades its sitting, with the changed
// answers in the audit log), giving an unreadable page to a student, the checks of what a reviewer sends,
// who may review, and a page's image or one question's row cut out of it.
import { fill, PAPER_SCAN_MESSAGES } from '@prep/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, masterSittings } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import { certain, insertScan, readPage, storeImage } from '../../test/paper-scans';
import { caller, classOf, classStaff, type Headers, sittingWorld } from '../../test/sittings';
import { bearer, createTeacher, tokenFor } from '../../test/fixtures';
import { PAGE_SIZES, rowBox, sheetGeometry } from '../layout';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let teacher: Headers;
let teacherId: number;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  ({ teacherId, teacher } = await classStaff(t, w));
});
afterAll(() => t.close());

const quiz = () => w.test.quiz.master_qnsbank_id;

/** A print for a class of `n` taught by the teacher: its paper sittings' ids. */
async function printedForClass(n: number) {
  const { id } = await classOf(t, w, teacherId, n);
  const res = await call('POST', '/api/paper/sheets/', w.a.adminHeaders, { master_qnsbank: quiz(), classroom: id });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().sittings as Array<{ master_sitting_id: number }>).map((s) => s.master_sitting_id);
}

const confirmUrl = (scan: number, page: number) => `/api/paper/scans/${scan}/pages/${page}/confirm/`;
const confirm = (scan: number, page: number, body: unknown, headers: Headers = w.a.adminHeaders) =>
  call('POST', confirmUrl(scan, page), headers, body);
const sittingRow = async (id: number) =>
  (await t.db.select().from(masterSittings).where(eq(masterSittings.master_sitting_id, id)))[0]!;

/** A page read with question 2 uncertain (a faint B beside nothing). */
const unsureAnswers = [...certain({ 1: 'B', 3: 'C', 4: 'A' }), { number: 2, marked: [], certain: false }];

describe('POST /api/paper/scans/{scan}/pages/{page}/confirm/', () => {
  it("grades the sitting with the reviewer's answer, and records what changed from what was read", async () => {
    const [sitting] = await printedForClass(1);
    const scan = await insertScan(t, w.a.client.client_id);
    const { id, page } = await readPage(t, scan, { sitting: sitting!, answers: unsureAnswers });
    const res = await confirm(scan, page, { answers: [{ number: 2, marked: ['B'] }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      page,
      master_sitting_id: sitting,
      state: 'graded',
      sheet_page: 1,
      problem: null,
      answers: [
        { number: 1, marked: ['B'], certain: true },
        { number: 2, marked: ['B'], certain: true },
        { number: 3, marked: ['C'], certain: true },
        { number: 4, marked: ['A'], certain: true },
      ],
    });
    expect(res.json().student_name).toMatch(/\S/);
    expect(await sittingRow(sitting!)).toMatchObject({ test_taken: true, score: 4 });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'paper.confirmed'), eq(auditEvents.subjectId, id)));
    expect(event).toMatchObject({ actorRole: 'clientadmin', changes: { 'answers.2': ['', 'B'] } });
    const graded = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sitting.submitted'), eq(auditEvents.subjectId, sitting!)));
    expect(graded[0]).toMatchObject({ actorRole: 'clientadmin', requestId: event!.requestId });

    // Graded: nothing left to confirm.
    const again = await confirm(scan, page, { answers: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe(PAPER_SCAN_MESSAGES.notToConfirm);
  });

  it('refuses a question not on the page, a label not its option, two labels for one answer: 400 by field', async () => {
    const [sitting] = await printedForClass(1);
    const scan = await insertScan(t, w.a.client.client_id);
    const { page } = await readPage(t, scan, { sitting: sitting!, answers: unsureAnswers });
    const res = await confirm(scan, page, {
      answers: [
        { number: 9, marked: ['A'] },
        { number: 2, marked: ['Z'] },
        { number: 3, marked: ['A', 'C'] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_keys).toEqual({
      'answers.0.number': [fill(PAPER_SCAN_MESSAGES.unknownQuestion, { number: 9 })],
      'answers.1.marked': [fill(PAPER_SCAN_MESSAGES.notAnOption, { label: 'Z', number: 2 })],
      'answers.2.marked': [fill(PAPER_SCAN_MESSAGES.oneAnswer, { number: 3 })],
    });
    expect(res.json().fields['answers.1.marked']).toEqual(['Z is not an option of question 2']);
    expect((await sittingRow(sitting!)).test_taken).toBe(false);
  });

  it('gives an unreadable page to a paper sitting of the client with its answers, then grades it', async () => {
    const [sitting] = await printedForClass(1);
    const scan = await insertScan(t, w.a.client.client_id);
    const { page } = await readPage(t, scan, { sitting: null, state: 'unreadable' });
    const none = await confirm(scan, page, { answers: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().field_keys.master_sitting_id[0].key).toBe(PAPER_SCAN_MESSAGES.chooseSitting);
    // A sitting taken on screen is no paper sitting.
    const screen = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: quiz(),
      student: (await w.student()).id,
    });
    const notPaper = await confirm(scan, page, { master_sitting_id: screen.json().master_sitting_id, answers: [] });
    expect(notPaper.statusCode).toBe(400);
    const noPage = await confirm(scan, page, { master_sitting_id: sitting, sheet_page: 2, answers: [] });
    expect(noPage.statusCode).toBe(400);
    expect(noPage.json().field_keys.sheet_page[0]).toEqual(fill(PAPER_SCAN_MESSAGES.noSuchPage, { page: 2 }));

    const res = await confirm(scan, page, {
      master_sitting_id: sitting,
      sheet_page: 1,
      answers: [
        { number: 1, marked: ['B'] },
        { number: 2, marked: ['A'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'graded', master_sitting_id: sitting });
    expect(res.json().answers.map((a: { marked: string[] }) => a.marked)).toEqual([['B'], ['A'], [], []]);
    expect(await sittingRow(sitting!)).toMatchObject({ score: 1, wrong_qns_numberlist: '[2,3,4]' });
  });

  it("answers 404 to another client's admin, 403 to a teacher who did not upload it; its uploader may confirm", async () => {
    const [sitting] = await printedForClass(1);
    const scan = await insertScan(t, w.a.client.client_id, teacherId);
    const { page } = await readPage(t, scan, { sitting: sitting!, answers: unsureAnswers });
    const body = { answers: [{ number: 2, marked: ['B'] }] };
    expect((await confirm(scan, page, body, w.b.adminHeaders)).statusCode).toBe(404);
    const other = await createTeacher(t.db, w.a.client.client_id);
    const otherHeaders = bearer(tokenFor(t.app, 'teacher', other.id, w.a.client.client_id));
    expect((await confirm(scan, page, body, otherHeaders)).statusCode).toBe(403);
    expect((await confirm(scan, 9999, body)).statusCode).toBe(404);
    // A scan the admin uploaded is not the teacher's.
    const adminScan = await insertScan(t, w.a.client.client_id);
    const adminPage = await readPage(t, adminScan, { sitting: sitting!, answers: unsureAnswers, sheetPage: 1 });
    expect((await confirm(adminScan, adminPage.page, body, teacher)).statusCode).toBe(403);
    const res = await confirm(scan, page, body, teacher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('graded');
  });
});

describe('GET /api/paper/scans/{scan}/pages/{page}/image', () => {
  it("answers the page's image, one question's row cut out of it, and 404 without an image", async () => {
    const [sitting] = await printedForClass(1);
    const scan = await insertScan(t, w.a.client.client_id);
    const { width, height } = PAGE_SIZES.A4;
    const key = await storeImage(t, `page-1.jpg`, Math.round(width * 2), Math.round(height * 2));
    const { page } = await readPage(t, scan, {
      sitting: sitting!,
      answers: unsureAnswers,
      image: key,
      straightened: true,
    });
    const url = `/api/paper/scans/${scan}/pages/${page}/image`;
    const whole = await call('GET', url, w.a.adminHeaders);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(whole.rawPayload).metadata()).width).toBe(Math.round(width * 2));

    const row = await call('GET', `${url}?question=2`, w.a.adminHeaders);
    expect(row.statusCode).toBe(200);
    const labels = ['A', 'B', 'C', 'D'];
    const geometry = sheetGeometry(
      'A4',
      [1, 2, 3, 4].map((number) => ({ number, labels, multiple: false })),
    );
    const box = rowBox(geometry.pages[0]![1]!);
    const cut = await sharp(row.rawPayload).metadata();
    // The row and three points around it, at 2 pixels a point.
    expect(cut.width).toBeGreaterThanOrEqual(Math.floor(box.width * 2));
    expect(cut.width).toBeLessThanOrEqual(Math.ceil((box.width + 6) * 2) + 1);
    expect(cut.height).toBeGreaterThanOrEqual(box.height * 2);
    expect(cut.height).toBeLessThanOrEqual((box.height + 6) * 2 + 1);

    expect((await call('GET', `${url}?question=7`, w.a.adminHeaders)).statusCode).toBe(404);
    expect((await call('GET', url, w.b.adminHeaders)).statusCode).toBe(404);
    const bare = await readPage(t, scan, { sitting: null, state: 'unreadable' });
    expect((await call('GET', `/api/paper/scans/${scan}/pages/${bare.page}/image`, w.a.adminHeaders)).statusCode).toBe(
      404,
    );
  });
});
