// Printing a real test on paper (issue 30): a paper sitting per student through the assignment every
// assignment uses (skips, events), the sheets as a PDF with a page per student, and the layout that says
// where everything is on them; who may print, and bad input answered 4xx.
import { PAPER_SHEET_MESSAGES, type PaperLayout, SITTING_MESSAGES } from '@prep/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients, masterSittings } from '../db/schema/index';
import { bearer, createKeyedTest, createTeacher, grantToClient, tokenFor } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { pdfTexts, renderPage } from '../test/pdf-pages';
import { caller, classStaff, classOf as classOfStudents, type Headers, sittingWorld } from '../test/sittings';
import { readSheetCode, sheetCode } from './code';
import { PAGE_SIZES } from './layout';
import { locate, readAnswers } from './omr/read';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof sittingWorld>>;
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
const print = (body: Record<string, unknown>, headers: Headers = w.a.adminHeaders) =>
  call('POST', '/api/paper/sheets/', headers, body);

/** A class of `n` new students of client A, taught by the teacher. */
const classOf = (n: number) => classOfStudents(t, w, teacherId, n);

describe('POST /api/paper/sheets/', () => {
  it('prints a class: a paper sitting for each student, the one with the test open skipped as assigning says', async () => {
    const { id, students } = await classOf(5);
    const [busy] = students;
    const open = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: quiz(),
      student: busy!.id,
    });
    expect(open.statusCode).toBe(201);

    const res = await print({ master_qnsbank: quiz(), classroom: id, page_size: 'Letter' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.skipped).toEqual([{ student: busy!.id, reason: SITTING_MESSAGES.alreadyAssigned }]);
    expect(body.sittings.map((s: { student: number }) => s.student)).toEqual(students.slice(1).map((s) => s.id));
    const rows = await t.db
      .select()
      .from(masterSittings)
      .where(
        inArray(
          masterSittings.master_sitting_id,
          body.sittings.map((s: { master_sitting_id: number }) => s.master_sitting_id),
        ),
      );
    expect(rows.every((r) => r.paper_batch === body.batch && r.class_assignment !== null && !r.test_taken)).toBe(true);
    // The assignment's own events: each student's, and the class's.
    const ids = rows.map((r) => r.master_sitting_id);
    const events = await t.db.select().from(auditEvents).where(inArray(auditEvents.subjectId, ids));
    expect(events.filter((e) => e.action === 'sitting.assigned')).toHaveLength(4);
    const [classEvent] = await t.db.select().from(auditEvents).where(eq(auditEvents.requestId, events[0]!.requestId));
    expect(classEvent).toBeDefined();

    // A paper sitting is never opened on screen.
    const sitting = body.sittings[0];
    const student = students.find((s) => s.id === sitting.student)!;
    const start = await call('POST', `/api/mastersitting/${sitting.master_sitting_id}/start/`, student.headers);
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(PAPER_SHEET_MESSAGES.onPaper);

    // The sheets: a Letter page per student, with the student's name and class.
    const pdf = await call('GET', `/api/paper/sheets/${body.batch}/sheets.pdf`, w.a.adminHeaders);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = await pdfTexts(pdf.rawPayload);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('SAT Math 1');
    expect(texts[0]).toContain('Fill the circle completely. To change an answer, erase fully.');

    // The layout: where everything is, page by page, in Letter points.
    const layout = (await call('GET', `/api/paper/sheets/${body.batch}/layout/`, teacher)).json();
    expect(layout.page).toEqual(PAGE_SIZES.Letter);
    expect(layout.marks).toHaveLength(4);
    expect(layout.pages.map((p: { master_sitting_id: number }) => p.master_sitting_id)).toEqual(
      body.sittings.map((s: { master_sitting_id: number }) => s.master_sitting_id),
    );
    const [first] = layout.pages;
    expect(first.questions.map((q: { number: number }) => q.number)).toEqual([1, 2, 3, 4]);
    expect(first.questions[0].options.map((o: { label: string }) => o.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(first.questions[0].multiple).toBe(false);
  });

  it('gives a class’s print to no newcomer: their sitting would be one on screen', async () => {
    const { id, students } = await classOf(1);
    expect((await print({ master_qnsbank: quiz(), classroom: id })).statusCode).toBe(201);
    const newcomer = await w.student();
    const put = await call('PUT', `/api/classroom/${id}/students/`, w.a.adminHeaders, {
      students: [students[0]!.id, newcomer.id],
    });
    expect(put.statusCode).toBe(200);
    const res = await call('POST', `/api/classroom/${id}/newcomers/`, w.a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 0, skipped: [] });
  });

  it('prints for chosen students, in the client’s language, lettered by the test’s answer_type', async () => {
    const roman = await createKeyedTest(t.db, { keys: [0, 1, 2], answer_type: 'i - iv', name: 'Roman' });
    await grantToClient(t.db, w.a.client.client_id, w.a.admin.email, {
      quizzes: [quiz(), roman.quiz.master_qnsbank_id],
    });
    await t.db.update(clients).set({ default_language: 'ta' }).where(eq(clients.client_id, w.a.client.client_id));
    const one = await w.student({ Student_First_Name: 'அருண்', Student_Last_Name: 'Kumar' });
    const two = await w.student();
    const res = await print({ master_qnsbank: roman.quiz.master_qnsbank_id, students: [one.id, two.id, 2147483000] });
    expect(res.statusCode).toBe(201);
    expect(res.json().skipped).toEqual([{ student: 2147483000, reason: SITTING_MESSAGES.selectStudent }]);
    const batch = res.json().batch;
    const layout = (await call('GET', `/api/paper/sheets/${batch}/layout/`, w.a.adminHeaders)).json();
    expect(layout.page).toEqual(PAGE_SIZES.A4);
    expect(layout.pages[0].questions[0].options.map((o: { label: string }) => o.label)).toEqual([
      'i',
      'ii',
      'iii',
      'iv',
    ]);
    const texts = await pdfTexts(
      (await call('GET', `/api/paper/sheets/${batch}/sheets.pdf`, w.a.adminHeaders)).rawPayload,
    );
    expect(texts).toHaveLength(2);
    // The student's Tamil name and the Tamil instructions, drawn in the Tamil font, read back as text.
    expect(texts[0]).toMatch(/[\u0B80-\u0BFF]/);
    await t.db.update(clients).set({ default_language: 'en' }).where(eq(clients.client_id, w.a.client.client_id));
  });

  it('gives sheets the mark reader reads back by the layout: each page’s sitting and every filled bubble', async () => {
    const s = await w.student();
    const { batch } = (await print({ master_qnsbank: quiz(), students: [s.id] })).json();
    const layout: PaperLayout = (await call('GET', `/api/paper/sheets/${batch}/layout/`, w.a.adminHeaders)).json();
    const pdf = (await call('GET', `/api/paper/sheets/${batch}/sheets.pdf`, w.a.adminHeaders)).rawPayload;
    const scan = await renderPage(pdf, 1, 100);
    const [page] = layout.pages;
    // The student marks B, B, C and A (the test's keys) in pencil where the layout says.
    const chosen = ['B', 'B', 'C', 'A'];
    for (const q of page!.questions) {
      const o = q.options.find((option) => option.label === chosen[q.number - 1])!;
      const scale = 100 / 72;
      for (let y = Math.floor((o.y - o.r) * scale); y <= Math.ceil((o.y + o.r) * scale); y++) {
        for (let x = Math.floor((o.x - o.r) * scale); x <= Math.ceil((o.x + o.r) * scale); x++) {
          if (Math.hypot((x + 0.5) / scale - o.x, (y + 0.5) / scale - o.y) <= o.r * 0.9)
            scan.data[y * scan.width + x] = 60;
        }
      }
    }
    const frame = { page: layout.page, marks: layout.marks, code: page!.code };
    const located = locate(scan, frame);
    if (!located.ok) throw new Error(located.problem);
    expect(readSheetCode(t.config.jwtSecret, located.code)).toEqual({ sitting: page!.master_sitting_id, page: 1 });
    const answers = readAnswers(scan, located.transform, frame, page!.questions);
    expect(answers.map((a) => [a.number, a.marked, a.certain])).toEqual(chosen.map((c, i) => [i + 1, [c], true]));
  });

  it('codes each page with its sitting and page, signed with the server’s secret', async () => {
    const s = await w.student();
    const res = await print({ master_qnsbank: quiz(), students: [s.id] });
    const [sitting] = res.json().sittings;
    const code = sheetCode(t.config.jwtSecret, sitting.master_sitting_id, 1);
    expect(readSheetCode(t.config.jwtSecret, code)).toEqual({ sitting: sitting.master_sitting_id, page: 1 });
    expect(readSheetCode('another server', code)).toBeNull();
    expect(readSheetCode(t.config.jwtSecret, code.replace(`:${sitting.master_sitting_id}:`, ':1:'))).toBeNull();
  });

  it('answers 409, keeping nothing, when every student is skipped', async () => {
    const s = await w.student();
    await call('POST', '/api/mastersitting/', w.a.adminHeaders, { master_qnsbank: quiz(), student: s.id });
    const res = await print({ master_qnsbank: quiz(), students: [s.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAPER_SHEET_MESSAGES.nobodyToPrint);
    expect(res.json().fields).toEqual({ [`students.${s.id}`]: [SITTING_MESSAGES.alreadyAssigned] });
  });

  it('refuses another client, a student, a teacher not of the class or students, and their batches', async () => {
    const { id, students } = await classOf(1);
    const other = bearer(
      tokenFor(t.app, 'teacher', (await createTeacher(t.db, w.a.client.client_id)).id, w.a.client.client_id),
    );
    expect((await print({ master_qnsbank: quiz(), classroom: id }, w.b.adminHeaders)).statusCode).toBe(403);
    expect((await print({ master_qnsbank: quiz(), classroom: id }, other)).statusCode).toBe(403);
    expect((await print({ master_qnsbank: quiz(), classroom: id }, students[0]!.headers)).statusCode).toBe(403);
    expect((await print({ master_qnsbank: quiz(), students: [students[0]!.id] }, w.b.adminHeaders)).statusCode).toBe(
      403,
    );
    expect((await print({ master_qnsbank: quiz(), students: [(await w.student()).id] }, teacher)).statusCode).toBe(403);
    // The teacher of the class prints for it.
    const res = await print({ master_qnsbank: quiz(), classroom: id }, teacher);
    expect(res.statusCode).toBe(201);
    const { batch } = res.json();
    for (const headers of [w.b.adminHeaders, other, students[0]!.headers]) {
      expect((await call('GET', `/api/paper/sheets/${batch}/layout/`, headers)).statusCode).toBe(403);
      expect((await call('GET', `/api/paper/sheets/${batch}/sheets.pdf`, headers)).statusCode).toBe(403);
    }
  });

  it('answers bad input with 4xx: unknown or ungranted test, ids out of range, malformed bodies', async () => {
    const s = await w.student();
    const ungranted = await createKeyedTest(t.db, { keys: [0] });
    const bad: Array<[Record<string, unknown>, number]> = [
      [{ master_qnsbank: 2147483000, students: [s.id] }, 400],
      [{ master_qnsbank: ungranted.quiz.master_qnsbank_id, students: [s.id] }, 400],
      [{ master_qnsbank: quiz(), students: [2147483648] }, 400],
      [{ master_qnsbank: 2147483648, students: [s.id] }, 400],
      [{ master_qnsbank: quiz(), students: [] }, 400],
      [{ master_qnsbank: quiz(), students: [2147483000] }, 400],
      [{ master_qnsbank: quiz(), classroom: 2147483000 }, 404],
      [{ master_qnsbank: quiz(), classroom: 1, students: [s.id] }, 400],
      [{ master_qnsbank: quiz(), students: [s.id], page_size: 'A3' }, 400],
      [{ master_qnsbank: 'x\u0000', students: [s.id] }, 400],
    ];
    for (const [body, status] of bad) expect([body, (await print(body)).statusCode]).toEqual([body, status]);
    for (const batch of ['2147483648', '0', 'x', '2147483000']) {
      const status = (await call('GET', `/api/paper/sheets/${batch}/layout/`, w.a.adminHeaders)).statusCode;
      expect(status === 404 || status === 400).toBe(true);
    }
  });
});
