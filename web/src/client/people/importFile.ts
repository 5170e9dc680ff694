// Reading a teacher or student import file in the browser, before it is sent: JSON (a list, or an
// object holding the list, as the server's API takes it) or CSV (one record a line, header first).
import { IMPORT_MESSAGES, msg, type CsvRecords, type RowIssue, type Text } from '@prep/domain';

export type ImportKind = 'json' | 'csv';
export type ListKey = 'teachers' | 'students';

export type ImportFileRead =
  /** The records to send. */
  | { ok: true; rows: Record<string, unknown>[] }
  /** The file itself is unusable: one message. */
  | { ok: false; message: Text }
  /** CSV whose header or lines are faulty: a report by row, as the server gives it. */
  | { ok: false; message: Text; issues: RowIssue[] };

const shapeMessage = (listKey: ListKey) =>
  listKey === 'teachers' ? IMPORT_MESSAGES.teachersShape : IMPORT_MESSAGES.studentsShape;

export const UNREADABLE_JSON = msg('The file is not valid JSON');

/**
 * The records of a file's text. JSON may be the list itself (as Export writes it) or `{teachers: [...]}`
 * / `{students: [...]}`; CSV goes through the domain's reader, whose faults come back as a report.
 */
export function readImportFile(
  text: string,
  kind: ImportKind,
  listKey: ListKey,
  parseCsv: (text: string) => CsvRecords,
): ImportFileRead {
  let rows: unknown;
  if (kind === 'csv') {
    const parsed = parseCsv(text);
    if (parsed.issues.length)
      return { ok: false, message: IMPORT_MESSAGES.refused(parsed.issues), issues: parsed.issues };
    rows = parsed.rows;
  } else {
    let data: unknown;
    try {
      data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      return { ok: false, message: UNREADABLE_JSON };
    }
    rows = Array.isArray(data)
      ? data
      : typeof data === 'object' && data !== null
        ? (data as Record<string, unknown>)[listKey]
        : undefined;
  }
  if (!Array.isArray(rows)) return { ok: false, message: shapeMessage(listKey) };
  if (rows.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty };
  // Anything but an object is left for the server to report against its row.
  return { ok: true, rows: rows as Record<string, unknown>[] };
}

const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * What an import does: rows that name a record (`id`, `student_id`) are existing records to update
 * (the server matches by id, else by email); a file of new records only is added.
 */
export const importMode = (rows: readonly Record<string, unknown>[], idKey: string): 'create' | 'update' =>
  rows.some((row) => typeof row === 'object' && row !== null && given(row[idKey])) ? 'update' : 'create';
