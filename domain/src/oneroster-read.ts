// OneRoster 1.1 CSV (issue 29): the zip a student information system exports, read into its records. A
// file that cannot be read at all (not a zip, a required file or column missing, broken quoting, past the
// limits) refuses the whole import; a row that cannot be read is left out and named by file and line.
import { strFromU8, unzipSync } from 'fflate';
import { msg } from './i18n';
import { fill, type SaidMessage, said, type Text } from './message';
import { SHORT_TEXT_MAX } from './fields';
import { isEmail } from './patterns';
import { readCsvRows } from './people-csv';

/** The files every export holds, and those read when present. */
export const ONEROSTER_REQUIRED_FILES = ['manifest.csv', 'orgs.csv', 'users.csv', 'classes.csv', 'enrollments.csv'];
const OPTIONAL_FILES = ['courses.csv', 'academicSessions.csv'];

/** Something of the export that was not imported, where the person who made the file can find it. */
export interface RosterProblem extends SaidMessage {
  file: string;
  /** The line of the file (the header is line 1); 0 for the file as a whole. */
  line: number;
  field: string;
}

export const rosterProblem = (file: string, line: number, field: string, text: Text): RosterProblem => ({
  file,
  line,
  field,
  ...said(text),
});

export type RosterStatus = 'active' | 'tobedeleted';
/** A bulk file is the whole roster; a delta file only what changed since the last export. */
export type RosterMode = 'bulk' | 'delta';

export interface RosterOrg {
  sourcedId: string;
  name: string;
  type: string;
  parent: string;
  line: number;
}
export interface RosterUser {
  sourcedId: string;
  status: RosterStatus;
  role: string;
  givenName: string;
  familyName: string;
  /** Undefined when the file has no middleName column (the stored one is then kept). */
  middleName: string | undefined;
  /** Lower-cased; '' when the person has none. */
  email: string;
  orgs: string[];
  line: number;
}
export interface RosterClass {
  sourcedId: string;
  status: RosterStatus;
  title: string;
  school: string;
  course: string;
  grades: string[];
  line: number;
}
export interface RosterEnrollment {
  status: RosterStatus;
  classSourcedId: string;
  userSourcedId: string;
  role: string;
  line: number;
}

export interface Roster {
  modes: { users: RosterMode; classes: RosterMode; enrollments: RosterMode };
  orgs: RosterOrg[];
  users: RosterUser[];
  classes: RosterClass[];
  enrollments: RosterEnrollment[];
  /** courses.csv's titles by sourcedId (a course's title may name the class's program). */
  courses: Map<string, string>;
  /** The rows left out, by file and line. */
  problems: RosterProblem[];
  /** The sourcedIds of the users and classes whose rows were left out (their enrollments say so). */
  leftOut: Set<string>;
}

export interface RosterLimits {
  /** Most data rows in all files together. */
  maxRows: number;
  /** Most bytes of the files unzipped, together. */
  maxBytes: number;
}

export type RosterRead =
  | { ok: true; roster: Roster }
  | { ok: false; message: Text; problems: RosterProblem[]; tooLarge: boolean };

export const ONEROSTER_MESSAGES = {
  notZip: msg('The file is not a zip file: choose the .zip your student information system exported'),
  tooManyBytes: (max: number) => fill(msg('The export unpacks to more than {{max}} bytes'), { max }),
  tooManyRows: (max: number) => fill(msg('The export holds more than {{max}} rows in all'), { max }),
  missingFile: (file: string) => fill(msg('The export has no {{file}}'), { file }),
  missingColumn: (column: string) => fill(msg('The file has no {{column}} column'), { column }),
  malformed: (detail: string) => fill(msg('The CSV text is malformed: {{detail}}'), { detail }),
  unreadable: msg('The export could not be read: see each problem below'),
  extraCells: msg('The row has more cells than the header'),
  badText: msg('The row holds a character that cannot be stored (NUL)'),
  empty: (column: string) => fill(msg('{{column}} is empty'), { column }),
  tooLong: (column: string) => fill(msg('{{column}} is longer than 255 characters'), { column }),
  badStatus: (value: string) => fill(msg('Unknown status "{{value}}": active or tobedeleted'), { value }),
  badEmail: (email: string) => fill(msg('{{email}} is not a valid email'), { email }),
  repeated: (id: string, line: number) => fill(msg('{{id}} also appears on line {{line}}'), { id, line }),
  noOrgs: msg('orgs.csv holds no organisation'),
} as const;

const COLUMNS: Record<string, { required: string[]; optional: string[] }> = {
  'manifest.csv': { required: ['propertyName', 'value'], optional: [] },
  'orgs.csv': { required: ['sourcedId', 'name', 'type'], optional: ['status', 'parentSourcedId'] },
  'users.csv': {
    required: ['sourcedId', 'role', 'givenName', 'familyName', 'orgSourcedIds'],
    optional: ['status', 'email', 'middleName'],
  },
  'classes.csv': {
    required: ['sourcedId', 'title', 'schoolSourcedId'],
    optional: ['status', 'grades', 'courseSourcedId'],
  },
  'enrollments.csv': { required: ['classSourcedId', 'userSourcedId', 'role'], optional: ['status', 'sourcedId'] },
  'courses.csv': { required: ['sourcedId', 'title'], optional: [] },
  'academicSessions.csv': { required: [], optional: [] },
};

