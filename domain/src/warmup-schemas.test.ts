import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { assignQuizToClientSchema, grantAccessFormSchema, updateQuizGrantSchema } from './grants';
import { INVALID_DURATION, quizBodySchema, TEST_FILL_ALL_FIELDS, testSchema, warmupTestSchema } from './quizzes';
import {
  assignWarmupSchema,
  importWarmupSchema,
  timerSchema,
  WARMUP_FILL_ALL_FIELDS,
  warmupDraftSchema,
  warmupResultAdminUpdateSchema,
  warmupSchema,
  warmupSubmissionSchema,
  warmupUpdateSchema,
} from './warmups';

/** Messages by field, as the API's 400 body lists them. */
function fields(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
  return out;
}

const warmupTest = {
  test_name: 'Warmup Set 2',
  test_description: 'Mixed facts',
  subject_category: 'Arithmetic',
  grade_level: 'Grade 4',
  test_level: 'Intermediate',
  test_lang_type: 'Tamil',
  section_duration: '00:05:00',
};

describe('warmupTestSchema (Warmups wizard step 1)', () => {
  it('accepts a complete form and fills in type Warmup and course 6', () => {
    expect(warmupTestSchema.parse(warmupTest)).toEqual({ ...warmupTest, test_type: 'Warmup', course: 6 });
  });
  it('asks to fill out every field', () => {
    expect(fields(warmupTestSchema, {})).toEqual({
      test_name: [TEST_FILL_ALL_FIELDS],
      test_description: [TEST_FILL_ALL_FIELDS],
      subject_category: [TEST_FILL_ALL_FIELDS],
      grade_level: [TEST_FILL_ALL_FIELDS],
      test_level: [TEST_FILL_ALL_FIELDS],
      test_lang_type: [TEST_FILL_ALL_FIELDS],
      section_duration: [INVALID_DURATION],
    });
    expect(TEST_FILL_ALL_FIELDS).toEqual('Please Fillout All fields');
  });
  it('limits grade, level, language and duration to the spec’s values', () => {
    expect(
      fields(warmupTestSchema, {
        ...warmupTest,
        grade_level: 'Grade 13',
        test_level: 'Expert',
        test_lang_type: 'French',
        section_duration: '00:61:00',
      }),
    ).toEqual({
      grade_level: [TEST_FILL_ALL_FIELDS],
      test_level: [TEST_FILL_ALL_FIELDS],
      test_lang_type: [TEST_FILL_ALL_FIELDS],
      section_duration: [INVALID_DURATION],
    });
    expect(
      warmupTestSchema.safeParse({
        ...warmupTest,
        grade_level: 'Grade 12',
        test_level: 'Basic',
        test_lang_type: 'English',
      }).success,
    ).toBe(true);
  });
});

describe('quizBodySchema (POST /quiz/quiz/)', () => {
  const sat = {
    test_name: 'SAT 2',
    test_description: 'Math',
    test_type: 'SAT',
    section: 'math',
    answer_type: 'A - H',
    subject_category: 'Algebra',
    test_booklet_year: '2026',
    test_lang_type: 'English',
  };
  it('checks a Warmup body as a warm-up set and another as a test', () => {
    expect(quizBodySchema.parse({ ...warmupTest, test_type: 'Warmup' })).toMatchObject({
      course: 6,
      test_type: 'Warmup',
    });
    expect(quizBodySchema.parse(sat)).toMatchObject({
      section_duration: '00:00:00',
      is_practice_test: false,
      grade_level: '',
    });
    expect(fields(quizBodySchema, { test_type: 'Warmup' })).toHaveProperty('grade_level', [TEST_FILL_ALL_FIELDS]);
    expect(fields(quizBodySchema, { test_type: 'SAT' })).toHaveProperty('section', [TEST_FILL_ALL_FIELDS]);
  });
  it('asks a grade level only of Tutoring and Classes tests', () => {
    expect(fields(testSchema, { ...sat, test_type: 'Tutoring' })).toEqual({ grade_level: [TEST_FILL_ALL_FIELDS] });
    expect(testSchema.safeParse({ ...sat, test_type: 'Classes', grade_level: 'Grade 3' }).success).toBe(true);
  });
});

