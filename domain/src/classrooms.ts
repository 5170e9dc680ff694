// Classes (issue 18): a client's class with its teachers and students, assignments made to the whole
// class in one request, the class results and the CSV of memberships. The API contract of
// /api/classroom/… and /api/import-classroom/, and the messages the screen and the server share.
import { z } from 'zod';
import { msg } from './i18n';
import { fill, schemaMessage } from './message';
import { booleanish, idNumber, nameTooLong, requiredId, SHORT_TEXT_MAX } from './fields';
import { assignSittingSchema, pauseLimitFits } from './sitting-schemas';
import { SITTING_MESSAGES } from './sitting-messages';
import { DEFAULT_TIMER, timerSchema } from './warmups';

export const CLASSROOM_MESSAGES = {
  className: msg('please fillout class name'),
  classNameTaken: msg('A class with this name already exists'),
  program: msg('Please select a program'),
  gradeLevel: msg('The grade level must be from 1 to 12'),
  teacher: msg('Choose teachers of this client'),
  student: msg('Choose students of this client'),
  selectClass: msg('Please select the class'),
  kind: msg("The kind must be 'test' or 'warmup'"),
  selectWarmup: msg('Please select a warm-up set'),
  dateTime: msg('The date and time must be written as ISO 8601 (2026-12-01T09:00:00Z)'),
  windowOrder: msg('The window must close after it opens'),
  notOpenYet: msg('This test is not open yet'),
  closed: msg('This test closed before it was started'),
  switchOff: msg('Classes are not enabled for this client'),
  safe: msg('Class Record is Safe!'),
  added: msg('Class Added Successfully'),
  updated: msg('Class Updated Successfully'),
  deleted: msg('Class Deleted Successfully'),
  notEnrolled: msg('The student is not enrolled in this program'),
  notInClass: msg('The student is not in this class'),
  noWrongAnswers: msg('Every question was answered correctly: there is nothing to prepare'),
  csvHeader: msg('The first line must be class_name,teacher_email,student_email'),
  imported: msg('Classes Imported Successfully'),
  noAssignment: msg('This class has no assignment of this test'),
} as const;

/** A class's grade as the spec writes grades ("Grade 1" … "Grade 12", as students and warm-up tests store them). */
export const gradeLevelName = (grade: number | null): string | null => (grade === null ? null : `Grade ${grade}`);

/**
 * A class's grade level as sent: the spec's form ("Grade 10", any case and spacing), the number (10 or
 * "10"), or none ('' or null). Kept as the number 1 to 12; answered in the spec's form (gradeLevelName).
 */
const gradeLevelSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^(grade\s*)?\d{1,2}$/i, { error: CLASSROOM_MESSAGES.gradeLevel }),
      z.literal(''),
      z.null(),
    ],
    { error: CLASSROOM_MESSAGES.gradeLevel },
  )
  .transform((v) => (v === '' || v === null ? null : Number(String(v).replace(/^grade\s*/i, ''))))
  .refine((v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 12), { error: CLASSROOM_MESSAGES.gradeLevel })
  .default(null);

const ids = (message: string) => z.array(idNumber(message), { error: message }).max(5000, { error: message });

/** Body of POST /api/classroom/ and PUT /api/classroom/{id}/ (a super admin names `client`). */
export const classroomBodySchema = z.object({
  class_name: z
    .string({ error: CLASSROOM_MESSAGES.className })
    .trim()
    .min(1, { error: CLASSROOM_MESSAGES.className })
    .max(SHORT_TEXT_MAX, { error: nameTooLong(SHORT_TEXT_MAX) }),
  program: z
    .string({ error: CLASSROOM_MESSAGES.program })
    .trim()
    .min(1, { error: CLASSROOM_MESSAGES.program })
    .max(SHORT_TEXT_MAX, { error: CLASSROOM_MESSAGES.program }),
  grade_level: gradeLevelSchema,
  // Left out on PUT: the memberships stay as they are (the roster has its own route); [] on POST.
  teachers: ids(CLASSROOM_MESSAGES.teacher).optional(),
  students: ids(CLASSROOM_MESSAGES.student).optional(),
  archived: booleanish().default(false),
  client: idNumber(msg('Please select the client')).optional(),
});
export type ClassroomInput = z.input<typeof classroomBodySchema>;
export type ClassroomBody = z.output<typeof classroomBodySchema>;

/** A class as the API answers it. */
export const classroomSchema = z.object({
  id: z.number(),
  client: z.number(),
  class_name: z.string(),
  program: z.string(),
  /** "Grade 1" … "Grade 12" (gradeLevelName), or null. */
  grade_level: z.string().nullable(),
  teachers: z.array(z.number()),
  students: z.array(z.number()),
  archived: z.boolean(),
});
export type Classroom = z.infer<typeof classroomSchema>;

/** Body of PUT /api/classroom/{id}/students/: the whole roster. */
export const classroomStudentsSchema = z.object({ students: ids(CLASSROOM_MESSAGES.student) });

/** An instant: ISO 8601 with a zone (or Z); null or '' for none. */
const instant = z
  .union([z.iso.datetime({ offset: true, error: CLASSROOM_MESSAGES.dateTime }), z.literal(''), z.null()], {
    error: CLASSROOM_MESSAGES.dateTime,
  })
  .transform((v) => (v ? new Date(v).toISOString() : null))
  .default(null);

const assignmentSettings = {
  timer: booleanish().default(false),
  /** hh:mm:ss; 00:00:00 means the test's section duration. Each student's time multiplier applies on top. */
  student_timer: timerSchema.default(DEFAULT_TIMER),
  opens_at: instant,
  closes_at: instant,
};

const windowInOrder = (body: { opens_at: string | null; closes_at: string | null }) =>
  body.opens_at === null || body.closes_at === null || Date.parse(body.closes_at) > Date.parse(body.opens_at);

