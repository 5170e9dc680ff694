import { msg } from '@prep/domain';
// What a database error means for the request that caused it. Drizzle wraps driver errors, so the
// cause chain is searched; node-postgres and PGlite both carry PostgreSQL's SQLSTATE in `code`.

export interface DatabaseFailure {
  /** 4xx: the request itself was at fault; 503: the database could not be reached. */
  status: 400 | 404 | 409 | 503;
  message: string;
}

export const DATABASE_UNAVAILABLE = msg('The service is temporarily unavailable. Please try again shortly.');

/** SQLSTATEs of a refused value: class 22 (data exception) and 54000 (a value too large to index). */
const BAD_VALUE = /^(22|54)/;

/** Network and server conditions that say the database is unreachable or going away, not that the query was wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up
  '53300', // too_many_connections
  '40001', // serialization_failure: retrying helps
  '40P01', // deadlock_detected: retrying helps
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Connection ended|timeout exceeded when trying to connect|not queryable|terminating connection|server closed the connection|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
}

function* chain(error: unknown): Generator<DriverError> {
  let e = error as DriverError | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    yield e;
    e = e.cause as DriverError | undefined;
  }
}

/**
 * The answer for a database error, or undefined when it is not one (or is a fault of the server's own,
 * which stays a 500). A refused value, a missing referenced record or a duplicate is the request's
 * fault; a dropped or refused connection is a 503 the client may retry.
 */
export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_MESSAGE.test(message)) {
      return { status: 503, message: DATABASE_UNAVAILABLE };
    }
    if (BAD_VALUE.test(code)) return { status: 400, message: msg('A value in the request is not valid.') };
    if (code === '23502' || code === '23514')
      return { status: 400, message: msg('A required value is missing or not valid.') };
    if (code === '23505' || code === '23P01') return { status: 409, message: msg('This record already exists.') };
    if (code === '23503') {
      // Inserting or updating: the record referred to does not exist. Deleting: the record is still in use.
      const missing = typeof e.detail === 'string' && e.detail.includes('is not present');
      return missing
        ? { status: 404, message: msg('A record the request refers to does not exist.') }
        : { status: 409, message: msg('This record is still in use.') };
    }
  }
  return undefined;
}
