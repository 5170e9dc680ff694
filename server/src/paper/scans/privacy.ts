// Scanned sheets are personal data (issue 30, docs/privacy.md): a student's pages (what was read, and
// the page's image: their handwriting) go in their export and go with their erasure; a client's scans
// and their files go with the client. The rows go by the database (cascades, or the erasure's delete);
// the files in the storage are removed here once the rows are gone.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../access/visibility';
import type { Db, Tx } from '../../db/client';
import { masterSittings, paperScanFiles, paperScanPages, paperScans } from '../../db/schema/index';
import type { Storage } from '../../storage/storage';

type Reader = Db | Tx;

/** The pages of the student's sittings (`master_sitting` in theirs). */
const ofStudent = (student: number) =>
  inArray(
    paperScanPages.master_sitting,
    sql`(select ${masterSittings.master_sitting_id} from ${masterSittings} where ${masterSittings.student} = ${student})`,
  );

/** The name a page's image has in an export's zip. */
const imageName = (page: { scan: number; page: number }) => `scanned_pages/scan-${page.scan}-page-${page.page}.jpg`;

/** The student's scanned pages for their export: what was read and confirmed, and their image's name in the zip. */
export async function studentScanPages(db: Reader, student: number) {
  const rows = await db
    .select({
      scan: paperScanPages.scan,
      page: paperScanPages.page,
      master_sitting: paperScanPages.master_sitting,
      sheet_page: paperScanPages.sheet_page,
      state: paperScanPages.state,
      answers: paperScanPages.answers,
      darkness: paperScanPages.darkness,
      problem: paperScanPages.problem,
      confirmed_at: paperScanPages.confirmed_at,
      created_at: paperScanPages.created_at,
      image_key: paperScanPages.image_key,
    })
    .from(paperScanPages)
    .where(ofStudent(student))
    .orderBy(paperScanPages.scan, paperScanPages.page);
  const columns = ['scan', 'page', 'master_sitting', 'sheet_page', 'state', 'answers', 'darkness', 'problem'];
  return {
    columns: [...columns, 'confirmed_at', 'created_at', 'image'],
    rows: rows.map(({ image_key, ...row }) => ({ ...row, image: image_key ? imageName(row) : null })),
    /** The images to put in the zip: its name there, and the storage's key. */
    images: rows.flatMap((row) => (row.image_key ? [{ name: imageName(row), key: row.image_key }] : [])),
  };
}

/** The images' bytes by their name in the zip; an image gone from the storage is left out. */
export async function imageFiles(storage: Storage, images: ReadonlyArray<{ name: string; key: string }>) {
  const files: Record<string, Uint8Array> = {};
  for (const { name, key } of images) {
    const stored = await storage.read(key);
    if (!stored) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
    files[name] = new Uint8Array(Buffer.concat(chunks));
  }
  return files;
}

/** Deletes the student's scanned pages (an erasure); gives back their images' keys to remove from the storage. */
export async function deleteStudentPages(tx: Tx, student: number): Promise<string[]> {
  const gone = await tx.delete(paperScanPages).where(ofStudent(student)).returning({ key: paperScanPages.image_key });
  return gone.flatMap((g) => (g.key ? [g.key] : []));
}

/** The files of a client's scans (its pages' images, its uploads not yet read): removed when the client is. */
export async function clientScanKeys(db: Reader, client: number): Promise<string[]> {
  const images = await db
    .select({ key: paperScanPages.image_key })
    .from(paperScanPages)
    .innerJoin(paperScans, eq(paperScans.id, paperScanPages.scan))
    .where(and(eq(paperScans.client, client), isNotNull(paperScanPages.image_key)));
  const uploads = await db
    .select({ key: paperScanFiles.storage_key })
    .from(paperScanFiles)
    .innerJoin(paperScans, eq(paperScans.id, paperScanFiles.scan))
    .where(eq(paperScans.client, client));
  return [...images.map((i) => i.key!), ...uploads.map((u) => u.key)];
}

/**
 * Removes stored files whose rows are gone. One the storage fails to remove is left and told to `warn`:
 * with its row gone nothing serves it, and the erasure itself stands.
 */
export async function removeFiles(storage: Storage, keys: readonly string[], warn?: (message: string) => void) {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      warn?.(`a scanned page's file ${key} could not be removed: ${(error as Error).message}`);
    }
  }
}

/**
 * The retention of scanned pages' images (SCAN_IMAGE_RETENTION_DAYS): a page's image older than `days`
 * is forgotten, whatever became of the page (a page left unreviewed that long was left for good); what
 * was read and graded stays with the sitting. Gives back the keys, for the storage once committed.
 */
export async function forgetOldImages(tx: Tx, days: number): Promise<string[]> {
  const rows = await tx.execute(sql`
    with old as (
      select id, image_key from ${paperScanPages}
      where image_key is not null and created_at < now() - make_interval(days => ${days}) for update
    )
    update ${paperScanPages} p set image_key = null from old where p.id = old.id returning old.image_key as key`);
  return rowsOf<{ key: string }>(rows).map((r) => r.key);
}