/** Body of POST /api/classroom/{id}/assign/. */
export const classroomAssignSchema = z
  .discriminatedUnion(
    'kind',
    [
      z
        .object({
          kind: z.literal('test'),
          master_qnsbank: requiredId(SITTING_MESSAGES.selectTest),
          ...assignmentSettings,
          pause_allowed: assignSittingSchema.shape.pause_allowed,
          pause_limit_minutes: assignSittingSchema.shape.pause_limit_minutes,
        })
        .refine(pauseLimitFits.check, pauseLimitFits.params),
      z.object({
        kind: z.literal('warmup'),
        warmup_set_no: requiredId(CLASSROOM_MESSAGES.selectWarmup),
        ...assignmentSettings,
      }),
    ],
    { error: CLASSROOM_MESSAGES.kind },
  )
  .refine(windowInOrder, { error: CLASSROOM_MESSAGES.windowOrder, path: ['closes_at'] });
export type ClassroomAssignInput = z.input<typeof classroomAssignSchema>;
export type ClassroomAssignBody = z.output<typeof classroomAssignSchema>;

/** Which of the class's assignments an action is about: a real test or a warm-up set. */
export const classroomTargetSchema = z.union(
  [
    z.object({ master_qnsbank: requiredId(SITTING_MESSAGES.selectTest) }),
    z.object({ warmup_set_no: requiredId(CLASSROOM_MESSAGES.selectWarmup) }),
  ],
  { error: SITTING_MESSAGES.selectTest },
);
export type ClassroomTarget = z.output<typeof classroomTargetSchema>;

/** Body of POST /api/classroom/{id}/reassign/: the target, and those who scored below `below` (a count of correct answers). */
export const classroomReassignSchema = z.intersection(
  classroomTargetSchema,
  z.object({
    below: z
      .number({ error: msg('The score must be a whole number') })
      .int({ error: msg('The score must be a whole number') })
      .min(0, { error: msg('The score must be a whole number') })
      .max(100_000, { error: msg('The score must be a whole number') }),
  }),
);

/** The answer of every action that assigns to a class: how many rows were created, and who was skipped and why. */
export const classroomAssignedSchema = z.object({
  created: z.number(),
  skipped: z.array(z.object({ student: z.number(), reason: z.string() })),
});
export type ClassroomAssigned = z.infer<typeof classroomAssignedSchema>;

/** Where a student stands on one of the class's assignments. */
export const CLASS_RESULT_STATES = [
  msg('not open'),
  msg('not started'),
  msg('in progress'),
  msg('submitted'),
  msg('missed'),
] as const;
export type ClassResultState = (typeof CLASS_RESULT_STATES)[number];

/** GET /api/classroom/{id}/results/: students × assignments. */
export const classroomResultsSchema = z.object({
  classroom: z.object({ id: z.number(), class_name: z.string() }),
  students: z.array(
    z.object({ student_id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  ),
  assignments: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['test', 'warmup']),
      /** master_qnsbank for a test, warmup_set_no for a warm-up. */
      quiz: z.number(),
      test_name: z.string(),
      timer: z.boolean(),
      student_timer: z.string(),
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
      total_qns: z.number(),
    }),
  ),
  /** One per student and assignment they have a row for; a student without one (joined later) has none. */
  cells: z.array(
    z.object({
      student: z.number(),
      assignment: z.number(),
      /** master_sitting_id or warm-up result_id. */
      record: z.number(),
      state: z.enum(CLASS_RESULT_STATES),
      score: z.number().nullable(),
      total_qns: z.number(),
      released: z.boolean(),
    }),
  ),
});
export type ClassroomResults = z.infer<typeof classroomResultsSchema>;

/** POST /api/classroom/{id}/release/ answers how many results were released. */
export const classroomReleasedSchema = z.object({ released: z.number() });

/** GET /api/classroom/{id}/results/?state=&assignment=: both filters optional. */
export const classroomResultsQuerySchema = z.object({
  state: z
    .enum(CLASS_RESULT_STATES, {
      error: schemaMessage(
        fill(msg('The state must be one of {{states}}'), { states: CLASS_RESULT_STATES.join(', ') }),
      ),
    })
    .optional(),
  assignment: requiredId(msg('No such class assignment')).optional(),
});

/** The CSV of memberships: one row per (class, teacher) or (class, student); either email may be empty. */
export const CLASSROOM_CSV_HEADER = ['class_name', 'teacher_email', 'student_email'] as const;
/**
 * Optional columns on import: the program of a class the file creates (a course type) and its grade
 * ("Grade 10" or 10). A class that exists keeps its own. Without a program in the file, the import names
 * one (`?program=`: the import dialog asks for it); a class with neither is refused, not given one silently.
 */
export const CLASSROOM_CSV_OPTIONAL = ['program', 'grade_level'] as const;

/** One CSV row as imported: the class, and a teacher's or a student's email (either may be blank). */
export const classroomCsvRowSchema = z.object({
  class_name: classroomBodySchema.shape.class_name,
  teacher_email: z.string().trim().toLowerCase().max(254).default(''),
  student_email: z.string().trim().toLowerCase().max(254).default(''),
  program: z.string().trim().max(SHORT_TEXT_MAX, { error: CLASSROOM_MESSAGES.program }).default(''),
  grade_level: gradeLevelSchema,
});

/** The query of POST /api/import-classroom/: the program of the classes a file without one creates. */
export const classroomImportProgramSchema = z
  .string()
  .trim()
  .max(SHORT_TEXT_MAX, { error: CLASSROOM_MESSAGES.program })
  .optional();
export type ClassroomCsvRow = z.output<typeof classroomCsvRowSchema>;
