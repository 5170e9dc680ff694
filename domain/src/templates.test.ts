import { describe, expect, it } from 'vitest';
import { clientAdminAdded } from './client-admins';
import { clientAdded, clientDeleted } from './clients';
import { nameTooLong } from './fields';
import { fill, msg } from './i18n';
import { IMPORT_MESSAGES } from './people-import';
import { INVITE_MESSAGES } from './password-reset';
import { PAPER_MESSAGES } from './paper-sitting';
import { STUDENT_MESSAGES } from './student';
import { TEACHER_MESSAGES } from './teacher';
import { TEST_FILE_MESSAGES } from './test-json';
import { parseWarmupText } from './warmup-import';

describe('fill', () => {
  it('writes each value in place of its placeholder, every time it appears', () => {
    expect(fill('Client {{name}} Added Successfully', { name: 'Demo Academy' })).toBe(
      'Client Demo Academy Added Successfully',
    );
    expect(fill('{{a}} and {{b}}, then {{a}}', { a: 1, b: 'two' })).toBe('1 and two, then 1');
    expect(fill('No placeholders', {})).toBe('No placeholders');
  });

  it('writes values as they are: no $ patterns, no placeholders read inside a value', () => {
    expect(fill('Student {{name}} Added', { name: "$& O'Neil $1" })).toBe("Student $& O'Neil $1 Added");
    expect(fill('{{a}}-{{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}-x');
  });

  it('leaves a placeholder that has no value as written', () => {
    const values = { name: 'Asha' } as unknown as Record<'name' | 'row', string>;
    expect(fill('{{name}} in row {{row}}', values)).toBe('Asha in row {{row}}');
  });

  it('hands back msg() text unchanged', () => {
    expect(msg('Student {{name}} Added')).toBe('Student {{name}} Added');
  });
});

describe('messages built from templates keep their English', () => {
  it('success messages with a name', () => {
    expect(clientAdded('Demo Academy')).toBe('Client Demo Academy Added Successfully');
    expect(clientDeleted('A&B {School}')).toBe('Client A&B {School} Deleted Successfully');
    expect(clientAdminAdded('Priya Raman')).toBe('Client Admin Priya Raman is Added');
    expect(STUDENT_MESSAGES.added('Asha')).toBe('Student Asha Added');
    expect(TEACHER_MESSAGES.updated('Maria')).toBe('Teacher Maria Updated Successfully');
    expect(INVITE_MESSAGES.sent('maria@school.org')).toBe('Invitation sent to maria@school.org');
  });

  it('checks with a number', () => {
    expect(nameTooLong(50)).toBe("Name Shouldn't be more than 50 characters!");
    expect(IMPORT_MESSAGES.tooManyRows(1000)).toBe('At most 1000 records can be imported at once');
    expect(PAPER_MESSAGES.notAnOption('F', ['A', 'B', 'C', 'D'])).toBe(
      '"F" is not an option: give one of A, B, C, D or a position from 1 to 4',
    );
    expect(TEST_FILE_MESSAGES.version(undefined)).toBe(
      'This app reads test files of version 1; this one is version missing',
    );
    expect(TEST_FILE_MESSAGES.version('2')).toBe('This app reads test files of version 1; this one is version "2"');
  });

  it('one sentence per wording where English words were passed in', () => {
    expect(IMPORT_MESSAGES.noTeacherWithEmail('nobody@school.org')).toBe(
      'No teacher with email nobody@school.org in this client',
    );
    expect(IMPORT_MESSAGES.noStudentWithId(42)).toBe('No student with student_id 42 in this client');
    expect(IMPORT_MESSAGES.repeatedTeacher(3, undefined)).toBe('This teacher also appears in record 3');
    expect(IMPORT_MESSAGES.repeatedTeacher(3, [1, 2, 4, 5])).toBe('This teacher also appears on line 5');
    expect(IMPORT_MESSAGES.refused([])).toBe('Nothing was imported: 0 rows have errors.');
    expect(IMPORT_MESSAGES.refused([{ row: 0, field: 'x', message: 'Unknown column "x"' }])).toBe(
      'Nothing was imported: 1 row has errors. First: header, x: Unknown column "x"',
    );
    expect(
      IMPORT_MESSAGES.refused([
        { row: 2, field: 'email', message: 'Not a valid Email' },
        { row: 2, field: 'Mobile', message: 'Not a valid Phone' },
        { row: 5, field: 'email', message: 'Not a valid Email' },
      ]),
    ).toBe('Nothing was imported: 2 rows have errors. First: record 2, email: Not a valid Email');
  });

  it("a warm-up file's line problem", () => {
    const read = parseWarmupText('<eq>12 + 7</eq>\n<eq>3 x 4 = 13</eq>');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => e.message)).toEqual([
      'Equation 1 (line 1) has no "=": 12 + 7',
      'Equation 2 (line 2) has a wrong answer: 3 x 4 is 12, not 13: 3 x 4 = 13',
    ]);
  });
});
