// The erasures a restore must apply again (issue 28): a backup taken before an erasure still holds the
// person. The database cannot remember it (a restore rolls every table back), so each erasure leaves one
// small object in the storage every instance shares (the S3 bucket, or DATA_DIR/files): its kind, the id
// and when, nothing else. A restore re-applies those made after the backup was taken (backup/archive.ts):
// an id erased before it is already gone from the backup, and an id handed out again after a restore names
// someone else.
import type { Storage } from '../storage/storage';

export type ErasedKind = 'student' | 'teacher';

export interface ErasureRecord {
  kind: ErasedKind;
  id: number;
  at: Date;
}

export const LEDGER_FOLDER = 'erasures';
const KEY = /^erasures\/(student|teacher)-(\d{1,10})-(\d{13})\.json$/;

/** Writes the erasure's object: `erasures/student-42-1795874343234.json`. */
export async function recordErasure(storage: Storage, kind: ErasedKind, id: number, at = new Date()): Promise<void> {
  const key = `${LEDGER_FOLDER}/${kind}-${id}-${at.getTime()}.json`;
  await storage.put(key, Buffer.from(JSON.stringify({ kind, id, at: at.toISOString() })), 'application/json');
}

/** The erasures recorded after `since` (all of them without it), oldest first. */
export async function erasuresSince(storage: Storage, since?: Date): Promise<ErasureRecord[]> {
  const records: ErasureRecord[] = [];
  for (const key of await storage.list(LEDGER_FOLDER)) {
    const match = KEY.exec(key);
    if (!match) continue;
    const at = new Date(Number(match[3]));
    if (since && at <= since) continue;
    records.push({ kind: match[1] as ErasedKind, id: Number(match[2]), at });
  }
  return records.sort((a, b) => a.at.getTime() - b.at.getTime());
}
