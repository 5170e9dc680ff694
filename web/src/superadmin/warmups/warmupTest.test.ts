import { describe, expect, it } from 'vitest';
import {
  checkWarmupTest,
  emptyWarmupTest,
  warmupTestFieldMark,
  warmupTestOf,
  type WarmupTestValues,
} from './warmupTest';

const valid = (): WarmupTestValues => ({
  test_name: 'Times tables 6-9',
  test_description: 'Twenty quick products',
  subject_category: 'Multiplication',
  grade_level: 'Grade 4',
  test_level: 'Basic',
  test_lang_type: 'English',
  section_duration: '00:05:00',
});

describe('warm-up set fields', () => {
  it('starts empty with the default section duration', () => {
    expect(emptyWarmupTest()).toMatchObject({ test_name: '', grade_level: '', section_duration: '00:00:00' });
  });

  it('reads a stored set', () => {
    const values = warmupTestOf({ ...valid(), test_name: 'Set A' });
    expect(values.test_name).toBe('Set A');
    expect(Object.keys(values)).toHaveLength(7);
  });

  it('sends a test of type Warmup in course 6', () => {
    const result = checkWarmupTest({ ...valid(), test_name: '  Times tables  ' });
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({ test_name: 'Times tables', test_type: 'Warmup', course: 6 }),
    });
  });

  it("asks for every field with 'Please Fillout All fields', naming each empty one", () => {
    const result = checkWarmupTest({ ...valid(), subject_category: ' ', section_duration: '' });
    expect(result).toEqual({
      ok: false,
      message: 'Please Fillout All fields',
      fields: { subject_category: 'Please Fillout All fields', section_duration: 'Please Fillout All fields' },
    });
    expect(checkWarmupTest(emptyWarmupTest())).toMatchObject({ ok: false, message: 'Please Fillout All fields' });
  });

  it('checks the duration as hh:mm:ss and the choices against their lists', () => {
    expect(checkWarmupTest({ ...valid(), section_duration: '5 minutes' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('hh:mm:ss'),
    });
    expect(checkWarmupTest({ ...valid(), section_duration: '00:61:00' }).ok).toBe(false);
    expect(checkWarmupTest({ ...valid(), grade_level: 'Grade 13' }).ok).toBe(false);
    expect(warmupTestFieldMark('test_level', 'Expert')).toBe('Please Fillout All fields');
    expect(warmupTestFieldMark('test_lang_type', 'Tamil')).toBeUndefined();
    expect(warmupTestFieldMark('section_duration', '01:30:00')).toBeUndefined();
  });
});
