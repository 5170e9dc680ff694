import { describe, expect, it } from 'vitest';
import { parseAikenQuestions } from './question-aiken';
import { exportQtiPackage } from './qti-export';
import { parseGiftQuestions } from './question-gift';
import { parseQuestionTagsPartial } from './question-tags';
import { sniffQuestionFormat, wrongFormatMessage, wrongFormatRefusal } from './question-format-sniff';
import { PRACTICE_TEST } from './test-file.fixture';
import { exportTestJson } from './test-json';

const AIKEN =
  'What is 2 + 3?\nA) 4\nB) 5\nANSWER: B\n\nWhich is prime?\nA) 4\nB) 7\nANSWER: B\n\nPick\nA. x\nB. y\nANSWER: A\n';
const GIFT = '// a comment\n::Sum::What is 2 + 3? {\n  ~4\n  =5#right\n}\n\nThe sky is blue. {T}\n';
const TAGS = '<q>What is 2 + 3?==1</q>\n<a>4&&5&&6&&7==2</a>\n';
const question = {
  question_number: 1,
  question_complexity: 1,
  question_type: 'multiple choice' as const,
  question_header: 'Sum',
  question_text: 'What is 2 + 3?',
  question_image: null,
  options: ['4', '5'],
  key: 2,
  steps: [],
  step_images: [],
};

describe('sniffQuestionFormat', () => {
  it('names the format each kind of file looks like', () => {
    expect(sniffQuestionFormat(AIKEN)).toEqual('aiken');
    expect(sniffQuestionFormat(GIFT)).toEqual('gift');
    expect(sniffQuestionFormat(TAGS)).toEqual('tags');
    expect(sniffQuestionFormat(exportQtiPackage({ test_name: 'T' }, [question]))).toEqual('qti');
    expect(sniffQuestionFormat('<?xml version="1.0"?>\n<assessmentItem identifier="i"/>')).toEqual('qti');
    expect(sniffQuestionFormat(`\uFEFF${exportTestJson(PRACTICE_TEST, [question])}`)).toEqual('json');
  });

  it('names none for text that looks like no format, or like two alike', () => {
    expect(sniffQuestionFormat('Just some notes\nabout nothing')).toBeUndefined();
    expect(sniffQuestionFormat('')).toBeUndefined();
    expect(sniffQuestionFormat('Q {=a ~b}\n\nQ2\nA) a\nB) b\nANSWER: A')).toBeUndefined();
    expect(sniffQuestionFormat('{ "not": json')).toBeUndefined();
  });
});

describe('a file chosen as one format that is another', () => {
  it('refuses an Aiken file chosen as GIFT once, saying it is not GIFT and looks like Aiken', () => {
    const read = parseGiftQuestions(AIKEN);
    // The GIFT reader alone refuses each of the three questions with the GIFT message.
    expect(read.ok && read.refused.map((r) => r.issues[0]!.message)).toEqual([
      'Something went wrong! Please check the GIFT file',
      'Something went wrong! Please check the GIFT file',
      'Something went wrong! Please check the GIFT file',
    ]);
    expect(wrongFormatRefusal('gift', AIKEN, read)).toEqual({
      ok: false,
      message: 'This file does not look like GIFT: it looks like Aiken. Choose Aiken and import it again.',
      errors: [],
    });
  });

  it('names the chosen and the found format whichever they are', () => {
    expect(wrongFormatRefusal('aiken', GIFT, parseAikenQuestions(GIFT))?.message).toEqual(
      'This file does not look like Aiken: it looks like GIFT. Choose GIFT and import it again.',
    );
    expect(wrongFormatRefusal('tags', AIKEN, parseQuestionTagsPartial(AIKEN))?.message).toEqual(
      'This file does not look like tagged text: it looks like Aiken. Choose Aiken and import it again.',
    );
    expect(wrongFormatMessage('json', 'tags')).toEqual(
      'This file does not look like a test file (JSON): it looks like tagged text. Choose tagged text and import it again.',
    );
  });

  it('leaves a read alone when it found questions, or the file looks like the chosen format or none', () => {
    expect(wrongFormatRefusal('gift', GIFT, parseGiftQuestions(GIFT))).toBeUndefined();
    expect(wrongFormatRefusal('gift', 'Q {=a ~b\n', { ok: false })).toBeUndefined();
    expect(wrongFormatRefusal('gift', 'nothing here', { ok: false })).toBeUndefined();
    // Some questions read: the refused ones are listed as usual, whatever the rest looks like.
    expect(wrongFormatRefusal('gift', `${GIFT}\n${AIKEN}`, parseGiftQuestions(`${GIFT}\n${AIKEN}`))).toBeUndefined();
  });
});
