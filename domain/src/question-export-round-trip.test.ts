// Check-box and HTML questions written by each exporter and read back by the partial readers, on values worked
// out by hand from the formats' definitions (Moodle's GIFT multiple answer, QTI's multiple cardinality, the
// tag format's "==1,3", Aiken's one answer).
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportQtiPackage } from './qti-export';
import { parseQtiQuestions } from './qti-import';
import { aikenSkipped, exportAiken, parseAikenQuestions } from './question-aiken';
import type { BankQuestion } from './question-bank';
import { exportGift, parseGiftQuestions } from './question-gift';
import { answerRowsOf, questionFromRecords, stepsRecordOf } from './question-records';
import { parseQuestionTagsPartial } from './question-tags';
import { exportQuestionTags } from './question-tags-export';
import { PRACTICE_TEST } from './test-file.fixture';
import { exportTestJson, parseTestJson } from './test-json';

const base = { question_complexity: 1, question_image: null, steps: [], step_images: [] };
const EVEN: BankQuestion = {
  ...base,
  question_number: 1,
  question_type: 'check boxes',
  question_header: 'Even',
  question_text: 'Which numbers are even?',
  options: ['2', '3', '4', '5'],
  key: 1,
  keys: [1, 3],
};
const SUM: BankQuestion = {
  ...base,
  question_number: 2,
  question_type: 'multiple choice',
  question_header: 'Sum',
  question_text: 'What is <b>2</b> + 3?',
  options: ['4', '<i>5</i>', '6', '7'],
  key: 2,
  text_format: 'html',
};

const read = <R extends { ok: boolean }>(result: R) => {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<R, { ok: true }>;
};

describe('exports of check-box questions read back the same', () => {
  it('GIFT: no "=", each of the 2 right answers 100/2 = 50%, each of the 2 wrong ones -100/2 = -50%', () => {
    const text = exportGift([EVEN, SUM]);
    expect(text).toBe(
      '::Even::Which numbers are even? {\n  ~%50%2\n  ~%-50%3\n  ~%50%4\n  ~%-50%5\n}\n\n' +
        '::Sum::[html]What is <b>2</b> + 3? {\n  ~4\n  =<i>5</i>\n  ~6\n  ~7\n}\n',
    );
    expect(read(parseGiftQuestions(text))).toEqual({ ok: true, questions: [EVEN, SUM], refused: [] });
  });

  it('a three-way split writes 33.33333% (five decimals), and reads back as three keys', () => {
    const three: BankQuestion = { ...EVEN, options: ['2', '4', '6', '7'], keys: [1, 2, 3] };
    const text = exportGift([three]);
    expect(text).toContain('~%33.33333%2\n  ~%33.33333%4\n  ~%33.33333%6\n  ~%-100%7');
    expect(read(parseGiftQuestions(text)).questions[0]!.keys).toEqual([1, 2, 3]);
  });

  it('QTI: multiple cardinality, both right choices in the correct response, max-choices 0', () => {
    const zip = exportQtiPackage({ test_name: 'T' }, [EVEN]);
    const item = strFromU8(unzipSync(zip)['item-001.xml']!);
    expect(item).toContain('cardinality="multiple"');
    expect(item).toMatch(/<qti-correct-response>\s*<qti-value>A<\/qti-value>\s*<qti-value>C<\/qti-value>/);
    expect(item).toContain('max-choices="0"');
    expect(read(parseQtiQuestions(zip)).questions).toEqual([EVEN]);
  });

  it('the tag format: the right positions after "==", read back as check boxes (headers become "Question n")', () => {
    const written = exportQuestionTags([EVEN]);
    expect(written).toEqual({ ok: true, text: '<q>Which numbers are even?==1</q>\n<a>2&&3&&4&&5==1,3</a>\n' });
    if (!written.ok) return;
    expect(read(parseQuestionTagsPartial(written.text)).questions).toEqual([
      { ...EVEN, question_header: 'Question 1', header_number: 1 },
    ]);
  });

  it('Aiken: a check-box question is left out and named; an HTML one loses its tags', () => {
    expect(aikenSkipped([EVEN, SUM])).toEqual([1]);
    const text = exportAiken([EVEN, SUM]);
    expect(text).toEqual('What is 2 + 3?\nA) 4\nB) 5\nC) 6\nD) 7\nANSWER: B\n');
    expect(read(parseAikenQuestions(text)).questions[0]).toMatchObject({ options: ['4', '5', '6', '7'], key: 2 });
  });
});

