import type { Text } from '@prep/domain';
// The fields of a test (everything but a warm-up set): Create Test in the Conversion Tool and META in the
// Data Tool. The rules are the domain's testSchema; this file moves values in and out of the form and
// builds the option lists (§3, §9).
import {
  ANSWER_TYPES,
  CHECK_BOX_SCORINGS,
  createTestYears,
  DEFAULT_SECTION_DURATION,
  GRADE_LEVELS,
  GRADED_SUBJECTS,
  LANGUAGES,
  msg,
  NON_TEST_SUBJECTS,
  type QuizRecord,
  SECTIONS,
  SUBJECT_CATEGORIES,
  TEST_FILL_ALL_FIELDS,
  TEST_LEVELS,
  type TestInput,
  testSchema,
} from '@prep/domain';
import { firstIssueText, issueMark } from '../forms/errors';

export const TEST_FIELDS = [
  'test_name',
  'test_description',
  'test_type',
  'section',
  'answer_type',
  'subject_category',
  'test_booklet_year',
  'grade_level',
  'test_level',
  'test_lang_type',
  'section_duration',
  'is_practice_test',
  'check_box_scoring',
] as const;
export type TestField = (typeof TEST_FIELDS)[number];
export type TestValues = Record<TestField, string>;

export const TEST_LABELS: Record<TestField, string> = {
  test_name: msg('Test Name'),
  test_description: msg('Test Description'),
  test_type: msg('Subject'),
  section: msg('Section'),
  answer_type: msg('Answer Type'),
  subject_category: msg('Subject Category'),
  test_booklet_year: msg('Year'),
  grade_level: msg('Grade Level'),
  test_level: msg('Level'),
  test_lang_type: msg('Language'),
  section_duration: msg('Section Duration (hh:mm:ss)'),
  is_practice_test: msg('Test Kind'),
  check_box_scoring: msg('Check-box Scoring'),
};

/** How check-box questions are graded: the stored values with what the form says of them. */
export const CHECK_BOX_SCORING_CHOICES = CHECK_BOX_SCORINGS.map((value) => ({
  value,
  label: value === 'partial' ? msg('Partial credit (as Moodle)') : msg('All or nothing'),
}));

/** The test kind select: a real test or a practice test (is_practice_test). */
export const TEST_KINDS = [
  { value: 'real', label: msg('Real test') },
  { value: 'practice', label: msg('Practice test') },
] as const;

/** Stored fields the form does not show, sent back unchanged on Update so they are not lost. */
export type KeptFields = Pick<QuizRecord, 'quiz_url'>;

/** Fields that may stay empty: a test's level (Basic, Intermediate, Advanced) is optional. */
export const OPTIONAL_TEST_FIELDS: readonly TestField[] = ['test_level'];

export const emptyTest = (): TestValues => ({
  test_name: '',
  test_description: '',
  test_type: '',
  section: '',
  answer_type: '',
  subject_category: '',
  test_booklet_year: '',
  grade_level: '',
  test_level: '',
  test_lang_type: '',
  section_duration: DEFAULT_SECTION_DURATION,
  is_practice_test: '',
  check_box_scoring: 'all or nothing',
});

/** A stored test as the form holds it. */
export function testOf(quiz: QuizRecord): TestValues {
  return {
    test_name: quiz.test_name,
    test_description: quiz.test_description,
    test_type: quiz.test_type,
    section: quiz.section,
    answer_type: quiz.answer_type,
    subject_category: quiz.subject_category,
    test_booklet_year: quiz.test_booklet_year,
    grade_level: quiz.grade_level,
    test_level: quiz.test_level,
    test_lang_type: quiz.test_lang_type,
    section_duration: quiz.section_duration || DEFAULT_SECTION_DURATION,
    is_practice_test: quiz.is_practice_test ? 'practice' : 'real',
    check_box_scoring: quiz.check_box_scoring,
  };
}

/** Grade level belongs to Tutoring and Classes tests only. */
export const isGraded = (subject: string) => (GRADED_SUBJECTS as readonly string[]).includes(subject);

/** The fields shown for a subject: all but grade level, which only Tutoring and Classes have. */
export const shownTestFields = (subject: string): TestField[] =>
  TEST_FIELDS.filter((field) => field !== 'grade_level' || isGraded(subject));

/** Choosing another subject: a grade level stays only where the new subject has one. */
export function withSubject(values: TestValues, subject: string): TestValues {
  return { ...values, test_type: subject, grade_level: isGraded(subject) ? values.grade_level : '' };
}

/** The subjects a test may have: the courses less Warmup and Tables (§9), in the courses' order. */
export function subjectChoices(courses: ReadonlyArray<{ course_type: string }>): string[] {
  const excluded = new Set<string>(NON_TEST_SUBJECTS);
  return [...new Set(courses.map((c) => c.course_type).filter((type) => !excluded.has(type)))];
}

