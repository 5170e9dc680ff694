import { ANSWER_TAGS_ERROR, exportTestJson, TAGS_ERROR } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { importFileProblem, readImport, readImportFile, TAG_EXAMPLE } from './importFormats';

const TWO_QUESTIONS = `<q>What is $\\frac{1}{2}$ of 8?==1</q>
<a>2&&4&&6&&8==2</a>
<s>Half of 8&&is 4==1</s>
<q>Which is prime?==2</q>
<a>4&&6&&7&&9==3</a>
`;

describe('question files', () => {
  it("asks for a file, then the format's kind of file", () => {
    const file = (name: string, size = 10) => ({ name, size });
    expect(importFileProblem('tags', null)).toBe('Please Select Text File');
    expect(importFileProblem('tags', file('questions.doc'))).toBe('Please Select Text file only');
    expect(importFileProblem('tags', file('Questions.TXT'))).toBeUndefined();
    expect(importFileProblem('gift', file('moodle.gift'))).toBeUndefined();
    expect(importFileProblem('gift', file('moodle.xml'))).toBe('Please Select GIFT file only');
    expect(importFileProblem('qti', file('package.zip'))).toBeUndefined();
    expect(importFileProblem('qti', file('item.xml'))).toBeUndefined();
    expect(importFileProblem('qti', file('package.txt'))).toBe('Please Select QTI package only');
    expect(importFileProblem('json', file('test.json', 20_000_001))).toEqual('The file is larger than 20 MB');
    expect(importFileProblem('json', file('test.json', 20_000_000))).toBeUndefined();
  });

  it('refuses an Aiken file chosen as GIFT with one message naming both formats', () => {
    const aiken = 'Q1\nA) a\nB) b\nANSWER: A\n\nQ2\nA) c\nB) d\nANSWER: B\n\nQ3\nA) e\nB) f\nANSWER: A\n';
    expect(readImport('gift', aiken)).toEqual({
      ok: false,
      message: 'This file does not look like GIFT: it looks like Aiken. Choose Aiken and import it again.',
      errors: [],
    });
    expect(readImport('aiken', aiken)).toMatchObject({ ok: true, refused: [] });
  });

  it('reads a tagged file into its questions, options, keys and steps', () => {
    const read = readImport('tags', TWO_QUESTIONS);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.questions.map((q) => [q.question_number, q.question_text, q.options, q.key, q.steps])).toEqual([
      [1, 'What is $\\frac{1}{2}$ of 8?', ['2', '4', '6', '8'], 2, ['Half of 8', 'is 4']],
      [2, 'Which is prime?', ['4', '6', '7', '9'], 3, []],
    ]);
  });

  it('reads the example the import step shows', () => {
    expect(readImport('tags', TAG_EXAMPLE)).toMatchObject({
      ok: true,
      questions: [
        {
          question_text: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
          key: 1,
          steps: [expect.any(String), expect.any(String)],
        },
      ],
    });
  });

  it('names the line and the tag of a broken file, and of a refused question', () => {
    const unclosed = readImport('tags', '<q>One?==1\n<a>1&&2&&3&&4==1</a>\n');
    expect(unclosed).toMatchObject({ ok: false, message: TAGS_ERROR });
    const answers = readImport('tags', `${TWO_QUESTIONS}<q>One?==1</q>\n<a>1&&2&&3==1</a>\n`);
    expect(answers).toMatchObject({ ok: true, questions: [{ question_number: 1 }, { question_number: 2 }] });
    if (answers.ok) {
      expect(answers.refused).toMatchObject([{ number: 3, type: 'invalid' }]);
      expect(answers.refused[0]!.issues[0]).toMatchObject({ message: ANSWER_TAGS_ERROR, line: 7, tag: 'a' });
    }
  });

  it('reads a mixed GIFT file into its good questions, check boxes too, and the refused ones with their line', () => {
    const read = readImport('gift', '::A::Two? {=2 ~3}\n\n::B::Essay {}\n\n::C::Even? {~%50%2 ~%50%4 ~3}\n');
    expect(read).toMatchObject({
      ok: true,
      questions: [{ question_header: 'A' }, { question_header: 'C', question_type: 'check boxes', keys: [1, 2] }],
      refused: [{ number: 2, line: 3, type: 'essay' }],
    });
  });

  it('reads GIFT, Aiken and test files with the same shape', async () => {
    const gift = readImport('gift', '::Q1:: What is $2+2$? {=4 ~3 ~5 ####Add them.}\n');
    expect(gift).toMatchObject({ ok: true, questions: [{ question_header: 'Q1', options: ['4', '3', '5'], key: 1 }] });
    const aiken = readImport('aiken', 'Is 7 prime?\nA) Yes\nB) No\nANSWER: A\n');
    expect(aiken).toMatchObject({ ok: true, questions: [{ options: ['Yes', 'No'], key: 1 }] });
    const tags = readImport('tags', TWO_QUESTIONS);
    if (!tags.ok) throw new Error('tags');
    const text = exportTestJson(
      {
        test_name: 'T',
        test_description: 'D',
        test_type: 'SAT',
        section: 'math',
        answer_type: 'A - H',
        subject_category: 'Algebra',
        test_booklet_year: '2026',
        test_lang_type: 'English',
        section_duration: '00:10:00',
        grade_level: '',
        test_level: '',
        quiz_url: '',
        is_practice_test: false,
        check_box_scoring: 'all or nothing',
      },
      tags.questions,
    );
    const json = await readImportFile('json', new Blob([text]));
    expect(json).toMatchObject({ ok: true, test: { test_name: 'T' } });
    if (json.ok) expect(json.questions).toEqual(tags.questions);
  });
});
