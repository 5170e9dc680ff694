// The teacher record (§3) and its form rules (§5 "Inline checks" and "Teacher submit").
import { evenWithFieldErrors } from './fields';
import { z } from 'zod';
import {
  PERSON_MESSAGES,
  PERSON_RULES,
  checkPersonField,
  checkRelationships,
  checkboxTextField,
  requiredCheckboxGroup,
  optionalIdField,
  optionalPersonText,
  requiredPersonText,
  type PersonFieldSpec,
} from './person-fields';
import { msg } from './i18n';
import { fill } from './message';
import { saidMessageShape } from './message-schema';

export const HIGH_DEGREES = ['undergraduate', 'master', 'doctorate', 'credentials'] as const;
export const TEACHER_GRADE_LEVELS = [
  'freshman',
  'sophomore',
  'junior',
  'senior',
  'college_level',
  'above_all',
] as const;
export const SPECIALITIES = [
  'english',
  'math',
  'science_all',
  'physics',
  'chemistry',
  'biology_zoology',
  'lesson_1_1',
  'above_all',
  'group_lesson',
] as const;

export const TEACHER_MESSAGES = {
  highDegree: msg('Please Fillout High Degree Completed!'),
  gradeLevel: msg('Please Fillout Grade Level!'),
  speciality: msg('Please Fillout Speciality!'),
  currentlyTeaching: PERSON_MESSAGES.flag,
  added: (name: string) => fill(msg('Teacher {{name}} Added Successfully'), { name }),
  updated: (name: string) => fill(msg('Teacher {{name}} Updated Successfully'), { name }),
  deleted: msg('Teacher Record Deleted!'),
  kept: msg('Teacher Record is Safe!'),
  imported: msg('Teacher Imported Successfully'),
  duplicateEmail: (email: string) => fill(msg('A teacher with email {{email}} already exists'), { email }),
} as const;

/** The text fields of the teacher form and how each is checked. */
export const TEACHER_FIELDS = {
  Select_Teacher: { rule: PERSON_RULES.text },
  Prefix: { rule: PERSON_RULES.prefix },
  First_Name: { rule: PERSON_RULES.name, required: msg('Please Fillout First_Name!') },
  Middle_Name: { rule: PERSON_RULES.name },
  Last_Name: { rule: PERSON_RULES.name, required: msg('Please Fillout Last_Name!') },
  Email: { rule: PERSON_RULES.email, required: msg('Please Fillout Email!') },
  Mobile: { rule: PERSON_RULES.mobile, required: msg('Please Fillout Mobile!') },
  Emergency_Contact_Person1: { rule: PERSON_RULES.name },
  Emergency_Mobile1: { rule: PERSON_RULES.mobile },
  Relationship_1: { rule: PERSON_RULES.relationship },
  Emergency_Contact_Person2: { rule: PERSON_RULES.name },
  Emergency_Mobile2: { rule: PERSON_RULES.mobile },
  Relationship_2: { rule: PERSON_RULES.relationship },
  Address: { rule: PERSON_RULES.address },
  City: { rule: PERSON_RULES.city },
  State: { rule: PERSON_RULES.state },
  Zip_Code: { rule: PERSON_RULES.zip },
  Country: { rule: PERSON_RULES.country },
  School_District: { rule: PERSON_RULES.district },
  Ap_Classess: { rule: PERSON_RULES.comments },
  Notes_Comments: { rule: PERSON_RULES.comments },
} as const satisfies Record<string, PersonFieldSpec>;

export type TeacherTextField = keyof typeof TEACHER_FIELDS;

/** The on-blur mark of a teacher text field: null, or the message of the red mark. */
export const checkTeacherField = (field: TeacherTextField, value: string | null | undefined) =>
  checkPersonField(TEACHER_FIELDS[field], value);

/**
 * Currently_Teaching is one checkbox sent as JSON text ("true" / "false"); a boolean is accepted too.
 * Nothing given keeps the stored value (or, on create, false).
 */
const currentlyTeaching = checkboxTextField();

