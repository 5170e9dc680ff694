import { describe, expect, it } from 'vitest';
import {
  STUDENT_CSV_COLUMNS,
  TEACHER_CSV_COLUMNS,
  parseCsv,
  parseStudentsCsv,
  parseTeachersCsv,
  studentsToCsv,
  teachersToCsv,
  toCsv,
} from './people-csv';
import type { Student } from './student';
import type { Teacher } from './teacher';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    const csv = toCsv(
      ['a', 'b', 'c'],
      [
        { a: 'x, y', b: '=SUM(A1)', c: 'line1\nline2' },
        { a: "'=x", b: true, c: null },
        { a: ' pad', b: 'say "hi"', c: 3 },
        { a: '+1 555', b: '@home', c: '-5' },
      ],
    );
    expect(csv).toBe(
      'a,b,c\r\n' +
        '"x, y","\'=SUM(A1)","line1\nline2"\r\n' +
        '"\'\'=x",true,\r\n' +
        '" pad","say ""hi""",3\r\n' +
        '"\'+1 555","\'@home","\'-5"',
    );
  });

  it('reads back exactly what it wrote', () => {
    const rows = [
      { a: 'x, y', b: '=SUM(A1)', c: 'line1\nline2' },
      { a: "'=x", b: "'plain", c: '' },
      { a: ' pad', b: 'say "hi"', c: '-5' },
    ];
    // The first record's cell holds a line break, so the second record starts on line 4.
    expect(parseCsv(toCsv(['a', 'b', 'c'], rows), ['a', 'b', 'c'])).toEqual({ rows, lines: [1, 2, 4, 5], issues: [] });
  });
});

describe('parseCsv', () => {
  it('matches headers without regard to case or spaces and drops a byte order mark', () => {
    expect(parseCsv('\ufeff EMAIL , first_name\r\nm@s.org,Maria\r\n', ['First_Name', 'Email'])).toEqual({
      rows: [{ Email: 'm@s.org', First_Name: 'Maria' }],
      lines: [1, 2],
      issues: [],
    });
  });

  it('detects a semicolon delimiter and skips blank lines', () => {
    expect(parseCsv('a;b\n1;2\n\n ; \n3;4\n', ['a', 'b'])).toEqual({
      rows: [
        { a: '1', b: '2' },
        { a: '3', b: '4' },
      ],
      lines: [1, 2, 5],
      issues: [],
    });
  });

  it('reads a one-column file and fills short rows with blanks', () => {
    expect(parseCsv('a\nx\n', ['a', 'b'])).toEqual({ rows: [{ a: 'x' }], lines: [1, 2], issues: [] });
    expect(parseCsv('a,b\nx\n', ['a', 'b'])).toEqual({ rows: [{ a: 'x', b: '' }], lines: [1, 2], issues: [] });
  });

  it('reports header problems as row 0 and extra cells on their row, each with its line', () => {
    const parsed = parseCsv('a,Emial,a\n1,2,3,4\n5,6,7\n', ['a', 'b']);
    expect(parsed.issues).toEqual([
      { row: 0, line: 1, field: 'Emial', message: 'Unknown column "Emial"' },
      { row: 0, line: 1, field: 'a', message: 'Column "a" appears twice' },
      { row: 1, line: 2, field: 'row', message: 'The row has more cells than the header' },
    ]);
    // Lines as an editor counts them: a quoted cell's line breaks and blank lines count, CRLF is one break.
    const spread = parseCsv('a,b\r\n"x\r\ny",1\r\n\r\n , \r\nz,2,3\r\n', ['a', 'b']);
    expect(spread.lines).toEqual([1, 2, 6]);
    expect(spread.issues).toEqual([
      { row: 2, line: 6, field: 'row', message: 'The row has more cells than the header' },
    ]);
  });

  it('reports an empty file and an unterminated quote', () => {
    expect(parseCsv('', ['a'])).toEqual({
      rows: [],
      lines: [],
      issues: [{ row: 0, field: 'header', message: 'The file has no header line' }],
    });
    expect(parseCsv('a,b\n"1,2\n', ['a', 'b']).issues).toEqual([
      { row: 1, line: 2, field: 'row', message: 'The CSV text is malformed: Quoted field unterminated' },
    ]);
  });
});

describe('teachers and students as CSV', () => {
  const teacher: Teacher = {
    id: 3,
    client: 1,
    Select_Teacher: '',
    Prefix: 'Ms',
    First_Name: 'Maria',
    Middle_Name: '',
    Last_Name: 'Lopez',
    Email: 'maria@school.org',
    Mobile: '555-010-2001',
    Emergency_Contact_Person1: '',
    Emergency_Mobile1: '',
    Relationship_1: '',
    Emergency_Contact_Person2: '',
    Emergency_Mobile2: '',
    Relationship_2: '',
    Address: '1 Elm St, Apt 2',
    City: 'Springfield',
    State: 'Illinois',
    Zip_Code: '62701',
    Country: 'USA',
    School_District: '',
    Currently_Teaching: 'true',
    Ap_Classess: '',
    Notes_Comments: '',
    High_Degree_Completed: '{"undergraduate":true}',
    Grade_Level: '{"junior":true}',
    Speciality: '{"math":true}',
  };

  it('writes teachers with every field as a column', () => {
    const [header, line] = teachersToCsv([teacher]).split('\r\n');
    expect(header).toBe(TEACHER_CSV_COLUMNS.join(','));
    expect(line).toBe(
      '3,1,,Ms,Maria,,Lopez,maria@school.org,555-010-2001,,,,,,,"1 Elm St, Apt 2",Springfield,Illinois,62701,USA,,true,,,' +
        '"{""undergraduate"":true}","{""junior"":true}","{""math"":true}"',
    );
    const back = parseTeachersCsv(teachersToCsv([teacher]));
    expect(back.issues).toEqual([]);
    expect(back.rows[0]).toMatchObject({
      id: '3',
      Address: '1 Elm St, Apt 2',
      High_Degree_Completed: '{"undergraduate":true}',
    });
  });

  it('writes students with blank passwords and without the sign-in token', () => {
    const student = {
      student_id: 9,
      client: 1,
      email: 'a@b.org',
      gate_student: true,
      Enroll_Program: '["SAT"]',
      api_token: 'secret',
    } as Student;
    const csv = studentsToCsv([student]);
    expect(csv.split('\r\n')[0]).toBe(STUDENT_CSV_COLUMNS.join(','));
    expect(csv).not.toContain('secret');
    const [row] = parseStudentsCsv(csv).rows;
    expect(row).toMatchObject({
      student_id: '9',
      email: 'a@b.org',
      password: '',
      confirm_password: '',
      gate_student: 'true',
      Enroll_Program: '["SAT"]',
    });
    expect(parseStudentsCsv('email,api_token\na@b.org,x\n').issues).toEqual([
      { row: 0, line: 1, field: 'api_token', message: 'Unknown column "api_token"' },
    ]);
  });
});
