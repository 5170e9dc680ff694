import { describe, expect, it } from 'vitest';
import { render } from './message';
import type { ImportedQuestion } from './question-bank';
import { ANSWER_TAGS_ERROR, parseQuestionTags, TAGS_ERROR } from './question-tags';
import { exportQuestionTags } from './question-tags-export';

const ok = (text: string) => {
  const parsed = parseQuestionTags(text);
  if (!parsed.ok) throw new Error(`expected a parse, got: ${JSON.stringify(parsed.errors)}`);
  return parsed.questions;
};
const fail = (text: string) => {
  const parsed = parseQuestionTags(text);
  if (parsed.ok) throw new Error('expected an error');
  return parsed;
};

const FILE = `<q>What is 2 + 3?==1</q>
<a>4&&5&&6&&7==2</a>
<s>Add the units: 2 + 3 = 5&&So the answer is option 2==1</s>

<q>Which figure is a square?<img>figures/q2.png</img>==2</q>
<a>A&&B&&C&&D==4</a>
`;

describe('parseQuestionTags: a good file', () => {
  it('reads questions, options, keys, steps and images, numbered from 1', () => {
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
        steps: ['Add the units: 2 + 3 = 5', 'So the answer is option 2'],
        step_images: [],
      },
      {
        question_number: 2,
        question_complexity: 2,
        question_type: 'multiple choice',
        question_header: 'Question 2',
        header_number: 2,
        question_text: 'Which figure is a square?',
        question_image: 'figures/q2.png',
        options: ['A', 'B', 'C', 'D'],
        key: 4,
        steps: [],
        step_images: [],
      },
    ]);
  });

  it('takes CRLF, a BOM, spaced and upper-case tags, and folds white space inside texts', () => {
    const text = '\uFEFF< Q >\r\n  What is\r\n  x?  == 3 \r\n</ q>\r\n<A> a &&\r\nb&&c&&d == 1</A>\r\n';
    const [q] = ok(text);
    expect(q).toMatchObject({
      question_text: 'What is x?',
      question_complexity: 3,
      options: ['a', 'b', 'c', 'd'],
      key: 1,
    });
  });

  it('pairs the n-th <a> with the n-th <q> wherever they stand, and steps by the number they name', () => {
    const text = '<q>one==1</q><q>two==1</q><s>why two==2</s><a>1&&2&&3&&4==1</a><a>5&&6&&7&&8==3</a>';
    const questions = ok(text);
    expect(questions.map((q) => [q.question_text, q.options[0], q.key, q.steps])).toEqual([
      ['one', '1', 1, []],
      ['two', '5', 3, ['why two']],
    ]);
  });

  it('splits at the last "==", so texts and options may hold "=="', () => {
    const [q] = ok('<q>Is a == b?==2</q><a>yes==no&&x&&y&&z==1</a>');
    expect(q).toMatchObject({
      question_text: 'Is a == b?',
      question_complexity: 2,
      options: ['yes==no', 'x', 'y', 'z'],
    });
  });

  it('places images of steps 1 to 4 and keeps LaTeX and other markup as text', () => {
    const [q] = ok(
      '<q>Solve $x^2 < 4$ <b>now</b>==1</q><a>$-2<x<2$&&b&&c&&d==1</a>' +
        '<s>Look<img>s1.png</img>&&then&&<img>s3.png</img>Graph&&four<img>s4.png</img>&&five==1</s>',
    );
    expect(q!.question_text).toEqual('Solve $x^2 < 4$ <b>now</b>');
    expect(q!.options[0]).toEqual('$-2<x<2$');
    expect(q!.steps).toEqual(['Look', 'then', 'Graph', 'four', 'five']);
    expect(q!.step_images).toEqual(['s1.png', null, 's3.png', 's4.png']);
  });

  it('keeps an empty step between others', () => {
    expect(ok('<q>q==1</q><a>a&&b&&c&&d==1</a><s>first&&&&third==1</s>')[0]!.steps).toEqual(['first', '', 'third']);
  });
});