const teacherShape = {
  Select_Teacher: optionalPersonText(TEACHER_FIELDS.Select_Teacher),
  Prefix: optionalPersonText(TEACHER_FIELDS.Prefix),
  First_Name: requiredPersonText(TEACHER_FIELDS.First_Name),
  Middle_Name: optionalPersonText(TEACHER_FIELDS.Middle_Name),
  Last_Name: requiredPersonText(TEACHER_FIELDS.Last_Name),
  Email: requiredPersonText(TEACHER_FIELDS.Email),
  Mobile: requiredPersonText(TEACHER_FIELDS.Mobile),
  Emergency_Contact_Person1: optionalPersonText(TEACHER_FIELDS.Emergency_Contact_Person1),
  Emergency_Mobile1: optionalPersonText(TEACHER_FIELDS.Emergency_Mobile1),
  Relationship_1: optionalPersonText(TEACHER_FIELDS.Relationship_1),
  Emergency_Contact_Person2: optionalPersonText(TEACHER_FIELDS.Emergency_Contact_Person2),
  Emergency_Mobile2: optionalPersonText(TEACHER_FIELDS.Emergency_Mobile2),
  Relationship_2: optionalPersonText(TEACHER_FIELDS.Relationship_2),
  Address: optionalPersonText(TEACHER_FIELDS.Address),
  City: optionalPersonText(TEACHER_FIELDS.City),
  State: optionalPersonText(TEACHER_FIELDS.State),
  Zip_Code: optionalPersonText(TEACHER_FIELDS.Zip_Code),
  Country: optionalPersonText(TEACHER_FIELDS.Country),
  School_District: optionalPersonText(TEACHER_FIELDS.School_District),
  Currently_Teaching: currentlyTeaching,
  Ap_Classess: optionalPersonText(TEACHER_FIELDS.Ap_Classess),
  Notes_Comments: optionalPersonText(TEACHER_FIELDS.Notes_Comments),
  High_Degree_Completed: requiredCheckboxGroup(HIGH_DEGREES, TEACHER_MESSAGES.highDegree),
  Grade_Level: requiredCheckboxGroup(TEACHER_GRADE_LEVELS, TEACHER_MESSAGES.gradeLevel),
  Speciality: requiredCheckboxGroup(SPECIALITIES, TEACHER_MESSAGES.speciality),
  /** The client the teacher belongs to; a client admin may leave it out (their own client is used). */
  client: optionalIdField(PERSON_MESSAGES.selectClient),
};

/**
 * Body of POST /api/teacher/ and PUT /api/teacher/{id}/. Optional fields left out keep their stored
 * value on update (and take the default on create); the required ones and the three groups must
 * always be sent, as the form always sends them.
 */
export const teacherSchema = z.object(teacherShape).superRefine(checkRelationships, evenWithFieldErrors);
export type TeacherInput = z.input<typeof teacherSchema>;
export type TeacherValues = z.output<typeof teacherSchema>;

/** A row of a teacher import: a teacher, plus its id when the import updates existing teachers. */
export const teacherImportRowSchema = z
  .object({ ...teacherShape, id: optionalIdField() }, { error: msg('Each teacher must be an object') })
  .superRefine(checkRelationships, evenWithFieldErrors);
export type TeacherImportRow = z.output<typeof teacherImportRowSchema>;

/** A teacher as the API returns it. The four groups are JSON text: read them with `readCheckboxGroup`. */
export const teacherRecordSchema = z.object({
  id: z.number(),
  client: z.number(),
  Select_Teacher: z.string(),
  Prefix: z.string(),
  First_Name: z.string(),
  Middle_Name: z.string(),
  Last_Name: z.string(),
  Email: z.string(),
  Mobile: z.string(),
  Emergency_Contact_Person1: z.string(),
  Emergency_Mobile1: z.string(),
  Relationship_1: z.string(),
  Emergency_Contact_Person2: z.string(),
  Emergency_Mobile2: z.string(),
  Relationship_2: z.string(),
  Address: z.string(),
  City: z.string(),
  State: z.string(),
  Zip_Code: z.string(),
  Country: z.string(),
  School_District: z.string(),
  Currently_Teaching: z.string(),
  Ap_Classess: z.string(),
  Notes_Comments: z.string(),
  High_Degree_Completed: z.string(),
  Grade_Level: z.string(),
  Speciality: z.string(),
});
export type Teacher = z.infer<typeof teacherRecordSchema>;

/** Answer of POST and PUT /api/teacher/…: the teacher as saved. */
export const teacherSavedSchema = z.object({ ...saidMessageShape, teacher: teacherRecordSchema });
export type TeacherSaved = z.infer<typeof teacherSavedSchema>;
