// Which sheet a page read from a scan is (issue 30): its code's sitting, whether this scan may hold it
// (the scan's client; a teacher's class), and the geometry its bubbles are read by, that of its batch's
// test in its booklet version (the printed numbers: docs/decisions/0119). Geometry is kept per batch and
// version for the length of one scan's reading: every page of a class shares it.
import { type Message, PAPER_SCAN_MESSAGES, type PaperPageSize } from '@prep/domain';
import { sql } from 'drizzle-orm';
import { taughtClassCondition, taughtStudentCondition } from '../../access/lists';
import { rowsOf } from '../../access/visibility';
import type { Db } from '../../db/client';
import { readSheetCode } from '../code';
import { PAGE_SIZES, type SheetGeometry, sheetGeometry, versionGeometry } from '../layout';
import type { SheetFrame } from '../omr/read';
import { sheetQuestions } from '../queries';

export interface ScanOwner {
  client: number;
  teacher: number | null;
}

export interface Sheet {
  master_sitting: number;
  sheet_page: number;
  frame: SheetFrame;
  questions: SheetGeometry['pages'][number];
}

/** The frame of a page size: its marks and code sit where every test's sheet has them. */
export function frameOf(size: PaperPageSize): SheetFrame {
  const { page, marks, code } = sheetGeometry(size, []);
  return { page, marks, code };
}

export const PAGE_SIZE_LIST = Object.keys(PAGE_SIZES) as PaperPageSize[];

interface SittingRow {
  master_sitting_id: number;
  client: number;
  batch: number;
  master_qnsbank: number;
  page_size: PaperPageSize;
  version: number;
  answer_type: string;
  taught: boolean;
}

/** A scan's sheets as its pages are read: a code resolved to its sheet, or the problem that refuses it. */
export function sheetFinder(db: Db, secret: string, owner: ScanOwner) {
  const geometries = new Map<string, Promise<SheetGeometry>>();
  const geometryOf = (row: SittingRow) => {
    const key = `${row.batch}:${row.version}`;
    let known = geometries.get(key);
    if (!known) {
      known = sheetQuestions(db, row.master_qnsbank).then((questions) =>
        versionGeometry(row.page_size, row.answer_type, questions, row.batch, row.version),
      );
      geometries.set(key, known);
    }
    return known;
  };

  return async (code: string): Promise<{ sheet: Sheet } | { problem: Message | string }> => {
    const read = readSheetCode(secret, code);
    if (!read) return { problem: PAPER_SCAN_MESSAGES.noCode };
    const teacher = owner.teacher ?? -1;
    const found = await db.execute(sql`
      select s.master_sitting_id, b.client_id as client, b.id as batch, b.master_qnsbank_id as master_qnsbank,
        b.page_size, s.paper_version as version, q.answer_type,
        (${taughtClassCondition(teacher, sql`b.classroom_id`)} or ${taughtStudentCondition(teacher, sql`s.student_id`)}) as taught
      from master_sittings s
      join paper_batches b on b.id = s.paper_batch_id
      join quizzes q on q.master_qnsbank_id = b.master_qnsbank_id
      where s.master_sitting_id = ${read.sitting}`);
    const [row] = rowsOf<SittingRow>(found);
    if (!row || row.client !== owner.client) return { problem: PAPER_SCAN_MESSAGES.notOurs };
    if (owner.teacher !== null && !row.taught) return { problem: PAPER_SCAN_MESSAGES.otherClass };
    const geometry = await geometryOf(row);
    const questions = geometry.pages[read.page - 1];
    if (!questions) return { problem: PAPER_SCAN_MESSAGES.noCode };
    return {
      sheet: {
        master_sitting: row.master_sitting_id,
        sheet_page: read.page,
        frame: { page: geometry.page, marks: geometry.marks, code: geometry.code },
        questions,
      },
    };
  };
}
