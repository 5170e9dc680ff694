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
import { erasuresSince, LEDGER_FOLDER } from '../privacy/ledger';
import type { Storage } from '../storage/storage';
import { reapplyAfterRestore } from './reapply';

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

/** Files of a stored-files folder that make it not empty: all but the erasure ledger (privacy/ledger.ts). */
const heldFiles = (dir: string) =>
  readdirSync(dir).filter((name) => !(name === LEDGER_FOLDER && statSync(join(dir, name)).isDirectory()));

/**
 * Loads a backup into an empty database and DATA_DIR; refuses, changing nothing, when either holds data.
 * With the storage (`ledger`), the erasures recorded after the backup was taken are applied again: the
 * answer's `reapplied` counts the people erased anew. The ledger's own folder may already be there.
 */
export async function restoreBackup(
  target: Target,
  file: string,
  opts: { ledger?: Storage } = {},
): Promise<Manifest & { reapplied: number }> {
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
      if (existsSync(dir) && heldFiles(dir).length > 0) {
        throw new BackupError(`${dir} already holds files: restore into an empty DATA_DIR`);
      }
    }
    // Read before the files are laid down: with local storage the backup brings its own (older) ledger.
    const erasures = opts.ledger ? await erasuresSince(opts.ledger, new Date(manifest.createdAt)) : [];
    await tar.extract({ file, cwd: staging, filter: (path) => topFolder(path) === DATABASE_FILE[kind] });
    mkdirSync(target.dataDir, { recursive: true });
    await loadDatabase(target, staging, manifest.database);
    if (manifest.folders.length > 0) {
      await tar.extract({ file, cwd: target.dataDir, filter: (path) => manifest.folders.includes(topFolder(path)) });
    }
    const reapplied = opts.ledger ? await reapplyAfterRestore(target, erasures, opts.ledger) : 0;
    return { ...manifest, reapplied };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
