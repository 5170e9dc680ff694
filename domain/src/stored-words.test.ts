import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, LANGUAGES, SEED_COURSES, TEST_LEVELS, WARMUP_COURSE_TYPE } from './constants';
import { PAPER_TIME_TAKEN } from './paper-sitting';
import { NO_TIME_LIMIT } from './warmup-grading';
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

  it('has every program that is a word, and the stored times taken that are words, with Tamil', () => {
    const tamil = ta as Record<string, string>;
    const words = SEED_COURSES.map((c) => c.course_type).filter((type) => STORED_WORDS.has(type));
    expect(words).toEqual(['Warmup', 'Tutoring', 'Classes']);
    const label = (value: string) => storedWordLabel((key) => tamil[key] ?? key, value);
    expect([label('Tutoring'), label('Classes'), label('SAT'), label('TOFEL')]).toEqual([
      'தனிப்பயிற்சி',
      'வகுப்புகள்',
      'SAT',
      'TOFEL',
    ]);
    expect([label(PAPER_TIME_TAKEN), label(NO_TIME_LIMIT)]).toEqual(['தாளில்', 'வரம்பு இல்லை']);
  });

  it('leaves other text alone: names, codes and years are shown as stored', () => {
    expect(storedWordKey('2023')).toBeNull();
    expect(storedWordKey('')).toBeNull();
    expect(storedWordKey(undefined)).toBeNull();
    expect(storedWordLabel(() => 'translated', 'SAT')).toEqual('SAT');
  });
});
