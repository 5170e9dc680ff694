import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PERSON_RULES,
  checkPersonField,
  checkboxField,
  optionalCheckboxGroup,
  requiredCheckboxGroup,
  checkboxGroupText,
  optionalIdField,
  parseCheckboxGroup,
  parseProgramList,
  optionalPersonText,
  requiredPersonText,
  programsField,
  readCheckboxGroup,
  readPrograms,
  relationshipsClash,
} from './person-fields';

const KEYS = ['english', 'math', 'physics'] as const;

describe('checkPersonField (on-blur marks)', () => {
  const required = { rule: PERSON_RULES.name, required: 'Please Fillout First_Name!' };
  it('tells a name over 100 characters that it is too long, not that it holds special characters (issue 16)', () => {
    expect(checkPersonField(required, 'A'.repeat(100))).toBeNull();
    expect(checkPersonField(required, 'A'.repeat(101))).toEqual("Name Shouldn't be more than 100 characters!");
    const first = requiredPersonText(required);
    expect(first.safeParse('A'.repeat(101)).error?.issues.map((i) => i.message)).toEqual([
      "Name Shouldn't be more than 100 characters!",
    ]);
    expect(first.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Please Fillout First_Name!']);
    // Other rules keep their one message for a value too long.
    expect(
      optionalPersonText({ rule: PERSON_RULES.email })
        .safeParse(`${'a'.repeat(250)}@x.com`)
        .error?.issues.map((i) => i.message),
    ).toEqual(['Email is not valid!']);
  });
  it('marks a blank required field with the rule message, and leaves a blank optional one unmarked', () => {
    expect(checkPersonField(required, '   ')).toEqual('Name is not valid');
    expect(checkPersonField({ rule: PERSON_RULES.name }, '')).toBeNull();
    expect(checkPersonField({ rule: PERSON_RULES.mobile }, undefined)).toBeNull();
  });
  it('gives each rule its message', () => {
    expect(checkPersonField({ rule: PERSON_RULES.email }, 'maria@school')).toEqual('Email is not valid!');
    expect(checkPersonField({ rule: PERSON_RULES.email }, ' Maria@School.org ')).toBeNull();
    expect(checkPersonField({ rule: PERSON_RULES.mobile }, '5551234567')).toEqual('Mobile number is not Valid!');
    expect(checkPersonField({ rule: PERSON_RULES.zip }, '2108')).toEqual('Zipcode is not Valid!');
    expect(checkPersonField({ rule: PERSON_RULES.city }, 'NY')).toEqual('City Name is not Valid!');
    expect(checkPersonField({ rule: PERSON_RULES.city }, 'New York')).toBeNull();
    expect(checkPersonField({ rule: PERSON_RULES.state }, 'Ontario')).toEqual('State Name is not Valid!');
    expect(checkPersonField({ rule: PERSON_RULES.state }, 'arizona')).toBeNull();
    expect(checkPersonField({ rule: PERSON_RULES.country }, 'Canada')).toEqual('Country Name is not Valid!');
    expect(checkPersonField({ rule: PERSON_RULES.district }, 'D9')).toEqual('School District is not Valid!');
    expect(checkPersonField({ rule: PERSON_RULES.gpa }, '3.7555')).toEqual('GPA is not Valid!');
    expect(checkPersonField({ rule: PERSON_RULES.password }, 'abcdefgh')).toBe(
      'password must contain atleast 8 digits, including characters and numbers!',
    );
  });
  it('refuses text longer than the rule allows', () => {
    expect(checkPersonField(required, 'a'.repeat(100))).toBeNull();
    expect(checkPersonField(required, 'a'.repeat(101))).toEqual("Name Shouldn't be more than 100 characters!");
    expect(checkPersonField({ rule: PERSON_RULES.comments }, 'x'.repeat(2001))).toEqual('Comments are not Valid!');
  });
});

describe('requiredPersonText and optionalPersonText (submit)', () => {
  const first = z.object({
    v: requiredPersonText({ rule: PERSON_RULES.name, required: 'Please Fillout First_Name!' }),
  });
  const email = z.object({ v: optionalPersonText({ rule: PERSON_RULES.email }) });
  const message = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message;
  it('gives the required message for missing, null and blank values', () => {
    expect(message(first.safeParse({}))).toEqual('Please Fillout First_Name!');
    expect(message(first.safeParse({ v: null }))).toEqual('Please Fillout First_Name!');
    expect(message(first.safeParse({ v: '  ' }))).toEqual('Please Fillout First_Name!');
    expect(message(first.safeParse({ v: 7 }))).toEqual('Please Fillout First_Name!');
    expect(first.parse({ v: '  Maria ' })).toEqual({ v: 'Maria' });
  });
  it('leaves an optional field undefined when left out, empty when blank or null, and normalises it', () => {
    expect(email.parse({})).toEqual({ v: undefined });
    expect(email.parse({ v: null })).toEqual({ v: '' });
    expect(email.parse({ v: ' Maria.Lopez@School.ORG ' })).toEqual({ v: 'maria.lopez@school.org' });
    expect(message(email.safeParse({ v: 'not-an-email' }))).toEqual('Email is not valid!');
  });
  it('stores choices in the list spelling', () => {
    const s = z.object({
      state: optionalPersonText({ rule: PERSON_RULES.state }),
      rel: optionalPersonText({ rule: PERSON_RULES.relationship }),
    });
    expect(s.parse({ state: 'new york', rel: 'Father' })).toEqual({ state: 'New York', rel: 'father' });
  });
});

describe('checkbox groups', () => {
  it('reads JSON text, an object or a list of ticked keys', () => {
    expect(parseCheckboxGroup(KEYS, '{"math":true,"english":false}')).toEqual({
      english: false,
      math: true,
      physics: false,
    });
    expect(parseCheckboxGroup(KEYS, { physics: true })).toEqual({ english: false, math: false, physics: true });
    expect(parseCheckboxGroup(KEYS, 'Math; physics')).toEqual({ english: false, math: true, physics: true });
    expect(parseCheckboxGroup(KEYS, '')).toEqual({ english: false, math: false, physics: false });
    expect(parseCheckboxGroup(KEYS, undefined)).toEqual({ english: false, math: false, physics: false });
  });
  it('drops unknown keys of an object but refuses damaged values', () => {
    expect(parseCheckboxGroup(KEYS, { math: true, maths: true })).toEqual({
      english: false,
      math: true,
      physics: false,
    });
    expect(parseCheckboxGroup(KEYS, 'math; cooking')).toBeNull();
    expect(parseCheckboxGroup(KEYS, '{"math": "yes"}')).toBeNull();
    expect(parseCheckboxGroup(KEYS, '{"math": tru')).toBeNull();
    expect(parseCheckboxGroup(KEYS, ['math'])).toBeNull();
    expect(parseCheckboxGroup(KEYS, 42)).toBeNull();
  });
  it('writes every key in order, and reads damaged stored text as nothing ticked', () => {
    expect(checkboxGroupText(KEYS, { physics: true })).toEqual('{"english":false,"math":false,"physics":true}');
    expect(readCheckboxGroup(KEYS, '{}')).toEqual({ english: false, math: false, physics: false });
    expect(readCheckboxGroup(KEYS, 'garbage{')).toEqual({ english: false, math: false, physics: false });
  });
  it('requires one ticked box when asked to', () => {
    const required = z.object({ g: requiredCheckboxGroup(KEYS, 'Please Fillout Speciality!') });
    const optional = z.object({ g: optionalCheckboxGroup(KEYS, 'bad group') });
    expect(required.safeParse({ g: '{"math":false}' }).error?.issues[0]?.message).toEqual('Please Fillout Speciality!');
    expect(required.safeParse({}).error?.issues[0]?.message).toEqual('Please Fillout Speciality!');
    expect(required.parse({ g: 'english' })).toEqual({ g: '{"english":true,"math":false,"physics":false}' });
    expect(optional.parse({})).toEqual({ g: undefined });
    expect(optional.parse({ g: '' })).toEqual({ g: '{"english":false,"math":false,"physics":false}' });
    expect(optional.safeParse({ g: 'chess' }).error?.issues[0]?.message).toEqual('bad group');
  });
});

describe('program lists', () => {
  it('reads JSON text, arrays and "a; b" text, trimming and dropping repeats', () => {
    expect(parseProgramList('["SAT","Warmup"]')).toEqual(['SAT', 'Warmup']);
    expect(parseProgramList('SAT; Warmup, ACT')).toEqual(['SAT', 'Warmup', 'ACT']);
    expect(parseProgramList([' SAT ', 'sat', '', 'ACT'])).toEqual(['SAT', 'ACT']);
    expect(parseProgramList('')).toEqual([]);
    expect(parseProgramList('[1]')).toBeNull();
    expect(parseProgramList('["SAT"')).toBeNull();
    expect(parseProgramList({ SAT: true })).toBeNull();
    expect(readPrograms('not json [')).toEqual(['not json [']);
    expect(readPrograms('[broken')).toEqual([]);
  });
  it('requires at least one program and gives JSON text', () => {
    const s = z.object({ p: programsField('please fillout Enroll Program') });
    expect(s.parse({ p: ['SAT'] })).toEqual({ p: '["SAT"]' });
    expect(s.safeParse({ p: '[]' }).error?.issues[0]?.message).toEqual('please fillout Enroll Program');
    expect(s.safeParse({}).error?.issues[0]?.message).toEqual('please fillout Enroll Program');
  });
});

describe('small fields', () => {
  it('reads ids from numbers or digits; blank is not given', () => {
    const s = z.object({ id: optionalIdField('bad id') });
    expect(s.parse({ id: ' 12 ' })).toEqual({ id: 12 });
    expect(s.parse({ id: 3 })).toEqual({ id: 3 });
    expect(s.parse({ id: '' })).toEqual({ id: undefined });
    expect(s.parse({})).toEqual({ id: undefined });
    for (const bad of ['x', 0, -1, 1.5, '1.5'])
      expect(s.safeParse({ id: bad }).error?.issues[0]?.message).toEqual('bad id');
  });
  it('reads a checkbox from a boolean or spreadsheet text', () => {
    const s = z.object({ f: checkboxField() });
    expect(s.parse({ f: 'Yes' })).toEqual({ f: true });
    expect(s.parse({ f: '0' })).toEqual({ f: false });
    expect(s.parse({ f: false })).toEqual({ f: false });
    expect(s.parse({ f: '' })).toEqual({ f: undefined });
    expect(s.safeParse({ f: 'maybe' }).error?.issues[0]?.message).toEqual('Choose true or false');
  });
  it('finds a relationship clash only when both are given and equal', () => {
    expect(relationshipsClash('father', 'Father')).toBe(true);
    expect(relationshipsClash('father', 'mother')).toBe(false);
    expect(relationshipsClash('', '')).toBe(false);
    expect(relationshipsClash(undefined, 'father')).toBe(false);
  });
});
