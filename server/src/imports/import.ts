// What the teacher and student imports share: reading the body (JSON or CSV), the tenant rule for rows,
// the client of each row, and the refusal report. The imports themselves are all or nothing.
import {
  type CsvRecords,
  IMPORT_MESSAGES,
  optionalIdField,
  PERSON_MESSAGES,
  type RecordLines,
  type RowIssue,
  sortIssues,
  msg,
  withLines,
  rowIssue,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allows } from '../access/authorize';
import type { Permission } from '../access/policy';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { badRequest, conflict, HttpError } from '../plugins/errors';
import { existingClients } from './queries';

export const NO_SUCH_CLIENT = msg('No such client');
/** ?client=N: which client a list, export or import is about (the super admin's choice). */
export const clientQuery = z.object({ client: optionalIdField(NO_SUCH_CLIENT) });

const CSV_CONTENT_TYPES = ['text/csv', 'application/csv'];

/** Lets the plugin's routes take CSV text as the body (the route decides what to do with a string). */
export function acceptCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser(CSV_CONTENT_TYPES, { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/**
 * A refused import: nothing was saved, and `rows` says what was wrong where. `lines`: those of a CSV file's
 * records, so that each issue also names its line (`row` keeps counting records, as it always has).
 */
export class ImportRefused extends HttpError {
  constructor(issues: RowIssue[], lines?: RecordLines, statusCode = 400) {
    const rows = sortIssues(withLines(issues, lines));
    super(statusCode, IMPORT_MESSAGES.refused(rows), { code: 'import_refused', rows });
  }
}

const EMAIL_TAKEN_MEANWHILE = msg('Nothing was imported: an email of the file was taken meanwhile; try again');

/** A unique index refused a row the checks let through (another request at the same moment): 409. */
export function asImportConflict(error: unknown): never {
  if (uniqueViolation(error) !== undefined) throw conflict(EMAIL_TAKEN_MEANWHILE);
  throw error;
}

/** An import body as it arrived: parsed JSON, or CSV text with its content type. */
export interface ImportBody {
  body: unknown;
  contentType: string | undefined;
}

/** The records of an import file, and the lines they are on when it is a CSV file. */
export interface ImportFile {
  rows: unknown[];
  lines: RecordLines;
}

/**
 * The records of an import body: `{<listKey>: [...]}` as JSON, or CSV text (one record a line).
 * A wrong shape, an empty list or too many records is refused outright; CSV faults become a report.
 */
export function importRecords(
  { body, contentType }: ImportBody,
  listKey: 'teachers' | 'students',
  parseCsv: (text: string) => CsvRecords,
  maxRows: number,
): ImportFile {
  const isCsv = CSV_CONTENT_TYPES.some((type) => (contentType ?? '').toLowerCase().startsWith(type));
  let rows: unknown[];
  let lines: RecordLines;
  if (isCsv && typeof body === 'string') {
    const parsed = parseCsv(body);
    if (parsed.issues.length) throw new ImportRefused(parsed.issues, parsed.lines);
    rows = parsed.rows;
    lines = parsed.lines;
  } else {
    const list =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)[listKey]
        : undefined;
    const shape = listKey === 'teachers' ? IMPORT_MESSAGES.teachersShape : IMPORT_MESSAGES.studentsShape;
    if (!Array.isArray(list)) throw badRequest(shape, { [listKey]: [shape] });
    rows = list;
  }
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty, { [listKey]: [IMPORT_MESSAGES.empty] });
  if (rows.length > maxRows) throw new HttpError(413, IMPORT_MESSAGES.tooManyRows(maxRows));
  return { rows, lines };
}

/** The client a row names, read leniently (its own schema checks the value properly). */
function namedClient(row: unknown): number | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const value = (row as { client?: unknown }).client;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A row naming a client the caller may not import into refuses the whole file (403), as the policy says. */
export function refuseForeignRows(scope: Scope, permission: Permission, { rows, lines }: ImportFile) {
  const issues: RowIssue[] = [];
  rows.forEach((row, index) => {
    const client = namedClient(row);
    if (client !== undefined && !allows(scope.principal, permission, { client })) {
      issues.push(rowIssue(index + 1, 'client', IMPORT_MESSAGES.otherClient));
    }
  });
  if (issues.length) throw new ImportRefused(issues, lines, 403);
}

/**
 * Gives every row its client: the row's own (refuseForeignRows let through only those the caller may
 * reach), else the scope's (a client admin's own, or the one the super admin named with ?client=). It
 * must exist.
 */
export async function settleClients<T extends { client?: number | undefined }>(
  db: Db,
  scope: Scope,
  values: T[],
): Promise<{ values: Array<T & { client: number }>; issues: RowIssue[] }> {
  const fallback = scope.client === 'all' ? undefined : scope.client;
  const wanted = values.map((v) => v.client ?? fallback).filter((c): c is number => c !== undefined);
  const existing = await existingClients(db, wanted);
  const issues: RowIssue[] = [];
  const settled = values.map((value, index) => {
    const client = value.client ?? fallback;
    if (client === undefined) issues.push(rowIssue(index + 1, 'client', PERSON_MESSAGES.selectClient));
    else if (!existing.has(client)) issues.push(rowIssue(index + 1, 'client', NO_SUCH_CLIENT));
    return { ...value, client: client ?? 0 };
  });
  return { values: settled, issues };
}
