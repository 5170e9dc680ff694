import { describe, expect, it } from 'vitest';
import { render } from './message';
import { AIKEN_ERROR, exportAiken, parseAiken, parseAikenQuestions } from './question-aiken';

const ok = (text: string) => {
  const parsed = parseAiken(text);
  if (!parsed.ok) throw new Error(`expected a parse, got: ${JSON.stringify(parsed.errors)}`);
  return parsed.questions;
};
const fail = (text: string) => {
  const parsed = parseAiken(text);
  if (parsed.ok) throw new Error('expected an error');
  return parsed;
};

const FILE = `What is 2 + 3?
A) 4
B) 5
C) 6
D) 7
ANSWER: B

Which of these is
a prime number?
A. 4
B. 9
C. 11
ANSWER: C
Is $\\sqrt{4} = 2$?
A) Yes
B) No
ANSWER: a
`;

describe('parseAiken', () => {
  it('reads questions with "A)" or "A." options, multi-line texts, and no blank line between questions', () => {
    expect(ok(FILE)).toEqual([
      {
        question_number: 1,
        question_complexity: 1,
        question_type: 'multiple choice',
        question_header: 'Question 1',
        header_number: 1,
        question_text: 'What is 2 + 3?',
        question_image: null,
        options: ['4', '5', '6', '7'],
        key: 2,
        steps: [],
        step_images: [],
      },
      expect.objectContaining({
        question_number: 2,
        question_text: 'Which of these is a prime number?',
        options: ['4', '9', '11'],
        key: 3,
      }),
      expect.objectContaining({
        question_number: 3,
        question_text: 'Is $\\sqrt{4} = 2$?',
        options: ['Yes', 'No'],
        key: 1,
      }),
    ]);
  });

  it('takes CRLF and five options', () => {
    const [q] = ok('Pick\r\nA) a\r\nB) b\r\nC) c\r\nD) d\r\nE) e\r\nANSWER: E\r\n');
    expect(q).toMatchObject({ options: ['a', 'b', 'c', 'd', 'e'], key: 5 });
  });

  const cases: Array<[string, string, number, RegExp]> = [
    ['options out of order', 'Q\nA) a\nC) c\nANSWER: A', 3, /expected option B, found C/],
    ['a sixth option', 'Q\nA) a\nB) b\nC) c\nD) d\nE) e\nF) f\nANSWER: A', 7, /at most 5 options/],
    ['an answer past the options', 'Q\nA) a\nB) b\nANSWER: C', 4, /from A to B, found "C"/],
    ['an empty answer', 'Q\nA) a\nB) b\nANSWER:', 4, /found ""/],
    ['a missing ANSWER line', 'First\nA) a\nB) b\nANSWER: A\n\nQ\nA) a\nB) b\n', 6, /has no ANSWER: line/],
    ['an ANSWER before options', 'Q\nANSWER: A', 2, /before any option/],
    ['an option before any text', '\nA) a\nB) b\nANSWER: A', 2, /before any question text/],
    [
      'a text line among options',
      'Q\nA) a\nmore text\nB) b\nANSWER: A',
      3,
      /expected option B\) or ANSWER:, found "more text"/,
    ],
    ['a single option', 'Q\nA) a\nANSWER: A', 1, /^options: A question needs 2 to 5 options/],
    ['an empty option', 'Q\nA)\nB) b\nANSWER: B', 1, /^option 1: An option is empty/],
    ['a text of 500 characters', `${'q'.repeat(500)}\nA) a\nB) b\nANSWER: A`, 1, /Question Length is Too Long/],
  ];
  it.each(cases)('refuses %s, naming the line', (_name, text, line, detail) => {
    const result = fail(text);
    expect(result.message).toBe(AIKEN_ERROR);
    expect(result.errors[0]!.line).toBe(line);
    expect(render(result.errors[0]!.detail)).toMatch(detail);
  });

  it('reports every bad question, in line order, and imports none', () => {
    const result = fail('Q1\nA) a\nANSWER: A\n\nQ2\nA) a\nB) b\nANSWER: Z\n\nQ3\nA) a\nB) b\nANSWER: B');
    expect(result.errors.map((e) => [e.line, e.question])).toEqual([
      [1, 1],
      [8, 2],
    ]);
  });
});

describe('exportAiken', () => {
  it('writes a file that reads back to the same texts, options and keys', () => {
    const questions = ok(FILE);
    const text = exportAiken(questions);
    expect(text).toBe(
      'What is 2 + 3?\nA) 4\nB) 5\nC) 6\nD) 7\nANSWER: B\n\n' +
        'Which of these is a prime number?\nA) 4\nB) 9\nC) 11\nANSWER: C\n\n' +
        'Is $\\sqrt{4} = 2$?\nA) Yes\nB) No\nANSWER: A\n',
    );
    expect(ok(text)).toEqual(questions);
  });
});

// Moodle's Aiken help page: the second question has six options, more than a question here may have.
const MOODLE_HELP = `What is the correct answer to this question?
A. Is it this one?
B. Maybe this answer?
C. Possibly this one?
D. Must be this one!
ANSWER: D

Which LMS has the most quiz import formats?
A) Moodle
B) ATutor
C) Claroline
D) Blackboard
E) WebCT
F) Ilias
ANSWER: A
`;

