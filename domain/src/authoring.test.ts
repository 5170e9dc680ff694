import { describe, expect, it } from 'vitest';
import { answersSchema, imageFileProblem, questionAddSchema, questionUpdateSchema, stepsSchema } from './authoring';
import { questionAnswersSchema } from './authoring-api';
import {
  ANSWER_KEY_CHOICES,
  createTestYears,
  EDIT_QUESTION_COMPLEXITIES,
  NEW_QUESTION_COMPLEXITIES,
  QUESTION_NUMBERS,
  QUESTION_TYPES,
  testBrowserYears,
} from './authoring-options';
import type { ImportedQuestion } from './question-bank';
import { answerRowsOf, questionFromRecords, stepsRecordOf } from './question-records';

/** Each failing field with its messages, as the API's `fields` would carry them. */
const fields = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

const question = {
  master_qnsbank: 3,
  question_number: 12,
  question_complexity: 2,
  question_type: 'multiple choice',
  question_header: 'Ratios',
  question_text: 'What is 3:4 as a fraction?',
};

describe('questionAddSchema', () => {
  it('takes a full question, numbers sent as text by a multipart form too', () => {
    expect(questionAddSchema.parse(question)).toEqual(question);
    const multipart = { ...question, master_qnsbank: '3', question_number: ' 12 ', question_complexity: '2' };
    expect(questionAddSchema.parse(multipart)).toEqual(question);
  });

  it("says 'Please Fillout All Fields' for every missing field", () => {
    const empty = {
      master_qnsbank: '',
      question_number: '',
      question_complexity: '',
      question_type: '',
      question_header: ' ',
    };
    expect(fields(questionAddSchema.safeParse(empty))).toEqual({
      master_qnsbank: ['Please Fillout All Fields'],
      question_number: ['Please Fillout All Fields'],
      question_complexity: ['Please Fillout All Fields'],
      question_type: ['Please Fillout All Fields'],
      question_header: ['Please Fillout All Fields'],
      question_text: ['Please Fillout All Fields'],
    });
  });

  it("says 'Question Length is Too Long' for a header or text of 500 characters, not 499", () => {
    const long = { ...question, question_header: 'h'.repeat(500), question_text: 't'.repeat(500) };
    expect(fields(questionAddSchema.safeParse(long))).toEqual({
      question_header: ['Question Length is Too Long'],
      question_text: ['Question Length is Too Long'],
    });
    expect(questionAddSchema.safeParse({ ...question, question_text: 't'.repeat(499) }).success).toBe(true);
  });

  it('keeps number to 1-200, complexity to 1 or 2 and the type to the two choices', () => {
    const bad = { ...question, question_number: '201', question_complexity: 3, question_type: 'essay' };
    expect(fields(questionAddSchema.safeParse(bad))).toEqual({
      question_number: ['The question number must be a whole number from 1 to 200'],
      question_complexity: ['The complexity of a new question must be 1 or 2'],
      question_type: ["The question type must be 'multiple choice' or 'check boxes'"],
    });
    expect(fields(questionAddSchema.safeParse({ ...question, question_number: 0 }))).toEqual({
      question_number: ['The question number must be a whole number from 1 to 200'],
    });
    expect(fields(questionAddSchema.safeParse({ ...question, question_number: '1.5' }))).toEqual({
      question_number: ['The question number must be a whole number from 1 to 200'],
    });
    expect(questionAddSchema.parse({ ...question, question_number: 200, question_type: 'check boxes' })).toMatchObject({
      question_number: 200,
      question_type: 'check boxes',
    });
  });
});

describe('questionUpdateSchema', () => {
  it('needs the test, header and text; complexity 1 to 5 when editing', () => {
    expect(fields(questionUpdateSchema.safeParse({}))).toEqual({
      master_qnsbank: ['Please Fillout All Fields'],
      question_header: ['Please Fillout All Fields'],
      question_text: ['Please Fillout All Fields'],
    });
    expect(questionUpdateSchema.parse({ ...question, question_complexity: '5' }).question_complexity).toBe(5);
    expect(fields(questionUpdateSchema.safeParse({ ...question, question_complexity: 6 }))).toEqual({
      question_complexity: ['The complexity must be a whole number from 1 to 5'],
    });
  });
});

describe('answersSchema', () => {
  const answers = { question: 9, option1: '1/2', option2: '3/4', option3: '4/3', option4: '7', key: '2' };

  it('gives the options as a list and the key, option 5 optional', () => {
    expect(answersSchema.parse(answers)).toEqual({ question: 9, options: ['1/2', '3/4', '4/3', '7'], key: 2 });
    expect(answersSchema.parse({ ...answers, option5: ' none ', key: 5 })).toEqual({
      question: 9,
      options: ['1/2', '3/4', '4/3', '7', 'none'],
      key: 5,
    });
    expect(answersSchema.parse({ ...answers, option5: null }).options).toHaveLength(4);
  });

  it("says 'Please Fillout All Fields' when options 1-4, the key or the question are missing", () => {
    expect(fields(answersSchema.safeParse({ option5: 'x' }))).toEqual({
      question: ['Please Fillout All Fields'],
      option1: ['Please Fillout All Fields'],
      option2: ['Please Fillout All Fields'],
      option3: ['Please Fillout All Fields'],
      option4: ['Please Fillout All Fields'],
      key: ['Please Fillout All Fields'],
    });
  });

  it('lets the key point at option 5 only when option 5 is filled (the legacy list gave it the value 4)', () => {
    expect(fields(answersSchema.safeParse({ ...answers, key: 5 }))).toEqual({
      key: ['The correct answer must be one of the filled options'],
    });
    expect(fields(answersSchema.safeParse({ ...answers, option1: '', key: 5, option5: '  ' }))).toEqual({
      option1: ['Please Fillout All Fields'],
      key: ['The correct answer must be one of the filled options'],
    });
    expect(fields(answersSchema.safeParse({ ...answers, key: 6 }))).toEqual({
      key: ['The correct answer must be one of the filled options'],
    });
    expect(ANSWER_KEY_CHOICES.map((c) => c.value)).toEqual([1, 2, 3, 4, 5]);
    expect(ANSWER_KEY_CHOICES[4]).toEqual({ value: 5, label: 'Option 5' });
  });

  it('refuses an option of 500 characters', () => {
    expect(fields(answersSchema.safeParse({ ...answers, option2: 'o'.repeat(500), option5: 'p'.repeat(500) }))).toEqual(
      {
        option2: ['Answer Length is Too Long'],
        option5: ['Answer Length is Too Long'],
      },
    );
  });
});

