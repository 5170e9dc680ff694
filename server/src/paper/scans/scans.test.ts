// Uploading scanned answer sheets and their reading in the background (issue 30): the batch's real sheets
// drawn, pencilled and uploaded as a scanner's PDF and as phone photos; each page read right (its sitting,
// its sheet page, its certain answers) by the job in worker threads; a file that is no scan, a blank
// page, another client's sheet and a class the teacher does not teach refused for that page only; the
// byte limit; who sees a scan.
import {
  fill,
  PAPER_SCAN_MESSAGES,
  PAPER_SCAN_REASONS,
  PAPER_SCAN_TOO_LARGE,
  type PaperScan,
  said,
} from '@prep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, masterSittings, paperScanFiles, paperScans } from '../../db/schema/index';
import { bearer, createStudent, createTeacher, grantToClient, tokenFor } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { scanCalls } from '../../test/scan-calls';
import { blankPage, type Fills, filledPage, jpegOf, scannedPdf } from '../../test/scan-pages';
import { blur, PENCIL, photograph } from '../../test/sheet-image';
import { type caller, classStaff, classOf, type Headers, sittingWorld } from '../../test/sittings';

type ScanCalls = ReturnType<typeof scanCalls>;
const DPI = 150;
const MAX_BYTES = 6_000_000;
const MAX_PAGES = 6;

let t: TestApp;
let call: ReturnType<typeof caller>;
let printFor: ScanCalls['printFor'];
let upload: ScanCalls['upload'];
let scanOf: ScanCalls['scanOf'];
let w: Awaited<ReturnType<typeof sittingWorld>>;
let teacher: Headers;
let teacherId: number;

beforeAll(async () => {
  t = await startTestApp({
    SCAN_DPI: String(DPI),
    SCAN_MAX_BYTES: String(MAX_BYTES),
    SCAN_MAX_PAGES: String(MAX_PAGES),
  });
  w = await sittingWorld(t);
  ({ call, printFor, upload, scanOf } = scanCalls(t, w));
  ({ teacherId, teacher } = await classStaff(t, w));
});
afterAll(() => t.close());

const quiz = () => w.test.quiz.master_qnsbank_id;

const answersOf = (page: PaperScan['pages'][number]) => page.answers.map((a) => [a.number, a.marked, a.certain]);

