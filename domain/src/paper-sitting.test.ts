import { describe, expect, it } from 'vitest';
import {
  PAPER_MESSAGES,
  type PaperQuestion,
  paperEntriesOf,
  paperSittingSchema,
  paperSittingTemplateCsv,
  parsePaperSittingCsv,
  resolvePaperEntries,
} from './paper-sitting';

// Question n has id 100+n; options ids (100+n)*10+k; question 4 has five options.
const question = (n: number, options = 4): PaperQuestion => ({
  questionid: 100 + n,
  question_number: n,
  answers: Array.from({ length: options }, (_, k) => ({ answersid: (100 + n) * 10 + k + 1 })),
});
const questions = [question(1), question(2), question(3), question(4, 5)];

describe('parsePaperSittingCsv', () => {
  it('reads letters of the lettering, positions and blanks', () => {
    const csv = 'Question_Number,Option\r\n1,b\r\n2,4\r\n3,\r\n4,E\r\n';
    expect(parsePaperSittingCsv(csv, questions, 'A - H')).toEqual({
      choices: [
        { questionid: 101, select_ans: 1012 },
        { questionid: 102, select_ans: 1024 },
        { questionid: 103, select_ans: null },
        { questionid: 104, select_ans: 1045 },
      ],
      issues: [],
    });
  });

  it('reads the roman and E - H letterings, with semicolons', () => {
    expect(parsePaperSittingCsv('question_number;option\n2;iii\n4;v\n', questions, 'i - iv').choices).toEqual([
      { questionid: 102, select_ans: 1023 },
      { questionid: 104, select_ans: 1045 },
    ]);
    expect(parsePaperSittingCsv('question_number,option\n1,h\n4,I\n', questions, 'E - H').choices).toEqual([
      { questionid: 101, select_ans: 1014 },
      { questionid: 104, select_ans: 1045 },
    ]);
  });

  it('reads several options for a check-box question, one for a multiple-choice one', () => {
    const boxes = { ...question(2), question_type: 'check boxes' };
    const csv = 'question_number,option\n1,B\n2,"A, C"\n';
    expect(parsePaperSittingCsv(csv, [question(1), boxes], 'A - H')).toEqual({
      choices: [
        { questionid: 101, select_ans: 1012 },
        { questionid: 102, select_ans: [1021, 1023] },
      ],
      issues: [],
    });
    // "A C" names no single option of a multiple-choice question; each option listed for check boxes is checked.
    const wrong = parsePaperSittingCsv('question_number,option\n1,A C\n2,A;9\n', [question(1), boxes], 'A - H');
    expect(wrong.issues.map((i) => [i.row, i.message])).toEqual([
      [1, '"A C" is not an option: give one of A, B, C, D or a position from 1 to 4'],
      [2, '"9" is not an option: give one of A, B, C, D or a position from 1 to 4'],
    ]);
  });

  it('reports every bad row and accepts nothing', () => {
    const csv = ['question_number,option', '1,A', '9,B', '1,C', '2,E', 'two,A', '3,5', '4,F'].join('\n');
    expect(parsePaperSittingCsv(csv, questions, 'A - H')).toEqual({
      choices: [],
      issues: [
        { row: 2, field: 'question_number', message: 'The test has no question 9' },
        { row: 3, field: 'question_number', message: 'Question 1 also appears in row 1' },
        {
          row: 4,
          field: 'option',
          message: '"E" is not an option: give one of A, B, C, D or a position from 1 to 4',
        },
        { row: 5, field: 'question_number', message: PAPER_MESSAGES.questionNumber },
        {
          row: 6,
          field: 'option',
          message: '"5" is not an option: give one of A, B, C, D or a position from 1 to 4',
        },
        {
          row: 7,
          field: 'option',
          message: '"F" is not an option: give one of A, B, C, D, E or a position from 1 to 5',
        },
      ],
    });
  });

  it('refuses a bad header', () => {
    expect(parsePaperSittingCsv('question,answer\n1,A\n', questions, 'A - H').issues).toEqual([
      { row: 0, line: 1, field: 'question', message: 'Unknown column "question"' },
      { row: 0, line: 1, field: 'answer', message: 'Unknown column "answer"' },
    ]);
    expect(parsePaperSittingCsv('question_number\n1\n', questions, 'A - H').issues).toEqual([
      { row: 0, field: 'header', message: 'The file needs the column "option"' },
    ]);
    expect(parsePaperSittingCsv('', questions, 'A - H').issues).toEqual([
      { row: 0, field: 'header', message: 'The file has no header line' },
    ]);
    expect(parsePaperSittingCsv('question_number,option\n', questions, 'A - H').issues).toEqual([
      { row: 0, field: 'row', message: PAPER_MESSAGES.empty },
    ]);
  });

  it('refuses more rows than a test can have questions', () => {
    const csv = `question_number,option\n${'1,A\n'.repeat(201)}`;
    expect(parsePaperSittingCsv(csv, questions, 'A - H').issues).toEqual([
      { row: 0, field: 'row', message: PAPER_MESSAGES.tooManyRows },
    ]);
  });

  it('writes a template of every question number', () => {
    expect(paperSittingTemplateCsv([question(2), question(1)])).toEqual('question_number,option\r\n1,\r\n2,');
  });
});

describe('paperSittingSchema (entry question by question)', () => {
  it('takes questions by id or number and options as text, numbers or null', () => {
    const body = paperSittingSchema.parse({
      answers: [
        { questionid: 103, option: 'c' },
        { question_number: '1', option: 2 },
        { question_number: 2, option: null },
      ],
    });
    expect(resolvePaperEntries(questions, paperEntriesOf(body), 'A - H')).toEqual({
      choices: [
        { questionid: 103, select_ans: 1033 },
        { questionid: 101, select_ans: 1012 },
        { questionid: 102, select_ans: null },
      ],
      issues: [],
    });
  });

  it('reports an unknown id and a question named twice by id and number', () => {
    const body = paperSittingSchema.parse({
      answers: [
        { questionid: 999, option: 'A' },
        { questionid: 101, option: 'A' },
        { question_number: 1, option: 'B' },
      ],
    });
    expect(resolvePaperEntries(questions, paperEntriesOf(body), 'A - H').issues).toEqual([
      { row: 1, field: 'questionid', message: 'The test has no question 999' },
      { row: 3, field: 'question_number', message: 'Question 1 also appears in row 2' },
    ]);
  });

  it('needs exactly one way of naming the question, and at least one answer', () => {
    const both = paperSittingSchema.safeParse({ answers: [{ questionid: 101, question_number: 1, option: 'A' }] });
    expect(both.success ? [] : both.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['answers.0', PAPER_MESSAGES.nameQuestion],
    ]);
    const neither = paperSittingSchema.safeParse({ answers: [{ option: 'A' }] });
    expect(neither.success).toBe(false);
    const none = paperSittingSchema.safeParse({ answers: [] });
    expect(none.success ? [] : none.error.issues.map((i) => i.message)).toEqual([PAPER_MESSAGES.empty]);
    expect(paperSittingSchema.safeParse({ answers: [{ questionid: 2147483648, option: 'A' }] }).success).toBe(false);
  });
});
