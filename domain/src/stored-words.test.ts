import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, LANGUAGES, TEST_LEVELS, WARMUP_COURSE_TYPE } from './constants';
import ta from '../locales/ta.json';
import { STORED_WORDS, storedWordKey, storedWordLabel } from './stored-words';

describe('stored words', () => {
  it('has each fixed choice of a test as its own key, with Tamil in the catalogue', () => {
    const tamil = ta as Record<string, string>;
    for (const value of [...GRADE_LEVELS, ...TEST_LEVELS, ...LANGUAGES, 'Algebra', 'math']) {
      expect(storedWordKey(value)).toBe(value);
      expect(STORED_WORDS.has(value)).toBe(true);
      expect(tamil[value], value).toBeTruthy();
    }
    expect(tamil['Grade 9']).toEqual('9ஆம் வகுப்பு');
    expect(storedWordLabel((key) => tamil[key] ?? key, 'Tamil')).toEqual('தமிழ்');
    // The warm-up course is a word; the other courses are names.
    expect(storedWordLabel((key) => tamil[key] ?? key, WARMUP_COURSE_TYPE)).toEqual('பயிற்சிச் சுற்று');
    expect(storedWordLabel((key) => tamil[key] ?? key, 'UG-NEET')).toEqual('UG-NEET');
  });

  it('leaves other text alone: names, codes and years are shown as stored', () => {
    expect(storedWordKey('2023')).toBeNull();
    expect(storedWordKey('')).toBeNull();
    expect(storedWordKey(undefined)).toBeNull();
    expect(storedWordLabel(() => 'translated', 'SAT')).toEqual('SAT');
  });
});