describe('POST /api/paper/scans/ and its reading', () => {
  it('reads a scanner’s PDF and phone photos: each page’s sitting, sheet page and answers', async () => {
    const students = [await w.student(), await w.student(), await w.student()];
    const printed = await printFor({ students: students.map((s) => s.id) });
    const [one, two, three] = printed.sittings;
    // The test's keys are B, B, C, A.
    const fills: Fills[] = [
      { 1: 'B', 2: 'B', 3: 'C', 4: 'A' },
      // A faint mark alone; an erased mark beside a firm one; two firm marks on one question; a blank.
      {
        1: [['A', PENCIL.faint]],
        2: [
          ['A', PENCIL.erased],
          ['C', PENCIL.firm],
        ],
        3: [
          ['A', PENCIL.firm],
          ['D', PENCIL.firm],
        ],
      },
      { 1: 'D', 2: 'C', 3: 'B', 4: 'A' },
    ];
    const pages = await Promise.all(fills.map((f, i) => filledPage(printed.pdf, printed.layout, i, f, DPI)));
    const pdf = await scannedPdf([pages[0]!, pages[1]!], DPI);
    // The third student's sheet photographed by a phone: turned 3°, a little tilted, blurred.
    const photo = await jpegOf(blur(photograph(pages[2]!, { turn: 3, tilt: 0.01, background: 120 }).image, 2));
    const upsideDown = await jpegOf(photograph(pages[0]!, { upsideDown: true }).image);
    const res = await upload([
      { name: 'scanner.pdf', type: 'application/pdf', data: pdf },
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('not a scan at all') },
      { name: 'phone.jpg', type: 'image/jpeg', data: photo },
      { name: 'blank.jpg', type: 'image/jpeg', data: await jpegOf(blankPage(1240, 1754)) },
      { name: 'again.jpg', type: 'image/jpeg', data: upsideDown },
    ]);
    expect(res.statusCode).toBe(201);
    const { scan } = res.json();

    const read = await scanOf(scan);
    expect(read.status).toBe('done');
    expect(read.progress).toEqual({ pages_read: 6, pages_total: 6 });
    expect(read.pages.map((p) => [p.page, p.master_sitting_id, p.sheet_page, p.batch])).toEqual([
      [1, one!.master_sitting_id, 1, printed.batch],
      [2, two!.master_sitting_id, 1, printed.batch],
      [3, null, null, null],
      [4, three!.master_sitting_id, 1, printed.batch],
      [5, null, null, null],
      [6, one!.master_sitting_id, 1, printed.batch],
    ]);
    const [first, second, notScan, photoPage, blank, again] = read.pages;
    expect(first!.student).toBe(students[0]!.id);
    expect(first!.student_name).toBeTruthy();
    expect(answersOf(first!)).toEqual([
      [1, ['B'], true],
      [2, ['B'], true],
      [3, ['C'], true],
      [4, ['A'], true],
    ]);
    expect(first!.state).toBe('graded');
    expect(answersOf(second!)).toEqual([
      [1, ['A'], false],
      [2, ['C'], true],
      [3, ['A', 'D'], false],
      [4, [], true],
    ]);
    expect(second!.state).toBe('needs_review');
    expect(answersOf(photoPage!)).toEqual([
      [1, ['D'], true],
      [2, ['C'], true],
      [3, ['B'], true],
      [4, ['A'], true],
    ]);
    expect(answersOf(again!)).toEqual(answersOf(first!));
    // Its sitting graded once, from the first page read (settle.ts): the same sheet again is a duplicate.
    expect(again!.state).toBe('duplicate');
    const [graded] = await t.db
      .select()
      .from(masterSittings)
      .where(eq(masterSittings.master_sitting_id, one!.master_sitting_id));
    expect(graded).toMatchObject({ test_taken: true, score: 4 });
    expect(notScan!.state).toBe('unreadable');
    expect(notScan!.problem).toEqual(said(fill(PAPER_SCAN_MESSAGES.notScan, { file: 'notes.txt' })));
    expect(blank!.state).toBe('unreadable');
    expect(blank!.problem).toEqual(said(PAPER_SCAN_MESSAGES.noMarks));

    // The uploads are gone once read; the pages' images stay, straightened where marks were found.
    const files = await t.db.select().from(paperScanFiles).where(eq(paperScanFiles.scan, scan));
    for (const f of files) expect(await t.app.storage.head(f.storage_key)).toBeUndefined();
    const rows = await t.db.query.paperScanPages.findMany({ where: (p, { eq: is }) => is(p.scan, scan) });
    const byPage = new Map(rows.map((r) => [r.page, r]));
    expect(byPage.get(1)!.straightened).toBe(true);
    expect(byPage.get(5)!.straightened).toBe(false);
    expect(byPage.get(3)!.image_key).toBeNull();
    const image = await t.app.storage.readStart(byPage.get(1)!.image_key!, 3);
    expect([...image!]).toEqual([0xff, 0xd8, 0xff]);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'paper.scanned'));
    expect(events.map((e) => [e.subjectType, e.subjectId, e.clientId])).toContainEqual([
      'paper_scan',
      scan,
      w.a.client.client_id,
    ]);
    // The sitting not yet read is offered for an unreadable page; those read are not.
    expect(read.candidates).toEqual([]);
  }, 120_000);
});

