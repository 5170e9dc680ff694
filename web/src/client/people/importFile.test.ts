import { describe, expect, it } from 'vitest';
import { parseStudentsCsv, parseTeachersCsv } from '@prep/domain';
import { importMode, readImportFile, UNREADABLE_JSON } from './importFile';

describe('reading an import file', () => {
  it('takes a JSON list (as Export writes it) or the API body', () => {
    expect(readImportFile('[{"First_Name":"A"}]', 'json', 'teachers', parseTeachersCsv)).toEqual({
      ok: true,
      rows: [{ First_Name: 'A' }],
    });
    expect(readImportFile('{"students":[{"email":"a@b.org"}]}', 'json', 'students', parseStudentsCsv)).toEqual({
      ok: true,
      rows: [{ email: 'a@b.org' }],
    });
  });

  it('names what is wrong with an unusable file', () => {
    expect(readImportFile('{oops', 'json', 'teachers', parseTeachersCsv)).toEqual({
      ok: false,
      message: UNREADABLE_JSON,
    });
    expect(readImportFile('{"students":[]}', 'json', 'teachers', parseTeachersCsv)).toEqual({
      ok: false,
      message: 'The file must hold a "teachers" list',
    });
    expect(readImportFile('[]', 'json', 'students', parseStudentsCsv)).toEqual({
      ok: false,
      message: 'The file holds no records',
    });
  });

  it('reads CSV through the domain reader and reports a bad header by row', () => {
    const read = readImportFile('First_Name,Email\r\nAda,ada@school.org\r\n', 'csv', 'teachers', parseTeachersCsv);
    expect(read).toEqual({ ok: true, rows: [{ First_Name: 'Ada', Email: 'ada@school.org' }] });
    const bad = readImportFile('First_Name,Shoe_Size\r\nAda,9\r\n', 'csv', 'teachers', parseTeachersCsv);
    expect(bad.ok).toBe(false);
    expect('issues' in bad && bad.issues).toEqual([
      { row: 0, line: 1, field: 'Shoe_Size', message: 'Unknown column "Shoe_Size"' },
    ]);
  });

  it('updates when rows name existing records, adds otherwise', () => {
    expect(importMode([{ First_Name: 'A' }, { id: '' }], 'id')).toBe('create');
    expect(importMode([{ First_Name: 'A' }, { id: 4 }], 'id')).toBe('update');
    expect(importMode([{ student_id: '12' }], 'student_id')).toBe('update');
  });
});
