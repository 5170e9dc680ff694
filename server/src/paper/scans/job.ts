// The reading of scans (issue 30, docs/decisions/0120-paper-scans-reading.md), a job kept in the database.
// A scan still reading whose lease is free or lapsed is claimed FOR UPDATE SKIP LOCKED, its lease set a
// few minutes ahead and its `attempts` counted up: the count is the claim's token. Every page is written in
// a transaction that first renews the lease where the token is still this claim's (so it waits for, and
// then loses to, an instance that took the scan over) and inserts the page once by (file, file page): a
// scan an instance left half read goes on from the pages written, and no page is read into two rows.
// Pixels are read in worker threads (pool.ts); only the database work runs here.
import { randomBytes } from 'node:crypto';
import { fill, type Message, PAPER_SCAN_MESSAGES } from '@prep/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../access/visibility';
import type { Db } from '../../db/client';
import { paperScanFiles, paperScanPages } from '../../db/schema/index';
import type { Storage } from '../../storage/storage';
import { settlePage } from './settle';
import { ReaderPool, ReadFailed, type Thread } from './pool';
import { type PageRow, type PageTask, REASONS, readPage } from './read-page';
import { kindOf, pagesWithin, pageImageKey, readStored } from './scan-files';
import { PAGE_SIZE_LIST, type ScanOwner, sheetFinder } from './sheet-of';

/** How long a claim is left to its instance without a page written; past it another takes the scan up. */
export const LEASE_MS = 2 * 60_000;

interface Claimed extends ScanOwner {
  id: number;
  attempts: number;
}

/** A claim another instance took over (its lease lapsed): this one stops reading the scan. */
class LostLease extends Error {}

export interface ReaderContext {
  db: Db;
  storage: Storage;
  secret: string;
  maxPages: number;
  dpi: number;
  pool: () => ReaderPool;
  now: () => Date;
  /** The app is closing: stop at the next page (the lease lapses and the scan is read on). */
  stopped: () => boolean;
}

