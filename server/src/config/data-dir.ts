import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';

/** A start-up failure whose message is all the operator needs: printed without a stack trace. */
export class StartupError extends Error {}

/**
 * Creates DATA_DIR (and its parents) when it is missing and checks this process may write there, so a
 * fresh deployment starts without a manual mkdir and a wrong folder fails with a sentence, not ENOENT.
 */
export function ensureDataDir(dir: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new StartupError(`DATA_DIR ${dir} is a file, not a folder`);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dir} does not exist and cannot be created: ${(error as Error).message}`);
  }
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch {
    throw new StartupError(`DATA_DIR ${dir} cannot be written by this user: choose another folder or change its owner`);
  }
}
