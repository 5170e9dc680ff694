import { describe, expect, it } from 'vitest';
import { render } from './message';
import { parseQtiQuestions } from './qti-import';
import { describeImportIssue, questionCountIssue } from './question-bank';
import { parseAikenQuestions } from './question-aiken';
import { parseGiftQuestions } from './question-gift';
import { parseQuestionTagsPartial } from './question-tags';
import { parseTestJson } from './test-json';

// The question files' problems are msg() templates filled by fill(): the English must stay as it was, byte
// for byte (the API sends it). Expected texts are written out by hand.
const lines = (result: ReturnType<typeof parseGiftQuestions>) =>
  result.ok ? result.refused.flatMap((r) => r.issues.map(describeImportIssue)) : result.errors.map(describeImportIssue);

describe("question files' problems keep their English", () => {
  it('GIFT: a value inside the sentence, and the sentence that names the only kinds imported', () => {
    expect(lines(parseGiftQuestions('Pick two {~%50%a ~%50%b ~%-100%c}', { checkBoxes: false }))).toEqual([
      'Something went wrong! Please check the GIFT file (line 1): partial-credit answers (%50%) cannot be imported; only multiple choice and true/false questions can be imported',
    ]);
    expect(lines(parseGiftQuestions('Say it {x =a ~b}'))).toEqual([
      'Something went wrong! Please check the GIFT file (line 1): the answer block must start with = or ~, found "x =a ~b"',
    ]);
  });

  it("Aiken: the last letter and what was found; a field's problem", () => {
    expect(lines(parseAikenQuestions('What is 2 + 3?\nA) 4\nB) 5\nANSWER: C'))).toEqual([
      'Something went wrong! Please check the Aiken file (line 4): ANSWER must be one letter from A to B, found "C"',
    ]);
    expect(lines(parseAikenQuestions('What is 2 + 3?\nA) 4\nB)\nANSWER: A'))).toEqual([
      'Something went wrong! Please check the Aiken file (line 1): option 2: An option is empty',
    ]);
  });

  it('tagged text: the line and the tag, counts, and a closing tag that closes nothing', () => {
    expect(lines(parseQuestionTagsPartial('<q>What is 2 + 2?==1</q>\n\n<a>3&&4&&5==2</a>'))).toEqual([
      'Something went wrong check Answer tags (line 3, <a>): found 3 options; the tag format has 4',
    ]);
    expect(lines(parseQuestionTagsPartial('<q>a==1</q>\n</s>'))).toEqual([
      'Something went wrong! Please check the tags (line 2, <s>): </s> closes nothing',
    ]);
    expect(lines(parseQuestionTagsPartial('<q>a==x</q>\n<a>1&&2&&3&&4==1</a>'))).toEqual([
      'Something went wrong! Please check the tags (line 1, <q>): the complexity after "==" must be a whole number, found "x"',
    ]);
  });

  it('QTI: the item file and its question', () => {
    const item = (xml: string) => lines(parseQtiQuestions(new TextEncoder().encode(xml)) as never);
    expect(item('<foo/>')).toEqual([
      'Something went wrong! Please check the QTI package (item.xml, question 1): the root element is foo, not qti-assessment-item',
    ]);
    expect(
      item(
        '<qti-assessment-item><qti-item-body><qti-choice-interaction response-identifier="RESPONSE">' +
          '<qti-simple-choice identifier="A">1</qti-simple-choice><qti-simple-choice identifier="B">2</qti-simple-choice>' +
          '</qti-choice-interaction></qti-item-body></qti-assessment-item>',
      ),
    ).toEqual([
      'Something went wrong! Please check the QTI package (item.xml, question 1): no qti-response-declaration for RESPONSE',
    ]);
  });

  it('a file with too many questions, and a test file question naming its field', () => {
    expect(describeImportIssue(questionCountIssue(250, 'M')!)).toEqual(
      'M: A test holds at most 200 questions; this file holds 250',
    );
    const read = parseTestJson(
      JSON.stringify({
        format: 'prep-test',
        version: 1,
        test: {},
        questions: [{ question_number: 1, options: ['a', ''] }],
      }),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => render(e.detail))).toContain('question 1, option 2: An option is empty');
  });
});
