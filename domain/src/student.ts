// The student record (§3) and its form rules (§5 "Inline checks", "Student submit", "Student update",
// "Student exit comments").
import { accommodationSchema, TIME_MULTIPLIERS } from './accommodations';
import { evenWithFieldErrors } from './fields';
import { z } from 'zod';
import {
  PERSON_MESSAGES,
  PERSON_RULES,
  checkPersonField,
  checkRelationships,
  checkboxField,
  optionalCheckboxGroup,
  optionalIdField,
  programsField,
  optionalPersonText,
  requiredPersonText,
  type PersonFieldSpec,
} from './person-fields';
import { msg } from './i18n';
import { fill } from './message';
import { saidMessageShape } from './message-schema';

export const EXIT_PROGRAMS = ['Tutoring', 'ACT', 'SAT', 'ug_neet', 'pg_neet', 'warm_ups'] as const;
/** Labels of the exit-program checkboxes, in the order of EXIT_PROGRAMS. */
export const EXIT_PROGRAM_LABELS = ['Tutoring', 'ACT', 'SAT', 'UG Neet', 'PG Neet', 'Warmup'] as const;

export const STUDENT_MESSAGES = {
  exitProgram: msg('Exit Program is not valid'),
  added: (name: string) => fill(msg('Student {{name}} Added'), { name }),
  updated: (name: string) => fill(msg('Student {{name}} Updated'), { name }),
  deleted: msg('Student Record Deleted!'),
  kept: msg('Student Record is safe!'),
  imported: msg('Students Imported Successfully'),
  duplicateEmail: (email: string) => fill(msg('A student with email {{email}} already exists'), { email }),
  unknownTeacher: (name: string) => fill(msg('No teacher named {{name}} in this client'), { name }),
  unknownProgram: (name: string) => fill(msg('No program named {{name}}'), { name }),
  tokenCopied: msg('Token copied to clipboard.'),
} as const;

export const STUDENT_FIELDS = {
  Select_Student: { rule: PERSON_RULES.text },
  Student_First_Name: { rule: PERSON_RULES.name, required: msg('please fillout first name') },
  Student_Middle_Name: { rule: PERSON_RULES.name },
  Student_Last_Name: { rule: PERSON_RULES.name, required: msg('please fillout last name') },
  email: { rule: PERSON_RULES.email, required: msg('please fillout email') },
  password: { rule: PERSON_RULES.password, required: msg('please fillout password') },
  Student_Mobile: { rule: PERSON_RULES.mobile },
  Emergency_Contact_Person1: { rule: PERSON_RULES.name },
  Emergency_Mobile1: { rule: PERSON_RULES.mobile },
  Relationship_1: { rule: PERSON_RULES.relationship },
  Emergency_Contact_Person2: { rule: PERSON_RULES.name },
  Emergency_Mobile2: { rule: PERSON_RULES.mobile },
  Relationship_2: { rule: PERSON_RULES.relationship },
  Student_Address: { rule: PERSON_RULES.address },
  City: { rule: PERSON_RULES.city },
  State: { rule: PERSON_RULES.state },
  Zip_Code: { rule: PERSON_RULES.zip },
  Country: { rule: PERSON_RULES.country },
  School_District: { rule: PERSON_RULES.district },
  Current_School_Attending: { rule: PERSON_RULES.name },
  Grade_Level: { rule: PERSON_RULES.gradeLevel },
  GAP: { rule: PERSON_RULES.gpa },
  Additional_Comments: { rule: PERSON_RULES.comments },
  Assign_Teachers: { rule: PERSON_RULES.name, required: msg('please fillout Assign Teachers') },
  Continuing_Student: { rule: PERSON_RULES.yesNo },
  Discount_Applied_Code: { rule: PERSON_RULES.text },
  Exit_Comments: { rule: PERSON_RULES.comments },
  level: { rule: PERSON_RULES.level },
} as const satisfies Record<string, PersonFieldSpec>;

export const ENROLL_PROGRAM_REQUIRED = msg('please fillout Enroll Program');

export type StudentTextField = keyof typeof STUDENT_FIELDS;

/** The on-blur mark of a student text field: null, or the message of the red mark. */
export const checkStudentField = (field: StudentTextField, value: string | null | undefined) =>
  checkPersonField(STUDENT_FIELDS[field], value);

