// What the teacher and student imports share: reading the body (JSON or CSV), the tenant rule for rows,
// the client of each row, and the refusal report. The imports themselves are all or nothing.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  IMPORT_MESSAGES,
  PERSON_MESSAGES,
  sortIssues,
  type AccessClaims,
  type CsvRecords,
  type ImportErrorBody,
  type RowIssue,
} from '@prep/domain';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';
import { badRequest, HttpError, sendError } from '../plugins/errors';
import { NO_SUCH_CLIENT } from './scope';

export const CSV_CONTENT_TYPES = ['text/csv', 'application/csv'];

/** Lets the plugin's routes take CSV text as the body (the route decides what to do with a string). */
export function acceptCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser(CSV_CONTENT_TYPES, { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** A refused import: nothing was saved, and `rows` says what was wrong where. */
export class ImportRefused extends Error {
  constructor(
    readonly issues: RowIssue[],
    readonly statusCode = 400,
  ) {
    super(IMPORT_MESSAGES.refused(sortIssues(issues)));
  }
}

export function sendRefusal(reply: FastifyReply, refusal: ImportRefused) {
  const extra: Partial<ImportErrorBody> = { code: 'import_refused', rows: sortIssues(refusal.issues) };
  return sendError(reply, refusal.statusCode, refusal.message, extra);
}

/**
 * The records of an import body: `{<listKey>: [...]}` as JSON, or CSV text (one record a line).
 * A wrong shape, an empty list or too many records is refused outright; CSV faults become a report.
 */
export function importRecords(
  request: { body: unknown; headers: { 'content-type'?: string | undefined } },
  listKey: 'teachers' | 'students',
  parseCsv: (text: string) => CsvRecords,
  maxRows: number,
): unknown[] {
  const { body } = request;
  const isCsv = CSV_CONTENT_TYPES.some((type) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(type));
  let rows: unknown[];
  if (isCsv && typeof body === 'string') {
    const parsed = parseCsv(body);
    if (parsed.issues.length) throw new ImportRefused(parsed.issues);
    rows = parsed.rows;
  } else {
    const list = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[listKey] : undefined;
    const shape = listKey === 'teachers' ? IMPORT_MESSAGES.teachersShape : IMPORT_MESSAGES.studentsShape;
    if (!Array.isArray(list)) throw badRequest(shape, { [listKey]: [shape] });
    rows = list;
  }
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty, { [listKey]: [IMPORT_MESSAGES.empty] });
  if (rows.length > maxRows) throw new HttpError(413, IMPORT_MESSAGES.tooManyRows(maxRows));
  return rows;
}

/** The client a row names, read leniently (its own schema checks the value properly). */
function namedClient(row: unknown): number | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const value = (row as { client?: unknown }).client;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A client admin's import may name no client but its own: any such row refuses the whole file (403). */
export function refuseForeignRows(user: AccessClaims, rows: readonly unknown[]) {
  if (user.role === 'superadmin') return;
  const issues: RowIssue[] = [];
  rows.forEach((row, index) => {
    const client = namedClient(row);
    if (client !== undefined && client !== user.client_id) {
      issues.push({ row: index + 1, field: 'client', message: IMPORT_MESSAGES.otherClient });
    }
  });
  if (issues.length) throw new ImportRefused(issues, 403);
}

/**
 * Gives every row its client: a client admin's own; for the super admin the row's, else the one the
 * request names (?client=), which must exist.
 */
export async function settleClients<T extends { client?: number | undefined }>(
  db: Db,
  user: AccessClaims,
  values: T[],
  requested: number | undefined,
): Promise<{ values: Array<T & { client: number }>; issues: RowIssue[] }> {
  if (user.role !== 'superadmin') {
    return { values: values.map((v) => ({ ...v, client: user.client_id! })), issues: [] };
  }
  const wanted = [...new Set(values.map((v) => v.client ?? requested).filter((c): c is number => c !== undefined))];
  const existing = wanted.length
    ? new Set((await db.select({ id: clients.client_id }).from(clients).where(inArray(clients.client_id, wanted))).map((r) => r.id))
    : new Set<number>();
  const issues: RowIssue[] = [];
  const settled = values.map((value, index) => {
    const client = value.client ?? requested;
    if (client === undefined) issues.push({ row: index + 1, field: 'client', message: PERSON_MESSAGES.selectClient });
    else if (!existing.has(client)) issues.push({ row: index + 1, field: 'client', message: NO_SUCH_CLIENT });
    return { ...value, client: client ?? 0 };
  });
  return { values: settled, issues };
}

/** Rows are written in slices so one statement stays far below PostgreSQL's 65,535 parameters. */
export function inSlices<T>(items: readonly T[], size = 500): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  return slices;
}
