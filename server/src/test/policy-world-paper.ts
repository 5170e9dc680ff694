// The paper part of the policy test's world (issue 30): a print of tenant A's test for its class, with a
// paper sitting, and the requests that aim at it, kept beside policy-world.ts so that file stays readable.
import type { Db } from '../db/client';
import { masterSittings, paperBatches, paperScans } from '../db/schema/index';
import { createStudent } from './fixtures';

/** A print of the test for the class, with one paper sitting of a new student; its id is the world's `batch`. */
export async function paperBatchOf(db: Db, client: number, quiz: number, classroom: number): Promise<number> {
  const student = await createStudent(db, client);
  const [batch] = await db.insert(paperBatches).values({ client, master_qnsbank: quiz, classroom }).returning();
  await db.insert(masterSittings).values({ master_qnsbank: quiz, student: student.student_id, paper_batch: batch?.id });
  return batch?.id ?? 0;
}

/** The world's print (`batch`) and a scan of tenant A uploaded by its teacher (`scan`, read already). */
export async function paperIdsOf(db: Db, client: number, quiz: number, classroom: number, teacher: number) {
  const batch = await paperBatchOf(db, client, quiz, classroom);
  const [scan] = await db.insert(paperScans).values({ client, teacher, status: 'done' }).returning();
  return { batch, scan: scan?.id ?? 0 };
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
};
