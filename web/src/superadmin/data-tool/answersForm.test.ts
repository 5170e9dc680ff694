import { render as english } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import {
  answerFieldMark,
  answersBody,
  answersMode,
  answersOf,
  checkAnswers,
  emptyAnswers,
  KEY_CHOICES,
} from './answersForm';

const four = { option1: '2', option2: '4', option3: '6', option4: '8', option5: '', key: '2' };

describe('Answer Options form', () => {
  it('gives option 5 the value 5 in the key list (the legacy list gave it 4)', () => {
    expect(KEY_CHOICES).toEqual([
      { value: '1', label: 'Option 1' },
      { value: '2', label: 'Option 2' },
      { value: '3', label: 'Option 3' },
      { value: '4', label: 'Option 4' },
      { value: '5', label: 'Option 5' },
    ]);
  });

  it('loads the stored options in order with the key at the one marked right', () => {
    expect(
      answersOf([
        { name: 'a', isAnswer: false },
        { name: 'b', isAnswer: false },
        { name: 'c', isAnswer: false },
        { name: 'd', isAnswer: false },
        { name: 'e', isAnswer: true },
      ]),
    ).toEqual({ option1: 'a', option2: 'b', option3: 'c', option4: 'd', option5: 'e', key: '5' });
    expect(answersOf([])).toEqual(emptyAnswers());
    expect(answersMode([])).toBe('new');
    expect(answersMode([{}])).toBe('editing');
  });

  it("needs options 1 to 4, the question and the key: 'Please Fillout All Fields'", () => {
    expect(checkAnswers({ ...four, option3: ' ' }, 9)).toEqual({
      ok: false,
      message: 'Please Fillout All Fields',
      fields: { option3: 'Please Fillout All Fields' },
    });
    expect(checkAnswers({ ...four, key: '' }, 9)).toMatchObject({
      ok: false,
      fields: { key: 'Please Fillout All Fields' },
    });
    expect(checkAnswers(four, null)).toMatchObject({ ok: false, message: 'Please Fillout All Fields' });
    expect(answerFieldMark('option1', '', four)).toBe('Please Fillout All Fields');
    expect(answerFieldMark('option5', '', four)).toBeUndefined();
  });

  it('saves the whole question: four or five options and the key', () => {
    const result = checkAnswers(four, 9);
    if (!result.ok) throw new Error(english(result.message));
    expect(answersBody(result.body)).toEqual({ options: ['2', '4', '6', '8'], key: 2 });
    const five = checkAnswers({ ...four, option5: '$\\frac{1}{2}$', key: '5' }, 9);
    if (!five.ok) throw new Error(english(five.message));
    expect(answersBody(five.body)).toEqual({ options: ['2', '4', '6', '8', '$\\frac{1}{2}$'], key: 5 });
  });

  it('refuses a key on an empty option 5', () => {
    expect(checkAnswers({ ...four, key: '5' }, 9)).toMatchObject({
      ok: false,
      fields: { key: 'The correct answer must be one of the filled options' },
    });
  });
});
