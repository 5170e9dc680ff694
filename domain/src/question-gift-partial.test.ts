// The partial GIFT reader, on the examples of Moodle's GIFT documentation (each question type it lists).
import { describe, expect, it } from 'vitest';
import { render } from './message';
import { exportGift, GIFT_ERROR, parseGift, parseGiftQuestions } from './question-gift';

const read = (text: string) => {
  const parsed = parseGiftQuestions(text);
  if (!parsed.ok) throw new Error(`expected a parse, got: ${JSON.stringify(parsed.errors)}`);
  return parsed;
};

// Moodle's documentation, one question of each type, with one multiple-choice question between them.
const MIXED = `// question: 1 name: Grant's tomb
::Grant's tomb::Who's buried in Grant's tomb? {~Grant =Ulysses S. Grant ~Nobody}

Write a short biography of Dag Hammarskjöld. {}

When was Ulysses S. Grant born? {#1822:5}

Match the following countries with their corresponding capitals. {
    =Canada -> Ottawa
    =Italy  -> Rome
    =Japan  -> Tokyo
}

Who's buried in Grant's tomb? {=Grant =Ulysses S. Grant =Ulysses Grant}

You can use your pencil and paper for these next math questions.

What two people are entombed in Grant's tomb? {
   ~%-100%No one
   ~%50%Grant
   ~%50%Grant's wife
   ~%-100%Grant's father
}
`;

describe('parseGiftQuestions: a mixed file', () => {
  it('imports the questions it can and names the line, kind and reason of every other', () => {
    const result = read(MIXED);
    expect(result.questions.map((q) => [q.question_number, q.question_type, q.question_text])).toEqual([
      [1, 'multiple choice', "Who's buried in Grant's tomb?"],
      [2, 'check boxes', "What two people are entombed in Grant's tomb?"],
    ]);
    expect(result.refused.map((r) => [r.number, r.line, r.type])).toEqual([
      [2, 4, 'essay'],
      [3, 6, 'numerical'],
      [4, 8, 'matching'],
      [5, 14, 'short answer'],
      [6, 16, 'description'],
    ]);
    expect(result.refused[0]!.source).toEqual('Write a short biography of Dag Hammarskjöld. {}');
    expect(render(result.refused[0]!.reason)).toMatch(/an essay question/);
    expect(result.refused[2]!.issues).toEqual([
      {
        message: GIFT_ERROR,
        line: 8,
        question: 4,
        detail: 'a matching question cannot be imported; only multiple choice and true/false questions can be imported',
      },
    ]);
  });

  it('is refused whole by the all-or-nothing reader, as before', () => {
    const result = parseGift(MIXED);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.line)).toEqual([4, 6, 8, 14, 16, 18]);
  });

  it('reads a block without "=" as check boxes: the answers of positive weight are right', () => {
    const [q] = read(MIXED).questions.slice(1);
    expect(q).toMatchObject({
      options: ['No one', 'Grant', "Grant's wife", "Grant's father"],
      key: 2,
      keys: [2, 3],
    });
    const [three] = read('Pick the primes {~%33.33333%2 ~%33.33333%3 ~%33.33333%5 ~%-100%4}').questions;
    expect(three).toMatchObject({ question_type: 'check boxes', keys: [1, 2, 3], key: 1 });
  });

  it('keeps a block with "=" single-answer: a wrong answer of negative weight is wrong, a partial one refused', () => {
    const [single] = read('Q {=a ~%-50%b ~c}').questions;
    expect(single).toMatchObject({ question_type: 'multiple choice', key: 1, options: ['a', 'b', 'c'] });
    expect(single!.keys).toBeUndefined();
    const partial = read('Q {=a ~%50%b ~c}');
    expect(partial.refused[0]).toMatchObject({ type: 'partial credit', line: 1 });
    expect(read('Q {=a ~%100%b}').refused[0]).toMatchObject({ type: 'check boxes' });
    expect(render(read('Q {~a ~%0%b}').refused[0]!.reason)).toMatch(/no answer is marked right/);
  });

  it('refuses a question of six options as "too many options", keeping the others', () => {
    const result = read('Q1 {=a ~b ~c ~d ~e ~f}\n\nQ2 {=x ~y}');
    expect(result.refused).toMatchObject([{ number: 1, type: 'too many options' }]);
    expect(result.questions).toMatchObject([{ question_number: 1, question_text: 'Q2' }]);
  });

  it('refuses a file of no questions, and one of more than 200, whole', () => {
    expect(parseGiftQuestions('// nothing\n')).toMatchObject({ ok: false, message: GIFT_ERROR });
    const many = Array.from({ length: 201 }, () => 'Q {=a ~b}').join('\n\n');
    expect(parseGiftQuestions(many)).toMatchObject({ ok: false });
  });
});