describe('parseAikenQuestions', () => {
  it("imports Moodle's help example's first question and refuses the second for its six options", () => {
    const result = parseAikenQuestions(MOODLE_HELP);
    if (!result.ok) throw new Error('expected a parse');
    expect(result.questions).toMatchObject([
      { question_number: 1, question_text: 'What is the correct answer to this question?', key: 4 },
    ]);
    expect(result.refused).toEqual([
      {
        number: 2,
        line: 8,
        type: 'too many options',
        reason: 'a question has at most 5 options (A to E)',
        source: MOODLE_HELP.split('\n').slice(7, 15).join('\n'),
        issues: [{ message: AIKEN_ERROR, line: 14, question: 2, detail: 'a question has at most 5 options (A to E)' }],
      },
    ]);
    expect(parseAiken(MOODLE_HELP).ok).toBe(false);
  });

  it('reads options written "A)Correct" and "A.Correct", without a space, as Moodle does', () => {
    const result = parseAikenQuestions('Pick one\nA)Correct\nB)Wrong\nANSWER: A\nAnd here\nA.Yes\nB.No\nANSWER: B');
    expect(result.ok && result.questions.map((q) => [q.options, q.key])).toEqual([
      [['Correct', 'Wrong'], 1],
      [['Yes', 'No'], 2],
    ]);
  });

  it('skips a bad question to its ANSWER line, so the next one needs no blank line', () => {
    const result = parseAikenQuestions('Q1\nA) a\nC) c\nANSWER: A\nQ2\nA) x\nB) y\nANSWER: B');
    if (!result.ok) throw new Error('expected a parse');
    expect(result.refused.map((r) => [r.number, r.line, r.type, r.source])).toEqual([
      [1, 1, 'invalid', 'Q1\nA) a\nC) c\nANSWER: A'],
    ]);
    expect(result.questions).toMatchObject([{ question_number: 1, question_text: 'Q2', key: 2 }]);
  });

  it('keeps a question whose text runs on after a blank line, and its lines in a refusal', () => {
    const result = parseAikenQuestions('Part one\n\npart two\nA) a\nB) b\nANSWER: A\n\nQ\n\nA) x\nANSWER: C');
    if (!result.ok) throw new Error('expected a parse');
    expect(result.questions.map((q) => q.question_text)).toEqual(['Part one part two']);
    expect(result.refused.map((r) => [r.line, r.source])).toEqual([[8, 'Q\n\nA) x\nANSWER: C']]);
  });

  // Moodle's question/format/aiken/tests/fixtures/aiken_errors.txt: Moodle reads the question of lines 18-21.
  const MOODLE_ERRORS = [
    'A question with too few answers',
    'A) Only answer',
    'ANSWER: A',
    '',
    'A) Question not started',
    '',
    'ANSWER: Question not started',
    '',
    'A good question',
    'A) Correct',
    'B) Incorrect',
    'ANSWER: A',
    '',
    'A question started but not finished',
    'A) Correct-ish',
    'B) Incorrect-ish',
    '',
    'A second good question',
    'A)Incorrect (No space)',
    'B)Correct (No space)',
    'ANSWER: B',
  ].join('\n');

  it("starts again at the next question after one without ANSWER (Moodle's aiken_errors.txt)", () => {
    const result = parseAikenQuestions(MOODLE_ERRORS);
    if (!result.ok) throw new Error('expected a parse');
    expect(result.questions.map((q) => [q.question_number, q.question_text, q.options, q.key])).toEqual([
      [1, 'A good question', ['Correct', 'Incorrect'], 1],
      [2, 'A second good question', ['Incorrect (No space)', 'Correct (No space)'], 2],
    ]);
    const unfinished = result.refused.find((r) => r.line === 14);
    expect(unfinished).toMatchObject({
      reason: 'the question has no ANSWER: line',
      source: 'A question started but not finished\nA) Correct-ish\nB) Incorrect-ish',
    });
    expect(result.refused.map((r) => r.line)).toEqual([1, 5, 7, 14]);
  });

  it('still refuses a text line between options when no blank line ends the question', () => {
    const result = parseAikenQuestions('Q\nA) a\nB) b\nmore text\nC) c\nANSWER: A\n\nNext\nA) x\nB) y\nANSWER: A');
    if (!result.ok) throw new Error('expected a parse');
    expect(result.refused.map((r) => [r.line, r.reason])).toEqual([
      [1, 'expected option C) or ANSWER:, found "more text"'],
    ]);
    expect(result.questions.map((q) => q.question_text)).toEqual(['Next']);
  });

  it('refuses a question without ANSWER at the end of the file, and a file without questions', () => {
    const result = parseAikenQuestions('Q1\nA) a\nB) b\nANSWER: A\n\nQ2\nA) x');
    expect(result.ok && result.refused.map((r) => [r.line, r.reason])).toEqual([
      [6, 'the question has no ANSWER: line'],
    ]);
    expect(parseAikenQuestions('\n\n')).toMatchObject({ ok: false, message: AIKEN_ERROR });
  });
});
