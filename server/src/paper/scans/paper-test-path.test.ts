// The paper test's whole path as the "Done when" gives it (issue 30): a print for five students;
// their sheets drawn from the real PDF and pencilled by the layout (a faint mark, two marks on a
// single-answer question, an erased mark beside a firm one on a page photographed turned 3° and blurred,
// a page upside down); uploaded at once as a scanner's PDF and as phone JPEGs with a blank page and
// another client's sheet. Every certain answer is read right, the faint and double marks wait for
// review, confirming them grades those sittings, and every score is that of the same answers taken on
// screen; the blank page and the other client's sheet are refused for that page only.
import { PAPER_SCAN_MESSAGES, type PaperScan } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, grantToClient } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { gradeOf, scanCalls, sittingRow, takenOnScreen } from '../../test/scan-calls';
import { blankPage, type Fills, filledPage, jpegOf, scannedPdf } from '../../test/scan-pages';
import { blur, PENCIL, photograph } from '../../test/sheet-image';
import { sittingWorld } from '../../test/sittings';

const DPI = 150;
const LABELS = ['A', 'B', 'C', 'D'];

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let api: ReturnType<typeof scanCalls>;

beforeAll(async () => {
  t = await startTestApp({ SCAN_DPI: String(DPI) });
  w = await sittingWorld(t);
  api = scanCalls(t, w);
});
afterAll(() => t.close());

const marked = (page: PaperScan['pages'][number] | undefined) =>
  page?.answers.map((a) => [a.number, a.marked, a.certain]);

describe('a paper test printed, filled, scanned, reviewed and graded', () => {
  it('reads five students’ sheets, waits for review on the unsure ones, and grades them as on screen', async () => {
    const students = [];
    for (let i = 0; i < 5; i++) students.push(await w.student());
    const printed = await api.printFor({ students: students.map((s) => s.id) });
    expect(printed.sittings).toHaveLength(5);

    // The test's keys are B, B, C, A.
    const fills: Fills[] = [
      { 1: 'B', 2: 'B', 3: 'C', 4: 'A' },
      { 1: [['A', PENCIL.faint]], 2: 'C', 3: 'C', 4: 'A' },
      {
        1: 'B',
        2: 'B',
        3: [
          ['A', PENCIL.firm],
          ['D', PENCIL.firm],
        ],
      },
      {
        1: 'A',
        2: [
          ['A', PENCIL.erased],
          ['C', PENCIL.firm],
        ],
        3: 'C',
        4: 'A',
      },
      { 1: 'D', 2: 'B', 3: 'C', 4: 'A' },
    ];
    const pages = await Promise.all(fills.map((f, i) => filledPage(printed.pdf, printed.layout, i, f, DPI)));
    const photo = blur(photograph(pages[3]!, { turn: 3, tilt: 0.01, background: 120 }).image, 2);
    const upsideDown = photograph(pages[4]!, { upsideDown: true }).image;

    await grantToClient(t.db, w.b.client.client_id, w.b.admin.email, { quizzes: [w.test.quiz.master_qnsbank_id] });
    const theirs = await createStudent(t.db, w.b.client.client_id);
    const other = await api.printFor({ students: [theirs.student_id] }, w.b.adminHeaders);
    const otherPage = await filledPage(other.pdf, other.layout, 0, { 1: 'B' }, DPI);

    const res = await api.upload([
      { name: 'scanner.pdf', type: 'application/pdf', data: await scannedPdf(pages.slice(0, 3), DPI) },
      { name: 'phone-1.jpg', type: 'image/jpeg', data: await jpegOf(photo) },
      { name: 'phone-2.jpg', type: 'image/jpeg', data: await jpegOf(upsideDown) },
      { name: 'blank.jpg', type: 'image/jpeg', data: await jpegOf(blankPage(1240, 1754)) },
      { name: 'other-school.jpg', type: 'image/jpeg', data: await jpegOf(otherPage) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { scan } = res.json();
    const read = await api.scanOf(scan);
    expect(read.status).toBe('done');
    const ids = printed.sittings.map((s) => s.master_sitting_id);
    expect(read.pages.map((p) => [p.page, p.master_sitting_id, p.state])).toEqual([
      [1, ids[0], 'graded'],
      [2, ids[1], 'needs_review'],
      [3, ids[2], 'needs_review'],
      [4, ids[3], 'graded'],
      [5, ids[4], 'graded'],
      [6, null, 'unreadable'],
      [7, null, 'unreadable'],
    ]);
    const [first, faint, double, photographed, turned, blank, foreign] = read.pages;
    expect(marked(first)).toEqual([
      [1, ['B'], true],
      [2, ['B'], true],
      [3, ['C'], true],
      [4, ['A'], true],
    ]);
    expect(marked(faint)).toEqual([
      [1, ['A'], false],
      [2, ['C'], true],
      [3, ['C'], true],
      [4, ['A'], true],
    ]);
    expect(marked(double)).toEqual([
      [1, ['B'], true],
      [2, ['B'], true],
      [3, ['A', 'D'], false],
      [4, [], true],
    ]);
    expect(marked(photographed)).toEqual([
      [1, ['A'], true],
      [2, ['C'], true],
      [3, ['C'], true],
      [4, ['A'], true],
    ]);
    expect(marked(turned)).toEqual([
      [1, ['D'], true],
      [2, ['B'], true],
      [3, ['C'], true],
      [4, ['A'], true],
    ]);
    expect(blank!.problem?.message_key).toBe(PAPER_SCAN_MESSAGES.noMarks);
    expect(foreign!.problem?.message_key).toBe(PAPER_SCAN_MESSAGES.notOurs);
    expect((await sittingRow(t, other.sittings[0]!.master_sitting_id)).test_taken).toBe(false);
    for (const id of [ids[1]!, ids[2]!]) expect((await sittingRow(t, id)).test_taken).toBe(false);

    // The reviewer settles the faint mark as B, the double one as D.
    for (const [page, answers] of [
      [2, [{ number: 1, marked: ['B'] }]],
      [3, [{ number: 3, marked: ['D'] }]],
    ] as const) {
      const confirmed = await api.call('POST', `/api/paper/scans/${scan}/pages/${page}/confirm/`, w.a.adminHeaders, {
        answers,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().state).toBe('graded');
    }

    // Each sitting's grade is that of the same answers taken on screen.
    const finals: Array<Array<string | null>> = [
      ['B', 'B', 'C', 'A'],
      ['B', 'C', 'C', 'A'],
      ['B', 'B', 'D', null],
      ['A', 'C', 'C', 'A'],
      ['D', 'B', 'C', 'A'],
    ];
    const scores = [];
    for (const [i, answers] of finals.entries()) {
      const choices = answers.map((label, q) =>
        label === null ? null : w.test.questions[q]!.options[LABELS.indexOf(label)]!,
      );
      const scanned = await sittingRow(t, ids[i]!);
      expect(gradeOf(scanned)).toEqual(gradeOf(await takenOnScreen(t, w, choices)));
      scores.push(scanned.score);
    }
    expect(scores).toEqual([4, 3, 2, 2, 3]);
  }, 180_000);
});
