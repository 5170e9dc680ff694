import { describe, expect, it } from 'vitest';
import { checkTeacherField, teacherImportRowSchema, teacherSchema, type TeacherInput } from './teacher';

const valid: TeacherInput = {
  Prefix: 'dr.',
  First_Name: ' Maria ',
  Last_Name: 'Lopez',
  Email: ' Maria.Lopez@School.ORG ',
  Mobile: '555-010-2001',
  Relationship_1: 'Father',
  Relationship_2: 'mother',
  City: 'Springfield',
  State: 'illinois',
  Zip_Code: '62701',
  Country: 'usa',
  Currently_Teaching: true,
  High_Degree_Completed: '{"master":true}',
  Grade_Level: { junior: true, senior: true },
  Speciality: 'math; physics',
};

const fieldsOf = (input: unknown) => {
  const result = teacherSchema.safeParse(input);
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
};

describe('teacherSchema', () => {
  it('trims, lower-cases the email and writes choices and groups in their stored form', () => {
    const teacher = teacherSchema.parse(valid);
    expect(teacher).toMatchObject({
      Prefix: 'Dr.',
      First_Name: 'Maria',
      Email: 'maria.lopez@school.org',
      Relationship_1: 'father',
      State: 'Illinois',
      Country: 'USA',
      Currently_Teaching: 'true',
      High_Degree_Completed: '{"undergraduate":false,"master":true,"doctorate":false,"credentials":false}',
      Grade_Level:
        '{"freshman":false,"sophomore":false,"junior":true,"senior":true,"college_level":false,"above_all":false}',
      Speciality:
        '{"english":false,"math":true,"science_all":false,"physics":true,"chemistry":false,"biology_zoology":false,"lesson_1_1":false,"above_all":false,"group_lesson":false}',
    });
    // Fields left out stay undefined: an update keeps them, a create takes the default.
    expect(teacher.Middle_Name).toBeUndefined();
    expect(teacher.Notes_Comments).toBeUndefined();
    expect(teacher.client).toBeUndefined();
  });

  it('names every missing required field with the submit message', () => {
    expect(fieldsOf({})).toEqual({
      First_Name: ['Please Fillout First_Name!'],
      Last_Name: ['Please Fillout Last_Name!'],
      Email: ['Please Fillout Email!'],
      Mobile: ['Please Fillout Mobile!'],
      High_Degree_Completed: ['Please Fillout High Degree Completed!'],
      Grade_Level: ['Please Fillout Grade Level!'],
      Speciality: ['Please Fillout Speciality!'],
    });
  });

  it('refuses groups with nothing ticked', () => {
    const fields = fieldsOf({ ...valid, High_Degree_Completed: '{"master":false}', Grade_Level: {}, Speciality: '' });
    expect(fields).toEqual({
      High_Degree_Completed: ['Please Fillout High Degree Completed!'],
      Grade_Level: ['Please Fillout Grade Level!'],
      Speciality: ['Please Fillout Speciality!'],
    });
  });

  it('gives the inline message of each wrong field', () => {
    const fields = fieldsOf({
      ...valid,
      Email: 'maria@school',
      Mobile: '5550102001',
      Emergency_Mobile2: '555-010',
      Zip_Code: '6270',
      City: 'Sp',
      State: 'Ontario',
      Country: 'Canada',
      School_District: 'D-9',
      Prefix: 'Sir',
      Currently_Teaching: 'sometimes',
    });
    expect(fields).toEqual({
      Email: ['Email is not valid!'],
      Mobile: ['Mobile number is not Valid!'],
      Emergency_Mobile2: ['Mobile number is not Valid!'],
      Zip_Code: ['Zipcode is not Valid!'],
      City: ['City Name is not Valid!'],
      State: ['State Name is not Valid!'],
      Country: ['Country Name is not Valid!'],
      School_District: ['School District is not Valid!'],
      Prefix: ['Prefix is not valid'],
      Currently_Teaching: ['Choose true or false'],
    });
  });

  it('refuses the same relationship twice, whatever the case, but not two blanks', () => {
    expect(fieldsOf({ ...valid, Relationship_1: 'friend', Relationship_2: 'Friend' })).toEqual({
      Relationship_2: ['Relationship 1 and 2 should not be same'],
    });
    expect(fieldsOf({ ...valid, Relationship_1: '', Relationship_2: '' })).toEqual({});
    expect(fieldsOf({ ...valid, Relationship_1: 'cousin' })).toEqual({ Relationship_1: ['Relationship is not valid'] });
  });

  it('reads Currently_Teaching from text as well', () => {
    expect(teacherSchema.parse({ ...valid, Currently_Teaching: 'false' }).Currently_Teaching).toEqual('false');
    expect(teacherSchema.parse({ ...valid, Currently_Teaching: undefined }).Currently_Teaching).toBeUndefined();
  });

  it('takes a client id as a number or digits, refusing anything else', () => {
    expect(teacherSchema.parse({ ...valid, client: '4' }).client).toBe(4);
    expect(fieldsOf({ ...valid, client: 'abc' })).toEqual({ client: ['Please Select the Client'] });
  });
});

describe('teacherImportRowSchema', () => {
  it('carries the id of the teacher to update and says so when a row is not an object', () => {
    expect(teacherImportRowSchema.parse({ ...valid, id: '7' }).id).toBe(7);
    expect(teacherImportRowSchema.safeParse('Maria').error?.issues[0]?.message).toEqual(
      'Each teacher must be an object',
    );
  });
});

describe('checkTeacherField', () => {
  it('marks fields on blur as the form does', () => {
    expect(checkTeacherField('First_Name', '')).toEqual('Name is not valid');
    expect(checkTeacherField('Address', '12 Elm St')).toBeNull();
    expect(checkTeacherField('Email', 'x@y')).toEqual('Email is not valid!');
    expect(checkTeacherField('Mobile', '555-010-2001')).toBeNull();
    expect(checkTeacherField('Middle_Name', '')).toBeNull();
  });
});
