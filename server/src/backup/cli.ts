// npm run backup [FILE]   writes a backup (default: prep-backup-<date>-<time>.tar here)
// npm run restore FILE    loads one into an empty DATA_DIR, or the empty database in DATABASE_URL
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { createBackup, defaultBackupName, restoreBackup } from './archive';
import { BackupError } from './database';

const [command, fileArg] = process.argv.slice(2);
const config = loadConfig();
const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
const where = config.databaseUrl
  ? 'the PostgreSQL database in DATABASE_URL'
  : `the embedded database in ${config.dataDir}`;

try {
  if (command === 'backup') {
    const file = resolve(fileArg ?? defaultBackupName());
    const manifest = await createBackup(target, file);
    const folders = manifest.folders.length ? manifest.folders.join(', ') : 'none';
    console.log(`Backed up ${where} and the stored files (${folders}) to ${file}`);
  } else if (command === 'restore' && fileArg) {
    const manifest = await restoreBackup(target, resolve(fileArg));
    console.log(`Restored the backup of ${manifest.createdAt} into ${where}. Start the app with the same settings.`);
  } else {
    console.error('Usage: npm run backup [FILE]  |  npm run restore FILE');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof BackupError ? `Cannot ${command}: ${error.message}` : error);
  process.exit(1);
}
