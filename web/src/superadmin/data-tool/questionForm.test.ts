import { render as english } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import {
  checkQuestionAdd,
  checkQuestionUpdate,
  complexityChoices,
  emptyQuestion,
  nextQuestionNumber,
  QUESTION_NUMBER_CHOICES,
  type QuestionValues,
  questionFieldMark,
  questionFormData,
  questionItems,
  questionOf,
  type StoredQuestion,
} from './questionForm';

const stored = (id: number, n: number): StoredQuestion => ({
  questionid: id,
  question_number: n,
  question_complexity: '1',
  question_type: 'multiple choice',
  text_format: 'plain',
  question_header: `Question ${n}`,
  question_text: `Text ${n}`,
});
const questions = [stored(30, 3), stored(10, 1), stored(20, 2)];

const valid = (): QuestionValues => ({
  question_number: '4',
  question_complexity: '2',
  question_type: 'multiple choice',
  text_format: 'plain',
  question_header: 'Fractions',
  question_text: 'What is $\\frac{1}{2}$ of 8?',
});

describe('Manage Questions form', () => {
  it('lists the questions as # n and their first words, in number order', () => {
    expect(questionItems(questions)).toEqual([
      { id: 10, label: '# 1 Text 1' },
      { id: 20, label: '# 2 Text 2' },
      { id: 30, label: '# 3 Text 3' },
    ]);
    const long = { ...stored(40, 4), question_text: 'What is $\\frac{1}{2}$ of the sum of 8, 12, 16 and 20, rounded?' };
    expect(questionItems([long])[0]!.label).toBe('# 4 What is 1/2 of the sum of 8, 12, 16 and…');
  });

  it('offers numbers 1 to 200, a new question the first one free', () => {
    expect(QUESTION_NUMBER_CHOICES).toHaveLength(200);
    expect(QUESTION_NUMBER_CHOICES.at(-1)).toBe('200');
    expect(nextQuestionNumber(questions)).toBe(4);
    expect(nextQuestionNumber([stored(1, 2)])).toBe(1);
    expect(nextQuestionNumber(Array.from({ length: 200 }, (_, i) => stored(i, i + 1)))).toBeNull();
    expect(emptyQuestion(questions)).toEqual({
      question_number: '4',
      question_complexity: '',
      question_type: '',
      text_format: 'plain',
      question_header: '',
      question_text: '',
    });
  });

  it('offers complexity 1 or 2 for a new question and 1 to 5 when editing', () => {
    expect(complexityChoices('new')).toEqual([1, 2]);
    expect(complexityChoices('editing')).toEqual([1, 2, 3, 4, 5]);
    expect(checkQuestionAdd({ ...valid(), question_complexity: '3' }, 7, questions)).toMatchObject({
      ok: false,
      fields: { question_complexity: 'The complexity of a new question must be 1 or 2' },
    });
    expect(checkQuestionUpdate({ ...valid(), question_complexity: '5' }, 7, questions, 30).ok).toBe(true);
  });

  it("asks for every field: 'Please Fillout All Fields'", () => {
    const result = checkQuestionAdd({ ...valid(), question_type: '', question_text: '  ' }, 7, questions);
    expect(result).toEqual({
      ok: false,
      message: 'Please Fillout All Fields',
      fields: { question_type: 'Please Fillout All Fields', question_text: 'Please Fillout All Fields' },
    });
    expect(checkQuestionAdd(valid(), null, questions)).toMatchObject({
      ok: false,
      message: 'Please Fillout All Fields',
    });
    expect(questionFieldMark('question_header', '', 'new')).toBe('Please Fillout All Fields');
    expect(questionFieldMark('question_header', 'A header', 'editing')).toBeUndefined();
  });

  it("keeps header and text under 500 characters: 'Question Length is Too Long'", () => {
    expect(checkQuestionAdd({ ...valid(), question_text: 'x'.repeat(499) }, 7, questions).ok).toBe(true);
    expect(checkQuestionAdd({ ...valid(), question_header: 'x'.repeat(500) }, 7, questions)).toMatchObject({
      ok: false,
      message: 'Question Length is Too Long',
      fields: { question_header: 'Question Length is Too Long' },
    });
  });

  it('refuses a number another question of the test has, but not the question its own', () => {
    expect(checkQuestionAdd({ ...valid(), question_number: '2' }, 7, questions)).toEqual({
      ok: false,
      message: 'Question number 2 already exists in this test',
      fields: { question_number: 'Question number 2 already exists in this test' },
    });
    expect(checkQuestionUpdate({ ...questionOf(stored(20, 2)) }, 7, questions, 20).ok).toBe(true);
    expect(checkQuestionUpdate({ ...questionOf(stored(20, 2)), question_number: '3' }, 7, questions, 20).ok).toBe(
      false,
    );
  });

  it('sends the fields, the section code and the image as multipart', () => {
    const result = checkQuestionAdd(valid(), 7, questions);
    if (!result.ok) throw new Error(english(result.message));
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'q.png', { type: 'image/png' });
    const form = questionFormData(result.body, image, false);
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      master_qnsbank: '7',
      question_number: '4',
      question_complexity: '2',
      question_type: 'multiple choice',
      text_format: 'plain',
      question_header: 'Fractions',
      question_text: 'What is $\\frac{1}{2}$ of 8?',
      section_code: '1',
    });
    expect((form.get('question_image') as File).name).toBe('q.png');
    const removing = questionFormData(result.body, null, true);
    expect(removing.get('remove_image')).toBe('true');
    expect(removing.get('question_image')).toBeNull();
  });
});
