// `npm run backup` and `npm run restore FILE`: one tar file holding a manifest, the database (see
// database.ts) and every folder of stored files under DATA_DIR (uploads today; anything else the
// app keeps there tomorrow), everything but the embedded database's own folder.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import {
  assertEmptyDatabase,
  BackupError,
  DATABASE_FILE,
  type DatabaseKind,
  dumpDatabase,
  loadDatabase,
  PGLITE_FOLDER,
} from './database';

const FORMAT = 'prep-platform-backup';
const MANIFEST = 'manifest.json';

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: { kind: DatabaseKind; pgDumpMajor?: number; serverMajor?: number };
  /** Folders of DATA_DIR the archive holds, each under its own name. */
  folders: string[];
}

export interface Target {
  databaseUrl?: string;
  dataDir: string;
}

/** The folders of stored files: every folder in DATA_DIR except the embedded database's. */
export function fileFolders(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir)
    .filter((name) => name !== PGLITE_FOLDER && statSync(join(dataDir, name)).isDirectory())
    .sort();
}

export const defaultBackupName = (now = new Date()) =>
  `prep-backup-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar`;

/** Writes the backup to `file` and returns its manifest. */
export async function createBackup(target: Target, file: string): Promise<Manifest> {
  const staging = mkdtempSync(join(tmpdir(), 'prep-backup-'));
  try {
    const database = await dumpDatabase(target, staging);
    const folders = fileFolders(target.dataDir);
    const manifest: Manifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), database, folders };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await tar.create({ file, cwd: staging, portable: true }, [MANIFEST, DATABASE_FILE[database.kind]]);
    // Appended from DATA_DIR itself, so the files are not copied twice on the way.
    if (folders.length > 0) await tar.replace({ file, cwd: target.dataDir, portable: true }, folders);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const topFolder = (path: string) => path.replace(/^\.\//, '').split('/')[0] ?? '';

/** Loads a backup into an empty database and DATA_DIR; refuses, changing nothing, when either holds data. */
export async function restoreBackup(target: Target, file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  const staging = mkdtempSync(join(tmpdir(), 'prep-restore-'));
  try {
    await tar.extract({ file, cwd: staging, filter: (path) => topFolder(path) === MANIFEST });
    const manifestPath = join(staging, MANIFEST);
    if (!existsSync(manifestPath)) throw new BackupError(`${file} is not a backup of this platform (no manifest)`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== 1) {
      throw new BackupError(`${file} is not a backup this version can read`);
    }
    const kind = manifest.database.kind;
    await assertEmptyDatabase(target, kind);
    for (const folder of manifest.folders) {
      const dir = join(target.dataDir, folder);
      if (existsSync(dir) && readdirSync(dir).length > 0) {
        throw new BackupError(`${dir} already holds files: restore into an empty DATA_DIR`);
      }
    }
    await tar.extract({ file, cwd: staging, filter: (path) => topFolder(path) === DATABASE_FILE[kind] });
    mkdirSync(target.dataDir, { recursive: true });
    await loadDatabase(target, staging, manifest.database);
    if (manifest.folders.length > 0) {
      await tar.extract({ file, cwd: target.dataDir, filter: (path) => manifest.folders.includes(topFolder(path)) });
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
