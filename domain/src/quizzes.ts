// Tests (quizzes) as the authoring tool and the warm-up wizard create them.
import { z } from 'zod';
import { CHECK_BOX_SCORINGS } from './check-box-grading';
import { idNumber } from './fields';
import {
  ANSWER_TYPES,
  GRADE_LEVELS,
  LANGUAGES,
  SECTIONS,
  TEST_LEVELS,
  WARMUP_COURSE_ID,
  WARMUP_COURSE_TYPE,
} from './constants';
import { isHms } from './time';
import { msg } from './i18n';

/** Create Test (conversion wizard), test metadata and warm-up set creation all use this one. */
export const TEST_FILL_ALL_FIELDS = msg('Please Fillout All fields');
export const INVALID_DURATION = msg('Time must be hh:mm:ss (hours 00-23, minutes and seconds 00-59)');
export const WARMUP_TYPE_LOCKED = msg('A warm-up set cannot become another kind of test, nor the reverse');
export const CHECK_BOX_SCORING_MESSAGE = msg("Check-box scoring must be 'all or nothing' or 'partial'");

/** Subjects whose tests carry a grade level. */
export const GRADED_SUBJECTS = ['Tutoring', 'Classes'] as const;

const filled = z.string({ error: TEST_FILL_ALL_FIELDS }).trim().min(1, { error: TEST_FILL_ALL_FIELDS });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: TEST_FILL_ALL_FIELDS });

/** hh:mm:ss with hours 00-23 and minutes and seconds 00-59. */
export const hmsSchema = z.string({ error: INVALID_DURATION }).trim().refine(isHms, { error: INVALID_DURATION });

/** Step 1 of the Warmups wizard: a test of type Warmup (course 6). Every field is required. */
export const warmupTestSchema = z.object({
  test_name: filled,
  test_description: filled,
  subject_category: filled,
  grade_level: oneOf(GRADE_LEVELS as [string, ...string[]]),
  test_level: oneOf(TEST_LEVELS),
  test_lang_type: oneOf(LANGUAGES),
  section_duration: hmsSchema,
  test_type: z.literal(WARMUP_COURSE_TYPE).default(WARMUP_COURSE_TYPE),
  course: z.literal(WARMUP_COURSE_ID).default(WARMUP_COURSE_ID),
});
export type WarmupTestInput = z.input<typeof warmupTestSchema>;

/** Create Test and the META form for every other test type. Grade level only for Tutoring and Classes. */
export const testSchema = z
  .object({
    test_name: filled,
    test_description: filled,
    test_type: filled,
    section: oneOf(SECTIONS),
    answer_type: oneOf(ANSWER_TYPES),
    subject_category: filled,
    test_booklet_year: filled,
    test_lang_type: oneOf(LANGUAGES),
    section_duration: hmsSchema.default('00:00:00'),
    grade_level: z.string().trim().default(''),
    test_level: z.union([oneOf(TEST_LEVELS), z.literal('')]).default(''),
    quiz_url: z.string().trim().default(''),
    is_practice_test: z.boolean({ error: TEST_FILL_ALL_FIELDS }).default(false),
    /** How check-box questions are graded; absent keeps the stored choice ('all or nothing' for a new test). */
    check_box_scoring: z.enum(CHECK_BOX_SCORINGS, { error: CHECK_BOX_SCORING_MESSAGE }).optional(),
    /** Optional: the server finds the course from test_type. */
    course: idNumber().optional(),
  })
  .superRefine((test, ctx) => {
    if (test.test_type === WARMUP_COURSE_TYPE) {
      ctx.addIssue({ code: 'custom', path: ['test_type'], message: TEST_FILL_ALL_FIELDS });
    }
    const graded = (GRADED_SUBJECTS as readonly string[]).includes(test.test_type);
    if (graded && !GRADE_LEVELS.includes(test.grade_level)) {
      ctx.addIssue({ code: 'custom', path: ['grade_level'], message: TEST_FILL_ALL_FIELDS });
    }
    if (!graded && test.grade_level !== '') {
      ctx.addIssue({
        code: 'custom',
        path: ['grade_level'],
        message: msg('Grade level is only for Tutoring and Classes'),
      });
    }
  });
export type TestInput = z.input<typeof testSchema>;

/**
 * Body of POST and PUT /quiz/quiz/: a warm-up set when test_type is 'Warmup', another test otherwise.
 * Checked in two steps so the messages are those of the form that was filled.
 */
export const quizBodySchema = z
  .object({ test_type: filled })
  .loose()
  .transform((body, ctx) => {
    const schema = body.test_type === WARMUP_COURSE_TYPE ? warmupTestSchema : testSchema;
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data as z.output<typeof warmupTestSchema> | z.output<typeof testSchema>;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  });
export type QuizBody = z.output<typeof quizBodySchema>;
