import { describe, expect, it } from 'vitest';
import {
  checkConfirmPassword,
  checkStudentField,
  studentCreateSchema,
  studentImportCreateRowSchema,
  studentImportUpdateRowSchema,
  studentsForExport,
  studentUpdateSchema,
  type Student,
  type StudentCreateInput,
} from './student';

const valid: StudentCreateInput = {
  Student_First_Name: 'Asha',
  Student_Last_Name: 'Kumar',
  email: ' Asha@Demo.org',
  password: 'secret123',
  confirm_password: 'secret123',
  Assign_Teachers: 'Maria',
  Enroll_Program: '["SAT","Warmup"]',
};

function fieldsOf(
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const fields: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? [])
    (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('studentCreateSchema', () => {
  it('accepts the required fields and normalises what it keeps', () => {
    const student = studentCreateSchema.parse({
      ...valid,
      Enroll_Program: 'SAT; Warmup; sat',
      Exit_Program: 'ACT; warm_ups',
      Grade_Level: 'grade 11',
      Continuing_Student: 'YES',
      level: 'rural',
      gate_student: 'true',
      GAP: '3.75',
    });
    expect(student).toMatchObject({
      email: 'asha@demo.org',
      Enroll_Program: '["SAT","Warmup"]',
      Exit_Program: '{"Tutoring":false,"ACT":true,"SAT":false,"ug_neet":false,"pg_neet":false,"warm_ups":true}',
      Grade_Level: 'Grade 11',
      Continuing_Student: 'yes',
      level: 'rural',
      gate_student: true,
      GAP: '3.75',
    });
    expect(student.academy_magnet_cbse).toBeUndefined();
  });

  it('names each missing required field "please fillout X"', () => {
    expect(fieldsOf(studentCreateSchema, {})).toEqual({
      Student_First_Name: ['please fillout first name'],
      Student_Last_Name: ['please fillout last name'],
      email: ['please fillout email'],
      password: ['please fillout password'],
      Assign_Teachers: ['please fillout Assign Teachers'],
      Enroll_Program: ['please fillout Enroll Program'],
    });
    expect(fieldsOf(studentCreateSchema, { ...valid, Enroll_Program: [] })).toEqual({
      Enroll_Program: ['please fillout Enroll Program'],
    });
  });

  it('checks password strength and the confirmation', () => {
    expect(fieldsOf(studentCreateSchema, { ...valid, password: 'abcdefgh', confirm_password: 'abcdefgh' })).toEqual({
      password: ['password must contain atleast 8 digits, including characters and numbers!'],
    });
    expect(fieldsOf(studentCreateSchema, { ...valid, confirm_password: 'secret124' })).toEqual({
      confirm_password: ['Incorrect Password!'],
    });
    expect(fieldsOf(studentCreateSchema, { ...valid, confirm_password: undefined })).toEqual({
      confirm_password: ['Incorrect Password!'],
    });
  });

  it('gives the inline messages of wrong optional fields', () => {
    expect(
      fieldsOf(studentCreateSchema, {
        ...valid,
        GAP: '3.7555',
        Grade_Level: 'Grade 13',
        Exit_Comments: 'x'.repeat(2001),
        Exit_Program: 'chess',
        Student_Mobile: '555 010 3001',
        Relationship_1: 'mother',
        Relationship_2: 'mother',
        Continuing_Student: 'maybe',
      }),
    ).toEqual({
      GAP: ['GPA is not Valid!'],
      Grade_Level: ['Grade Level is not valid'],
      Exit_Comments: ['Comments are not Valid!'],
      Exit_Program: ['Exit Program is not valid'],
      Student_Mobile: ['Mobile number is not Valid!'],
      Relationship_2: ['Relationship 1 and 2 should not be same'],
      Continuing_Student: ['Choose yes or no'],
    });
  });
});

describe('studentUpdateSchema', () => {
  it('requires only Enroll_Program; a blank password keeps the old one', () => {
    expect(fieldsOf(studentUpdateSchema, {})).toEqual({ Enroll_Program: ['please fillout Enroll Program'] });
    const update = studentUpdateSchema.parse({ Enroll_Program: ['ACT'], password: '', confirm_password: '' });
    expect(update).toMatchObject({ Enroll_Program: '["ACT"]', password: '' });
    expect(update.Student_First_Name).toBeUndefined();
  });

  it('does not let a required field be blanked', () => {
    expect(fieldsOf(studentUpdateSchema, { Enroll_Program: ['ACT'], Student_First_Name: ' ', email: '' })).toEqual({
      Student_First_Name: ['please fillout first name'],
      email: ['please fillout email'],
    });
  });

  it('wants a new password to be strong and confirmed', () => {
    expect(
      fieldsOf(studentUpdateSchema, { Enroll_Program: ['ACT'], password: 'newpass99', confirm_password: 'newpass98' }),
    ).toEqual({
      confirm_password: ['password and confirm password does not match'],
    });
    expect(
      fieldsOf(studentUpdateSchema, { Enroll_Program: ['ACT'], password: '', confirm_password: 'newpass98' }),
    ).toEqual({
      confirm_password: ['password and confirm password does not match'],
    });
    expect(
      fieldsOf(studentUpdateSchema, { Enroll_Program: ['ACT'], password: 'short1', confirm_password: 'short1' }),
    ).toEqual({
      password: ['password must contain atleast 8 digits, including characters and numbers!'],
    });
  });
});

describe('import rows', () => {
  it('lets a created student come without a password, and checks a confirmation only when given', () => {
    const row = studentImportCreateRowSchema.parse({ ...valid, password: '', confirm_password: '', student_id: '12' });
    expect(row).toMatchObject({ password: '', student_id: 12 });
    expect(studentImportCreateRowSchema.parse({ ...valid, confirm_password: undefined }).password).toEqual('secret123');
    expect(fieldsOf(studentImportCreateRowSchema, { ...valid, confirm_password: 'other1234' })).toEqual({
      confirm_password: ['password and confirm password does not match'],
    });
  });
  it('finds the student of an update row by student_id', () => {
    expect(studentImportUpdateRowSchema.parse({ student_id: 5, Enroll_Program: 'SAT' })).toMatchObject({
      student_id: 5,
      Enroll_Program: '["SAT"]',
    });
    expect(studentImportUpdateRowSchema.safeParse(null).error?.issues[0]?.message).toBe(
      'Each student must be an object',
    );
  });
});

describe('inline checks and export', () => {
  it('marks student fields on blur', () => {
    expect(checkStudentField('Student_First_Name', '')).toEqual('Name is not valid');
    expect(checkStudentField('password', 'abc')).toBe(
      'password must contain atleast 8 digits, including characters and numbers!',
    );
    expect(checkStudentField('GAP', '4.0')).toBeNull();
    expect(checkStudentField('Exit_Comments', 'Moved to another city')).toBeNull();
    expect(checkConfirmPassword('secret123', 'secret12')).toEqual('Incorrect Password!');
    expect(checkConfirmPassword('secret123', 'secret123')).toBeNull();
  });
  it('blanks passwords and drops the sign-in token in the JSON export', () => {
    const student = { student_id: 1, email: 'a@b.org', api_token: 'tok' } as Student;
    expect(studentsForExport([student])).toEqual([
      { student_id: 1, email: 'a@b.org', password: '', confirm_password: '' },
    ]);
  });
});
