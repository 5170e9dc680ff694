// The second shape of a question: check-box keys and the text format beside today's fields.
import { describe, expect, it } from 'vitest';
import { bankQuestionSchema, type ImportedQuestion, importedQuestionSchema, keysOf } from './question-bank';
import { answerRowsOf } from './question-records';

const base: ImportedQuestion = {
  question_number: 1,
  question_complexity: 1,
  question_type: 'check boxes',
  question_header: 'Question 1',
  question_text: 'Which are even?',
  question_image: null,
  options: ['2', '3', '4', '5'],
  key: 1,
  steps: [],
  step_images: [],
};

const problems = (patch: Record<string, unknown>) => {
  const parsed = bankQuestionSchema.safeParse({ ...base, ...patch });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('bankQuestionSchema', () => {
  it('takes a check-box question with several keys, and one with none given (its key alone)', () => {
    expect(problems({ keys: [1, 3] })).toEqual([]);
    expect(problems({ keys: [1, 2, 3, 4] })).toEqual([]);
    expect(problems({})).toEqual([]);
    expect(problems({ keys: [1, 3], text_format: 'html' })).toEqual([]);
  });

  it('holds a multiple choice question to exactly its one key', () => {
    expect(problems({ question_type: 'multiple choice', keys: [1] })).toEqual([]);
    expect(problems({ question_type: 'multiple choice', keys: [1, 3] })).toEqual([
      'keys: A multiple choice question has exactly one correct answer',
    ]);
    expect(problems({ question_type: 'multiple choice', keys: [2] })).toEqual([
      'keys: A multiple choice question has exactly one correct answer',
    ]);
  });

  it('refuses keys past the options, repeated or out of order, not starting at the key, or none', () => {
    expect(problems({ keys: [1, 5] })).toEqual(['keys: The correct answer must be one of the options']);
    expect(problems({ keys: [3, 1] })).toEqual([
      'keys: The correct answers must be listed once each, in ascending order',
    ]);
    expect(problems({ keys: [1, 1] })).toEqual([
      'keys: The correct answers must be listed once each, in ascending order',
    ]);
    expect(problems({ keys: [2, 3] })).toEqual(['keys: The first of the correct answers must be the key']);
    expect(problems({ keys: [] })).toEqual(['keys: The correct answer must be one of the options']);
    expect(problems({ text_format: 'markdown' })).toHaveLength(1);
  });

  it('is dropped by the schema of today, so its callers see one key and plain text', () => {
    const parsed = importedQuestionSchema.parse({ ...base, keys: [1, 3], text_format: 'html' });
    expect(parsed).not.toHaveProperty('keys');
    expect(parsed).not.toHaveProperty('text_format');
  });
});

describe('keysOf and answerRowsOf', () => {
  it('marks every key of a check-box question right, and the one key of any other', () => {
    expect(keysOf({ key: 2 })).toEqual([2]);
    expect(keysOf({ key: 1, keys: [1, 3] })).toEqual([1, 3]);
    expect(answerRowsOf({ options: ['2', '3', '4'], key: 1, keys: [1, 3] })).toEqual([
      { name: '2', isAnswer: true, feedback: '' },
      { name: '3', isAnswer: false, feedback: '' },
      { name: '4', isAnswer: true, feedback: '' },
    ]);
    expect(answerRowsOf({ options: ['a', 'b'], key: 2 }).map((a) => a.isAnswer)).toEqual([false, true]);
  });
});
