import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** Logs and screenshots of a run (git-ignored). */
export const ARTIFACTS = fileURLToPath(new URL('../.artifacts/', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
