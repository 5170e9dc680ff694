import { describe, expect, it } from 'vitest';
import { render } from './message';
import {
  duplicatesInFile,
  IMPORT_MESSAGES,
  rowIssue,
  importFileKind,
  sortIssues,
  validateRows,
  withLines,
} from './people-import';
import { teacherImportRowSchema } from './teacher';

const teacher = (first: string, email: string) => ({
  First_Name: first,
  Last_Name: 'Tester',
  Email: email,
  Mobile: '555-010-2001',
  High_Degree_Completed: 'master',
  Grade_Level: 'senior',
  Speciality: 'math',
});

describe('validateRows', () => {
  it('returns the parsed rows when all pass', () => {
    const { values, issues } = validateRows(teacherImportRowSchema, [
      teacher('Maria', 'M@S.org'),
      teacher('James', 'j@s.org'),
    ]);
    expect(issues).toEqual([]);
    expect(values.map((v) => v.Email)).toEqual(['m@s.org', 'j@s.org']);
  });

  it('numbers rows from 1, names the field, and returns no values when any row fails', () => {
    const { values, issues } = validateRows(teacherImportRowSchema, [
      teacher('Maria', 'm@s.org'),
      { ...teacher('', 'bad-email'), Speciality: '' },
      'not a row',
    ]);
    expect(values).toEqual([]);
    expect(issues).toEqual([
      expect.objectContaining({ row: 2, field: 'First_Name', message: 'Please Fillout First_Name!' }),
      expect.objectContaining({ row: 2, field: 'Email', message: 'Email is not valid!' }),
      expect.objectContaining({ row: 2, field: 'Speciality', message: 'Please Fillout Speciality!' }),
      expect.objectContaining({ row: 3, field: 'row', message: 'Each teacher must be an object' }),
    ]);
  });
});

describe('duplicatesInFile', () => {
  it('reports each repeat against the first row, ignoring case and blanks', () => {
    const rows = [{ e: 'a@s.org' }, { e: '' }, { e: 'A@S.org ' }, { e: '' }, { e: 'b@s.org' }, { e: 'a@s.org' }];
    expect(duplicatesInFile(rows, 'email', (r) => r.e)).toEqual([
      expect.objectContaining({ row: 3, field: 'email', message: 'a@s.org also appears in record 1' }),
      expect.objectContaining({ row: 6, field: 'email', message: 'a@s.org also appears in record 1' }),
    ]);
    // A CSV file's records are named by their lines (lines[0] is the header's).
    expect(duplicatesInFile(rows.slice(0, 3), 'email', (r) => r.e, [1, 2, 4, 5])).toEqual([
      expect.objectContaining({ row: 3, field: 'email', message: 'a@s.org also appears on line 2' }),
    ]);
  });
});

describe('report wording and file kinds', () => {
  it('counts rows with errors and quotes the first', () => {
    const issues = sortIssues([
      rowIssue(4, 'Email', 'Email is not valid!'),
      rowIssue(2, 'Mobile', 'Mobile number is not Valid!'),
      rowIssue(2, 'Email', 'Email is not valid!'),
    ]);
    expect(issues.map((i) => i.row)).toEqual([2, 2, 4]);
    expect(render(IMPORT_MESSAGES.refused(issues))).toBe(
      'Nothing was imported: 2 rows have errors. First: record 2, Mobile: Mobile number is not Valid!',
    );
    expect(render(IMPORT_MESSAGES.refused(withLines(issues, [1, 2, 5, 6, 9])))).toBe(
      'Nothing was imported: 2 rows have errors. First: line 5, Mobile: Mobile number is not Valid!',
    );
    expect(render(IMPORT_MESSAGES.refused([rowIssue(0, 'x', 'Unknown column "x"')]))).toBe(
      'Nothing was imported: 1 row has errors. First: header, x: Unknown column "x"',
    );
  });
  it('tells JSON from CSV by the extension', () => {
    expect(importFileKind('Teachers.JSON')).toEqual('json');
    expect(importFileKind('students.csv')).toEqual('csv');
    expect(importFileKind('students.xlsx')).toBeNull();
  });
});
