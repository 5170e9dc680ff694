import { describe, expect, it } from 'vitest';
import { clientAdminAdded } from './client-admins';
import { clientAdded, clientDeleted } from './clients';
import { nameTooLong } from './fields';
import { msg } from './i18n';
import { fill, render } from './message';
import { rowIssue } from './people-import';
import { IMPORT_MESSAGES } from './people-import';
import { INVITE_MESSAGES } from './password-reset';
import { PAPER_MESSAGES } from './paper-sitting';
import { STUDENT_MESSAGES } from './student';
import { TEACHER_MESSAGES } from './teacher';
import { TEST_FILE_MESSAGES } from './test-json';
import { parseWarmupText } from './warmup-import';

describe('fill', () => {
  it('writes each value in place of its placeholder, every time it appears', () => {
    expect(render(fill('Client {{name}} Added Successfully', { name: 'Demo Academy' }))).toBe(
      'Client Demo Academy Added Successfully',
    );
    expect(render(fill('{{a}} and {{b}}, then {{a}}', { a: 1, b: 'two' }))).toEqual('1 and two, then 1');
    expect(render(fill('No placeholders', {}))).toEqual('No placeholders');
  });

  it('writes values as they are: no $ patterns, no placeholders read inside a value', () => {
    expect(render(fill('Student {{name}} Added', { name: "$& O'Neil $1" }))).toEqual("Student $& O'Neil $1 Added");
    expect(render(fill('{{a}}-{{b}}', { a: '{{b}}', b: 'x' }))).toEqual('{{b}}-x');
  });

  it('leaves a placeholder that has no value as written', () => {
    const values = { name: 'Asha' } as unknown as Record<'name' | 'row', string>;
    expect(render(fill('{{name}} in row {{row}}', values))).toEqual('Asha in row {{row}}');
  });

  it('hands back msg() text unchanged', () => {
    expect(msg('Student {{name}} Added')).toEqual('Student {{name}} Added');
  });
});

describe('messages built from templates keep their English', () => {
  it('success messages with a name', () => {
    expect(render(clientAdded('Demo Academy'))).toEqual('Client Demo Academy Added Successfully');
    expect(render(clientDeleted('A&B {School}'))).toEqual('Client A&B {School} Deleted Successfully');
    expect(render(clientAdminAdded('Priya Raman'))).toEqual('Client Admin Priya Raman is Added');
    expect(render(STUDENT_MESSAGES.added('Asha'))).toEqual('Student Asha Added');
    expect(render(TEACHER_MESSAGES.updated('Maria'))).toEqual('Teacher Maria Updated Successfully');
    expect(render(INVITE_MESSAGES.sent('maria@school.org'))).toEqual('Invitation sent to maria@school.org');
  });

  it('checks with a number', () => {
    expect(nameTooLong(50)).toEqual("Name Shouldn't be more than 50 characters!");
    expect(render(IMPORT_MESSAGES.tooManyRows(1000))).toEqual('At most 1000 records can be imported at once');
    expect(render(PAPER_MESSAGES.notAnOption('F', ['A', 'B', 'C', 'D']))).toBe(
      '"F" is not an option: give one of A, B, C, D or a position from 1 to 4',
    );
    expect(render(TEST_FILE_MESSAGES.version(undefined))).toBe(
      'This app reads test files of version 1; this one is version missing',
    );
    expect(render(TEST_FILE_MESSAGES.version('2'))).toBe(
      'This app reads test files of version 1; this one is version "2"',
    );
  });

  it('one sentence per wording where English words were passed in', () => {
    expect(render(IMPORT_MESSAGES.noTeacherWithEmail('nobody@school.org'))).toBe(
      'No teacher with email nobody@school.org in this client',
    );
    expect(render(IMPORT_MESSAGES.noStudentWithId(42))).toEqual('No student with student_id 42 in this client');
    expect(render(IMPORT_MESSAGES.repeatedTeacher(3, undefined))).toEqual('This teacher also appears in record 3');
    expect(render(IMPORT_MESSAGES.repeatedTeacher(3, [1, 2, 4, 5]))).toEqual('This teacher also appears on line 5');
    expect(render(IMPORT_MESSAGES.refused([]))).toEqual('Nothing was imported: 0 rows have errors.');
    expect(render(IMPORT_MESSAGES.refused([rowIssue(0, 'x', 'Unknown column "x"')]))).toBe(
      'Nothing was imported: 1 row has errors. First: header, x: Unknown column "x"',
    );
    expect(
      render(
        IMPORT_MESSAGES.refused([
          rowIssue(2, 'email', 'Not a valid Email'),
          rowIssue(2, 'Mobile', 'Not a valid Phone'),
          rowIssue(5, 'email', 'Not a valid Email'),
        ]),
      ),
    ).toEqual('Nothing was imported: 2 rows have errors. First: record 2, email: Not a valid Email');
  });

  it("a warm-up file's line problem", () => {
    const read = parseWarmupText('<eq>12 + 7</eq>\n<eq>3 x 4 = 13</eq>');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => render(e.message))).toEqual([
      'Equation 1 (line 1) has no "=": 12 + 7',
      'Equation 2 (line 2) has a wrong answer: 3 x 4 is 12, not 13: 3 x 4 = 13',
    ]);
  });
});