describe('parseQuestionTags: question, step and image tag errors', () => {
  const cases: Array<[string, string, { line: number; tag?: string; detail: RegExp }]> = [
    [
      'an unclosed <q>',
      '<q>one==1\n<a>a&&b&&c&&d==1</a>',
      { line: 1, tag: 'q', detail: /<q> is not closed before <a> on line 2/ },
    ],
    ['a closing tag that closes nothing', '\n</q>', { line: 2, tag: 'q', detail: /closes nothing/ }],
    [
      'text outside the tags',
      '<q>a==1</q>\nWhat is 5?\n<a>a&&b&&c&&d==1</a>',
      { line: 2, detail: /outside the tags: "What is 5\?"/ },
    ],
    ['trailing text', '<q>a==1</q><a>a&&b&&c&&d==1</a>\n\nleft over', { line: 3, detail: /outside the tags/ }],
    [
      'no complexity',
      '<q>What?</q><a>a&&b&&c&&d==1</a>',
      { line: 1, tag: 'q', detail: /no "==" followed by the complexity/ },
    ],
    [
      'a complexity that is not a number',
      '<q>What?==hard</q><a>a&&b&&c&&d==1</a>',
      { line: 1, tag: 'q', detail: /whole number, found "hard"/ },
    ],
    [
      'a complexity out of range',
      '<q>What?==7</q><a>a&&b&&c&&d==1</a>',
      { line: 1, tag: 'q', detail: /^complexity: / },
    ],
    [
      'an empty question',
      '\n<q> ==1</q><a>a&&b&&c&&d==1</a>',
      { line: 2, tag: 'q', detail: /^question text: The question has no text/ },
    ],
    ['an <img> outside', '<img>x.png</img>', { line: 1, tag: 'img', detail: /inside a <q> question or an <s> step/ }],
    [
      'two images in a question',
      '<q>a<img>x.png</img>b<img>y.png</img>==1</q><a>a&&b&&c&&d==1</a>',
      { line: 1, tag: 'img', detail: /more than one image/ },
    ],
    ['an empty image', '<q>a<img> </img>==1</q><a>a&&b&&c&&d==1</a>', { line: 1, tag: 'img', detail: /empty/ }],
    ['an unclosed image', '<q>a<img>x.png</q>', { line: 1, tag: 'img', detail: /<img> is not closed before <\/q>/ }],
    [
      'an image reference with spaces',
      '<q>a<img>my file.png</img>==1</q><a>a&&b&&c&&d==1</a>',
      { line: 1, tag: 'q', detail: /^question image: / },
    ],
    [
      'an image on step 5',
      '<q>a==1</q><a>a&&b&&c&&d==1</a><s>1&&2&&3&&4&&5<img>x.png</img>==1</s>',
      { line: 1, tag: 'img', detail: /step 5 cannot have an image/ },
    ],
    [
      'six steps',
      '<q>a==1</q><a>a&&b&&c&&d==1</a>\n<s>1&&2&&3&&4&&5&&6==1</s>',
      { line: 2, tag: 's', detail: /found 6 steps/ },
    ],
    [
      'steps for a missing question',
      '<q>a==1</q><a>a&&b&&c&&d==1</a>\n<s>why==2</s>',
      { line: 2, tag: 's', detail: /no question 2/ },
    ],
    [
      'two <s> for one question',
      '<q>a==1</q><a>a&&b&&c&&d==1</a><s>x==1</s>\n<s>y==1</s>',
      { line: 2, tag: 's', detail: /already has steps on line 1/ },
    ],
    [
      'steps without a question number',
      '<q>a==1</q><a>a&&b&&c&&d==1</a><s>x</s>',
      { line: 1, tag: 's', detail: /the question number/ },
    ],
    [
      'an empty step 1',
      '<q>a==1</q><a>a&&b&&c&&d==1</a><s> &&two==1</s>',
      { line: 1, tag: 's', detail: /step 1 is empty/ },
    ],
    ['an empty file', '  \n ', { line: undefined as unknown as number, detail: /holds no questions/ }],
  ];
  it.each(cases)('refuses %s', (_name, text, where) => {
    const result = fail(text);
    expect(result.message).toBe(TAGS_ERROR);
    const [first] = result.errors;
    expect(first!.message).toBe(TAGS_ERROR);
    expect(first!.line).toBe(where.line);
    expect(first!.tag).toBe(where.tag);
    expect(render(first!.detail)).toMatch(where.detail);
  });

  it('refuses step 5 of 500 characters: the legacy form did not check it, a defect', () => {
    const long = 'x'.repeat(500);
    const result = fail(`<q>a==1</q><a>a&&b&&c&&d==1</a>\n<s>1&&2&&3&&4&&${long}==1</s>`);
    expect(result.errors[0]).toMatchObject({
      message: TAGS_ERROR,
      line: 2,
      tag: 's',
      detail: 'step 5: Steps Length is Too Long',
    });
  });

  it('refuses a question text of 500 characters and takes one of 499', () => {
    expect(fail(`<q>${'y'.repeat(500)}==1</q><a>a&&b&&c&&d==1</a>`).errors[0]!.detail).toEqual(
      'question text: Question Length is Too Long',
    );
    expect(ok(`<q>${'y'.repeat(499)}==1</q><a>a&&b&&c&&d==1</a>`)).toHaveLength(1);
  });

  it('refuses more than 200 questions', () => {
    const text = '<q>a==1</q><a>a&&b&&c&&d==1</a>'.repeat(201);
    expect(fail(text).errors).toEqual([
      { message: TAGS_ERROR, detail: 'A test holds at most 200 questions; this file holds 201' },
    ]);
  });
});