type Cells = Record<string, string> & { line: number };

/** The export's files by their names (any folder, any case), or why the zip cannot be read. */
function unzipExport(bytes: Uint8Array, maxBytes: number): Map<string, string> | { error: Text; tooLarge: boolean } {
  const wanted = new Map([...ONEROSTER_REQUIRED_FILES, ...OPTIONAL_FILES].map((name) => [name.toLowerCase(), name]));
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        const base = file.name.split('/').pop()?.toLowerCase() ?? '';
        return total <= maxBytes && wanted.has(base);
      },
    });
  } catch {
    return { error: ONEROSTER_MESSAGES.notZip, tooLarge: false };
  }
  const unpacked = Object.values(files).reduce((sum, data) => sum + data.length, 0);
  if (total > maxBytes || unpacked > maxBytes)
    return { error: ONEROSTER_MESSAGES.tooManyBytes(maxBytes), tooLarge: true };
  const texts = new Map<string, string>();
  for (const [path, data] of Object.entries(files)) {
    const name = wanted.get(path.split('/').pop()?.toLowerCase() ?? '');
    if (name && !texts.has(name))
      texts.set(
        name,
        strFromU8(data)
          .replace(/^\uFEFF/, '')
          .normalize('NFC'),
      );
  }
  return texts;
}

/** A file's records keyed by its columns (matched ignoring case), or the problems that refuse it. */
function readFile(file: string, text: string): { rows: Cells[]; problems: RosterProblem[]; fatal: RosterProblem[] } {
  const { cells, lines, faults } = readCsvRows(text, ',');
  const fatal = faults.map((f) => rosterProblem(file, f.line, 'row', ONEROSTER_MESSAGES.malformed(f.message)));
  const [header = [], ...records] = cells;
  const spec = COLUMNS[file] ?? { required: [], optional: [] };
  const known = new Map([...spec.required, ...spec.optional].map((c) => [c.toLowerCase(), c]));
  const names = header.map((cell) => known.get(cell.trim().toLowerCase()) ?? '');
  for (const column of spec.required)
    if (!names.includes(column))
      fatal.push(rosterProblem(file, lines[0] ?? 1, column, ONEROSTER_MESSAGES.missingColumn(column)));
  const problems: RosterProblem[] = [];
  const rows: Cells[] = [];
  records.forEach((record, index) => {
    const line = lines[index + 1] ?? 0;
    if (record.slice(header.length).some((cell) => cell.trim() !== '')) {
      problems.push(rosterProblem(file, line, 'row', ONEROSTER_MESSAGES.extraCells));
      return;
    }
    if (record.some((cell) => cell.includes('\u0000'))) {
      problems.push(rosterProblem(file, line, 'row', ONEROSTER_MESSAGES.badText));
      return;
    }
    const row = { line } as Cells;
    names.forEach((name, i) => {
      if (name) row[name] = (record[i] ?? '').trim();
    });
    rows.push(row);
  });
  return { rows, problems, fatal };
}

/** Each row's checks: required cells present, short enough, a known status; a failed row is left out. */
function checked(
  file: string,
  rows: Cells[],
  required: string[],
  out: { problems: RosterProblem[]; leftOut: Set<string> },
  idColumn: string | undefined,
): Cells[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const problem = (field: string, text: Text) => {
      out.problems.push(rosterProblem(file, row.line, field, text));
      // A repeated id is not left out: its first row stands.
      if (idColumn && row[idColumn] && !seen.has(row[idColumn])) out.leftOut.add(row[idColumn]);
      return false;
    };
    const empty = required.find((column) => !row[column]);
    if (empty) return problem(empty, ONEROSTER_MESSAGES.empty(empty));
    const long = Object.entries(row).find(
      ([key, value]) => typeof value === 'string' && key !== 'orgSourcedIds' && value.length > SHORT_TEXT_MAX,
    );
    if (long) return problem(long[0], ONEROSTER_MESSAGES.tooLong(long[0]));
    const status = (row.status ?? '').toLowerCase();
    if (status !== '' && status !== 'active' && status !== 'tobedeleted')
      return problem('status', ONEROSTER_MESSAGES.badStatus(row.status ?? ''));
    if (idColumn) {
      const id = row[idColumn] ?? '';
      const earlier = seen.get(id);
      if (earlier !== undefined) return problem(idColumn, ONEROSTER_MESSAGES.repeated(id, earlier));
      seen.set(id, row.line);
    }
    return true;
  });
}

