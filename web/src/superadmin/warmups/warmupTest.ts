import type { Text } from '@prep/domain';
// The warm-up set's test fields (wizard step 1 and the Data Tool's META form for a warm-up set).
// Every rule comes from the domain's warmupTestSchema; this file only moves values in and out.
import {
  DEFAULT_SECTION_DURATION,
  msg,
  TEST_FILL_ALL_FIELDS,
  warmupTestSchema,
  type QuizRecord,
  type WarmupTestInput,
} from '@prep/domain';
import { firstIssueText } from '../../forms/errors';

export const WARMUP_TEST_FIELDS = [
  'test_name',
  'test_description',
  'subject_category',
  'grade_level',
  'test_level',
  'test_lang_type',
  'section_duration',
] as const;
export type WarmupTestField = (typeof WARMUP_TEST_FIELDS)[number];
export type WarmupTestValues = Record<WarmupTestField, string>;

export const WARMUP_TEST_LABELS: Record<WarmupTestField, string> = {
  test_name: msg('Test Name'),
  test_description: msg('Test Description'),
  subject_category: msg('Subject Category'),
  grade_level: msg('Grade Level'),
  test_level: msg('Test Level'),
  test_lang_type: msg('Language'),
  section_duration: msg('Section Duration (hh:mm:ss)'),
};

export const emptyWarmupTest = (): WarmupTestValues => ({
  test_name: '',
  test_description: '',
  subject_category: '',
  grade_level: '',
  test_level: '',
  test_lang_type: '',
  section_duration: DEFAULT_SECTION_DURATION,
});

/** A stored warm-up set as the form holds it. */
export function warmupTestOf(quiz: Pick<QuizRecord, WarmupTestField>): WarmupTestValues {
  return Object.fromEntries(WARMUP_TEST_FIELDS.map((field) => [field, quiz[field] ?? ''])) as WarmupTestValues;
}

/** The on-blur mark of one field: the spec's 'Please Fillout All fields' when empty, else the domain rule's message. */
export function warmupTestFieldMark(field: WarmupTestField, value: string): Text | undefined {
  if (!value.trim()) return TEST_FILL_ALL_FIELDS;
  const parsed = warmupTestSchema.shape[field].safeParse(value);
  return parsed.success ? undefined : firstIssueText(parsed.error.issues, TEST_FILL_ALL_FIELDS);
}

export type WarmupTestCheck =
  | { ok: true; body: WarmupTestInput }
  | { ok: false; message: Text; fields: Partial<Record<WarmupTestField, Text>> };

/**
 * Add or Update: every field is required ('Please Fillout All fields', named on each empty field),
 * then each must pass its rule (the duration is hh:mm:ss). The body is a test of type Warmup, course 6.
 */
export function checkWarmupTest(values: WarmupTestValues): WarmupTestCheck {
  const fields: Partial<Record<WarmupTestField, Text>> = {};
  for (const field of WARMUP_TEST_FIELDS) {
    const message = warmupTestFieldMark(field, values[field]);
    if (message) fields[field] = message;
  }
  const empty = WARMUP_TEST_FIELDS.some((field) => !values[field].trim());
  if (empty) return { ok: false, message: TEST_FILL_ALL_FIELDS, fields };
  const parsed = warmupTestSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, message: firstIssueText(parsed.error.issues, TEST_FILL_ALL_FIELDS), fields };
  }
  return { ok: true, body: parsed.data };
}
