import { describe, expect, it } from 'vitest';
import { ownLanguageFirst, testLanguageWord } from './testLanguage';

const tests = [
  { id: 1, test_lang_type: 'English' },
  { id: 2, test_lang_type: 'Tamil' },
  { id: 3, test_lang_type: 'English' },
  { id: 4, test_lang_type: 'Tamil' },
  { id: 5, test_lang_type: 'Hindi' },
];
const ids = (list: readonly { id: number }[]) => list.map((t) => t.id);

describe("the student's language first", () => {
  it('lists Tamil tests first when Tamil is shown, keeping the order within each group', () => {
    expect(ids(ownLanguageFirst(tests, 'ta'))).toEqual([2, 4, 1, 3, 5]);
  });

  it('lists English tests first when English is shown', () => {
    expect(ids(ownLanguageFirst(tests, 'en'))).toEqual([1, 3, 2, 4, 5]);
  });

  it('keeps one without a language (a recommended warm-up) in its place among the first', () => {
    const warmups = [
      { id: 1, test_lang_type: 'Tamil' },
      { id: 2, test_lang_type: null },
      { id: 3, test_lang_type: 'English' },
    ];
    expect(ids(ownLanguageFirst(warmups, 'en'))).toEqual([2, 3, 1]);
    expect(ids(ownLanguageFirst(warmups, 'ta'))).toEqual([1, 2, 3]);
  });

  it('leaves the list it was given as it was', () => {
    ownLanguageFirst(tests, 'ta');
    expect(ids(tests)).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the two languages for the catalogues and nothing else', () => {
    expect(testLanguageWord('English')).toBe('English');
    expect(testLanguageWord('Tamil')).toBe('Tamil');
    expect(testLanguageWord('Hindi')).toBeNull();
  });
});