/** The class's grade as stored (1 to 12): the first of its grades that is one ("09" is 9; "KG" is none). */
export function gradeOf(grades: readonly string[]): number | null {
  for (const grade of grades) {
    if (!/^\d{1,2}$/.test(grade)) continue;
    const n = Number(grade);
    if (n >= 1 && n <= 12) return n;
  }
  return null;
}

const statusOf = (row: Cells): RosterStatus => (row.status?.toLowerCase() === 'tobedeleted' ? 'tobedeleted' : 'active');
const listOf = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The manifest's `file.<name>` modes: delta when it says so, bulk otherwise. */
function modesOf(rows: Cells[]): Roster['modes'] {
  const mode = (name: string): RosterMode =>
    rows.some((r) => r.propertyName?.toLowerCase() === `file.${name}` && r.value?.toLowerCase() === 'delta')
      ? 'delta'
      : 'bulk';
  return { users: mode('users'), classes: mode('classes'), enrollments: mode('enrollments') };
}

/** Reads a OneRoster 1.1 CSV export (its zip's bytes) within the limits. */
export function readOneRoster(bytes: Uint8Array, limits: RosterLimits): RosterRead {
  const texts = unzipExport(bytes, limits.maxBytes);
  if (!(texts instanceof Map)) return { ok: false, message: texts.error, problems: [], tooLarge: texts.tooLarge };
  const missing = ONEROSTER_REQUIRED_FILES.filter((file) => !texts.has(file));
  if (missing.length) {
    const problems = missing.map((file) => rosterProblem(file, 0, 'file', ONEROSTER_MESSAGES.missingFile(file)));
    return { ok: false, message: ONEROSTER_MESSAGES.missingFile(missing[0]!), problems, tooLarge: false };
  }
  const read = new Map([...texts].map(([file, text]) => [file, readFile(file, text)]));
  const rowCount = [...read.values()].reduce((sum, file) => sum + file.rows.length + file.problems.length, 0);
  if (rowCount > limits.maxRows)
    return { ok: false, message: ONEROSTER_MESSAGES.tooManyRows(limits.maxRows), problems: [], tooLarge: true };
  const fatal = [...read.values()].flatMap((file) => file.fatal);
  if (fatal.length) return { ok: false, message: ONEROSTER_MESSAGES.unreadable, problems: fatal, tooLarge: false };

  const problems = [...read.values()].flatMap((file) => file.problems);
  const leftOut = new Set<string>();
  const rows = (file: string, required: string[], id?: string) =>
    checked(file, read.get(file)?.rows ?? [], required, { problems, leftOut }, id);
  const orgs = rows('orgs.csv', ['sourcedId', 'name'], 'sourcedId')
    .filter((row) => statusOf(row) === 'active')
    .map((row) => ({
      sourcedId: row.sourcedId!,
      name: row.name!,
      type: row.type ?? '',
      parent: row.parentSourcedId ?? '',
      line: row.line,
    }));
  if (orgs.length === 0) {
    const none = [rosterProblem('orgs.csv', 0, 'file', ONEROSTER_MESSAGES.noOrgs)];
    return { ok: false, message: ONEROSTER_MESSAGES.noOrgs, problems: [...none, ...problems], tooLarge: false };
  }
  const users = rows('users.csv', ['sourcedId', 'role', 'givenName', 'orgSourcedIds'], 'sourcedId').flatMap((row) => {
    const email = (row.email ?? '').toLowerCase();
    if (email && !isEmail(email)) {
      problems.push(rosterProblem('users.csv', row.line, 'email', ONEROSTER_MESSAGES.badEmail(email)));
      leftOut.add(row.sourcedId!);
      return [];
    }
    const user: RosterUser = {
      sourcedId: row.sourcedId!,
      status: statusOf(row),
      role: row.role!.toLowerCase(),
      givenName: row.givenName!,
      familyName: row.familyName ?? '',
      middleName: row.middleName,
      email,
      orgs: listOf(row.orgSourcedIds),
      line: row.line,
    };
    return [user];
  });
  const classes = rows('classes.csv', ['sourcedId', 'title', 'schoolSourcedId'], 'sourcedId').map((row) => ({
    sourcedId: row.sourcedId!,
    status: statusOf(row),
    title: row.title!,
    school: row.schoolSourcedId!,
    course: row.courseSourcedId ?? '',
    grades: listOf(row.grades),
    line: row.line,
  }));
  const enrollments = rows('enrollments.csv', ['classSourcedId', 'userSourcedId', 'role']).map((row) => ({
    status: statusOf(row),
    classSourcedId: row.classSourcedId!,
    userSourcedId: row.userSourcedId!,
    role: row.role!.toLowerCase(),
    line: row.line,
  }));
  const courses = new Map(
    rows('courses.csv', ['sourcedId', 'title'], 'sourcedId').map((row) => [row.sourcedId!, row.title!]),
  );
  const modes = modesOf(read.get('manifest.csv')?.rows ?? []);
  return { ok: true, roster: { modes, orgs, users, classes, enrollments, courses, problems, leftOut } };
}
