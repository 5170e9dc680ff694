// The partial reader of the tag format, and its check-box answers (several positions after "==").
import { describe, expect, it } from 'vitest';
import { render } from './message';
import { ANSWER_TAGS_ERROR, parseQuestionTags, parseQuestionTagsPartial, TAGS_ERROR } from './question-tags';
import { exportQuestionTags } from './question-tags-export';

const read = (text: string) => {
  const parsed = parseQuestionTagsPartial(text);
  if (!parsed.ok) throw new Error(`expected a parse, got: ${JSON.stringify(parsed.errors)}`);
  return parsed;
};

const MIXED = `<q>What is 2 + 3?==1</q>
<a>4&&5&&6&&7==2</a>

<q>Which are even?==2</q>
<a>2&&3&&4&&5==1,3</a>
<s>2 and 4 divide by 2==2</s>

<q>Too many==1</q>
<a>a&&b&&c&&d&&e==1</a>

<q>Key past the options==1</q>
<a>a&&b&&c&&d==9</a>
`;

describe('parseQuestionTagsPartial', () => {
  it('imports the good questions, check boxes among them, and refuses the others with line and source', () => {
    const result = read(MIXED);
    expect(result.questions.map((q) => [q.question_number, q.question_type, q.key, q.keys])).toEqual([
      [1, 'multiple choice', 2, undefined],
      [2, 'check boxes', 1, [1, 3]],
    ]);
    expect(result.questions[1]!.steps).toEqual(['2 and 4 divide by 2']);
    expect(result.refused.map((r) => [r.number, r.line, r.type])).toEqual([
      [3, 8, 'too many options'],
      [4, 11, 'invalid'],
    ]);
    expect(result.refused[0]).toMatchObject({
      reason: 'found 5 options; the tag format has 4',
      source: '<q>Too many==1</q>\n<a>a&&b&&c&&d&&e==1</a>',
      issues: [{ message: ANSWER_TAGS_ERROR, line: 9, tag: 'a', question: 3 }],
    });
    expect(result.refused[1]!.issues).toMatchObject([{ message: ANSWER_TAGS_ERROR, line: 12, field: 'key' }]);
  });

  it('sorts the positions, and refuses one named twice or past the options', () => {
    expect(read('<q>Q==1</q><a>a&&b&&c&&d==4, 2</a>').questions[0]).toMatchObject({ key: 2, keys: [2, 4] });
    expect(render(read('<q>Q==1</q><a>a&&b&&c&&d==2,2</a>').refused[0]!.reason)).toMatch(/listed once each/);
    expect(render(read('<q>Q==1</q><a>a&&b&&c&&d==2,5</a>').refused[0]!.reason)).toMatch(/must be one of the options/);
  });

  it('refuses a file whose tags cannot be read whole, naming the line', () => {
    expect(parseQuestionTagsPartial('<q>Q==1</q>\n<a>a&&b&&c&&d==1</a>\nstray')).toMatchObject({
      ok: false,
      message: TAGS_ERROR,
      errors: [{ line: 3 }],
    });
  });

  it('leaves the all-or-nothing reader as it was: several positions are refused', () => {
    const result = parseQuestionTags('<q>Q==1</q><a>a&&b&&c&&d==1,3</a>');
    expect(result).toMatchObject({ ok: false, message: ANSWER_TAGS_ERROR });
    expect(parseQuestionTags(MIXED).ok).toBe(false);
  });

  it('writes check boxes back as several positions', () => {
    const { questions } = read(MIXED);
    const written = exportQuestionTags(questions);
    expect(written.ok && written.text).toContain('<a>2&&3&&4&&5==1,3</a>');
    expect(written.ok && read(written.text).questions).toEqual(questions);
  });
});
