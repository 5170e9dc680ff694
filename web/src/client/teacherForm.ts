import type { Text } from '@prep/domain';
// The Manage Teacher Profile form as plain data: blank values, a teacher's values, the request body
// and the submit rules of §5 ("Teacher submit"). Every rule comes from `@prep/domain`.
import {
  checkboxGroupText,
  checkTeacherField,
  HIGH_DEGREES,
  PERSON_MESSAGES,
  readCheckboxGroup,
  relationshipsClash,
  SPECIALITIES,
  TEACHER_FIELDS,
  TEACHER_GRADE_LEVELS,
  TEACHER_MESSAGES,
  type PersonFieldSpec,
  type Teacher,
  type TeacherInput,
  type TeacherTextField,
} from '@prep/domain';
import { markText } from '../forms/errors';

/** The text fields the form shows (Select_Teacher is the legacy dropdown's echo, not a field). */
export type TeacherFormField = Exclude<TeacherTextField, 'Select_Teacher'>;

export const TEACHER_FORM_FIELDS = (Object.keys(TEACHER_FIELDS) as TeacherTextField[]).filter(
  (field): field is TeacherFormField => field !== 'Select_Teacher',
);

type Flags<K extends string> = Record<K, boolean>;

export type TeacherFormValues = Record<TeacherFormField, string> & {
  Currently_Teaching: boolean;
  High_Degree_Completed: Flags<(typeof HIGH_DEGREES)[number]>;
  Grade_Level: Flags<(typeof TEACHER_GRADE_LEVELS)[number]>;
  Speciality: Flags<(typeof SPECIALITIES)[number]>;
};

const noneTicked = <K extends string>(keys: readonly K[]) => readCheckboxGroup(keys, '');

/** A blank form (new mode); the country is the only one offered. */
export function emptyTeacherForm(): TeacherFormValues {
  const text = Object.fromEntries(TEACHER_FORM_FIELDS.map((field) => [field, ''])) as Record<TeacherFormField, string>;
  return {
    ...text,
    Country: 'USA',
    Currently_Teaching: false,
    High_Degree_Completed: noneTicked(HIGH_DEGREES),
    Grade_Level: noneTicked(TEACHER_GRADE_LEVELS),
    Speciality: noneTicked(SPECIALITIES),
  };
}

/** The form filled with a teacher as the API returns it (the groups are JSON text there). */
export function teacherFormOf(teacher: Teacher): TeacherFormValues {
  const text = Object.fromEntries(TEACHER_FORM_FIELDS.map((field) => [field, teacher[field] ?? ''])) as Record<
    TeacherFormField,
    string
  >;
  return {
    ...text,
    Country: teacher.Country || 'USA',
    Currently_Teaching: String(teacher.Currently_Teaching).trim().toLowerCase() === 'true',
    High_Degree_Completed: readCheckboxGroup(HIGH_DEGREES, teacher.High_Degree_Completed),
    Grade_Level: readCheckboxGroup(TEACHER_GRADE_LEVELS, teacher.Grade_Level),
    Speciality: readCheckboxGroup(SPECIALITIES, teacher.Speciality),
  };
}

/** Body of POST /api/teacher/ and PUT /api/teacher/{id}/: every field, the groups as JSON text (§3). */
export function teacherPayload(values: TeacherFormValues): TeacherInput {
  const text = Object.fromEntries(TEACHER_FORM_FIELDS.map((field) => [field, values[field].trim()])) as Record<
    TeacherFormField,
    string
  >;
  return {
    ...text,
    Currently_Teaching: JSON.stringify(values.Currently_Teaching),
    High_Degree_Completed: checkboxGroupText(HIGH_DEGREES, values.High_Degree_Completed),
    Grade_Level: checkboxGroupText(TEACHER_GRADE_LEVELS, values.Grade_Level),
    Speciality: checkboxGroupText(SPECIALITIES, values.Speciality),
  };
}

/** The on-blur mark of a field: undefined for green, else the red mark's message. */
export const teacherFieldMark = (field: TeacherFormField, value: string): Text | undefined =>
  markText(checkTeacherField(field, value));

/** Every text field whose value breaks its rule right now, with the message of its red mark. */
export function teacherInlineErrors(values: TeacherFormValues): Partial<Record<TeacherFormField, Text>> {
  const errors: Partial<Record<TeacherFormField, Text>> = {};
  for (const field of TEACHER_FORM_FIELDS) {
    const message = teacherFieldMark(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

const REQUIRED: readonly TeacherFormField[] = ['First_Name', 'Last_Name', 'Email', 'Mobile'];

/**
 * What stops the form being sent, in the order the spec checks it (null when nothing does): a blank
 * required field ("Please Fillout First_Name!"), an empty checkbox group, the two relationships
 * alike, then any field with a red mark ("Invalid Form!").
 */
export function teacherSubmitProblem(values: TeacherFormValues): string | null {
  for (const field of REQUIRED) {
    if (!values[field].trim())
      return (TEACHER_FIELDS[field] as PersonFieldSpec).required ?? PERSON_MESSAGES.invalidForm;
  }
  const ticked = (flags: Record<string, boolean>) => Object.values(flags).some(Boolean);
  if (!ticked(values.High_Degree_Completed)) return TEACHER_MESSAGES.highDegree;
  if (!ticked(values.Grade_Level)) return TEACHER_MESSAGES.gradeLevel;
  if (!ticked(values.Speciality)) return TEACHER_MESSAGES.speciality;
  if (relationshipsClash(values.Relationship_1, values.Relationship_2)) return PERSON_MESSAGES.relationshipsSame;
  if (Object.keys(teacherInlineErrors(values)).length > 0) return PERSON_MESSAGES.invalidForm;
  return null;
}