describe('parseGiftQuestions: formatted texts', () => {
  it('sanitises [html] texts, question and answers alike, and marks the question html', () => {
    const [q] = read(
      '::H::[html]<p>What is <b>H<sub>2</sub>O</b>?<script>alert(1)</script></p>{=<i>water</i> ~<img src\\="x.png" onerror\\="alert(1)"> ~[plain]a <b>}',
    ).questions;
    expect(q).toMatchObject({
      text_format: 'html',
      question_text: '<p>What is <b>H<sub>2</sub>O</b>?</p>',
      options: ['<i>water</i>', '<img src="x.png">', 'a &#60;b&#62;'],
    });
  });

  it('converts [markdown] and keeps plain texts plain', () => {
    const [md, plain] = read('[markdown]Is **this** bold? {T####*Yes*}\n\n[plain]Is <b> a tag? {T}').questions;
    expect(md).toMatchObject({ text_format: 'html', question_text: '<p>Is <strong>this</strong> bold?</p>' });
    expect(md!.steps).toEqual(['<p><em>Yes</em></p>']);
    expect(plain!.question_text).toEqual('Is <b> a tag?');
    expect(plain!.text_format).toBeUndefined();
  });

  it('drops the prefix and keeps the markup as text in the all-or-nothing reader, as before', () => {
    const result = parseGift('[html]<p>Hi</p> {=a ~b}');
    expect(result.ok && result.questions[0]!.question_text).toEqual('<p>Hi</p>');
    expect(result.ok && result.questions[0]).not.toHaveProperty('text_format');
  });
});

describe('parseGiftQuestions: a file as Moodle exports it', () => {
  it('reads categories, comments, [html] texts with escaped markup, answers and feedback', () => {
    const file = `// question: 0  name: Switch category to $course$/top/Default for Algebra
$CATEGORY: $course$/top/Default for Algebra


// question: 101  name: Sum
::Sum::[html]<p>What is <strong>2 + 2</strong>?</p>{
	=<p>4</p>#<p>Right<br></p>
	~<p>5</p>#<p>No</p>
	####<p>Count on your fingers: <a href\\="https://example.org/count" target\\="_blank">how</a>.</p>
}

// question: 102  name: Water
::Water::[html]<p>Which are in H<sub>2</sub>O?</p>{
	~%50%<p>Hydrogen</p>
	~%-100%<p>Helium</p>
	~%50%<p>Oxygen</p>
}
`;
    const result = read(file);
    expect(result.refused).toEqual([]);
    expect(result.questions[0]).toMatchObject({
      question_header: 'Sum',
      text_format: 'html',
      question_text: '<p>What is <strong>2 + 2</strong>?</p>',
      options: ['<p>4</p>', '<p>5</p>'],
      key: 1,
      option_feedback: ['<p>Right<br></p>', '<p>No</p>'],
      steps: ['<p>Count on your fingers: <a href="https://example.org/count">how</a>.</p>'],
    });
    expect(result.questions[1]).toMatchObject({
      question_type: 'check boxes',
      question_text: '<p>Which are in H<sub>2</sub>O?</p>',
      keys: [1, 3],
    });
  });
});

describe('exportGift: check boxes and html', () => {
  it('writes a check-box question as Moodle writes a multiple-answer one', () => {
    const [q] = read(MIXED).questions.slice(1);
    expect(exportGift([q!])).toBe(
      "::Question 7::What two people are entombed in Grant's tomb? {\n" +
        "  ~%-50%No one\n  ~%50%Grant\n  ~%50%Grant's wife\n  ~%-50%Grant's father\n}\n",
    );
    const thirds = read('Q {~%33.33333%a ~%33.33333%b ~%33.33333%c ~d}').questions;
    expect(exportGift(thirds)).toContain('~%33.33333%a');
    // The file now names the header ("::Question 1::"): read back, it is a written one, no longer marked.
    expect(read(exportGift(thirds)).questions).toEqual(thirds.map(({ header_number: _, ...q }) => q));
  });

  it('writes an html question with [html] and reads it back the same', () => {
    const questions = read('[html]<p>A <b>bold</b> \\{question\\}</p> {=<i>x</i> ~[markdown]**y**}').questions;
    const text = exportGift(questions);
    expect(text).toContain('::Question 1::[html]<p>A <b>bold</b> \\{question\\}</p> {');
    expect(read(text).questions).toEqual(questions.map(({ header_number: _, ...q }) => q));
  });
});
