import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { inTamil } from '../../../test/language';
import { byLanguage, testLanguageText } from './testLanguage';

const t = (key: string) => i18n.t(key);
const CHOICES = [
  { value: '1', label: 'SAT Practice 1', language: 'English' },
  { value: '2', label: 'கணிதம் 1', language: 'Tamil' },
  { value: '3', label: 'Old Test', language: null },
  { value: '4', label: 'SAT Practice 2', language: 'English' },
];

describe('a test’s language', () => {
  it('groups the tests to choose from under their language, each named by its name alone', () => {
    expect(byLanguage(CHOICES, t)).toEqual([
      { value: '3', label: 'Old Test' },
      {
        group: 'English',
        items: [
          { value: '1', label: 'SAT Practice 1' },
          { value: '4', label: 'SAT Practice 2' },
        ],
      },
      { group: 'Tamil', items: [{ value: '2', label: 'கணிதம் 1' }] },
    ]);
  });

  it('shows a value the platform does not know as stored', () => {
    expect(testLanguageText('Hindi', t)).toBe('Hindi');
    expect(testLanguageText(null, t)).toBe('');
  });
});

describe('a test’s language in Tamil', () => {
  inTamil();

  it('is named in Tamil', () => {
    expect(testLanguageText('English', t)).toBe('ஆங்கிலம்');
    expect(byLanguage(CHOICES.slice(1, 2), t)).toEqual([{ group: 'தமிழ்', items: [{ value: '2', label: 'கணிதம் 1' }] }]);
  });
});
