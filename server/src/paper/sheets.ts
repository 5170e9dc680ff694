// Printing a real test on paper (issue 30): one paper sitting per student, made by the assignment code
// every other assignment uses (a class's through the class assignment, chosen students' through the
// many-student entry), so the same students are skipped for the same reasons and the same events are
// written; then the batch's sheets and their layout.
import {
  classroomAssignSchema,
  optionLabels,
  PAPER_SHEET_MESSAGES,
  type PaperLayout,
  type PaperSheetsBody,
  type PaperSheetsCreated,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import { assignToClassIn } from '../classrooms/assign';
import type { AuthorisedClass } from '../classrooms/guard';
import type { Db } from '../db/client';
import { conflict } from '../plugins/errors';
import { assignTestTo, testTarget } from '../sittings/assign';
import { actorOf } from '../taking/assign';
import { flushWaiting } from '../taking/audit-events';
import { batchLayout, type SheetGeometry, sheetGeometry } from './layout';
import { type Batch, batchSittings, insertBatch, sheetHeaders, sheetQuestions } from './queries';
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
    const sittings = await batchSittings(tx, batch);
    if (sittings.length === 0) {
      throw conflict(
        PAPER_SHEET_MESSAGES.nobodyToPrint,
        Object.fromEntries(skipped.map((s) => [`students.${s.student}`, [s.reason]])),
      );
    }
    return { batch, sittings, skipped };
  });
}

/** The geometry of a batch's sheets: its test's questions, lettered by its answer_type. */
async function geometryOf(db: Db, batch: Batch, answerType: string): Promise<SheetGeometry> {
  const questions = await sheetQuestions(db, batch.master_qnsbank);
  return sheetGeometry(
    batch.page_size,
    questions.map((q) => ({
      number: q.number,
      labels: optionLabels(answerType, q.options),
      multiple: q.type === 'check boxes',
    })),
  );
}

/** GET /api/paper/sheets/{batch}/layout/. */
export async function layoutOf(db: Db, batch: Batch): Promise<PaperLayout> {
  const { test } = await sheetHeaders(db, batch);
  const geometry = await geometryOf(db, batch, test.answer_type);
  return batchLayout(geometry, await batchSittings(db, batch.id));
}

/** GET /api/paper/sheets/{batch}/sheets.pdf. */
export async function pdfOf(db: Db, batch: Batch, secret: string): Promise<Buffer> {
  const { test, sittings } = await sheetHeaders(db, batch);
  if (sittings.length === 0) throw conflict(PAPER_SHEET_MESSAGES.nobodyToPrint);
  return sheetsPdf({
    geometry: await geometryOf(db, batch, test.answer_type),
    testName: test.test_name,
    language: test.language,
    secret,
    sittings: sittings.map((s) => ({
      master_sitting_id: s.master_sitting_id,
      studentName: s.name,
      className: s.class_name,
    })),
  });
}
