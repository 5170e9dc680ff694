/**
 * The constraint a unique violation broke, or undefined for any other error. Drizzle wraps driver
 * errors, so the cause chain is searched; node-postgres and PGlite both report code 23505.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}
