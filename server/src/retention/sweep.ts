// The retention sweep (issue 28, docs/decisions/0115-retention.md): audit events and sign-ins older than
// AUDIT_RETENTION_DAYS deleted, and each student whose client's retention has run out since they left their
// last program erased; scanned answer sheets' images older than SCAN_IMAGE_RETENTION_DAYS deleted. Once a day on every instance, and by `npm run retention`; one at a time however many
// instances run it: the first to take the advisory lock does the work, the others skip.
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../access/visibility';
import { forgetOldImages, removeFiles } from '../paper/scans/privacy';
import { eraseStudent } from '../privacy/erase';
import type { Storage } from '../storage/storage';
import { deleteOldAuditEvents, deleteOldSignIns, studentsDue } from './queries';

// An arbitrary constant naming the sweep's lock (the start-up lock of db/client.ts is another).
export const RETENTION_LOCK = 724_315_028;

export type SweepResult =
  | { skipped: true }
  | {
      skipped: false;
      /** Audit events deleted, and sign-ins. */
      auditEvents: number;
      signIns: number;
      /** Scanned pages' images deleted. */
      scanImages: number;
      /** The students erased, and those whose erasure failed (tried again the next day). */
      erased: number[];
      failed: number[];
    };

export interface SweepOptions {
  /** Where each erasure is recorded for a restore to apply again (privacy/ledger.ts): the app's storage. */
  ledger: Storage;
  /** Tests only: runs once the lock is held, before the work (to make a second instance try meanwhile). */
  whileLocked?: () => Promise<void>;
  /** Where a failed erasure is told. */
  warn?: (message: string) => void;
}

/**
 * One sweep, in one transaction that holds the lock (pg_try_advisory_xact_lock: released by its commit or
 * rollback, so a crashed instance never leaves it held). Everything runs on that transaction: PGlite has one
 * connection, which a second transaction would wait for. Each erasure (privacy/erase.ts) is a savepoint of
 * its own inside it, so one that fails is undone alone and the others stand.
 */
export async function sweep(
  db: Db,
  config: Pick<Config, 'auditRetentionDays' | 'scanImageRetentionDays'>,
  options: SweepOptions,
): Promise<SweepResult> {
  // The images whose rows forgot them: removed from the storage once that is committed.
  let images: string[] = [];
  const result = await db.transaction(async (tx): Promise<SweepResult> => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`),
    );
    if (!lock?.locked) return { skipped: true };
    await options.whileLocked?.();
    const days = config.auditRetentionDays;
    const auditEvents = await deleteOldAuditEvents(tx, days);
    const signIns = await deleteOldSignIns(tx, days);
    images = await forgetOldImages(tx, config.scanImageRetentionDays);
    const erased: number[] = [];
    const failed: number[] = [];
    for (const id of await studentsDue(tx)) {
      try {
        await eraseStudent(tx, id, { reason: 'retention', ledger: options.ledger });
        erased.push(id);
      } catch (error) {
        failed.push(id);
        options.warn?.(`retention: the erasure of student ${id} failed: ${(error as Error).message}`);
      }
    }
    return { skipped: false, auditEvents, signIns, scanImages: images.length, erased, failed };
  });
  await removeFiles(options.ledger, images, options.warn);
  return result;
}

/** What a sweep did, in a sentence (the CLI's output, the server's log). */
export function describeSweep(result: SweepResult, days: number): string {
  if (result.skipped) return 'Retention: another instance is running the sweep; this one skipped it.';
  const failed = result.failed.length
    ? `; ${result.failed.length} erasures failed (students ${result.failed.join(', ')})`
    : '';
  return (
    `Retention: deleted ${result.auditEvents} audit events and ${result.signIns} sign-ins older than ${days} days` +
    `${result.scanImages ? ` and ${result.scanImages} scanned pages' images` : ''}; ` +
    `erased ${result.erased.length} students${failed}.`
  );
}
