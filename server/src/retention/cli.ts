// npm run retention: the daily retention sweep, now (docs/decisions/0115-retention.md). Run with the app's
// settings (DATABASE_URL, DATA_DIR, AUDIT_RETENTION_DAYS). On a PostgreSQL server it may run while the app
// runs (an instance sweeping at that moment makes this one skip); the embedded database only while it is stopped.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openStorage } from '../storage/plugin';
import { S3Storage } from '../storage/s3';
import { describeSweep, sweep } from './sweep';

const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    const ledger = openStorage(config);
    const result = await sweep(database.db, config, { ledger, warn: (message) => console.warn(message) });
    if (ledger instanceof S3Storage) ledger.client.destroy();
    console.log(describeSweep(result, config.auditRetentionDays));
    if (!result.skipped && result.failed.length) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  // Drizzle wraps the database's error in its own, which quotes the whole statement: the cause says it.
  const cause = ((error as Error).cause ?? error) as Error;
  const hint = /does not exist/.test(cause.message) ? ' (has the app been started once on this database?)' : '';
  console.error(`Cannot run the retention sweep: ${cause.message}${hint}`);
  process.exitCode = 1;
}
