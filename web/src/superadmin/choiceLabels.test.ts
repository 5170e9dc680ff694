import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, LANGUAGES, TEST_LEVELS } from '@prep/domain';
import ta from '@prep/domain/locales/ta.json';
import { choiceKey, choiceOptions } from './choiceLabels';

describe('the fixed choices of a test', () => {
  it('has each stored value as its own key, with Tamil in the catalogue', () => {
    const tamil = ta as Record<string, string>;
    for (const value of [...GRADE_LEVELS, ...TEST_LEVELS, ...LANGUAGES]) {
      expect(choiceKey(value)).toBe(value);
      expect(tamil[value], value).toBeTruthy();
    }
    expect(tamil['Grade 9']).toBe('9ஆம் வகுப்பு');
    expect(tamil.Tamil).toBe('தமிழ்');
  });

  it('leaves other text alone: names and years are shown as stored', () => {
    expect(choiceKey('2023')).toBeNull();
    expect(choiceKey('')).toBeNull();
    expect(choiceKey(undefined)).toBeNull();
    expect(choiceOptions(['Basic', 'Level X'])).toEqual([
      { value: 'Basic', label: 'Basic' },
      { value: 'Level X', label: 'Level X' },
    ]);
  });
});
