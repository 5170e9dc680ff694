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
import { questionFromRecords } from './question-records';
import { parseQuestionTagsPartial } from './question-tags';
import { exportQuestionTags } from './question-tags-export';

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
      { ...EVEN, question_header: 'Question 1' },
    ]);
  });

  it('Aiken: a check-box question is left out and named; an HTML one loses its tags', () => {
    expect(aikenSkipped([EVEN, SUM])).toEqual([1]);
    const text = exportAiken([EVEN, SUM]);
    expect(text).toBe('What is 2 + 3?\nA) 4\nB) 5\nC) 6\nD) 7\nANSWER: B\n');
    expect(read(parseAikenQuestions(text)).questions[0]).toMatchObject({ options: ['4', '5', '6', '7'], key: 2 });
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
