// Scanned sheets are personal data (issue 30): the student's export holds their pages and images, their
// erasure removes both, the client's deletion removes its scans and their files, and the retention sweep
// forgets pages' images past SCAN_IMAGE_RETENTION_DAYS.
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperScanPages, paperScans, students } from '../../db/schema/index';
import { sweep } from '../../retention/sweep';
import { superAdminHeaders } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { certain, insertScan, readPage, storeImage } from '../../test/paper-scans';
import { caller, sittingWorld } from '../../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp({ SCAN_IMAGE_RETENTION_DAYS: '365' });
  call = caller(t);
  w = await sittingWorld(t);
});
afterAll(() => t.close());

/** A student of A with a paper sitting, graded from a scanned page with an image. */
async function scannedStudent(scan: number) {
  const s = await w.student();
  const res = await call('POST', '/api/paper/sheets/', w.a.adminHeaders, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    students: [s.id],
  });
  const sitting = res.json().sittings[0].master_sitting_id as number;
  const image = await storeImage(t, `student-${s.id}.jpg`, 30, 20);
  const page = await readPage(t, scan, { sitting, answers: certain({ 1: 'B', 2: 'B', 3: 'C', 4: 'A' }), image });
  return { ...s, sitting, image, page };
}

const stored = async (key: string) => (await t.app.storage.head(key)) !== undefined;

describe('a student’s scanned pages', () => {
  it('are in their export: the rows, and each page’s image beside them', async () => {
    const scan = await insertScan(t, w.a.client.client_id);
    const s = await scannedStudent(scan);
    const res = await call('GET', `/api/student/${s.id}/export/`, w.a.adminHeaders);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const rows = JSON.parse(strFromU8(files['scanned_pages.json']!));
    const name = `scanned_pages/scan-${scan}-page-${s.page.page}.jpg`;
    expect(rows).toEqual([
      expect.objectContaining({ scan, page: s.page.page, master_sitting: s.sitting, state: 'graded', image: name }),
    ]);
    expect(strFromU8(files['scanned_pages.csv']!)).toContain(name);
    const original = await t.app.storage.read(s.image);
    const chunks: Buffer[] = [];
    for await (const chunk of original!.body) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.from(files[name]!)).toEqual(Buffer.concat(chunks));
  });

  it('go with their erasure, rows and images', async () => {
    const scan = await insertScan(t, w.a.client.client_id);
    const s = await scannedStudent(scan);
    const [row] = await t.db.select({ email: students.email }).from(students).where(eq(students.student_id, s.id));
    const res = await call('POST', `/api/student/${s.id}/erase/`, w.a.adminHeaders, { confirm: row!.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(paperScanPages).where(eq(paperScanPages.id, s.page.id))).toEqual([]);
    expect(await stored(s.image)).toBe(false);
  });
});

it('a client’s deletion removes its scans and their images', async () => {
  const other = await sittingWorld(t);
  const scan = await insertScan(t, other.a.client.client_id);
  const image = await storeImage(t, `page-1.jpg`, 30, 20);
  await readPage(t, scan, { sitting: null, state: 'unreadable', image });
  const res = await call('DELETE', `/api/client/${other.a.client.client_id}/`, superAdminHeaders(t.app));
  expect(res.statusCode, res.body).toBe(200);
  expect(await t.db.select().from(paperScans).where(eq(paperScans.id, scan))).toEqual([]);
  expect(await stored(image)).toBe(false);
});

it('the retention sweep forgets the images of pages older than SCAN_IMAGE_RETENTION_DAYS, and keeps the rest', async () => {
  const scan = await insertScan(t, w.a.client.client_id);
  const old = await scannedStudent(scan);
  const young = await scannedStudent(scan);
  await t.db
    .update(paperScanPages)
    .set({ created_at: new Date(Date.now() - 366 * 24 * 3600 * 1000) })
    .where(eq(paperScanPages.id, old.page.id));
  const result = await sweep(t.db, t.config, { ledger: t.app.storage });
  expect(result).toMatchObject({ skipped: false, scanImages: 1 });
  const [oldRow] = await t.db.select().from(paperScanPages).where(eq(paperScanPages.id, old.page.id));
  expect(oldRow).toMatchObject({ image_key: null, state: 'graded' });
  expect(await stored(old.image)).toBe(false);
  const [youngRow] = await t.db.select().from(paperScanPages).where(eq(paperScanPages.id, young.page.id));
  expect(youngRow?.image_key).toBe(young.image);
  expect(await stored(young.image)).toBe(true);
});
