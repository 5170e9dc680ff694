// The reads and writes of scans outside the reader (issue 30): the upload's rows, a scan's facts for the
// access policy, and what GET /api/paper/scans/{scan}/ answers (two statements, whatever the pages).
import { type Message, type PaperPageState, type PaperReadAnswer, type PaperScan, said } from '@prep/domain';
import { sql } from 'drizzle-orm';
import { teacherIdOf } from '../../access/principal';
import { rowsOf } from '../../access/visibility';
import type { AccessClaims } from '@prep/domain';
import type { Db, Tx } from '../../db/client';
import { paperScanFiles, paperScans } from '../../db/schema/index';

export interface UploadedScanFile {
  position: number;
  filename: string;
  content_type: string;
  size: number;
  storage_key: string;
}

/** The scan and its files, in one transaction (the upload's). */
export async function insertScan(
  tx: Tx,
  scan: { client: number; teacher: number | null },
  files: readonly UploadedScanFile[],
): Promise<number> {
  const [row] = await tx.insert(paperScans).values(scan).returning({ id: paperScans.id });
  if (!row) throw new Error('the scan was not inserted');
  await tx.insert(paperScanFiles).values(files.map((f) => ({ ...f, scan: row.id })));
  return row.id;
}

/**
 * A scan with its facts for the policy (its client; for a teacher, whether they uploaded it) and its
 * progress: pages read, and the pages to read once every file is opened.
 */
export async function scanFacts(db: Db, viewer: AccessClaims, id: number) {
  const teacher = teacherIdOf(viewer) ?? -1;
  const found = await db.execute(sql`
    select s.id, s.client_id as client, s.status, coalesce(s.teacher_id = ${teacher}, false) as taught,
      (select count(*)::int from paper_scan_pages p where p.scan_id = s.id) as pages_read,
      (select case when bool_and(f.pages is not null) then sum(f.pages)::int end
        from paper_scan_files f where f.scan_id = s.id) as pages_total
    from paper_scans s where s.id = ${id}`);
  return rowsOf<{
    id: number;
    client: number;
    status: 'reading' | 'done';
    taught: boolean;
    pages_read: number;
    pages_total: number | null;
  }>(found)[0];
}
export type ScanFacts = NonNullable<Awaited<ReturnType<typeof scanFacts>>>;

interface PageRow {
  page: number;
  batch: number | null;
  master_sitting_id: number | null;
  student: number | null;
  student_name: string | null;
  sheet_page: number | null;
  state: PaperPageState;
  answers: PaperReadAnswer[];
  problem: Message | null;
}

/**
 * The scan's pages with their students, and whom an unreadable page may be given to: the paper sittings
 * of the prints seen in the scan, not graded, with no page read from any scan yet.
 */
export async function scanView(db: Db, scan: ScanFacts): Promise<PaperScan> {
  const found = await db.execute(sql`
    with pages as (
      select p.page, s.paper_batch_id as batch, p.master_sitting_id, s.student_id as student,
        case when st.student_id is null then null else trim(st.first_name || ' ' || st.last_name) end as student_name,
        p.sheet_page, p.state, p.answers, p.problem
      from paper_scan_pages p
      left join master_sittings s on s.master_sitting_id = p.master_sitting_id
      left join students st on st.student_id = s.student_id
      where p.scan_id = ${scan.id})
    select
      (select coalesce(json_agg(pages order by pages.page), '[]'::json) from pages) as pages,
      (select coalesce(json_agg(json_build_object('master_sitting_id', s.master_sitting_id, 'student', s.student_id,
          'student_name', trim(st.first_name || ' ' || st.last_name), 'batch', s.paper_batch_id)
          order by s.paper_batch_id, st.last_name, st.first_name, s.master_sitting_id), '[]'::json)
        from master_sittings s join students st on st.student_id = s.student_id
        where s.paper_batch_id in (select batch from pages where batch is not null) and not s.test_taken
          and not exists (select 1 from paper_scan_pages x where x.master_sitting_id = s.master_sitting_id)
      ) as candidates`);
  const [row] = rowsOf<{ pages: PageRow[] | string; candidates: PaperScan['candidates'] | string }>(found);
  const json = <T>(value: T | string | undefined): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const pages = json<PageRow[]>(row?.pages) ?? [];
  return {
    scan: scan.id,
    status: scan.status,
    progress: { pages_read: scan.pages_read, pages_total: scan.pages_total },
    pages: pages.map((p) => ({ ...p, problem: p.problem ? said(p.problem) : null })),
    candidates: json<PaperScan['candidates']>(row?.candidates) ?? [],
  };
}
