import type { Text } from '@prep/domain';
import { issueMark } from '../forms/errors';
// The class form of Assign to Classrooms as plain data: blank values, a class's values, the request
// body and what stops it being sent. Every rule and message is the domain's (classroomBodySchema).
import { type Classroom, type ClassroomInput, classroomBodySchema, GRADE_LEVELS } from '@prep/domain';

export type ClassroomFormField = 'class_name' | 'program' | 'grade_level';
export const CLASSROOM_FORM_FIELDS: readonly ClassroomFormField[] = ['class_name', 'program', 'grade_level'];

export interface ClassroomFormValues {
  class_name: string;
  program: string;
  /** '' for no grade, else 'Grade 1' to 'Grade 12' (the spec's form, as the API answers it). */
  grade_level: string;
  /** Teacher ids as the multi-select holds them. */
  teachers: string[];
  archived: boolean;
}

/** Grade 1 to Grade 12, or none ('' is none); each is a key of the catalogues (stored words). */
export const GRADE_VALUES = ['', ...GRADE_LEVELS];

export const emptyClassroomForm = (): ClassroomFormValues => ({
  class_name: '',
  program: '',
  grade_level: '',
  teachers: [],
  archived: false,
});

export const classroomFormOf = (c: Classroom): ClassroomFormValues => ({
  class_name: c.class_name,
  program: c.program,
  grade_level: c.grade_level ?? '',
  teachers: c.teachers.map(String),
  archived: c.archived,
});

/**
 * Body of POST and PUT /api/classroom/. The roster goes along as it stands (`students`): the body
 * names the whole class, so leaving it out would empty the class.
 */
export const classroomPayload = (values: ClassroomFormValues, students: readonly number[]): ClassroomInput => ({
  class_name: values.class_name.trim(),
  program: values.program,
  grade_level: values.grade_level,
  teachers: values.teachers.map(Number),
  students: [...students],
  archived: values.archived,
});

/** The messages of the fields that break their rule, by field (the first one each). */
export function classroomInlineErrors(values: ClassroomFormValues): Partial<Record<ClassroomFormField, Text>> {
  const parsed = classroomBodySchema.safeParse(classroomPayload(values, []));
  const errors: Partial<Record<ClassroomFormField, Text>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (CLASSROOM_FORM_FIELDS.includes(field as ClassroomFormField))
      errors[field as ClassroomFormField] ??= issueMark(issue);
  }
  return errors;
}

/** What stops the form being sent, in the form's order (null when nothing does). */
export function classroomSubmitProblem(values: ClassroomFormValues): Text | null {
  const errors = classroomInlineErrors(values);
  return CLASSROOM_FORM_FIELDS.map((field) => errors[field]).find(Boolean) ?? null;
}

/** The on-blur mark of a field: undefined for green, else its message. */
export const classroomFieldMark = (field: ClassroomFormField, value: string): Text | undefined =>
  classroomInlineErrors({ ...emptyClassroomForm(), class_name: 'x', program: 'x', [field]: value })[field];
