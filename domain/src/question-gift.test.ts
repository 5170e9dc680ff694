import { describe, expect, it } from 'vitest';
import { render } from './message';
import type { ImportedQuestion } from './question-bank';
import { escapeGift, exportGift, GIFT_ERROR, parseGift } from './question-gift';

const ok = (text: string) => {
  const parsed = parseGift(text);
  if (!parsed.ok) throw new Error(`expected a parse, got: ${JSON.stringify(parsed.errors)}`);
  return parsed.questions;
};
const fail = (text: string) => {
  const parsed = parseGift(text);
  if (parsed.ok) throw new Error('expected an error');
  return parsed;
};

const FILE = `// A hand-written quiz
$CATEGORY: $course$/Algebra

::Sum:: What is 2 + 3? {
  ~4
  =5#Two plus three is five.
  ~6
  ####Add the units.
}

// true/false
Is 7 a prime number? {T}

::Capital::[html]Which city is the capital of France?{~London ~Berlin =Paris ~Madrid ~Rome}

The sun rises in the {~north =east ~south} every morning.

Is $x \\= 2$ a solution of $x^2 \\= 5$? {FALSE#Yes, it is.#Right: 4 is not 5.}
`;

describe('parseGift: a hand-written file', () => {
  it('reads multiple choice, true/false, titles, prefixes, feedback and missing-word questions', () => {
    const questions = ok(FILE);
    expect(questions.map((q) => q.question_number)).toEqual([1, 2, 3, 4, 5]);
    expect(questions[0]).toEqual({
      question_number: 1,
      question_complexity: 1,
      question_type: 'multiple choice',
      question_header: 'Sum',
      question_text: 'What is 2 + 3?',
      question_image: null,
      options: ['4', '5', '6'],
      key: 2,
      option_feedback: ['', 'Two plus three is five.'],
      steps: ['Add the units.'],
      step_images: [],
    });
    expect(questions[1]).toMatchObject({
      question_header: 'Question 2',
      question_text: 'Is 7 a prime number?',
      options: ['True', 'False'],
      key: 1,
      steps: [],
    });
    expect(questions[2]).toMatchObject({
      question_header: 'Capital',
      question_text: 'Which city is the capital of France?',
      options: ['London', 'Berlin', 'Paris', 'Madrid', 'Rome'],
      key: 3,
    });
    expect(questions[3]).toMatchObject({ question_text: 'The sun rises in the _____ every morning.', key: 2 });
    expect(questions[4]).toMatchObject({
      question_text: 'Is $x = 2$ a solution of $x^2 = 5$?',
      options: ['True', 'False'],
      key: 2,
      // Moodle's {FALSE#wrong#right}: the first feedback is the wrong answer's (True), the second the right one's.
      option_feedback: ['Yes, it is.', 'Right: 4 is not 5.'],
      steps: [],
    });
  });

  // The shape of Moodle's own GIFT examples (docs.moodle.org, GIFT format), with its general feedback.
  const MOODLE_Q2 = `// multiple choice with specified feedback for right and wrong answers
::Q2:: What's between orange and green in the spectrum?
{ =yellow # right; good! ~red # wrong, it's yellow ~blue # wrong, it's yellow
  #### Yellow lies between them. }

::Q1:: 1+1=2 {T#No, it is.#Yes: one and one make two.}`;

  it("keeps each answer's feedback with its option, and makes only the general feedback (####) a step", () => {
    const [q2, q1] = ok(MOODLE_Q2);
    expect(q2).toMatchObject({
      question_header: 'Q2',
      options: ['yellow', 'red', 'blue'],
      key: 1,
      option_feedback: ['right; good!', "wrong, it's yellow", "wrong, it's yellow"],
      steps: ['Yellow lies between them.'],
    });
    expect(q1).toMatchObject({
      options: ['True', 'False'],
      key: 1,
      option_feedback: ['Yes: one and one make two.', 'No, it is.'],
      steps: [],
    });
    // No feedback and no general feedback: no steps, no option feedback.
    expect(ok('Q {=a ~b}')[0]).toMatchObject({ steps: [] });
    expect(ok('Q {=a ~b}')[0]!.option_feedback).toBeUndefined();
  });

  it("writes each option's feedback after its answer and reads it back the same", () => {
    const questions = ok(MOODLE_Q2);
    const text = exportGift(questions);
    expect(text).toBe(
      "::Q2::What's between orange and green in the spectrum? {\n  =yellow#right; good!\n  ~red#wrong, it's yellow\n" +
        "  ~blue#wrong, it's yellow\n  ####Yellow lies between them.\n}\n\n" +
        '::Q1::1+1\\=2 {T#No, it is.#Yes\\: one and one make two.}\n',
    );
    expect(ok(text)).toEqual(questions);
    // A wrong answer's feedback alone, on a false statement: {F#wrong} (no empty second feedback).
    const onlyWrong = { ...questions[1]!, key: 2, option_feedback: ['It is not.'] };
    expect(exportGift([onlyWrong])).toEqual('::Q1::1+1\\=2 {F#It is not.}\n');
    expect(ok(exportGift([onlyWrong]))[0]!.option_feedback).toEqual(['It is not.']);
  });

  it('reads escapes, keeps other backslashes (LaTeX), and takes CRLF and {TRUE} {F}', () => {
    const text =
      '::a\\:b:: Half of $\\frac\\{1\\}\\{2\\}$ is \\#1 \\~ \\\\ ok\\n(next) $\\neq$ {\r\n=yes ~no}\r\n\r\nOK? {TRUE}\r\n\r\nQ? {F}';
    const [first, second, third] = ok(text);
    expect(first!.question_header).toEqual('a:b');
    expect(first!.question_text).toEqual('Half of $\\frac{1}{2}$ is #1 ~ \\ ok\n(next) $\\neq$');
    expect(second).toMatchObject({ question_text: 'OK?', options: ['True', 'False'], key: 1 });
    expect(third).toMatchObject({ options: ['True', 'False'], key: 2 });
  });

  it('takes ~%100% as right and ~%0% as wrong', () => {
    expect(ok('Q? {~%100%yes ~%0%no ~maybe}')[0]).toMatchObject({ options: ['yes', 'no', 'maybe'], key: 1 });
  });
});