describe('stepsSchema', () => {
  it("says 'Please Fillout all the Fields!' when the question or step 1 is missing", () => {
    expect(fields(stepsSchema.safeParse({ step2_text: 'b' }))).toEqual({
      question: ['Please Fillout all the Fields!'],
      step1_text: ['Please Fillout all the Fields!'],
    });
  });

  it("says 'Steps Length is Too Long' for any step of 500 characters, step 5 included", () => {
    const long = 's'.repeat(500);
    const steps = {
      question: '4',
      step1_text: long,
      step2_text: long,
      step3_text: long,
      step4_text: long,
      step5_text: long,
    };
    const tooLong = ['Steps Length is Too Long'];
    expect(fields(stepsSchema.safeParse(steps))).toEqual({
      step1_text: tooLong,
      step2_text: tooLong,
      step3_text: tooLong,
      step4_text: tooLong,
      step5_text: tooLong,
    });
  });

  it('fills the steps not sent with empty texts', () => {
    expect(stepsSchema.parse({ question: 4, step1_text: ' first ', step3_text: null })).toEqual({
      question: 4,
      step1_text: 'first',
      step2_text: '',
      step3_text: '',
      step4_text: '',
      step5_text: '',
    });
  });
});

describe('authoring choices', () => {
  it('offers the question types, complexities and numbers of the forms', () => {
    expect(QUESTION_TYPES).toEqual(['multiple choice', 'check boxes']);
    expect(NEW_QUESTION_COMPLEXITIES).toEqual([1, 2]);
    expect(EDIT_QUESTION_COMPLEXITIES).toEqual([1, 2, 3, 4, 5]);
    expect(QUESTION_NUMBERS).toHaveLength(200);
    expect([QUESTION_NUMBERS[0], QUESTION_NUMBERS[199]]).toEqual([1, 200]);
  });

  it('lists years for Create Test (next 8, current, previous 3) and the test browser (current, previous 3)', () => {
    expect(createTestYears(2026)).toEqual([
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
    expect(testBrowserYears(2026)).toEqual(['2026', '2025', '2024', '2023']);
  });

  it('accepts images of up to 1,000,000 bytes', () => {
    expect(imageFileProblem({ size: 1_000_000, type: 'image/png' })).toBeUndefined();
    expect(imageFileProblem({ size: 1_000_001, type: 'image/jpeg' })).toEqual('File size Limit exceeds!');
    expect(imageFileProblem({ size: 10, type: 'application/pdf' })).toEqual('Please Select an image file only');
  });
});

describe('question records', () => {
  const q: ImportedQuestion = {
    question_number: 4,
    question_complexity: 3,
    question_type: 'multiple choice',
    question_header: 'H',
    question_text: 'T',
    question_image: null,
    options: ['a', 'b', 'c'],
    key: 2,
    steps: ['one', '', 'three'],
    step_images: [null, 'two.png'],
  };

  it('turns a question into answer rows and a steps row, and back', () => {
    const answers = answerRowsOf(q);
    expect(answers).toEqual([
      { name: 'a', isAnswer: false, feedback: '' },
      { name: 'b', isAnswer: true, feedback: '' },
      { name: 'c', isAnswer: false, feedback: '' },
    ]);
    const steps = stepsRecordOf(q);
    expect(steps).toEqual({
      step1_text: 'one',
      step2_text: '',
      step3_text: 'three',
      step4_text: '',
      step5_text: '',
      step1_image: null,
      step2_image: 'two.png',
      step3_image: null,
      step4_image: null,
    });
    const row = { ...q, question_complexity: '3' };
    expect(questionFromRecords(row, answers, steps)).toEqual(q);
    expect(stepsRecordOf({ steps: [], step_images: [] })).toBeNull();
    expect(questionFromRecords(row, answers, null)).toMatchObject({ steps: [], step_images: [] });
  });
});

describe('questionAnswersSchema keys (PUT /quiz/question/{id}/answers/)', () => {
  const options = ['2', '3', '4', '6'];
  it('takes one key or several (a list, or "1,3" from a form), sorted, each a given option', () => {
    expect(questionAnswersSchema.parse({ options, key: 2 })).toEqual({ options, keys: [2] });
    expect(questionAnswersSchema.parse({ options, key: [3, 1, 3] })).toEqual({ options, keys: [1, 3] });
    expect(questionAnswersSchema.parse({ options, key: '1,3' })).toEqual({ options, keys: [1, 3] });
    expect(questionAnswersSchema.safeParse({ options, key: [1, 5] }).success).toBe(false);
    expect(questionAnswersSchema.safeParse({ options, key: [] }).success).toBe(false);
  });
});
