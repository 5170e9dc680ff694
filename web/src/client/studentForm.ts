import type { Text } from '@prep/domain';
// The Manage Student Profile form as plain data: blank values, a student's values, the request bodies
// and the submit rules of §5 ("Student submit", "Student update"). Every rule comes from `@prep/domain`.
import {
  checkboxGroupText,
  checkConfirmPassword,
  checkStudentField,
  DEFAULT_TIME_MULTIPLIER,
  ENROLL_PROGRAM_REQUIRED,
  EXIT_PROGRAMS,
  PERSON_MESSAGES,
  readCheckboxGroup,
  readPrograms,
  relationshipsClash,
  STUDENT_FIELDS,
  type PersonFieldSpec,
  type Student,
  type StudentCreateInput,
  type StudentTextField,
  type StudentUpdateInput,
  type TimeMultiplier,
} from '@prep/domain';
import { markText } from '../forms/errors';

export type StudentMode = 'new' | 'editing';

/** The text fields the form shows (Select_Student is the legacy dropdown's echo, not a field). */
export type StudentTextFormField = Exclude<StudentTextField, 'Select_Student'>;
/** Fields that carry an on-blur mark: the text fields and the password confirmation. */
export type StudentMarkField = StudentTextFormField | 'confirm_password';

export const STUDENT_FORM_FIELDS = (Object.keys(STUDENT_FIELDS) as StudentTextField[]).filter(
  (field): field is StudentTextFormField => field !== 'Select_Student',
);

export type StudentFormValues = Record<StudentTextFormField, string> & {
  confirm_password: string;
  gate_student: boolean;
  academy_magnet_cbse: boolean;
  /** Course types (§3 Enroll_Program, kept as JSON text by the server). */
  Enroll_Program: string[];
  Exit_Program: Record<(typeof EXIT_PROGRAMS)[number], boolean>;
  /** The accommodation: extra time on every timed test and warm-up. */
  time_multiplier: TimeMultiplier;
};

/** A blank form (new mode) with the spec's defaults: USA, not continuing, no discount, level D0 None. */
export function emptyStudentForm(): StudentFormValues {
  const text = Object.fromEntries(STUDENT_FORM_FIELDS.map((field) => [field, ''])) as Record<
    StudentTextFormField,
    string
  >;
  return {
    ...text,
    Country: 'USA',
    Continuing_Student: 'no',
    Discount_Applied_Code: 'none',
    level: 'D0 None',
    confirm_password: '',
    gate_student: false,
    academy_magnet_cbse: false,
    Enroll_Program: [],
    Exit_Program: readCheckboxGroup(EXIT_PROGRAMS, ''),
    time_multiplier: DEFAULT_TIME_MULTIPLIER,
  };
}

/** The form filled with a student as the API returns it; the password fields stay blank (blank keeps it). */
export function studentFormOf(student: Student): StudentFormValues {
  const blank = emptyStudentForm();
  const text = Object.fromEntries(
    STUDENT_FORM_FIELDS.map((field) => [field, field === 'password' ? '' : (student[field] ?? '') || blank[field]]),
  ) as Record<StudentTextFormField, string>;
  return {
    ...text,
    confirm_password: '',
    gate_student: student.gate_student === true,
    academy_magnet_cbse: student.academy_magnet_cbse === true,
    Enroll_Program: readPrograms(student.Enroll_Program),
    Exit_Program: readCheckboxGroup(EXIT_PROGRAMS, student.Exit_Program),
    time_multiplier: student.time_multiplier ?? DEFAULT_TIME_MULTIPLIER,
  };
}

function bodyOf(values: StudentFormValues) {
  const text = Object.fromEntries(STUDENT_FORM_FIELDS.map((field) => [field, values[field].trim()])) as Record<
    StudentTextFormField,
    string
  >;
  return {
    ...text,
    confirm_password: values.confirm_password.trim(),
    gate_student: values.gate_student,
    academy_magnet_cbse: values.academy_magnet_cbse,
    Enroll_Program: JSON.stringify(values.Enroll_Program),
    Exit_Program: checkboxGroupText(EXIT_PROGRAMS, values.Exit_Program),
    time_multiplier: values.time_multiplier,
  };
}

/** Body of POST /api/student/. */
export const studentCreatePayload = (values: StudentFormValues): StudentCreateInput => bodyOf(values);

/** Body of PUT /api/student/{student_id}/: a blank password (and confirmation) keeps the old one. */
export const studentUpdatePayload = (values: StudentFormValues): StudentUpdateInput => bodyOf(values);

/**
 * The on-blur mark of a field: undefined for green, else the red mark's message. On update a blank
 * password is no fault (it keeps the old one); the confirmation must equal the password.
 */
export function studentFieldMark(
  mode: StudentMode,
  field: StudentMarkField,
  value: string,
  password: string,
): Text | undefined {
  if (field === 'confirm_password') return markText(checkConfirmPassword(password, value));
  if (field === 'password' && mode === 'editing' && !value.trim()) return undefined;
  return markText(checkStudentField(field, value));
}

/** Every marked field whose value breaks its rule right now, with the message of its red mark. */
export function studentInlineErrors(
  mode: StudentMode,
  values: StudentFormValues,
): Partial<Record<StudentMarkField, Text>> {
  const errors: Partial<Record<StudentMarkField, Text>> = {};
  const fields: StudentMarkField[] = [...STUDENT_FORM_FIELDS, 'confirm_password'];
  for (const field of fields) {
    const message = studentFieldMark(mode, field, values[field], values.password);
    if (message) errors[field] = message;
  }
  return errors;
}

const REQUIRED_ON_CREATE: readonly StudentTextFormField[] = [
  'Student_First_Name',
  'Student_Last_Name',
  'email',
  'password',
  'Assign_Teachers',
];
/** On update names, email and teacher may not be blanked; the password may (it is kept). */
const REQUIRED_ON_UPDATE: readonly StudentTextFormField[] = [
  'Student_First_Name',
  'Student_Last_Name',
  'email',
  'Assign_Teachers',
];

/**
 * What stops the form being sent, in the order the spec checks it (null when nothing does): a blank
 * required field ("please fillout first name"), no program, the two relationships alike, on update a
 * confirmation that differs ("password and confirm password does not match"), then any field with a
 * red mark ("Invalid Form!").
 */
export function studentSubmitProblem(mode: StudentMode, values: StudentFormValues): string | null {
  for (const field of mode === 'new' ? REQUIRED_ON_CREATE : REQUIRED_ON_UPDATE) {
    if (!values[field].trim())
      return (STUDENT_FIELDS[field] as PersonFieldSpec).required ?? PERSON_MESSAGES.invalidForm;
  }
  if (values.Enroll_Program.length === 0) return ENROLL_PROGRAM_REQUIRED;
  if (relationshipsClash(values.Relationship_1, values.Relationship_2)) return PERSON_MESSAGES.relationshipsSame;
  if (mode === 'editing' && values.password.trim() !== values.confirm_password.trim())
    return PERSON_MESSAGES.passwordMismatch;
  if (Object.keys(studentInlineErrors(mode, values)).length > 0) return PERSON_MESSAGES.invalidForm;
  return null;
}
