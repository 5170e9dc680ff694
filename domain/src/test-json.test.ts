import { describe, expect, it } from 'vitest';
import { render } from './message';
import type { ImportedQuestion } from './question-bank';
import type { QuizRecord } from './quiz-api';
import { exportTestJson, parseTestJson, TEST_FILE_ERROR } from './test-json';

const quiz: QuizRecord = {
  master_qnsbank_id: 42,
  test_name: 'SAT Math 2026',
  test_description: 'Practice booklet',
  section: 'math',
  answer_type: 'A - H',
  test_type: 'SAT',
  course: 2,
  subject_category: 'Algebra',
  section_duration: '01:00:00',
  quiz_url: '',
  test_booklet_year: '2026',
  grade_level: '',
  test_level: '',
  test_lang_type: 'English',
  is_practice_test: true,
  check_box_scoring: 'all or nothing',
};

const questions: ImportedQuestion[] = [
  {
    question_number: 1,
    question_complexity: 2,
    question_type: 'check boxes',
    question_header: 'Linear equations',
    question_text: 'Solve $2x + 3 = 7$.',
    question_image: '/media/questions/q1.png',
    options: ['1', '2', '3', '4', '5'],
    key: 2,
    steps: ['Subtract 3: $2x = 4$', 'Divide by 2: $x = 2$'],
    step_images: [null, '/media/steps/s2.png'],
  },
  {
    question_number: 7,
    question_complexity: 1,
    question_type: 'multiple choice',
    question_header: 'Question 7',
    question_text: 'Is 0 even?',
    question_image: null,
    options: ['True', 'False'],
    key: 1,
    steps: [],
    step_images: [],
  },
];

const fail = (text: string) => {
  const parsed = parseTestJson(text);
  if (parsed.ok) throw new Error('expected an error');
  expect(parsed.message).toBe(TEST_FILE_ERROR);
  return parsed.errors.map((e) => e.detail);
};
const file = (patch: Record<string, unknown> = {}) =>
  JSON.stringify({ ...JSON.parse(exportTestJson(quiz, questions)), ...patch });

describe('test JSON file', () => {
  it('writes the metadata without ids, and the questions, with a format and version', () => {
    const parsed = JSON.parse(exportTestJson(quiz, questions));
    expect(parsed.format).toEqual('prep-test');
    expect(parsed.version).toBe(1);
    expect(parsed.test).not.toHaveProperty('master_qnsbank_id');
    expect(parsed.test).not.toHaveProperty('course');
    expect(parsed.test.test_name).toEqual('SAT Math 2026');
    expect(parsed.questions).toEqual(questions);
  });

  it('reads back the same test and questions', () => {
    const result = parseTestJson(exportTestJson(quiz, questions));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { master_qnsbank_id: _id, course: _course, ...metadata } = quiz;
    expect(result.test).toEqual(metadata);
    expect(result.questions).toEqual(questions);
  });

  it('carries a check-box question with its keys and an HTML question with its text format', () => {
    const boxes = {
      ...questions[0]!,
      question_text: '<p>Which are <b>even</b>?</p>',
      options: ['2', '3', '4', '5', '6'],
      key: 1,
      keys: [1, 3, 5],
      text_format: 'html' as const,
    };
    const result = parseTestJson(exportTestJson({ ...quiz, check_box_scoring: 'partial' }, [boxes]));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.test.check_box_scoring).toEqual('partial');
    expect(result.questions[0]).toMatchObject({ keys: [1, 3, 5], key: 1, text_format: 'html' });
  });

  it('refuses what is not a test file of this version', () => {
    expect(render(fail('{"format": "prep-test", ')[0]!)).toMatch(/^The file is not JSON: /);
    expect(fail('[1, 2]')).toEqual(['This is not a test file: it needs "format": "prep-test"']);
    expect(fail(file({ format: 'moodle' }))).toEqual(['This is not a test file: it needs "format": "prep-test"']);
    expect(fail(file({ version: 2 }))).toEqual(['This app reads test files of version 1; this one is version 2']);
    expect(fail(file({ version: undefined }))).toEqual([
      'This app reads test files of version 1; this one is version missing',
    ]);
  });

  it("names the metadata field with the Create Test form's message", () => {
    const test = { ...JSON.parse(file()).test, section: 'art', test_name: ' ' };
    expect(fail(file({ test }))).toEqual([
      'test, test_name: Please Fillout All fields',
      'test, section: Please Fillout All fields',
    ]);
  });

  it('names the question and field of each bad question', () => {
    const bad = [
      { ...questions[0], options: ['a', ''], key: 1 },
      { ...questions[1], steps: ['x', 'y', 'z', 'w', 'v'.repeat(500)] },
      { ...questions[1], question_number: 3, question_text: undefined },
    ];
    expect(fail(file({ questions: bad }))).toEqual([
      'question 1, option 2: An option is empty',
      'question 2, step 5: Steps Length is Too Long',
      'question 3, question text: The question has no text',
    ]);
  });

  it('refuses repeated question numbers, an empty list and a missing one', () => {
    expect(fail(file({ questions: [questions[0], questions[0]] }))).toEqual([
      'question 2, question number: Question number 1 appears twice',
    ]);
    expect(fail(file({ questions: [] }))).toEqual(['questions: The test file holds no questions']);
    expect(fail(file({ questions: undefined }))).toEqual(['questions: The test file needs a "questions" list']);
  });
});
