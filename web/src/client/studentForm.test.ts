import { describe, expect, it } from 'vitest';
import { studentCreateSchema, studentUpdateSchema, type Student } from '@prep/domain';
import {
  emptyStudentForm,
  studentCreatePayload,
  studentFieldMark,
  studentFormOf,
  studentSubmitProblem,
  studentUpdatePayload,
  type StudentFormValues,
} from './studentForm';

const valid = (): StudentFormValues => ({
  ...emptyStudentForm(),
  Student_First_Name: 'Lena',
  Student_Last_Name: 'Ortiz',
  email: 'lena@school.org',
  password: 'secret123',
  confirm_password: 'secret123',
  Assign_Teachers: 'Maria',
  Enroll_Program: ['SAT'],
});

describe('student form', () => {
  it('starts with the spec defaults', () => {
    expect(emptyStudentForm()).toMatchObject({
      Country: 'USA',
      Continuing_Student: 'no',
      Discount_Applied_Code: 'none',
      level: 'D0 None',
    });
  });

  it('on create asks for names, email, password, teacher and a program, in that order', () => {
    expect(studentSubmitProblem('new', emptyStudentForm())).toBe('please fillout first name');
    expect(studentSubmitProblem('new', { ...valid(), password: '', confirm_password: '' })).toBe(
      'please fillout password',
    );
    expect(studentSubmitProblem('new', { ...valid(), Assign_Teachers: '' })).toBe('please fillout Assign Teachers');
    expect(studentSubmitProblem('new', { ...valid(), Enroll_Program: [] })).toBe('please fillout Enroll Program');
    expect(studentSubmitProblem('new', { ...valid(), Relationship_1: 'friend', Relationship_2: 'Friend' })).toBe(
      'Relationship 1 and 2 should not be same',
    );
    expect(studentSubmitProblem('new', { ...valid(), confirm_password: 'other123' })).toBe('Invalid Form!');
    expect(studentSubmitProblem('new', { ...valid(), GAP: '123456' })).toBe('Invalid Form!');
    expect(studentSubmitProblem('new', valid())).toBeNull();
  });

  it('on update keeps a blank password, and names a differing confirmation', () => {
    const blank = { ...valid(), password: '', confirm_password: '' };
    expect(studentSubmitProblem('editing', blank)).toBeNull();
    expect(studentSubmitProblem('editing', { ...valid(), confirm_password: 'secret124' })).toBe(
      'password and confirm password does not match',
    );
    expect(studentSubmitProblem('editing', { ...valid(), Enroll_Program: [] })).toBe('please fillout Enroll Program');
    expect(studentFieldMark('editing', 'password', '', '')).toBeUndefined();
    expect(studentFieldMark('new', 'password', '', '')).toBe(
      'password must contain atleast 8 digits, including characters and numbers!',
    );
    expect(studentFieldMark('new', 'confirm_password', 'abc', 'abcd1234')).toBe('Incorrect Password!');
  });

  it('sends bodies the server schemas accept', () => {
    const body = studentCreatePayload({ ...valid(), Exit_Program: { ...valid().Exit_Program, ACT: true } });
    expect(body.Enroll_Program).toBe('["SAT"]');
    expect(JSON.parse(String(body.Exit_Program))).toMatchObject({ ACT: true, SAT: false });
    expect(studentCreateSchema.safeParse(body).success).toBe(true);
    expect(
      studentUpdateSchema.safeParse(studentUpdatePayload({ ...valid(), password: '', confirm_password: '' })).success,
    ).toBe(true);
  });

  it('sends the accommodation chosen, standard time on a new student', () => {
    expect(studentCreatePayload(valid()).time_multiplier).toBe('1');
    const body = studentUpdatePayload({ ...valid(), time_multiplier: '1.5' });
    expect(body.time_multiplier).toBe('1.5');
    expect(studentUpdateSchema.parse({ ...body, password: '', confirm_password: '' }).time_multiplier).toBe('1.5');
  });

  it('reads a stored student back, passwords blank and defaults for missing values', () => {
    const stored = {
      ...studentCreatePayload(valid()),
      student_id: 3,
      client: 1,
      gate_student: true,
      academy_magnet_cbse: false,
      level: '',
      Exit_Program: '{"Tutoring":true}',
      time_multiplier: 'untimed',
    } as unknown as Student;
    const form = studentFormOf(stored);
    expect(form.password).toBe('');
    expect(form.confirm_password).toBe('');
    expect(form.level).toBe('D0 None');
    expect(form.gate_student).toBe(true);
    expect(form.Enroll_Program).toEqual(['SAT']);
    expect(form.Exit_Program.Tutoring).toBe(true);
    expect(form.time_multiplier).toBe('untimed');
  });
});
