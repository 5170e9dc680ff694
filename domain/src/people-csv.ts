// Teachers and students as CSV, the form school offices keep in spreadsheets: one column a field,
// named as in the API. Used by the browser and the server alike.
import Papa from 'papaparse';
import { type RowIssue, rowIssue } from './people-import';
import type { Student } from './student';
import type { Teacher } from './teacher';
import { msg } from './i18n';
import { fill } from './message';

export const TEACHER_CSV_COLUMNS = [
  'id',
  'client',
  'Select_Teacher',
  'Prefix',
  'First_Name',
  'Middle_Name',
  'Last_Name',
  'Email',
  'Mobile',
  'Emergency_Contact_Person1',
  'Emergency_Mobile1',
  'Relationship_1',
  'Emergency_Contact_Person2',
  'Emergency_Mobile2',
  'Relationship_2',
  'Address',
  'City',
  'State',
  'Zip_Code',
  'Country',
  'School_District',
  'Currently_Teaching',
  'Ap_Classess',
  'Notes_Comments',
  'High_Degree_Completed',
  'Grade_Level',
  'Speciality',
] as const satisfies readonly (keyof Teacher)[];

/** Passwords are exported blank (as the JSON export does) and sign-in tokens not at all. */
export const STUDENT_CSV_COLUMNS = [
  'student_id',
  'client',
  'Select_Student',
  'Student_First_Name',
  'Student_Middle_Name',
  'Student_Last_Name',
  'email',
  'password',
  'confirm_password',
  'Student_Mobile',
  'Emergency_Contact_Person1',
  'Emergency_Mobile1',
  'Relationship_1',
  'Emergency_Contact_Person2',
  'Emergency_Mobile2',
  'Relationship_2',
  'Student_Address',
  'City',
  'State',
  'Zip_Code',
  'Country',
  'gate_student',
  'Current_School_Attending',
  'academy_magnet_cbse',
  'School_District',
  'Grade_Level',
  'GAP',
  'Additional_Comments',
  'Enroll_Program',
  'Assign_Teachers',
  'Continuing_Student',
  'Discount_Applied_Code',
  'Exit_Program',
  'Exit_Comments',
  'level',
] as const satisfies readonly (keyof Student | 'password' | 'confirm_password')[];

export const CSV_MESSAGES = {
  noHeader: msg('The file has no header line'),
  unknownColumn: (name: string) => fill(msg('Unknown column "{{name}}"'), { name }),
  repeatedColumn: (name: string) => fill(msg('Column "{{name}}" appears twice'), { name }),
  extraCells: msg('The row has more cells than the header'),
  malformed: (detail: string) => fill(msg('The CSV text is malformed: {{detail}}'), { detail }),
} as const;

// A cell a spreadsheet would run as a formula starts with one of these. On export such a cell gets a
// leading apostrophe (and a cell already starting with apostrophes before one gets one more), so that
// opening the file runs nothing; import takes exactly one apostrophe off again, so the round trip is exact.
const FORMULA_ESCAPED = /^'*[=+\-@\t\r]/;
const FORMULA_UNESCAPE = /^'+[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** CSV text (CRLF line ends, header first) of `rows`, one column per name in `columns`. */
export function toCsv(columns: readonly string[], rows: readonly object[]): string {
  const data = rows.map((row) => columns.map((column) => cellText((row as Record<string, unknown>)[column])));
  return Papa.unparse({ fields: [...columns], data }, { escapeFormulae: FORMULA_ESCAPED, newline: '\r\n' });
}

export const teachersToCsv = (list: readonly Teacher[]) => toCsv(TEACHER_CSV_COLUMNS, list);

export const studentsToCsv = (list: readonly Student[]) =>
  toCsv(
    STUDENT_CSV_COLUMNS,
    list.map((student) => ({ ...student, password: '', confirm_password: '' })),
  );

export interface CsvRecords {
  /** One record per data line, keyed by the columns the header names (every cell a string, blank as ''). */
  rows: Record<string, string>[];
  /**
   * The line of the file each record starts on, counted as an editor counts them (the header is usually
   * line 1; a quoted cell's line breaks count): `lines[0]` is the header's, `lines[i]` that of `rows[i - 1]`,
   * so `lines[issue.row]` is where an issue is.
   */
  lines: number[];
  /** Header problems (row 0) and malformed lines; when any is present, `rows` should not be imported. */
  issues: RowIssue[];
}

const LINE_BREAK = /\r\n|\r|\n/g;
const DELIMITERS = [',', ';', '\t'];

/** The file's rows without the blank ones, each with the line it starts on, and the reader's faults. */
export function readCsvRows(source: string, given?: string) {
  // Papa guesses the delimiter only when it reads the whole text at once; the rows are then read one
  // by one to learn where each starts.
  const delimiter =
    given ??
    Papa.parse(source, { preview: 10, skipEmptyLines: 'greedy', delimitersToGuess: DELIMITERS }).meta.delimiter;
  const cells: string[][] = [];
  const lines: number[] = [];
  const faults: Array<{ row: number; line: number; message: string }> = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    delimiter,
    step: (result) => {
      const blank = result.data.every((cell) => cell.trim() === '');
      if (!blank) {
        cells.push(result.data);
        lines.push(line);
      }
      for (const error of result.errors)
        faults.push({ row: Math.max(cells.length - 1, 0), line, message: error.message });
      const end = result.meta.cursor;
      line += source.slice(start, end).match(LINE_BREAK)?.length ?? 0;
      start = end;
    },
  });
  return { cells, lines, faults };
}

/**
 * Reads CSV text whose header names some of `columns` (matched without regard to case or surrounding
 * space). A comma, semicolon or tab delimiter is detected; blank lines are skipped; a byte order mark is dropped.
 */
export function parseCsv(text: string, columns: readonly string[]): CsvRecords {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { cells, lines, faults } = readCsvRows(source);
  const issues: RowIssue[] = faults.map(({ row, line, message }) =>
    rowIssue(row, 'row', CSV_MESSAGES.malformed(message), line),
  );
  const [header, ...records] = cells;
  if (!header) return { rows: [], lines: [], issues: [rowIssue(0, 'header', CSV_MESSAGES.noHeader)] };
  const headerLine = lines[0] ?? 1;

  const byLowerName = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const names: string[] = [];
  header.forEach((cell) => {
    const given = cell.trim();
    const name = byLowerName.get(given.toLowerCase());
    if (!name) issues.push(rowIssue(0, given || 'header', CSV_MESSAGES.unknownColumn(given), headerLine));
    else if (names.includes(name)) issues.push(rowIssue(0, name, CSV_MESSAGES.repeatedColumn(name), headerLine));
    names.push(name ?? '');
  });

  const rows = records.map((row, index) => {
    if (row.slice(names.length).some((cell) => cell.trim() !== '')) {
      issues.push(rowIssue(index + 1, 'row', CSV_MESSAGES.extraCells, lines[index + 1] ?? 0));
    }
    const record: Record<string, string> = {};
    names.forEach((name, i) => {
      if (!name) return;
      const cell = row[i] ?? '';
      record[name] = FORMULA_UNESCAPE.test(cell) ? cell.slice(1) : cell;
    });
    return record;
  });
  return { rows, lines, issues };
}

export const parseTeachersCsv = (text: string) => parseCsv(text, TEACHER_CSV_COLUMNS);
export const parseStudentsCsv = (text: string) => parseCsv(text, STUDENT_CSV_COLUMNS);
