// The server's folder, found from this file: server/src/config/paths.ts when run from the sources (tsx,
// tests), server/dist/bin/<entry>.js when compiled. scripts/build-server.mjs writes every bundle two folders
// below server/, as this file is, so a path worked out from here is the same either way.
const serverDir = new URL('../..', import.meta.url);

/** A path relative to the server's folder (`drizzle`, `../web/dist`). */
export const serverPath = (relative: string): string => new URL(relative, serverDir).pathname;

/** The same, as a file URL (for worker threads). */
export const serverUrl = (relative: string): URL => new URL(relative, serverDir);