/** A list with the stored value added when it is not on it, so editing an older test keeps its value. */
export const withCurrent = (options: readonly string[], current: string): string[] =>
  current && !options.includes(current) ? [...options, current] : [...options];

/** Every select's options for the values shown. */
export function testChoices(
  values: TestValues,
  courses: ReadonlyArray<{ course_type: string }>,
  currentYear: number,
): Partial<Record<TestField, Array<{ value: string; label: string }>>> {
  const plain = (options: readonly string[]) => options.map((o) => ({ value: o, label: o }));
  return {
    test_type: plain(withCurrent(subjectChoices(courses), values.test_type)),
    section: plain(withCurrent(SECTIONS, values.section)),
    answer_type: plain(withCurrent(ANSWER_TYPES, values.answer_type)),
    subject_category: plain(withCurrent(SUBJECT_CATEGORIES, values.subject_category)),
    test_booklet_year: plain(withCurrent(createTestYears(currentYear), values.test_booklet_year)),
    grade_level: plain(withCurrent(GRADE_LEVELS, values.grade_level)),
    test_level: plain(withCurrent(TEST_LEVELS, values.test_level)),
    test_lang_type: plain(withCurrent(LANGUAGES, values.test_lang_type)),
    is_practice_test: TEST_KINDS.map((kind) => ({ ...kind })),
    check_box_scoring: CHECK_BOX_SCORING_CHOICES.map((choice) => ({ ...choice })),
  };
}

/** The body of POST or PUT /quiz/quiz/ for these values (not yet checked). */
function bodyOf(values: TestValues, kept?: KeptFields): Record<string, unknown> {
  const trimmed = Object.fromEntries(TEST_FIELDS.map((f) => [f, values[f].trim()])) as TestValues;
  return {
    ...trimmed,
    grade_level: isGraded(trimmed.test_type) ? trimmed.grade_level : '',
    is_practice_test: trimmed.is_practice_test === 'practice',
    quiz_url: kept?.quiz_url ?? '',
  };
}

/** The on-blur mark of a field: 'Please Fillout All fields' when empty, else the domain rule's message. */
export function testFieldMark(field: TestField, value: string, subject: string): Text | undefined {
  if (field === 'grade_level' && !isGraded(subject)) return undefined;
  if (OPTIONAL_TEST_FIELDS.includes(field) && !value.trim()) return undefined;
  if (!value.trim()) return TEST_FILL_ALL_FIELDS;
  if (field === 'is_practice_test') return TEST_KINDS.some((k) => k.value === value) ? undefined : TEST_FILL_ALL_FIELDS;
  if (field === 'grade_level') return GRADE_LEVELS.includes(value) ? undefined : TEST_FILL_ALL_FIELDS;
  if (field === 'test_level')
    return (TEST_LEVELS as readonly string[]).includes(value) ? undefined : TEST_FILL_ALL_FIELDS;
  const parsed = testSchema.shape[field].safeParse(value);
  return parsed.success ? undefined : firstIssueText(parsed.error.issues, TEST_FILL_ALL_FIELDS);
}

export type TestCheck =
  | { ok: true; body: TestInput }
  | { ok: false; message: Text; fields: Partial<Record<TestField, Text>> };

/**
 * Add or Update: every field shown is required ('Please Fillout All fields', marked on each empty one),
 * then each must pass its rule (the duration is hh:mm:ss).
 */
export function checkTest(values: TestValues, kept?: KeptFields): TestCheck {
  const fields: Partial<Record<TestField, Text>> = {};
  for (const field of shownTestFields(values.test_type)) {
    const message = testFieldMark(field, values[field], values.test_type);
    if (message) fields[field] = message;
  }
  const empty = shownTestFields(values.test_type).some(
    (field) => !OPTIONAL_TEST_FIELDS.includes(field) && !values[field].trim(),
  );
  if (empty) return { ok: false, message: TEST_FILL_ALL_FIELDS, fields };
  const parsed = testSchema.safeParse(bodyOf(values, kept));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as TestField;
      if ((TEST_FIELDS as readonly string[]).includes(field)) fields[field] ??= issueMark(issue);
    }
    return { ok: false, message: firstIssueText(parsed.error.issues, TEST_FILL_ALL_FIELDS), fields };
  }
  return { ok: true, body: bodyOf(values, kept) as TestInput };
}

/** The Create Test fields a test file (.json) carries, for filling the form from one. */
export function testValuesFromFile(test: Partial<Record<string, unknown>>): TestValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const values = emptyTest();
  for (const field of TEST_FIELDS) {
    if (field === 'is_practice_test') continue;
    values[field] = text(test[field]) || values[field];
  }
  if (typeof test.is_practice_test === 'boolean') values.is_practice_test = test.is_practice_test ? 'practice' : 'real';
  return values;
}
