// Printing a real test on paper (issue 30): one paper sitting per student, made by the assignment code
// every other assignment uses (a class's through the class assignment, chosen students' through the
// many-student entry), so the same students are skipped for the same reasons and the same events are
// written; then the batch's sheets and their layout.
import {
  classroomAssignSchema,
  PAPER_SHEET_MESSAGES,
  type PaperBooklet,
  type PaperLayout,
  type PaperSheetsBody,
  type PaperSheetsCreated,
  toTakingQuestion,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import { assignToClassIn } from '../classrooms/assign';
import type { AuthorisedClass } from '../classrooms/guard';
import type { Db } from '../db/client';
import { conflict } from '../plugins/errors';
import { assignTestTo, testTarget } from '../sittings/assign';
import { actorOf } from '../taking/assign';
import { flushWaiting } from '../taking/audit-events';
import { batchLayout, type VersionGeometry, versionGeometry } from './layout';
import {
  alternateVersions,
  type Batch,
  batchSittings,
  batchTest,
  bookletQuestions,
  insertBatch,
  sheetHeaders,
  sheetQuestions,
} from './queries';
import { sheetsPdf } from './sheets-pdf';

/** Who the sheets are for, authorised: a class (its staff), or chosen students of one client. */
export type PrintFor = { classroom: AuthorisedClass } | { scope: Scope; client: number; students: readonly number[] };

/** Paper sittings are never timed on screen: the room's clock is the invigilator's. */
const UNTIMED = { timer: false, student_timer: '00:00:00' };

/**
 * POST /api/paper/sheets/: the batch and a paper sitting for each student given one. Every student skipped
 * leaves nothing behind (409, with who was skipped and why): a print of no sheets is no print.
 */
export async function createSheets(db: Db, body: PaperSheetsBody, target: PrintFor): Promise<PaperSheetsCreated> {
  return db.transaction(async (tx) => {
    const client = 'classroom' in target ? target.classroom.client : target.client;
    await testTarget(tx, client, body.master_qnsbank, UNTIMED);
    const batch = await insertBatch(tx, {
      client,
      master_qnsbank: body.master_qnsbank,
      classroom: 'classroom' in target ? target.classroom.id : null,
      page_size: body.page_size,
      versions: body.versions,
    });
    const paper = { paper_batch: batch };
    let skipped: PaperSheetsCreated['skipped'];
    if ('classroom' in target) {
      const assignment = classroomAssignSchema.parse({ kind: 'test', master_qnsbank: body.master_qnsbank });
      ({ skipped } = await assignToClassIn(tx, target.classroom, assignment, paper));
    } else {
      const by = { client, actor: actorOf(target.scope) };
      ({ skipped } = await assignTestTo(tx, body.master_qnsbank, target.students, paper, by));
      await flushWaiting(tx);
    }
    const made = await batchSittings(tx, batch);
    if (made.length === 0) {
      throw conflict(
        PAPER_SHEET_MESSAGES.nobodyToPrint,
        Object.fromEntries(skipped.map((s) => [`students.${s.student}`, [s.reason]])),
      );
    }
    if (body.versions === 2) await alternateVersions(tx, batch);
    const sittings = (await batchSittings(tx, batch)).map(({ student, master_sitting_id, version }) => ({
      student,
      master_sitting_id,
      version,
    }));
    return { batch, sittings, skipped };
  });
}

/** What a batch's geometry needs of it. */
export type GeometryBatch = Pick<Batch, 'id' | 'client' | 'master_qnsbank' | 'page_size'>;

/** The geometry of a batch's sheets for a booklet version (layout.ts versionGeometry), from the database. */
export async function geometryOf(db: Db, batch: GeometryBatch, version = 1): Promise<VersionGeometry> {
  const [test, questions] = await Promise.all([batchTest(db, batch), sheetQuestions(db, batch.master_qnsbank)]);
  return versionGeometry(batch.page_size, test.answer_type, questions, batch.id, version);
}

/** GET /api/paper/sheets/{batch}/layout/: each sitting's pages by the geometry of its version. */
export async function layoutOf(db: Db, batch: Batch): Promise<PaperLayout> {
  const sittings = await batchSittings(db, batch.id);
  const geometries = await Promise.all([1, 2].map((v) => (v <= batch.versions ? geometryOf(db, batch, v) : null)));
  const first = geometries[0]!;
  const pages = sittings.flatMap((s) => batchLayout(geometries[s.version - 1] ?? first, [s]).pages);
  return { page: first.page, marks: first.marks, pages };
}

/** GET /api/paper/sheets/{batch}/sheets.pdf. */
export async function pdfOf(db: Db, batch: Batch, secret: string): Promise<Buffer> {
  const { test, sittings } = await sheetHeaders(db, batch);
  if (sittings.length === 0) throw conflict(PAPER_SHEET_MESSAGES.nobodyToPrint);
  const geometries = await Promise.all([1, 2].map((v) => (v <= batch.versions ? geometryOf(db, batch, v) : null)));
  const first = geometries[0]!;
  return sheetsPdf({
    geometry: first,
    testName: test.test_name,
    language: test.language,
    secret,
    sittings: sittings.map((s) => ({
      master_sitting_id: s.master_sitting_id,
      studentName: s.name,
      className: s.class_name,
      geometry: geometries[s.version - 1] ?? first,
      // "Version A/B" only when the batch has two: a single print has no version to tell apart.
      version: batch.versions > 1 ? s.version : null,
    })),
  });
}

/** GET /api/paper/sheets/{batch}/booklet/: the questions as a student sees them, in the test's order. */
export async function bookletOf(db: Db, batch: Batch): Promise<PaperBooklet> {
  const [test, questions] = await Promise.all([batchTest(db, batch), bookletQuestions(db, batch.master_qnsbank)]);
  return {
    batch: batch.id,
    test_name: test.test_name,
    page_size: batch.page_size,
    versions: batch.versions,
    questions: questions.map((q) => toTakingQuestion(q, test.answer_type)),
  };
}