/** The on-blur mark of confirm_password: "Incorrect Password!" unless it equals the password. */
export const checkConfirmPassword = (password: string, confirm: string) =>
  password.trim() === confirm.trim() ? null : PERSON_MESSAGES.confirmPassword;

const f = STUDENT_FIELDS;

/** Fields every form and import carries alike. */
const commonShape = {
  Select_Student: optionalPersonText(f.Select_Student),
  Student_Middle_Name: optionalPersonText(f.Student_Middle_Name),
  Student_Mobile: optionalPersonText(f.Student_Mobile),
  Emergency_Contact_Person1: optionalPersonText(f.Emergency_Contact_Person1),
  Emergency_Mobile1: optionalPersonText(f.Emergency_Mobile1),
  Relationship_1: optionalPersonText(f.Relationship_1),
  Emergency_Contact_Person2: optionalPersonText(f.Emergency_Contact_Person2),
  Emergency_Mobile2: optionalPersonText(f.Emergency_Mobile2),
  Relationship_2: optionalPersonText(f.Relationship_2),
  Student_Address: optionalPersonText(f.Student_Address),
  City: optionalPersonText(f.City),
  State: optionalPersonText(f.State),
  Zip_Code: optionalPersonText(f.Zip_Code),
  Country: optionalPersonText(f.Country),
  School_District: optionalPersonText(f.School_District),
  gate_student: checkboxField(),
  Current_School_Attending: optionalPersonText(f.Current_School_Attending),
  academy_magnet_cbse: checkboxField(),
  Grade_Level: optionalPersonText(f.Grade_Level),
  GAP: optionalPersonText(f.GAP),
  Additional_Comments: optionalPersonText(f.Additional_Comments),
  Enroll_Program: programsField(ENROLL_PROGRAM_REQUIRED),
  Continuing_Student: optionalPersonText(f.Continuing_Student),
  Discount_Applied_Code: optionalPersonText(f.Discount_Applied_Code),
  Exit_Program: optionalCheckboxGroup(EXIT_PROGRAMS, STUDENT_MESSAGES.exitProgram),
  Exit_Comments: optionalPersonText(f.Exit_Comments),
  level: optionalPersonText(f.level),
  client: optionalIdField(PERSON_MESSAGES.selectClient),
};

/** Names, email and teacher: required on create; on update they may be left out (kept) but not blanked. */
const identityShape = {
  Student_First_Name: requiredPersonText(f.Student_First_Name),
  Student_Last_Name: requiredPersonText(f.Student_Last_Name),
  email: requiredPersonText(f.email),
  Assign_Teachers: requiredPersonText(f.Assign_Teachers),
};
const identityUpdateShape = {
  Student_First_Name: requiredPersonText(f.Student_First_Name).optional(),
  Student_Last_Name: requiredPersonText(f.Student_Last_Name).optional(),
  email: requiredPersonText(f.email).optional(),
  Assign_Teachers: requiredPersonText(f.Assign_Teachers).optional(),
};

/** A password that may be left blank (meaning: keep it, or on import: none yet). */
const optionalPassword = optionalPersonText({ rule: PERSON_RULES.password });
const confirmInput = z.string({ error: PERSON_MESSAGES.confirmPassword }).nullable().optional();
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const differs = (password: unknown, confirm: unknown) => textOf(password) !== textOf(confirm);

/** The accommodation (extra time on every timed test and warm-up), set by an administrator; left out: kept, or standard time. */
const timeMultiplierField = accommodationSchema.shape.time_multiplier.optional();

/** Body of POST /api/student/: the student, password and confirm_password, and (for the super admin) client. */
export const studentCreateSchema = z
  .object({
    ...commonShape,
    ...identityShape,
    password: requiredPersonText(f.password),
    confirm_password: confirmInput,
    time_multiplier: timeMultiplierField,
  })
  .superRefine((value, ctx) => {
    checkRelationships(value, ctx);
    if (differs(value.password, value.confirm_password)) {
      ctx.addIssue({ code: 'custom', message: PERSON_MESSAGES.confirmPassword, path: ['confirm_password'] });
    }
  }, evenWithFieldErrors);
export type StudentCreateInput = z.input<typeof studentCreateSchema>;
export type StudentCreateValues = z.output<typeof studentCreateSchema>;

/**
 * Body of PUT /api/student/{student_id}/. Enroll_Program is required; fields left out keep their value;
 * a blank password keeps the old one, and a new one must equal confirm_password.
 */