describe('warm-up question schemas', () => {
  it('add needs equation, answer and the set; update equation and answer', () => {
    expect(fields(warmupSchema, { equation: ' ', answer: '' })).toEqual({
      equation: [WARMUP_FILL_ALL_FIELDS],
      answer: [WARMUP_FILL_ALL_FIELDS],
      set_no: ['Please Select a Test'],
    });
    expect(WARMUP_FILL_ALL_FIELDS).toEqual('Please Fillout all fields');
    expect(warmupUpdateSchema.parse({ equation: '12 + 7', answer: 19 })).toEqual({ equation: '12 + 7', answer: '19' });
  });
  it('import names the bad row by its index', () => {
    const row = { equation: '1 + 1', operand_one: '1', operand_two: '1', operator: '+', answer: '2', set_no: 4 };
    expect(fields(importWarmupSchema, { warmups: [row, { ...row, answer: '' }] })).toEqual({
      'warmups.1.answer': [WARMUP_FILL_ALL_FIELDS],
    });
    expect(fields(importWarmupSchema, { warmups: [] })).toEqual({ warmups: ['Please Select a File'] });
  });
});

describe('grant access schemas', () => {
  it('the form asks for a client, a test type and a test', () => {
    expect(fields(grantAccessFormSchema, { clientname: '', test_type: '', tests: [] })).toEqual({
      clientname: ['Please select the client!'],
      test_type: ['Please select Test type!'],
      tests: ['Please select a test!'],
    });
  });
  it('the body takes assignedquiz as JSON text or a list and needs at least one test', () => {
    expect(
      assignQuizToClientSchema.parse({
        clientname: 'Admin@School.org',
        assignedquiz: '[3, 7, 3]',
        assigned_warmup: [9],
      }),
    ).toEqual({
      clientname: 'admin@school.org',
      assignedquiz: [3, 7],
      assigned_warmup: [9],
    });
    expect(
      fields(assignQuizToClientSchema, { clientname: 'a@b.org', assignedquiz: '[]', assigned_warmup: [] }),
    ).toEqual({ assignedquiz: ['Please select a test!'] });
    expect(fields(assignQuizToClientSchema, { assignedquiz: [1] })).toEqual({
      clientname: ['Please select the client!'],
    });
    expect(fields(updateQuizGrantSchema, { assignedquiz: 'not json' })).toEqual({
      assignedquiz: ['assignedquiz must be a JSON list of test ids'],
    });
  });
});

describe('warm-up result schemas', () => {
  it('timer is hh:mm:ss within 00-23, 00-59, 00-59', () => {
    expect(timerSchema.safeParse('23:59:59').success).toBe(true);
    expect(timerSchema.safeParse('24:00:00').success).toBe(false);
    expect(timerSchema.safeParse('00:00:60').success).toBe(false);
    expect(timerSchema.safeParse('5:00').success).toBe(false);
  });
  it('assignment defaults: untimed, 00:00:00, not personalized', () => {
    expect(assignWarmupSchema.parse({ warmup_set_no: 4, student: 9 })).toMatchObject({
      timer: false,
      student_timer: '00:00:00',
      reassign: false,
      is_personalized: false,
    });
    expect(fields(assignWarmupSchema, { student: 9, student_timer: '25:00:00' })).toEqual({
      warmup_set_no: ['Please Select a Test'],
      student_timer: [INVALID_DURATION],
    });
  });
  it('a submission keeps only the answers, as text', () => {
    const parsed = warmupSubmissionSchema.parse({
      score: 50,
      test_taken: true,
      result: [
        { warmup_id: 3, result: 12, isCorrect: true },
        { warmup_id: 4, result: null },
      ],
    });
    expect(parsed.result).toEqual([
      { warmup_id: 3, result: '12', isCorrect: true },
      { warmup_id: 4, result: '' },
    ]);
    expect(fields(warmupSubmissionSchema, { result: [{ warmup_id: 3, result: 'x'.repeat(33) }] })).toEqual({
      'result.0.result': ['An answer has at most 32 characters'],
    });
  });
  it('drafts are keyed by warmup_id', () => {
    expect(warmupDraftSchema.parse({ answers: { '12': '5', '13': 7 } })).toEqual({ answers: { '12': '5', '13': '7' } });
    expect(warmupDraftSchema.safeParse({ answers: { abc: '5' } }).success).toBe(false);
  });
  it('an admin update must change something', () => {
    expect(fields(warmupResultAdminUpdateSchema, {})).toEqual({ non_field_errors: ['Nothing to update'] });
    expect(warmupResultAdminUpdateSchema.parse({ analyse_test_results: true })).toEqual({ analyse_test_results: true });
  });
});
