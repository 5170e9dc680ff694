// Imports of teachers and students: all or nothing, with a report of every refused row.
import { z } from 'zod';
import type { ApiErrorBody } from './errors';
import { describeIssue } from './validation-messages';
import { msg } from './i18n';
import { fill, type Message, plural, type SaidMessage, said, type Text } from './message';

/**
 * One problem of an import. `row` counts records from 1 (in a CSV file, the first line after the header); 0 is
 * the header. `line`, in a CSV file only, is the line of the file the record starts on (the header is line 1):
 * what a report shows, since that is what an editor shows. A JSON list's records are named by `row` ("record 2").
 */
export interface RowIssue extends SaidMessage {
  row: number;
  line?: number;
  field: string;
}

/** An issue of a row: where it is, and its message in English beside its key and values. */
export const rowIssue = (row: number, field: string, text: Text, line?: number): RowIssue => ({
  row,
  ...(line === undefined ? {} : { line }),
  field,
  ...said(text),
});

/** An issue's message as data, for a sentence that names it. */
export const issueMessage = (issue: SaidMessage): Message => ({ key: issue.message_key, values: issue.message_values });

/** 'Nothing was imported: …', counted (one row, several), by where its first problem is. */
const REFUSED = {
  none: plural('Nothing was imported: {{count}} rows have errors.', 'Nothing was imported: {{count}} row has errors.'),
  header: plural(
    'Nothing was imported: {{count}} rows have errors. First: header, {{field}}: {{message}}',
    'Nothing was imported: {{count}} row has errors. First: header, {{field}}: {{message}}',
  ),
  line: plural(
    'Nothing was imported: {{count}} rows have errors. First: line {{line}}, {{field}}: {{message}}',
    'Nothing was imported: {{count}} row has errors. First: line {{line}}, {{field}}: {{message}}',
  ),
  record: plural(
    'Nothing was imported: {{count}} rows have errors. First: record {{row}}, {{field}}: {{message}}',
    'Nothing was imported: {{count}} row has errors. First: record {{row}}, {{field}}: {{message}}',
  ),
};

/** The lines of a CSV file's records (`lines[row]`, as `CsvRecords.lines`), or undefined for a JSON list. */
export type RecordLines = readonly number[] | undefined;

/** The issues with the line each is on, when the records came from a CSV file. */
export const withLines = (issues: readonly RowIssue[], lines: RecordLines): RowIssue[] =>
  lines ? issues.map((issue) => ({ ...issue, line: issue.line ?? lines[issue.row] })) : [...issues];

/** Body of a refused import: nothing was saved; `rows` lists every problem found. */
export interface ImportErrorBody extends ApiErrorBody {
  rows: RowIssue[];
}

/** Answer of a teacher or student import that went through: how many records it saved. */
export const importSuccessSchema = z.object({ message: z.string(), count: z.number() });
export type ImportSuccess = z.infer<typeof importSuccessSchema>;

export const IMPORT_MESSAGES = {
  /** The spec's message for a file that is not .json; the screens now accept .csv as well. */
  jsonOnly: msg('Please Select JSON file only'),
  jsonOrCsvOnly: msg('Please Select JSON or CSV file only'),
  teachersShape: msg('The file must hold a "teachers" list'),
  studentsShape: msg('The file must hold a "students" list'),
  empty: msg('The file holds no records'),
  tooManyRows: (max: number) => fill(msg('At most {{max}} records can be imported at once'), { max }),
  refused: (issues: readonly RowIssue[]): Message => {
    const count = new Set(issues.map((i) => i.row)).size;
    const first = issues[0];
    // One counted sentence per wording (the first problem in the header, in a row, or none): plural keys.
    if (!first) return fill(REFUSED.none, { count });
    const { field } = first;
    const message = issueMessage(first);
    if (first.row === 0) return fill(REFUSED.header, { count, field, message });
    const { row, line } = first;
    if (line !== undefined) return fill(REFUSED.line, { count, line, field, message });
    return fill(REFUSED.record, { count, row, field, message });
  },
  /** Another record of the file, named as the report names it: by its line in a CSV file, else its number. */
  duplicateInFile: (value: string, row: number, lines: RecordLines) => {
    const line = lines?.[row];
    return line === undefined
      ? fill(msg('{{value}} also appears in record {{row}}'), { value, row })
      : fill(msg('{{value}} also appears on line {{line}}'), { value, line });
  },
  /** A record an import row names that the client does not hold: one sentence per way of naming it. */
  noTeacherWithId: (id: string | number) => fill(msg('No teacher with id {{id}} in this client'), { id }),
  noTeacherWithEmail: (email: string) => fill(msg('No teacher with email {{email}} in this client'), { email }),
  noStudentWithId: (id: string | number) => fill(msg('No student with student_id {{id}} in this client'), { id }),
  noStudentWithEmail: (email: string) => fill(msg('No student with email {{email}} in this client'), { email }),
  otherClient: msg('Rows can only be imported into your own client'),
  unnamedStudent: msg('Give the student_id or the email of the student to update'),
  repeatedTeacher: (row: number, lines: RecordLines) => {
    const line = lines?.[row];
    return line === undefined
      ? fill(msg('This teacher also appears in record {{row}}'), { row })
      : fill(msg('This teacher also appears on line {{line}}'), { line });
  },
  repeatedStudent: (row: number, lines: RecordLines) => {
    const line = lines?.[row];
    return line === undefined
      ? fill(msg('This student also appears in record {{row}}'), { row })
      : fill(msg('This student also appears on line {{line}}'), { line });
  },
} as const;

/** Which kind of file a chosen file name is, by its extension; null for anything else. */
export function importFileKind(name: string): 'json' | 'csv' | null {
  const lower = name.trim().toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  return null;
}

/** Parses every row with `schema`; rows are numbered from 1. Values are returned only when no row failed. */
export function validateRows<S extends z.ZodType>(
  schema: S,
  rows: readonly unknown[],
): { values: z.output<S>[]; issues: RowIssue[] } {
  const values: z.output<S>[] = [];
  const issues: RowIssue[] = [];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row);
    if (result.success) {
      values.push(result.data);
      return;
    }
    for (const issue of result.error.issues) {
      issues.push(rowIssue(index + 1, issue.path.map(String).join('.') || 'row', describeIssue(issue)));
    }
  });
  return { values: issues.length ? [] : values, issues };
}

/**
 * Rows whose `key` repeats an earlier row's (compared lower-cased): each repeat is reported against
 * the row it repeats (by its line when `lines` are given). Blank values are not compared.
 */
export function duplicatesInFile<T>(
  values: readonly T[],
  field: string,
  key: (value: T) => string | undefined,
  lines?: RecordLines,
): RowIssue[] {
  const firstRow = new Map<string, number>();
  const issues: RowIssue[] = [];
  values.forEach((value, index) => {
    const k = key(value)?.trim().toLowerCase();
    if (!k) return;
    const seen = firstRow.get(k);
    if (seen === undefined) firstRow.set(k, index + 1);
    else issues.push(rowIssue(index + 1, field, IMPORT_MESSAGES.duplicateInFile(k, seen, lines)));
  });
  return issues;
}

/** Issues sorted by row, then in the order found: the order the report shows. */
export const sortIssues = (issues: readonly RowIssue[]) => [...issues].sort((a, b) => a.row - b.row);
