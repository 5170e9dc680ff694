// Round trips of every format over generated questions: what a format can hold comes back unchanged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportQtiPackage } from './qti-export';
import { parseQtiPackage, parseQtiQuestions } from './qti-import';
import { exportAiken, parseAiken } from './question-aiken';
import { type BankQuestion, bankQuestionSchema, type ImportedQuestion, importedQuestionSchema } from './question-bank';
import { exportGift, parseGift, parseGiftQuestions } from './question-gift';
import { parseQuestionTags, parseQuestionTagsPartial } from './question-tags';
import { exportQuestionTags } from './question-tags-export';
import { splitMath, type TextSegment } from './math-segments';
import { exportTestJson, parseTestJson } from './test-json';

/** Characters that trouble the formats: GIFT's specials, backslashes, LaTeX, markup, line breaks. */
const TRICKY = [...'ab xyzT%$\\~=#{}:[]<>&"\'/-\n12'];
const word = fc.constantFrom('html', 'frac', 'neq', 'True', '->', '////', 'ANSWER:', 'A)', '[plain]', '%50%');
const tricky = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY), word), { minLength: 1, maxLength: 30 })
  .map((parts) => parts.join('').trim())
  .filter((text) => text.length > 0);

const question = (texts: fc.Arbitrary<string>, optionCount: fc.Arbitrary<number>) =>
  fc
    .record({
      header: texts,
      text: texts,
      options: optionCount.chain((n) => fc.array(texts, { minLength: n, maxLength: n })),
      keySeed: fc.nat(),
      steps: fc.array(texts, { maxLength: 5 }),
      complexity: fc.integer({ min: 1, max: 5 }),
    })
    .map(
      (g): ImportedQuestion => ({
        question_number: 1,
        question_complexity: g.complexity,
        question_type: 'multiple choice',
        question_header: g.header,
        question_text: g.text,
        question_image: null,
        options: g.options,
        key: (g.keySeed % g.options.length) + 1,
        steps: g.steps,
        step_images: [],
      }),
    );

const numbered = (questions: ImportedQuestion[]) => questions.map((q, i) => ({ ...q, question_number: i + 1 }));
const questions = (one: fc.Arbitrary<ImportedQuestion>) => fc.array(one, { minLength: 1, maxLength: 4 }).map(numbered);

const imported = (result: { ok: boolean; questions?: ImportedQuestion[]; errors?: unknown }) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.questions!;
};

describe('round trips over generated questions', () => {
  it('GIFT keeps header, text, options, key and step 1', () => {
    fc.assert(
      fc.property(questions(question(tricky, fc.integer({ min: 2, max: 5 }))), (qs) => {
        const back = imported(parseGift(exportGift(qs)));
        const carried = (q: ImportedQuestion) => [
          q.question_header,
          q.question_text,
          q.options,
          q.key,
          q.steps.slice(0, 1),
        ];
        expect(back.map(carried)).toEqual(qs.map(carried));
      }),
      { numRuns: 300 },
    );
  });

  it('Aiken keeps one-line text, options and key', () => {
    // A line that starts "A)" or "A." is an option, with or without a space after it (as Moodle reads it).
    const line = tricky.map((t) => t.replace(/\s+/g, ' ')).filter((t) => !/^([A-Z][.)]|ANSWER\s*:)/i.test(t));
    fc.assert(
      fc.property(questions(question(line, fc.integer({ min: 2, max: 5 }))), (qs) => {
        const back = imported(parseAiken(exportAiken(qs)));
        const carried = (q: ImportedQuestion) => [q.question_text, q.options, q.key];
        expect(back.map(carried)).toEqual(qs.map(carried));
      }),
      { numRuns: 300 },
    );
  });

  it('the tag format keeps text, four options, key, complexity and steps', () => {
    const plain = fc
      .string({ unit: fc.constantFrom(...'ab xyz$\\=%{}:#1'), minLength: 1, maxLength: 20 })
      .map((t) => t.replace(/\s+/g, ' ').trim())
      .filter((t) => t.length > 0);
    fc.assert(
      fc.property(questions(question(plain, fc.constant(4))), (qs) => {
        const exported = exportQuestionTags(qs);
        if (!exported.ok) throw new Error(exported.errors.join());
        const carried = (q: ImportedQuestion) => [q.question_text, q.options, q.key, q.question_complexity, q.steps];
        expect(imported(parseQuestionTags(exported.text)).map(carried)).toEqual(qs.map(carried));
      }),
      { numRuns: 200 },
    );
  });

  it('QTI keeps header, text, options, key, complexity and steps', () => {
    // XHTML folds white space; an attribute (the title) is one line.
    const html = tricky.map((t) =>
      t
        .replace(/[ \t]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n+/g, '\n'),
    );
    const oneLine = (qs: ImportedQuestion[]) =>
      qs.map((q) => ({ ...q, question_header: q.question_header.replace(/\s+/g, ' ') }));
    fc.assert(
      fc.property(questions(question(html, fc.integer({ min: 2, max: 5 }))).map(oneLine), (qs) => {
        const result = parseQtiPackage(exportQtiPackage({ test_name: 'T' }, qs));
        expect(result.ok && result.questions).toEqual(qs.map((q) => importedQuestionSchema.parse(q)));
      }),
      { numRuns: 100 },
    );
  });

  it('the test file keeps everything', () => {
    const test = {
      test_name: 'T',
      test_description: 'D',
      test_type: 'SAT',
      section: 'math',
      answer_type: '1 - 4',
      subject_category: 'Algebra',
      test_booklet_year: '2026',
      test_lang_type: 'Tamil',
      section_duration: '00:30:00',
      grade_level: '',
      test_level: '',
      quiz_url: '',
      is_practice_test: false,
      check_box_scoring: 'partial' as const,
    };
    fc.assert(
      fc.property(questions(question(tricky, fc.integer({ min: 2, max: 5 }))), (qs) => {
        const result = parseTestJson(exportTestJson(test, qs));
        expect(result.ok && [result.test, result.questions]).toEqual([test, qs]);
      }),
      { numRuns: 100 },
    );
  });
});

