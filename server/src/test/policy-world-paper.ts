// The paper part of the policy test's world (issue 30): a print of tenant A's test for its class, with a
// paper sitting, and the requests that aim at it, kept beside policy-world.ts so that file stays readable.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { masterSittings, paperBatches, paperScanPages, paperScans } from '../db/schema/index';
import { createStudent } from './fixtures';
import type { TestApp } from './harness';
import { storeImage } from './paper-scans';

/** A print of the test for the class, with one paper sitting of a new student; its id is the world's `batch`. */
export async function paperBatchOf(db: Db, client: number, quiz: number, classroom: number): Promise<number> {
  const student = await createStudent(db, client);
  const [batch] = await db.insert(paperBatches).values({ client, master_qnsbank: quiz, classroom }).returning();
  await db.insert(masterSittings).values({ master_qnsbank: quiz, student: student.student_id, paper_batch: batch?.id });
  return batch?.id ?? 0;
}

/**
 * A scan the teacher uploaded with one page of the batch's sitting waiting for review, its image stored;
 * its id is the world's `scan` (its page is page 1).
 */
export async function paperScanOf(t: TestApp, client: number, teacher: number, batch: number): Promise<number> {
  const [sitting] = await t.db.select().from(masterSittings).where(eq(masterSittings.paper_batch, batch));
  const [scan] = await t.db.insert(paperScans).values({ client, teacher, status: 'done' }).returning();
  const image = await storeImage(t, `page-1.jpg`, 40, 40);
  await t.db.insert(paperScanPages).values({
    scan: scan?.id ?? 0,
    page: 1,
    state: 'needs_review',
    master_sitting: sitting?.master_sitting_id ?? null,
    sheet_page: 1,
    answers: [{ number: 1, marked: [], certain: false }],
    image_key: image,
  });
  return scan?.id ?? 0;
}

interface PaperIds {
  ids: { test: number; classroom: number; batch: number; scan: number };
}
/** Each request is about tenant A's data: a print for its class, that print's sheets and layout. */
const about = (url: string, body?: unknown) => ({ url, body, aboutRecord: true });

/** The request each paper route gets, keyed `METHOD /openapi/path`. */
export const PAPER_TARGETS = {
  'POST /api/paper/sheets/': (w: PaperIds) =>
    about('/api/paper/sheets/', { master_qnsbank: w.ids.test, classroom: w.ids.classroom }),
  'GET /api/paper/sheets/{batch}/sheets.pdf': (w: PaperIds) => about(`/api/paper/sheets/${w.ids.batch}/sheets.pdf`),
  'GET /api/paper/sheets/{batch}/layout/': (w: PaperIds) => about(`/api/paper/sheets/${w.ids.batch}/layout/`),
  // An upload is the uploader's client's: no record to aim at (the gate refuses students before the body).
  'POST /api/paper/scans/': () => ({ url: '/api/paper/scans/', body: undefined, aboutRecord: false }),
  'GET /api/paper/scans/{scan}/': (w: PaperIds) => about(`/api/paper/scans/${w.ids.scan}/`),
  'POST /api/paper/scans/{scan}/pages/{page}/confirm/': (w: PaperIds) =>
    about(`/api/paper/scans/${w.ids.scan}/pages/1/confirm/`, { answers: [{ number: 1, marked: ['A'] }] }),
  'GET /api/paper/scans/{scan}/pages/{page}/image': (w: PaperIds) =>
    about(`/api/paper/scans/${w.ids.scan}/pages/1/image`),
  'GET /api/paper/sheets/{batch}/booklet/': (w: PaperIds) => about(`/api/paper/sheets/${w.ids.batch}/booklet/`),
};

/** The world's print (`batch`) and scan (`scan`). */
export async function paperIdsOf(t: TestApp, client: number, teacher: number, quiz: number, classroom: number) {
  const batch = await paperBatchOf(t.db, client, quiz, classroom);
  return { batch, scan: await paperScanOf(t, client, teacher, batch) };
}
