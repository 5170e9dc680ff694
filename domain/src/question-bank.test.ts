import { describe, expect, it } from 'vitest';
import {
  checkImportedQuestion,
  describeImportIssue,
  finishImport,
  type ImportedQuestion,
  importedQuestionSchema,
  questionCountIssue,
} from './question-bank';

const good: ImportedQuestion = {
  question_number: 1,
  question_complexity: 1,
  question_type: 'multiple choice',
  question_header: 'Question 1',
  question_text: 'Is the sky blue?',
  question_image: null,
  options: ['True', 'False'],
  key: 1,
  steps: [],
  step_images: [],
};

const problems = (patch: Record<string, unknown>) => {
  const parsed = importedQuestionSchema.safeParse({ ...good, ...patch });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('importedQuestionSchema', () => {
  it('takes a true/false question and one of five options', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ options: ['a', 'b', 'c', 'd', 'e'], key: 5, question_type: 'check boxes' })).toEqual([]);
  });

  it('keeps the key within the options', () => {
    expect(problems({ key: 3 })).toEqual(['key: The correct answer must be one of the options']);
    expect(problems({ key: 0 })).toEqual(['key: The correct answer must be one of the options']);
  });

  it('needs 2 to 5 non-empty options', () => {
    expect(problems({ options: ['only'] })).toEqual(['options: A question needs 2 to 5 options']);
    expect(problems({ options: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(['options: A question needs 2 to 5 options']);
    expect(problems({ options: ['a', '  '] })).toEqual(['options.1: An option is empty']);
  });

  it('holds header, text and all five steps under 500 characters', () => {
    const long = 'z'.repeat(500);
    expect(problems({ question_header: long })).toEqual(['question_header: Question Length is Too Long']);
    expect(problems({ question_text: long })).toEqual(['question_text: Question Length is Too Long']);
    expect(problems({ steps: ['1', '2', '3', '4', long] })).toEqual(['steps.4: Steps Length is Too Long']);
    expect(problems({ steps: ['1', '2', '3', '4', 'z'.repeat(499)] })).toEqual([]);
  });

  it('allows 5 steps and 4 step images, and drops trailing empty ones', () => {
    const parsed = importedQuestionSchema.parse({
      ...good,
      steps: [' one ', '', 'three', '', ''],
      step_images: ['a.png', null, null, null],
    });
    expect(parsed.steps).toEqual(['one', '', 'three']);
    expect(parsed.step_images).toEqual(['a.png']);
    expect(problems({ steps: ['1', '2', '3', '4', '5', '6'] })).toEqual(['steps: A question has at most 5 steps']);
    expect(problems({ steps: ['1'], step_images: ['a', 'b', 'c', 'd', 'e'] })).toEqual([
      'step_images: A question has at most 4 step images',
    ]);
  });

  it('needs step 1 when later steps or step images are given', () => {
    expect(problems({ steps: ['', 'two'] })).toEqual([
      'steps.0: Step 1 is empty while later steps or step images are given',
    ]);
    expect(problems({ step_images: ['a.png'] })).toEqual([
      'steps.0: Step 1 is empty while later steps or step images are given',
    ]);
  });

  it('checks number, complexity, type and image references', () => {
    expect(problems({ question_number: 201 })).toEqual(['question_number: The question number must be from 1 to 200']);
    expect(problems({ question_complexity: 6 })).toEqual([
      'question_complexity: The complexity must be a whole number from 1 to 5',
    ]);
    expect(problems({ question_type: 'essay' })).toEqual([
      "question_type: The question type must be 'multiple choice' or 'check boxes'",
    ]);
    expect(problems({ question_image: 'a b.png' })).toEqual([
      'question_image: An image reference must be a file name or address without spaces or angle brackets',
    ]);
  });
});

describe('import results', () => {
  it('turns schema problems into issues placed where the caller says, with the field in words', () => {
    const checked = checkImportedQuestion({ ...good, options: ['a', ''] }, 'Bad file', { line: 4, question: 2 });
    expect(checked).toEqual({
      issues: [
        { message: 'Bad file', line: 4, question: 2, field: 'options.1', detail: 'option 2: An option is empty' },
      ],
    });
    expect(describeImportIssue((checked as { issues: never[] }).issues[0]!)).toEqual(
      'Bad file (line 4): option 2: An option is empty',
    );
    expect(describeImportIssue({ message: 'M', file: 'item-1.xml', question: 3, detail: 'd' })).toEqual(
      'M (item-1.xml, question 3): d',
    );
    expect(describeImportIssue({ message: 'M', line: 2, tag: 'a', detail: 'd' })).toEqual('M (line 2, <a>): d');
  });

  it('is all or nothing and refuses an empty file', () => {
    expect(finishImport([good], [{ message: 'M', detail: 'd' }], 'M')).toEqual({
      ok: false,
      message: 'M',
      errors: [{ message: 'M', detail: 'd' }],
    });
    expect(finishImport([], [], 'M')).toEqual({
      ok: false,
      message: 'M',
      errors: [{ message: 'M', detail: 'The file holds no questions' }],
    });
    expect(finishImport([good], [], 'M')).toEqual({ ok: true, questions: [good] });
    expect(questionCountIssue(200, 'M')).toBeUndefined();
    expect(questionCountIssue(201, 'M')?.detail).toEqual('A test holds at most 200 questions; this file holds 201');
  });
});