// Moodle's example: feedback on the right answer and on the wrong ones, and a general feedback (step 1).
const SPECTRUM: BankQuestion = {
  ...base,
  question_number: 1,
  question_type: 'multiple choice',
  question_header: 'Q2',
  question_text: "What's between orange and green in the spectrum?",
  options: ['yellow', 'red', 'blue', 'green'],
  key: 1,
  option_feedback: ['right; good!', "wrong, it's yellow", "wrong, it's yellow"],
  steps: ['Yellow lies between them.'],
};

describe("exports of each option's feedback read back the same", () => {
  it('GIFT: #feedback after each answer, the general feedback after ####', () => {
    const text = exportGift([SPECTRUM]);
    expect(text).toContain("  =yellow#right; good!\n  ~red#wrong, it's yellow\n  ~blue#wrong, it's yellow\n  ~green\n");
    expect(read(parseGiftQuestions(text)).questions).toEqual([SPECTRUM]);
  });

  it("QTI: a qti-feedback-inline in each choice, shown when it is chosen; read back as the option's", () => {
    const zip = exportQtiPackage({ test_name: 'T' }, [SPECTRUM, EVEN]);
    const item = strFromU8(unzipSync(zip)['item-001.xml']!);
    expect(item).toMatch(
      /<qti-simple-choice identifier="A">yellow\s*<qti-feedback-inline outcome-identifier="FEEDBACK" identifier="A" show-hide="show">right; good!<\/qti-feedback-inline>/,
    );
    expect(item).toMatch(
      /<qti-set-outcome-value identifier="FEEDBACK">\s*<qti-multiple>[\s\S]*<qti-variable identifier="RESPONSE"/,
    );
    expect(strFromU8(unzipSync(zip)['item-002.xml']!)).not.toContain('qti-feedback-inline');
    expect(read(parseQtiQuestions(zip)).questions).toEqual([SPECTRUM, { ...EVEN, question_number: 2 }]);
  });

  it("QTI 2: a modalFeedback named after a choice is that option's feedback, not a step", () => {
    const item = `<?xml version="1.0"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="i" title="Sky" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>A</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>
  <itemBody><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">
    <prompt>The sky is</prompt>
    <simpleChoice identifier="A">blue<feedbackInline outcomeIdentifier="FEEDBACK" identifier="A" showHide="show">Yes.</feedbackInline></simpleChoice>
    <simpleChoice identifier="B">green</simpleChoice>
  </choiceInteraction></itemBody>
  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="B" showHide="show">Look up.</modalFeedback>
  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="general" showHide="show">Light scatters.</modalFeedback>
</assessmentItem>`;
    expect(read(parseQtiQuestions(new TextEncoder().encode(item))).questions[0]).toMatchObject({
      options: ['blue', 'green'],
      option_feedback: ['Yes.', 'Look up.'],
      steps: ['Light scatters.'],
    });
  });

  it('the test file (JSON): option_feedback as written', () => {
    const text = exportTestJson(PRACTICE_TEST, [SPECTRUM]);
    expect(JSON.parse(text).questions[0].option_feedback).toEqual(SPECTRUM.option_feedback);
    expect(read(parseTestJson(text)).questions).toEqual([SPECTRUM]);
  });

  it('the stored rows: each answer row carries its feedback, and the question reads back from them', () => {
    const rows = answerRowsOf(SPECTRUM);
    expect(rows.map((r) => r.feedback)).toEqual(['right; good!', "wrong, it's yellow", "wrong, it's yellow", '']);
    const record = { ...SPECTRUM, question_complexity: '1' };
    expect(questionFromRecords(record, rows, stepsRecordOf(SPECTRUM))).toEqual(SPECTRUM);
    expect(questionFromRecords(record, answerRowsOf(SUM))).not.toHaveProperty('option_feedback');
  });
});

describe('questionFromRecords', () => {
  it('gives a check-box question every answer marked right as keys, and an HTML question its format', () => {
    const rows = ['2', '3', '4', '5'].map((name, i) => ({ name, isAnswer: i === 0 || i === 2 }));
    const record = { ...EVEN, question_complexity: '1', question_image: null };
    expect(questionFromRecords(record, rows)).toEqual(EVEN);
    const html = { ...record, question_type: 'multiple choice', text_format: 'html' };
    expect(questionFromRecords(html, rows)).toMatchObject({ key: 1, text_format: 'html' });
    expect(questionFromRecords(html, rows)).not.toHaveProperty('keys');
  });
});
