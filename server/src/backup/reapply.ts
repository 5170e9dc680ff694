// After a restore: the erasures made since the backup was taken, applied again (privacy/ledger.ts). The
// restored database is migrated first (as the app's start would), since the erasure writes today's schema.
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { reapplyErasures } from '../privacy/erase';
import type { ErasureRecord } from '../privacy/ledger';
import type { Storage } from '../storage/storage';
import { PGLITE_FOLDER } from './database';

export async function reapplyAfterRestore(
  target: { databaseUrl?: string; dataDir: string },
  records: readonly ErasureRecord[],
  ledger: Storage,
): Promise<number> {
  if (records.length === 0) return 0;
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: join(target.dataDir, PGLITE_FOLDER),
  });
  try {
    await database.migrate();
    return await reapplyErasures(database.db, records, ledger);
  } finally {
    await database.close();
  }
}
