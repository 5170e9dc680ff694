// The reading as a job of the database (issue 30): a scan an instance left half read (its lease lapsed) is
// taken up and goes on from the pages written, none read twice; a scan under another instance's lease is
// left alone; two runs at once read a scan once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperScanFiles, paperScanPages, paperScans } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import { filledPage, scannedPdf } from '../../test/scan-pages';
import { caller, sittingWorld } from '../../test/sittings';
import { readDueScans } from './job';
import { uploadKey } from './scan-files';

const DPI = 150;
let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;

beforeAll(async () => {
  t = await startTestApp({ SCAN_DPI: String(DPI) });
  w = await sittingWorld(t);
});
afterAll(() => t.close());

describe('the scans’ job', () => {
  it('takes up a scan whose lease lapsed from the pages written, and leaves one under lease alone', async () => {
    const call = caller(t);
    const students = [await w.student(), await w.student(), await w.student()];
    const res = await call('POST', '/api/paper/sheets/', w.a.adminHeaders, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      students: students.map((s) => s.id),
    });
    const { batch, sittings } = res.json();
    const layout = (await call('GET', `/api/paper/sheets/${batch}/layout/`, w.a.adminHeaders)).json();
    const sheets = (await call('GET', `/api/paper/sheets/${batch}/sheets.pdf`, w.a.adminHeaders)).rawPayload;
    const pages = await Promise.all([0, 1, 2].map((i) => filledPage(sheets, layout, i, { 1: 'B', 2: 'C' }, DPI)));
    const pdf = await scannedPdf(pages, DPI);

    // An instance read the first page of the three, then stopped: its lease is still running.
    const client = w.a.client.client_id;
    const key = uploadKey(client, `stopped${Date.now()}`, 0);
    await t.app.storage.put(key, pdf, 'application/pdf');
    const inAMinute = new Date(Date.now() + 60_000);
    const [scan] = await t.db
      .insert(paperScans)
      .values({ client, status: 'reading', lease_until: inAMinute, attempts: 1 })
      .returning();
    const [file] = await t.db
      .insert(paperScanFiles)
      .values({
        scan: scan!.id,
        position: 0,
        filename: 'scanner.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
        storage_key: key,
        pages: 3,
      })
      .returning();
    const answers = [{ number: 1, marked: ['B'], certain: true }];
    const [first] = await t.db
      .insert(paperScanPages)
      .values({
        scan: scan!.id,
        page: 1,
        file: file!.id,
        file_page: 0,
        state: 'graded',
        master_sitting: sittings[0].master_sitting_id,
        sheet_page: 1,
        answers,
      })
      .returning();

    expect(await readDueScans(t.app)).toEqual({ scans: 0 });
    expect(await t.db.select().from(paperScanPages).where(eq(paperScanPages.scan, scan!.id))).toHaveLength(1);

    // The lease lapses: another run (two at once) takes the scan up and reads the two pages left, once.
    await t.db
      .update(paperScans)
      .set({ lease_until: new Date(Date.now() - 1000) })
      .where(eq(paperScans.id, scan!.id));
    const runs = await Promise.all([readDueScans(t.app), readDueScans(t.app)]);
    expect(runs.map((r) => r.scans).sort()).toEqual([0, 1]);

    const rows = await t.db.select().from(paperScanPages).where(eq(paperScanPages.scan, scan!.id));
    expect(rows.map((r) => [r.page, r.file_page, r.master_sitting]).sort()).toEqual([
      [1, 0, sittings[0].master_sitting_id],
      [2, 1, sittings[1].master_sitting_id],
      [3, 2, sittings[2].master_sitting_id],
    ]);
    // The page written before is the same row, not read again.
    expect(rows.find((r) => r.page === 1)).toEqual(first);
    expect(rows.filter((r) => r.page > 1).every((r) => r.answers.slice(0, 2).every((a) => a.certain))).toBe(true);
    const [done] = await t.db.select().from(paperScans).where(eq(paperScans.id, scan!.id));
    expect(done).toMatchObject({ status: 'done', attempts: 2, lease_until: null });
    expect(done?.finished_at).toBeInstanceOf(Date);
    expect(await t.app.storage.head(key)).toBeUndefined();
    const [read] = await t.db.select().from(paperScanFiles).where(eq(paperScanFiles.id, file!.id));
    expect(read?.read_at).toBeInstanceOf(Date);
  }, 60_000);
});
