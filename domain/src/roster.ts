// What the Teacher Profile and Student Profile screens load: the client's people and its theme (§3 Theme).
import { z } from 'zod';
import { studentRecordSchema } from './student';
import { teacherRecordSchema } from './teacher';

/** `colors`: the client's logo, colours and the switches the two profile screens read. */
export const rosterColorsSchema = z.object({
  /** '/media/logos/…', an absolute URL, or null. */
  logo: z.string().nullable(),
  header_color: z.string(),
  navbar_color: z.string(),
  textbox_color: z.string(),
  button_color: z.string(),
  assign_test_for_class: z.boolean(),
  enable_api_token: z.boolean(),
  enable_dashboard_token: z.boolean(),
  personzlized_test_count: z.number(),
  personzlized_warmup_count: z.number(),
});
export type RosterColors = z.infer<typeof rosterColorsSchema>;

export const ROSTER_COLOR_FIELDS = [
  'logo',
  'header_color',
  'navbar_color',
  'textbox_color',
  'button_color',
  'assign_test_for_class',
  'enable_api_token',
  'enable_dashboard_token',
  'personzlized_test_count',
  'personzlized_warmup_count',
] as const satisfies readonly (keyof RosterColors)[];

/** GET /api/corresponding-teacher/{clientid} */
export const correspondingTeachersSchema = z.object({
  teachers: z.array(teacherRecordSchema),
  colors: rosterColorsSchema,
});
export type CorrespondingTeachers = z.infer<typeof correspondingTeachersSchema>;

/** GET /api/corresponding-student/{clientid} */
export const correspondingStudentsSchema = z.object({
  students: z.array(studentRecordSchema),
  colors: rosterColorsSchema,
});
export type CorrespondingStudents = z.infer<typeof correspondingStudentsSchema>;

/** GET /api/teacherandstudent/{clientid} */
export const teachersAndStudentsSchema = z.object({
  students: z.array(studentRecordSchema),
  teachers: z.array(teacherRecordSchema),
  colors: rosterColorsSchema,
});
export type TeachersAndStudents = z.infer<typeof teachersAndStudentsSchema>;