describe('parseQuestionTags: answer tag errors', () => {
  const cases: Array<[string, string, { line: number; detail: RegExp }]> = [
    [
      'a question without answers',
      '<q>a==1</q>\n<q>b==1</q>\n<a>a&&b&&c&&d==1</a>',
      { line: 2, detail: /question 2 has no <a> tag: 2 <q> but 1 <a>/ },
    ],
    [
      'answers without a question',
      '<q>a==1</q><a>a&&b&&c&&d==1</a>\n<a>a&&b&&c&&d==1</a>',
      { line: 2, detail: /has no question: 1 <q> but 2 <a>/ },
    ],
    ['three options', '<q>a==1</q>\n<a>a&&b&&c==1</a>', { line: 2, detail: /found 3 options; the tag format has 4/ }],
    ['five options', '<q>a==1</q>\n<a>a&&b&&c&&d&&e==1</a>', { line: 2, detail: /found 5 options/ }],
    [
      'no correct position',
      '<q>a==1</q>\n<a>a&&b&&c&&d</a>',
      { line: 2, detail: /no "==" followed by the correct position/ },
    ],
    [
      'a correct position past the options',
      '<q>a==1</q>\n<a>a&&b&&c&&d==5</a>',
      { line: 2, detail: /^correct answer: / },
    ],
    ['a correct position of 0', '<q>a==1</q>\n<a>a&&b&&c&&d==0</a>', { line: 2, detail: /^correct answer: / }],
    ['an empty option', '<q>a==1</q>\n<a>a&& &&c&&d==1</a>', { line: 2, detail: /^option 2: An option is empty/ }],
    [
      'an image in the answers',
      '<q>a==1</q>\n<a>a<img>x.png</img>&&b&&c&&d==1</a>',
      { line: 2, detail: /cannot hold images/ },
    ],
    [
      'an unclosed <a>',
      '<q>a==1</q>\n<a>a&&b&&c&&d==1\n<q>b==1</q>',
      { line: 2, detail: /<a> is not closed before <q> on line 3/ },
    ],
  ];
  it.each(cases)('refuses %s', (_name, text, where) => {
    const result = fail(text);
    expect(result.message).toBe(ANSWER_TAGS_ERROR);
    expect(result.errors[0]).toMatchObject({ message: ANSWER_TAGS_ERROR, tag: 'a', line: where.line });
    expect(render(result.errors[0]!.detail)).toMatch(where.detail);
  });

  it('imports nothing and lists every bad question when several are wrong', () => {
    const result = fail(
      '<q>a==1</q><a>a&&b&&c&&d==1</a>\n<q>b==9</q><a>a&&b&&c&&d==1</a>\n<q>c==1</q><a>a&&b&&c&&d==8</a>',
    );
    expect(result).not.toHaveProperty('questions');
    expect(result.errors.map((e) => [e.question, e.line, e.tag, e.message])).toEqual([
      [2, 2, 'q', TAGS_ERROR],
      [3, 3, 'a', ANSWER_TAGS_ERROR],
    ]);
    expect(result.message).toBe(TAGS_ERROR);
  });
});

describe('exportQuestionTags', () => {
  it('writes a file that reads back to the same questions', () => {
    const questions = ok(FILE);
    const exported = exportQuestionTags(questions);
    if (!exported.ok) throw new Error(exported.errors.join());
    expect(exported.text).toBe(
      '<q>What is 2 + 3?==1</q>\n<a>4&&5&&6&&7==2</a>\n<s>Add the units: 2 + 3 = 5&&So the answer is option 2==1</s>\n\n' +
        '<q>Which figure is a square?<img>figures/q2.png</img>==2</q>\n<a>A&&B&&C&&D==4</a>\n',
    );
    expect(ok(exported.text)).toEqual(questions);
  });

  it('round-trips step images, "==" in texts and texts ending in "="', () => {
    const question: ImportedQuestion = {
      question_number: 1,
      question_complexity: 5,
      question_type: 'multiple choice',
      question_header: 'Question 1',
      question_text: 'If x == 2 then x + 1 =',
      question_image: 'https://cdn.example.org/q.png',
      options: ['3', '4=', '$\\frac{1}{2}$', 'none'],
      key: 3,
      steps: ['one', '', 'three'],
      step_images: [null, 'b.png', null, 'd.png'],
    };
    const exported = exportQuestionTags([question]);
    if (!exported.ok) throw new Error(exported.errors.join());
    // The format has no headers: the one read back is made by the import, and marked so.
    expect(ok(exported.text)).toEqual([{ ...question, header_number: 1 }]);
  });

  it('refuses what the format cannot hold', () => {
    const base = ok(FILE)[0]!;
    const result = exportQuestionTags([
      { ...base, options: ['True', 'False'], key: 1 },
      base,
      { ...base, options: ['a&&b', 'c', 'd', 'e'] },
      { ...base, question_text: 'see <q> here' },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        'Question 1 has 2 options; the tag format needs 4',
        'Question 3 has an option or step with "&&"',
        'Question 4 holds a <q>, <a>, <s> or <img> tag in its text',
      ],
    });
  });
});

describe('parseQuestionTags: large input', () => {
  it('reads a "<" followed by a million spaces in linear time', () => {
    const started = performance.now();
    const result = parseQuestionTags(`<q>a==1</q><a>a&&b&&c&&d==1</a><${' '.repeat(1_000_000)}x`);
    expect(result.ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