async function claim(db: Db, now: Date): Promise<Claimed | undefined> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update paper_scans s set lease_until = ${at}::timestamptz + ${`${LEASE_MS} milliseconds`}::interval,
      attempts = s.attempts + 1
    from (select id from paper_scans where status = 'reading'
        and (lease_until is null or lease_until <= ${at}::timestamptz)
        order by id limit 1 for update skip locked) due
    where s.id = due.id
    returning s.id, s.client_id as client, s.teacher_id as teacher, s.attempts`);
  return rowsOf<Claimed>(result)[0];
}

/** Renews the lease inside `tx` while the claim is still this one's; else LostLease. */
async function holdLease(tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0], scan: Claimed, now: Date) {
  const result = await tx.execute(sql`
    update paper_scans set lease_until = ${now.toISOString()}::timestamptz + ${`${LEASE_MS} milliseconds`}::interval
    where id = ${scan.id} and attempts = ${scan.attempts} and status = 'reading' returning id`);
  if (rowsOf(result).length === 0) throw new LostLease();
}

/** Writes a page (its image first, under a key of its own: removed when the page was written already) and settles it. */
async function writePage(ctx: ReaderContext, scan: Claimed, task: PageTask, row: PageRow): Promise<void> {
  let imageKey: string | null = null;
  if (row.jpeg) {
    imageKey = pageImageKey(scan.client, scan.id, task.file.id, task.filePage, randomBytes(6).toString('hex'));
    await ctx.storage.put(imageKey, Buffer.from(row.jpeg), 'image/jpeg');
  }
  const now = ctx.now();
  let written = false;
  try {
    written = await insertPage(ctx, scan, task, row, imageKey, now);
  } finally {
    // The page was written before (by an instance that lost the scan), or not at all: its image goes.
    if (imageKey && !written) await ctx.storage.remove(imageKey).catch(() => {});
  }
}

async function insertPage(
  ctx: ReaderContext,
  scan: Claimed,
  task: PageTask,
  row: PageRow,
  imageKey: string | null,
  now: Date,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await holdLease(tx, scan, now);
    const darkness = Object.fromEntries(row.answers.map((a) => [String(a.number), a.darkness]));
    const [inserted] = await tx
      .insert(paperScanPages)
      .values({
        scan: scan.id,
        page: task.page,
        file: task.file.id,
        file_page: task.filePage,
        state: row.problem ? 'unreadable' : 'needs_review',
        master_sitting: row.sheet?.master_sitting ?? null,
        sheet_page: row.sheet?.sheet_page ?? null,
        answers: row.answers.map((a) => ({ number: a.number, marked: a.marked, certain: a.certain })),
        darkness,
        straightened: row.straightened,
        image_key: imageKey,
        problem: row.problem,
      })
      .onConflictDoNothing()
      .returning({ id: paperScanPages.id });
    if (inserted && !row.problem) await settlePage(tx, inserted.id, now);
    return inserted !== undefined;
  });
}

/** Reads what is left of a claimed scan; finishes it (status done, uploads removed) when every file is read. */
async function readScan(ctx: ReaderContext, scan: Claimed): Promise<void> {
  const files = await ctx.db
    .select()
    .from(paperScanFiles)
    .where(eq(paperScanFiles.scan, scan.id))
    .orderBy(asc(paperScanFiles.position));
  const written = new Set(
    (
      await ctx.db
        .select({ file: paperScanPages.file, file_page: paperScanPages.file_page })
        .from(paperScanPages)
        .where(eq(paperScanPages.scan, scan.id))
    ).map((p) => `${p.file}:${p.file_page}`),
  );
  const pool = ctx.pool();
  const tasks: PageTask[] = [];
  const left = new Map<number, number>();
  const bytes = new Map<number, Promise<Buffer>>();
  const bytesOf = (file: { id: number; key: string }) => {
    let known = bytes.get(file.id);
    if (!known) {
      known = readStored(ctx.storage, file.key).then((b) => b ?? Buffer.alloc(0));
      bytes.set(file.id, known);
    }
    return known;
  };
  let before = 0;
  for (const file of files) {
    if (file.read_at) {
      before += file.pages ?? 0;
      continue;
    }
    const stored = await readStored(ctx.storage, file.storage_key);
    const kind = stored ? kindOf(stored) : 'none';
    const entry = { id: file.id, key: file.storage_key, filename: file.filename, kind };
    let found = 1;
    let fileProblem: Message | undefined;
    if (!stored || kind === 'none') {
      fileProblem = stored
        ? fill(PAPER_SCAN_MESSAGES.notScan, { file: file.filename })
        : fill(PAPER_SCAN_MESSAGES.unreadableFile, { file: file.filename, reason: REASONS.broken });
    } else if (kind === 'pdf') {
      try {
        const counted = await pool.threads[0]!.ask({ op: 'count', file: entry.key, bytes: stored }).answer;
        found = 'pages' in counted ? counted.pages : 0;
        if (found === 0)
          fileProblem = fill(PAPER_SCAN_MESSAGES.unreadableFile, { file: file.filename, reason: REASONS.broken });
      } catch (error) {
        if (!(error instanceof ReadFailed)) throw error;
        fileProblem = fill(PAPER_SCAN_MESSAGES.unreadableFile, { file: file.filename, reason: REASONS[error.reason] });
      }
      if (fileProblem) found = 1;
    }
    const { pages, overflowAt } = pagesWithin(found, before, ctx.maxPages);
    if (file.pages !== pages) {
      await ctx.db.update(paperScanFiles).set({ pages }).where(eq(paperScanFiles.id, file.id));
    }
    let count = 0;
    for (let filePage = 0; filePage < pages; filePage++) {
      if (written.has(`${file.id}:${filePage}`)) continue;
      const problem =
        filePage === overflowAt ? fill(PAPER_SCAN_MESSAGES.tooManyPages, { max: ctx.maxPages }) : fileProblem;
      tasks.push({ file: entry, filePage, page: before + filePage + 1, ...(problem && { problem }) });
      count++;
    }
    left.set(file.id, count);
    before += pages;
    if (count === 0) {
      // Every page written before (a scan taken up again): the PDF opened to count them is closed.
      if (kind === 'pdf') await pool.threads[0]!.ask({ op: 'close', file: entry.key }).answer.catch(() => {});
      await markRead(ctx, scan, file.id);
    }
  }

  const find = sheetFinder(ctx.db, ctx.secret, scan);
  const sizes = { first: PAGE_SIZE_LIST[0]! };
  let next = 0;
  let stopped = false;
  const saved = async (task: PageTask, row: PageRow) => {
    await writePage(ctx, scan, task, row);
    const remaining = (left.get(task.file.id) ?? 1) - 1;
    left.set(task.file.id, remaining);
    if (remaining === 0) {
      bytes.delete(task.file.id);
      await Promise.all(pool.threads.map((t) => t.ask({ op: 'close', file: task.file.key }).answer.catch(() => {})));
      await markRead(ctx, scan, task.file.id);
    }
  };
  const consume = async (thread: Thread) => {
    // A page is written while its thread reads the next: the thread does not wait on the database.
    let writing: Promise<void> = Promise.resolve();
    const failure: { error?: unknown } = {};
    while (next < tasks.length && !stopped && !('error' in failure)) {
      if (ctx.stopped()) throw new LostLease();
      const task = tasks[next++]!;
      const row: PageRow = task.problem
        ? { sheet: null, answers: [], problem: task.problem, jpeg: null, straightened: false }
        : await readPage(ctx.dpi, thread, task, () => bytesOf(task.file), find, sizes);
      await writing;
      if ('error' in failure) break;
      writing = saved(task, row).catch((error: unknown) => {
        failure.error = error;
      });
    }
    await writing;
    if ('error' in failure) throw failure.error;
  };
  // One thread stopping (the lease lost, the database away) stops the other before the run's threads end.
  const ended = await Promise.allSettled(
    pool.threads.map((thread) =>
      consume(thread).catch((error: unknown) => {
        stopped = true;
        throw error;
      }),
    ),
  );
  const failed = ended.find((e): e is PromiseRejectedResult => e.status === 'rejected');
  if (failed) throw failed.reason;
  await finish(
    ctx,
    scan,
    files.map((f) => f.storage_key),
  );
}

async function markRead(ctx: ReaderContext, scan: Claimed, file: number) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await holdLease(tx, scan, now);
    await tx
      .update(paperScanFiles)
      .set({ read_at: now })
      .where(and(eq(paperScanFiles.id, file)));
  });
}

/** Every file read: the scan is done, and the uploads go (the pages' images stay for review). */
async function finish(ctx: ReaderContext, scan: Claimed, keys: string[]) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await holdLease(tx, scan, now);
    await tx.execute(sql`update paper_scans set status = 'done', finished_at = ${now.toISOString()}::timestamptz,
      lease_until = null where id = ${scan.id}`);
  });
  await Promise.all(keys.map((key) => ctx.storage.remove(key)));
}

export interface ReadResult {
  scans: number;
}

/** Reads every scan there is to read (claimed one at a time), with threads started for the run and ended after. */
export async function readDueScans(
  app: FastifyInstance,
  options: { now?: () => Date; limit?: number; stopped?: () => boolean; pool?: () => ReaderPool } = {},
) {
  let pool: ReaderPool | undefined;
  const ctx: ReaderContext = {
    db: app.db,
    storage: app.storage,
    secret: app.config.jwtSecret,
    maxPages: app.config.scanMaxPages,
    dpi: app.config.scanDpi,
    // The runner's threads, kept between its runs; else this run's own, ended with it.
    pool:
      options.pool ??
      (() => {
        pool ??= new ReaderPool();
        return pool;
      }),
    now: options.now ?? (() => new Date()),
    stopped: options.stopped ?? (() => false),
  };
  const result: ReadResult = { scans: 0 };
  try {
    for (let i = 0; i < (options.limit ?? 100); i++) {
      if (ctx.stopped()) break;
      const scan = await claim(app.db, ctx.now());
      if (!scan) break;
      try {
        await readScan(ctx, scan);
        result.scans++;
      } catch (error) {
        if (!(error instanceof LostLease)) {
          // This scan is tried again when its lease lapses; the others are read meanwhile.
          app.log.error(`Paper scans: reading scan ${scan.id} failed: ${(error as Error).message}`);
          continue;
        }
        // Stopped by the app's close: the scan is left to the next start (or another instance) at once.
        if (ctx.stopped()) {
          await app.db.execute(sql`update paper_scans set lease_until = null
            where id = ${scan.id} and attempts = ${scan.attempts} and status = 'reading'`);
        }
      }
    }
  } finally {
    await pool?.close();
  }
  return result;
}