/** A question made a check-box one: a non-empty set of right options, ascending, the first also the key. */
const withKeys = (one: fc.Arbitrary<ImportedQuestion>) =>
  one.chain((q) =>
    fc
      .subarray(
        q.options.map((_, i) => i + 1),
        { minLength: 1 },
      )
      .map((keys): BankQuestion => ({ ...q, question_type: 'check boxes', key: keys[0]!, keys })),
  );
const partial = (result: { ok: boolean; questions?: BankQuestion[]; refused?: unknown[]; errors?: unknown }) => {
  if (!result.ok || (result.refused ?? []).length > 0) throw new Error(JSON.stringify(result));
  return result.questions!;
};
const withType = (q: BankQuestion) => [q.question_type, q.options, q.key, q.keys];

describe('round trips of check-box questions', () => {
  it('GIFT keeps their texts, options and right answers (weighted answers, no "=")', () => {
    fc.assert(
      fc.property(questions(withKeys(question(tricky, fc.integer({ min: 2, max: 5 })))), (qs) => {
        const back = partial(parseGiftQuestions(exportGift(qs)));
        const carried = (q: BankQuestion) => [q.question_header, q.question_text, ...withType(q), q.steps.slice(0, 1)];
        expect(back.map(carried)).toEqual(qs.map(carried));
      }),
      { numRuns: 200 },
    );
  });

  it('the tag format keeps their positions after "=="', () => {
    const plain = fc
      .string({ unit: fc.constantFrom(...'ab xyz$\\%{}:#1'), minLength: 1, maxLength: 20 })
      .map((t) => t.replace(/\s+/g, ' ').trim())
      .filter((t) => t.length > 0);
    fc.assert(
      fc.property(questions(withKeys(question(plain, fc.constant(4)))), (qs) => {
        const exported = exportQuestionTags(qs);
        if (!exported.ok) throw new Error(exported.errors.join());
        const back = partial(parseQuestionTagsPartial(exported.text));
        // One right position is written as one number: a multiple choice question on reading.
        const expected = (qs as BankQuestion[]).map(
          (q): BankQuestion => (q.keys!.length > 1 ? q : { ...q, question_type: 'multiple choice', keys: undefined }),
        );
        expect(back.map(withType)).toEqual(expected.map(withType));
      }),
      { numRuns: 100 },
    );
  });

  it('QTI keeps everything, with multiple cardinality', () => {
    const html = tricky.map((t) =>
      t
        .replace(/[ \t]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n+/g, '\n'),
    );
    const oneLine = (qs: BankQuestion[]) =>
      qs.map((q) => ({ ...q, question_header: q.question_header.replace(/\s+/g, ' ') }));
    fc.assert(
      fc.property(questions(withKeys(question(html, fc.integer({ min: 2, max: 5 })))).map(oneLine), (qs) => {
        const result = parseQtiQuestions(exportQtiPackage({ test_name: 'T' }, qs), { richText: false });
        expect(partial(result)).toEqual(qs.map((q) => bankQuestionSchema.parse(q)));
      }),
      { numRuns: 100 },
    );
  });
});

/** Writes segments back as text, so that splitting it again gives the same segments. */
const join = (segments: TextSegment[]) =>
  segments
    .map((s) => (s.kind === 'text' ? s.text.replace(/\$/g, '\\$') : s.display ? `$$${s.tex}$$` : `$${s.tex}$`))
    .join('');

describe('splitMath over generated texts', () => {
  it('splitting, writing back and splitting again gives the same parts', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab $\\5{}^ \n'), maxLength: 40 });
    fc.assert(
      fc.property(text, (t) => {
        const once = splitMath(t);
        expect(splitMath(join(once))).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});
