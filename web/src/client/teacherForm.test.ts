import { describe, expect, it } from 'vitest';
import { teacherSchema, type Teacher } from '@prep/domain';
import {
  emptyTeacherForm,
  teacherFormOf,
  teacherInlineErrors,
  teacherPayload,
  teacherSubmitProblem,
  type TeacherFormValues,
} from './teacherForm';

const valid = (): TeacherFormValues => ({
  ...emptyTeacherForm(),
  Prefix: 'Ms',
  First_Name: 'Nora',
  Last_Name: 'Quinn',
  Email: 'nora@school.org',
  Mobile: '555-010-9999',
  High_Degree_Completed: { undergraduate: true, master: false, doctorate: false, credentials: false },
  Grade_Level: {
    freshman: false,
    sophomore: true,
    junior: false,
    senior: false,
    college_level: false,
    above_all: false,
  },
  Speciality: { ...emptyTeacherForm().Speciality, math: true },
});

describe('teacher form', () => {
  it('starts blank in the USA with nothing ticked', () => {
    const blank = emptyTeacherForm();
    expect(blank.Country).toBe('USA');
    expect(blank.First_Name).toBe('');
    expect(Object.values(blank.Speciality).some(Boolean)).toBe(false);
  });

  it('checks in the spec order: required fields, groups, relationships, then inline errors', () => {
    expect(teacherSubmitProblem(emptyTeacherForm())).toBe('Please Fillout First_Name!');
    expect(teacherSubmitProblem({ ...valid(), Mobile: ' ' })).toBe('Please Fillout Mobile!');
    expect(teacherSubmitProblem({ ...valid(), High_Degree_Completed: emptyTeacherForm().High_Degree_Completed })).toBe(
      'Please Fillout High Degree Completed!',
    );
    expect(teacherSubmitProblem({ ...valid(), Grade_Level: emptyTeacherForm().Grade_Level })).toBe(
      'Please Fillout Grade Level!',
    );
    expect(teacherSubmitProblem({ ...valid(), Speciality: emptyTeacherForm().Speciality })).toBe(
      'Please Fillout Speciality!',
    );
    expect(teacherSubmitProblem({ ...valid(), Relationship_1: 'father', Relationship_2: 'father' })).toBe(
      'Relationship 1 and 2 should not be same',
    );
    expect(teacherSubmitProblem({ ...valid(), Zip_Code: 'abc' })).toBe('Invalid Form!');
    expect(teacherSubmitProblem(valid())).toBeNull();
  });

  it('names each failing field with its red mark', () => {
    expect(teacherInlineErrors({ ...valid(), Email: 'not an email', Mobile: '5550109999' })).toEqual({
      Email: 'Email is not valid!',
      Mobile: 'Mobile number is not Valid!',
    });
  });

  it('sends the groups and the checkbox as JSON text, accepted by the server schema', () => {
    const body = teacherPayload({ ...valid(), Currently_Teaching: true, City: ' Springfield ' });
    expect(body.Currently_Teaching).toBe('true');
    expect(body.City).toBe('Springfield');
    expect(JSON.parse(String(body.Speciality))).toMatchObject({ math: true, english: false });
    expect(teacherSchema.safeParse(body).success).toBe(true);
  });

  it('reads a stored teacher back into the form', () => {
    const stored = {
      ...teacherPayload(valid()),
      id: 7,
      client: 1,
      Currently_Teaching: 'true',
      Grade_Level: 'damaged',
    } as unknown as Teacher;
    const form = teacherFormOf(stored);
    expect(form.First_Name).toBe('Nora');
    expect(form.Currently_Teaching).toBe(true);
    expect(form.High_Degree_Completed.undergraduate).toBe(true);
    expect(Object.values(form.Grade_Level).some(Boolean)).toBe(false);
  });
});