export const studentUpdateSchema = z
  .object({
    ...commonShape,
    ...identityUpdateShape,
    password: optionalPassword,
    confirm_password: confirmInput,
    time_multiplier: timeMultiplierField,
  })
  .superRefine((value, ctx) => {
    checkRelationships(value, ctx);
    if (differs(value.password, value.confirm_password)) {
      ctx.addIssue({ code: 'custom', message: PERSON_MESSAGES.passwordMismatch, path: ['confirm_password'] });
    }
  }, evenWithFieldErrors);
export type StudentUpdateInput = z.input<typeof studentUpdateSchema>;
export type StudentUpdateValues = z.output<typeof studentUpdateSchema>;

/** In a file, confirm_password is checked only when given (exports carry the password column alone, blank). */
function checkImportPasswords(value: { password?: unknown; confirm_password?: unknown }, ctx: z.RefinementCtx) {
  if (textOf(value.confirm_password) !== '' && differs(value.password, value.confirm_password)) {
    ctx.addIssue({ code: 'custom', message: PERSON_MESSAGES.passwordMismatch, path: ['confirm_password'] });
  }
}

/**
 * A row of POST /api/import-student/: as the create form, except that the password may be blank (the
 * export blanks it): such a student gets no usable password until one is set (see the report).
 */
export const studentImportCreateRowSchema = z
  .object(
    {
      ...commonShape,
      ...identityShape,
      password: optionalPassword,
      confirm_password: confirmInput,
      student_id: optionalIdField(),
    },
    { error: msg('Each student must be an object') },
  )
  .superRefine((value, ctx) => {
    checkRelationships(value, ctx);
    checkImportPasswords(value, ctx);
  }, evenWithFieldErrors);

/** A row of PUT /api/import-student/: as the update form, plus student_id to find the student (else email). */
export const studentImportUpdateRowSchema = z
  .object(
    {
      ...commonShape,
      ...identityUpdateShape,
      password: optionalPassword,
      confirm_password: confirmInput,
      student_id: optionalIdField(),
    },
    { error: msg('Each student must be an object') },
  )
  .superRefine((value, ctx) => {
    checkRelationships(value, ctx);
    checkImportPasswords(value, ctx);
  }, evenWithFieldErrors);

/** A student as the API returns it: never a password; api_token only when the client shows dashboard tokens. */
export const studentRecordSchema = z.object({
  student_id: z.number(),
  client: z.number(),
  Select_Student: z.string(),
  Student_First_Name: z.string(),
  Student_Middle_Name: z.string(),
  Student_Last_Name: z.string(),
  email: z.string(),
  Student_Mobile: z.string(),
  Emergency_Contact_Person1: z.string(),
  Emergency_Contact_Person2: z.string(),
  Emergency_Mobile1: z.string(),
  Emergency_Mobile2: z.string(),
  Relationship_1: z.string(),
  Relationship_2: z.string(),
  Student_Address: z.string(),
  City: z.string(),
  State: z.string(),
  Zip_Code: z.string(),
  Country: z.string(),
  gate_student: z.boolean(),
  Current_School_Attending: z.string(),
  academy_magnet_cbse: z.boolean(),
  School_District: z.string(),
  Grade_Level: z.string(),
  GAP: z.string(),
  Additional_Comments: z.string(),
  /** JSON text of a list of course types: read it with `readPrograms`. */
  Enroll_Program: z.string(),
  Assign_Teachers: z.string(),
  Continuing_Student: z.string(),
  Discount_Applied_Code: z.string(),
  /** JSON text of booleans keyed by EXIT_PROGRAMS: read it with `readCheckboxGroup(EXIT_PROGRAMS, …)`. */
  Exit_Program: z.string(),
  Exit_Comments: z.string(),
  level: z.string(),
  /** The accommodation applied to every timed test and warm-up (accommodations.ts). */
  time_multiplier: z.enum(TIME_MULTIPLIERS),
  api_token: z.string().optional(),
});
export type Student = z.infer<typeof studentRecordSchema>;

/** Answer of POST and PUT /api/student/…: the student as saved (shown as the list shows it). */
export const studentSavedSchema = z.object({ ...saidMessageShape, student: studentRecordSchema });
export type StudentSaved = z.infer<typeof studentSavedSchema>;

/** students.json as the Export button writes it: passwords present but blank, no sign-in tokens. */
export const studentsForExport = (list: readonly Student[]) =>
  list.map(({ api_token: _token, ...student }) => ({ ...student, password: '', confirm_password: '' }));