describe('parseGift: refused questions name their line', () => {
  const cases: Array<[string, string, number, RegExp]> = [
    [
      'short answer',
      'Q1? {=a ~b}\n\nWho wrote Hamlet? {=Shakespeare =William Shakespeare}',
      3,
      /short-answer question/,
    ],
    ['one = answer', 'Two plus two? {=four}', 1, /short-answer/],
    ['matching', '\nMatch: {=cat -> meow =dog -> woof}', 2, /matching question/],
    ['numerical', '// c\nHow much? {#3:0.5}', 2, /numerical question/],
    ['essay', 'Write about GIFT. {}', 1, /essay question/],
    ['a description', 'Just some text without answers.', 1, /no answer block/],
    ['partial credit', 'Pick two {~%50%a ~%50%b ~%-100%c}', 1, /partial-credit answers \(%50%\)/],
    ['two right answers', 'Pick {=a =b ~c}', 1, /more than one answer is right/],
    ['an unclosed block', 'Pick {=a ~b', 1, /not closed/],
    ['two blocks', 'Pick {=a ~b} and {=c ~d}', 1, /only one answer block/],
    ['text before the first answer', 'Pick {a =b ~c}', 1, /must start with = or ~/],
    ['six options', 'Pick {=a ~b ~c ~d ~e ~f}', 1, /^options: A question needs 2 to 5 options/],
    ['an empty option', 'Pick {=a ~ ~c}', 1, /^option 2: An option is empty/],
    ['no text', '::Title::{=a ~b}', 1, /^question text: The question has no text/],
  ];
  it.each(cases)('refuses %s', (_name, text, line, detail) => {
    const result = fail(text);
    expect(result.message).toBe(GIFT_ERROR);
    const issue = result.errors.find((e) => e.line === line)!;
    expect(issue).toBeDefined();
    expect(issue.message).toBe(GIFT_ERROR);
    expect(render(issue.detail)).toMatch(detail);
  });

  it('imports nothing when one question of several is refused', () => {
    const result = fail('Q1? {=a ~b}\n\nQ2? {=x}\n\nQ3? {T}');
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ line: 3, question: 2 });
    expect(result).not.toHaveProperty('questions');
  });

  it('refuses an empty file and one holding only comments', () => {
    expect(fail('// nothing\n\n').errors[0]!.detail).toEqual('The file holds no questions');
  });
});

const sample: ImportedQuestion[] = [
  {
    question_number: 1,
    question_complexity: 1,
    question_type: 'multiple choice',
    question_header: 'Fractions: halves',
    question_text: 'Simplify $\\frac{2}{4}$ = ? Use {braces}, #hash, ~tilde and a\\b.\nSecond line\n\n3rd',
    question_image: null,
    options: ['$\\frac{1}{2}$', '=2', '%50% off', '$x \\neq y$ \\n', 'a -> b'],
    key: 3,
    steps: ['Divide top and bottom by 2: $\\frac{2 \\div 2}{4 \\div 2}$'],
    step_images: [],
  },
  {
    question_number: 2,
    question_complexity: 1,
    question_type: 'multiple choice',
    question_header: 'Question 2',
    question_text: '[html] is kept as text',
    question_image: null,
    options: ['True', 'False'],
    key: 2,
    steps: ['Because.'],
    step_images: [],
  },
  {
    question_number: 3,
    question_complexity: 1,
    question_type: 'multiple choice',
    question_header: 'Ends with a backslash \\',
    question_text: 'Which? \\',
    question_image: null,
    options: ['%0% one', 'two\\'],
    key: 1,
    steps: [],
    step_images: [],
  },
];

describe('exportGift', () => {
  it('escapes special characters and doubles only backslashes that would start an escape', () => {
    expect(escapeGift('a=b ~c #d {e} f:g')).toEqual('a\\=b \\~c \\#d \\{e\\} f\\:g');
    expect(escapeGift('$\\frac{1}{2} \\neq \\{x\\}$')).toEqual('$\\frac\\{1\\}\\{2\\} \\neq \\\\\\{x\\\\\\}$');
    expect(escapeGift('line\nNext\n2\\')).toEqual('line\nNext\\n2\\\\');
  });

  it('writes multiple choice and true/false questions a reader can follow', () => {
    const text = exportGift([sample[1]!, { ...sample[1]!, options: ['4', '5'], key: 1, steps: [] }]);
    expect(text).toBe(
      '::Question 2::[plain][html] is kept as text {F####Because.}\n\n::Question 2::[plain][html] is kept as text {\n  =4\n  ~5\n}\n',
    );
  });

  it('reads back to the same questions: text, LaTeX, options, key, step 1', () => {
    expect(ok(exportGift(sample))).toEqual(sample);
  });

  it('reads back a hand-written file to what it first read, option feedback too', () => {
    const first = ok(FILE);
    const again = ok(exportGift(first));
    expect(again.map((q) => [q.question_text, q.options, q.key, q.steps, q.option_feedback])).toEqual(
      first.map((q) => [q.question_text, q.options, q.key, q.steps, q.option_feedback]),
    );
  });
});
