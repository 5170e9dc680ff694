// A class CSV looked at before it is sent: its first line must name the memberships' columns
// (class_name,teacher_email,student_email, in that order); the server checks every row after.
import { CLASSROOM_CSV_HEADER, CLASSROOM_MESSAGES, IMPORT_MESSAGES, type RowIssue, rowIssue } from '@prep/domain';

/** Whether the file's first line has a program column (else the import dialog asks for the program). */
export function classroomCsvNamesProgram(text: string): boolean {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const first = body.split(/\r?\n/, 1)[0] ?? '';
  return first.split(',').some(
    (c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() === 'program',
  );
}

/** The header's problem as a report row (row 0 is the header), or null when the file may be sent. */
export function classroomCsvProblem(text: string): RowIssue | null {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return rowIssue(0, '', IMPORT_MESSAGES.empty);
  const first = body.split(/\r?\n/, 1)[0] ?? '';
  const columns = first.split(',').map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase(),
  );
  // A column after the three (e.g. a program) is left for the server to judge.
  const fits = CLASSROOM_CSV_HEADER.every((name, index) => columns[index] === name);
  return fits ? null : rowIssue(0, first.slice(0, 80), CLASSROOM_MESSAGES.csvHeader);
}
