// The reads of a scan's review (issue 30): a page with the facts its access needs, the page as the API
// gives it, and a sitting a page may be given to by hand.
import { type AccessClaims, type PaperScan, said } from '@prep/domain';
import { and, eq, sql } from 'drizzle-orm';
import { taughtClassCondition, taughtStudentCondition } from '../../access/lists';
import { teacherIdOf } from '../../access/principal';
import type { Db, Tx } from '../../db/client';
import { masterSittings, paperBatches, paperScanPages, paperScans, students } from '../../db/schema/index';

type Reader = Db | Tx;

/** Whether the teacher teaches the sitting named by `sitting`: its student, or the class it was printed for. */
const teachesSitting = (teacher: number, sitting: Parameters<typeof sql>[1]) =>
  sql`exists (select 1 from ${masterSittings} s left join ${paperBatches} b on b.id = s.paper_batch_id
    where s.master_sitting_id = ${sitting} and (${taughtStudentCondition(teacher, sql`s.student_id`)}
      or ${taughtClassCondition(teacher, sql`b.classroom_id`)}))`;

/**
 * Page `page` of scan `scan` with its scan's client and, for a teacher, whether it is theirs: a scan they
 * uploaded, and a page of a sitting they teach (or of none yet).
 */
export async function pageFacts(db: Reader, viewer: AccessClaims, scan: number, page: number) {
  const teacher = teacherIdOf(viewer) ?? -1;
  const [row] = await db
    .select({
      page: paperScanPages,
      client: paperScans.client,
      status: paperScans.status,
      taught: sql`(${paperScans.teacher} = ${teacher} and (${paperScanPages.master_sitting} is null
        or ${teachesSitting(teacher, paperScanPages.master_sitting)}))`.mapWith(Boolean),
    })
    .from(paperScanPages)
    .innerJoin(paperScans, eq(paperScans.id, paperScanPages.scan))
    .where(and(eq(paperScans.id, scan), eq(paperScanPages.page, page)));
  return row;
}
export type ScanPage = NonNullable<Awaited<ReturnType<typeof pageFacts>>>;

/** The page as GET /api/paper/scans/{scan}/ lists it. */
export async function pageItem(db: Reader, id: number): Promise<PaperScan['pages'][number] | undefined> {
  const [row] = await db
    .select({
      page: paperScanPages.page,
      batch: masterSittings.paper_batch,
      master_sitting_id: paperScanPages.master_sitting,
      student: masterSittings.student,
      first: students.Student_First_Name,
      last: students.Student_Last_Name,
      sheet_page: paperScanPages.sheet_page,
      state: paperScanPages.state,
      answers: paperScanPages.answers,
      problem: paperScanPages.problem,
    })
    .from(paperScanPages)
    .leftJoin(masterSittings, eq(masterSittings.master_sitting_id, paperScanPages.master_sitting))
    .leftJoin(students, eq(students.student_id, masterSittings.student))
    .where(eq(paperScanPages.id, id));
  if (!row) return undefined;
  const { first, last, ...rest } = row;
  return {
    ...rest,
    batch: rest.batch ?? null,
    student: rest.student ?? null,
    student_name: rest.student === null ? null : `${first ?? ''} ${last ?? ''}`.trim(),
    problem: row.problem ? said(row.problem) : null,
  };
}

/**
 * A sitting a page may be given to: a paper sitting of the client not graded (for a teacher, one they
 * teach); undefined when it is none of those.
 */
export async function givableSitting(tx: Tx, viewer: AccessClaims, client: number, id: number) {
  const teacher = teacherIdOf(viewer);
  const [row] = await tx
    .select({ id: masterSittings.master_sitting_id })
    .from(masterSittings)
    .innerJoin(students, eq(students.student_id, masterSittings.student))
    .where(
      and(
        eq(masterSittings.master_sitting_id, id),
        eq(students.client, client),
        sql`${masterSittings.paper_batch} is not null`,
        eq(masterSittings.test_taken, false),
        teacher === undefined ? undefined : teachesSitting(teacher, masterSittings.master_sitting_id),
      ),
    );
  return row;
}