describe('what a scan may not hold', () => {
  it('refuses an upload past SCAN_MAX_BYTES (413, nothing kept) and one with no file (400)', async () => {
    const before = await t.db.select().from(paperScans);
    const uploads = () => t.app.storage.list(`paper-scans/${w.a.client.client_id}/uploads`);
    const kept = await uploads();
    const big = Buffer.alloc(MAX_BYTES + 1024, 0x41);
    const res = await upload([{ name: 'huge.pdf', type: 'application/pdf', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message_key).toBe(PAPER_SCAN_TOO_LARGE);
    expect(res.json().message_values).toEqual({ max: 5 });
    // Past the limit across files too: the first kept is removed with the refusal.
    const half = Buffer.alloc(Math.ceil(MAX_BYTES / 2) + 10, 0x42);
    const two = await upload([
      { name: 'a.jpg', type: 'image/jpeg', data: half },
      { name: 'b.jpg', type: 'image/jpeg', data: half },
    ]);
    expect(two.statusCode).toBe(413);
    expect(await t.db.select().from(paperScans)).toHaveLength(before.length);
    expect(new Set(await uploads())).toEqual(new Set(kept));

    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PAPER_SCAN_MESSAGES.noFile);
    const json = await call('POST', '/api/paper/scans/', w.a.adminHeaders, {});
    expect(json.statusCode).toBe(400);
    const form = await multipartBody({ x: 1 });
    const field = await t.app.inject({
      method: 'POST',
      url: '/api/paper/scans/',
      payload: form.payload,
      headers: { ...w.a.adminHeaders, ...form.headers },
    });
    expect(field.statusCode).toBe(400);
    expect(await t.db.select().from(paperScans)).toHaveLength(before.length);
  });

  it('reads the first SCAN_MAX_PAGES pages, one page saying so; a broken PDF is one unreadable page', async () => {
    const blank = await jpegOf(blankPage(600, 850));
    const files = [
      { name: 'broken.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj <<>> broken') },
      ...Array.from({ length: MAX_PAGES }, (_, i) => ({ name: `blank-${i}.jpg`, type: 'image/jpeg', data: blank })),
    ];
    const res = await upload(files);
    expect(res.statusCode).toBe(201);
    const read = await scanOf(res.json().scan);
    expect(read.status).toBe('done');
    expect(read.pages.map((p) => p.problem?.message_key)).toEqual([
      PAPER_SCAN_MESSAGES.unreadableFile,
      ...Array(MAX_PAGES - 1).fill(PAPER_SCAN_MESSAGES.noMarks),
      PAPER_SCAN_MESSAGES.tooManyPages,
    ]);
    expect(read.pages[0]?.problem?.message_values).toEqual({
      file: 'broken.pdf',
      reason: { key: PAPER_SCAN_REASONS.broken, values: {} },
    });
    expect(read.progress).toEqual({ pages_read: MAX_PAGES + 1, pages_total: MAX_PAGES + 1 });
    // More files than that are refused.
    const many = await upload([...files, files[1]!]);
    expect(many.statusCode).toBe(400);
  }, 60_000);

  it('refuses a page of another client’s print for that page only; the other client cannot see the scan', async () => {
    await grantToClient(t.db, w.b.client.client_id, w.b.admin.email, { quizzes: [quiz()] });
    const theirs = await createStudent(t.db, w.b.client.client_id);
    const printed = await printFor({ students: [theirs.student_id] }, w.b.adminHeaders);
    const page = await filledPage(printed.pdf, printed.layout, 0, { 1: 'A' }, DPI);
    const res = await upload([{ name: 'theirs.jpg', type: 'image/jpeg', data: await jpegOf(page) }]);
    expect(res.statusCode).toBe(201);
    const read = await scanOf(res.json().scan);
    expect(read.pages.map((p) => [p.state, p.master_sitting_id, p.problem?.message_key])).toEqual([
      ['unreadable', null, PAPER_SCAN_MESSAGES.notOurs],
    ]);
    expect(read.candidates).toEqual([]);
    for (const headers of [w.b.adminHeaders, (await w.student()).headers]) {
      const status = (await call('GET', `/api/paper/scans/${res.json().scan}/`, headers)).statusCode;
      expect([403, 404]).toContain(status);
    }
    for (const id of ['0', '2147483648', 'x', '2147483000']) {
      const status = (await call('GET', `/api/paper/scans/${id}/`, w.a.adminHeaders)).statusCode;
      expect([400, 404]).toContain(status);
    }
  }, 60_000);

  it('reads a teacher’s scan: their class’s sheets, not another class’s; only they and the admins see it', async () => {
    const { id } = await classOf(t, w, teacherId, 2);
    const ours = await printFor({ classroom: id }, teacher);
    const stranger = await w.student();
    const theirs = await printFor({ students: [stranger.id] });
    const page = await filledPage(ours.pdf, ours.layout, 0, { 1: 'B', 2: 'B' }, DPI);
    const other = await filledPage(theirs.pdf, theirs.layout, 0, { 1: 'C' }, DPI);
    const res = await upload(
      [
        { name: 'ours.jpg', type: 'image/jpeg', data: await jpegOf(page) },
        { name: 'theirs.jpg', type: 'image/jpeg', data: await jpegOf(other) },
      ],
      teacher,
    );
    expect(res.statusCode).toBe(201);
    const { scan } = res.json();
    const [row] = await t.db.select().from(paperScans).where(eq(paperScans.id, scan));
    expect(row?.teacher).toBe(teacherId);
    const read = await scanOf(scan, teacher);
    expect(read.pages.map((p) => [p.master_sitting_id, p.state, p.problem?.message_key ?? null])).toEqual([
      [ours.sittings[0]!.master_sitting_id, 'graded', null],
      [null, 'unreadable', PAPER_SCAN_MESSAGES.otherClass],
    ]);
    expect(answersOf(read.pages[0]!).slice(0, 2)).toEqual([
      [1, ['B'], true],
      [2, ['B'], true],
    ]);
    // The class's other sitting, not read yet, is whom the unreadable page may be given to.
    const second = ours.sittings[1]!;
    expect(read.candidates).toEqual([
      expect.objectContaining({
        master_sitting_id: second.master_sitting_id,
        student: second.student,
        batch: ours.batch,
      }),
    ]);
    expect((await call('GET', `/api/paper/scans/${scan}/`, w.a.adminHeaders)).statusCode).toBe(200);
    const another = bearer(
      tokenFor(t.app, 'teacher', (await createTeacher(t.db, w.a.client.client_id)).id, w.a.client.client_id),
    );
    expect([403, 404]).toContain((await call('GET', `/api/paper/scans/${scan}/`, another)).statusCode);
  }, 60_000);
});
