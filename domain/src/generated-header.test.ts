// The header an import makes for a format without headers: "Question n" in the stored text (exports and the
// API keep it), marked by header_number so a screen writes it in its language (issue 27).
import { describe, expect, it } from 'vitest';
import ta from '../locales/ta.json';
import { parseAiken } from './question-aiken';
import { generatedHeader, headerText } from './question-bank';
import { questionFromRecords } from './question-records';

const tamil = (key: string, values: Record<string, unknown> = {}) =>
  ((ta as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('a header the import made', () => {
  it('is stored in English and marked with its number', () => {
    expect(generatedHeader(5)).toEqual({ question_header: 'Question 5', header_number: 5 });
    const read = parseAiken('What is 2 + 3?\nA) 4\nB) 5\nANSWER: B\n');
    expect(read.ok && read.questions[0]).toMatchObject({ question_header: 'Question 1', header_number: 1 });
  });

  it('is written in Tamil from its number; a written header is shown as stored', () => {
    expect(headerText(tamil, generatedHeader(5))).toBe('வினா 5');
    expect(headerText(tamil, { question_header: 'Question 5' })).toBe('Question 5');
    expect(headerText(tamil, { question_header: 'பின்னங்கள்', header_number: null })).toBe('பின்னங்கள்');
  });

  it('keeps its mark from the stored row to the screens’ shape', () => {
    const row = { question_number: 3, question_complexity: '1', question_type: 'multiple choice', question_text: 'x' };
    const answers = [
      { name: 'a', isAnswer: true },
      { name: 'b', isAnswer: false },
    ];
    const marked = questionFromRecords({ ...row, ...generatedHeader(3), question_image: null }, answers);
    expect(marked).toMatchObject({ question_header: 'Question 3', header_number: 3 });
    const written = questionFromRecords(
      { ...row, question_header: 'Sums', header_number: null, question_image: null },
      answers,
    );
    expect(written).not.toHaveProperty('header_number');
  });
});
