import type { QuizRecord } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import {
  checkTest,
  emptyTest,
  shownTestFields,
  subjectChoices,
  type TestValues,
  testChoices,
  testFieldMark,
  testOf,
  testValuesFromFile,
  withCurrent,
  withSubject,
} from './testForm';

const COURSES = ['ACT', 'SAT', 'TOFEL', 'UG-NEET', 'PG-NEET', 'Warmup', 'Tables', 'Tutoring', 'Classes'].map(
  (course_type) => ({ course_type }),
);

const valid = (): TestValues => ({
  test_name: 'SAT Math 2026 A',
  test_description: 'Twenty algebra questions',
  test_type: 'SAT',
  section: 'math',
  answer_type: 'A - H',
  subject_category: 'Algebra',
  test_booklet_year: '2026',
  grade_level: '',
  test_level: '',
  test_lang_type: 'English',
  section_duration: '00:45:00',
  is_practice_test: 'real',
  check_box_scoring: 'all or nothing',
});

describe('test fields', () => {
  it('offers the courses less Warmup and Tables as subjects', () => {
    expect(subjectChoices(COURSES)).toEqual(['ACT', 'SAT', 'TOFEL', 'UG-NEET', 'PG-NEET', 'Tutoring', 'Classes']);
  });

  it('asks a grade level only of Tutoring and Classes tests, and drops it when the subject changes', () => {
    expect(shownTestFields('SAT')).not.toContain('grade_level');
    expect(shownTestFields('Tutoring')).toContain('grade_level');
    const tutoring = withSubject({ ...valid(), grade_level: 'Grade 7' }, 'Classes');
    expect(tutoring.grade_level).toBe('Grade 7');
    expect(withSubject(tutoring, 'ACT').grade_level).toBe('');
  });

  it('offers the next 8 years, the current and the previous 3, and keeps a stored year not on the list', () => {
    const years = testChoices(valid(), COURSES, 2026).test_booklet_year?.map((o) => o.value);
    expect(years).toEqual([
      '2034',
      '2033',
      '2032',
      '2031',
      '2030',
      '2029',
      '2028',
      '2027',
      '2026',
      '2025',
      '2024',
      '2023',
    ]);
    const old = testChoices({ ...valid(), test_booklet_year: '2015' }, COURSES, 2026).test_booklet_year;
    expect(old?.at(-1)).toEqual({ value: '2015', label: '2015' });
    expect(withCurrent(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(testChoices(valid(), COURSES, 2026).is_practice_test).toEqual([
      { value: 'real', label: 'Real test' },
      { value: 'practice', label: 'Practice test' },
    ]);
  });

  it("refuses an empty field with 'Please Fillout All fields', marking each one", () => {
    const result = checkTest({ ...valid(), section: '', test_lang_type: ' ' });
    expect(result).toEqual({
      ok: false,
      message: 'Please Fillout All fields',
      fields: { section: 'Please Fillout All fields', test_lang_type: 'Please Fillout All fields' },
    });
    expect(checkTest({ ...valid(), test_type: 'Tutoring' })).toMatchObject({
      ok: false,
      fields: { grade_level: 'Please Fillout All fields' },
    });
    expect(checkTest(emptyTest())).toMatchObject({ ok: false, message: 'Please Fillout All fields' });
  });

  it('checks the duration as hh:mm:ss', () => {
    const result = checkTest({ ...valid(), section_duration: '45 minutes' });
    expect(result.ok).toBe(false);
    expect(testFieldMark('section_duration', '00:61:00', 'SAT')).toContain('hh:mm:ss');
    expect(testFieldMark('section_duration', '01:30:00', 'SAT')).toBeUndefined();
    expect(testFieldMark('grade_level', '', 'SAT')).toBeUndefined();
    expect(testFieldMark('grade_level', '', 'Classes')).toBe('Please Fillout All fields');
    expect(testFieldMark('is_practice_test', 'maybe', 'SAT')).toBe('Please Fillout All fields');
  });

  it('sends the kind as is_practice_test and keeps the stored fields the form does not show', () => {
    const result = checkTest({ ...valid(), is_practice_test: 'practice' }, { quiz_url: 'https://x.test/a' });
    expect(result).toEqual({
      ok: true,
      body: {
        ...valid(),
        is_practice_test: true,
        quiz_url: 'https://x.test/a',
        test_level: '',
      },
    });
  });

  it('offers a level (Basic, Intermediate, Advanced), which may stay empty, and sends and reads it back', () => {
    expect(testChoices(valid(), COURSES, 2026).test_level?.map((o) => o.value)).toEqual([
      'Basic',
      'Intermediate',
      'Advanced',
    ]);
    expect(testFieldMark('test_level', '', 'SAT')).toBeUndefined();
    expect(testFieldMark('test_level', 'Expert', 'SAT')).toBe('Please Fillout All fields');
    expect(checkTest({ ...valid(), test_level: 'Intermediate' })).toMatchObject({
      ok: true,
      body: { test_level: 'Intermediate' },
    });
    const stored = { ...valid(), is_practice_test: false, quiz_url: '', test_level: 'Advanced' };
    expect(testOf(stored as unknown as QuizRecord).test_level).toBe('Advanced');
  });

  it('reads a stored test and a test file into the form', () => {
    const stored = {
      ...valid(),
      is_practice_test: true,
      master_qnsbank_id: 3,
      course: 2,
      quiz_url: '',
      test_level: '',
    };
    expect(testOf(stored as unknown as QuizRecord)).toEqual({ ...valid(), is_practice_test: 'practice' });
    expect(testOf({ ...stored, check_box_scoring: 'partial' } as unknown as QuizRecord).check_box_scoring).toBe(
      'partial',
    );
    expect(testChoices(valid(), COURSES, 2026).check_box_scoring?.map((o) => o.value)).toEqual([
      'all or nothing',
      'partial',
    ]);
    expect(testValuesFromFile({ ...valid(), is_practice_test: false, section_duration: '' })).toEqual({
      ...valid(),
      section_duration: '00:00:00',
    });
  });
});
