import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { inTamil } from '../../../test/language';
import { testLanguageText, withLanguage } from './testLanguage';

const t = (key: string) => i18n.t(key);

describe('a test’s language', () => {
  it('follows the test’s name where tests are listed; none when the test has no language', () => {
    expect(withLanguage('SAT Practice 1', 'English', t)).toBe('SAT Practice 1 (English)');
    expect(withLanguage('SAT Practice 1', '', t)).toBe('SAT Practice 1');
    expect(withLanguage('SAT Practice 1', null, t)).toBe('SAT Practice 1');
  });

  it('shows a value the platform does not know as stored', () => {
    expect(testLanguageText('Hindi', t)).toBe('Hindi');
  });
});

describe('a test’s language in Tamil', () => {
  inTamil();

  it('is named in Tamil', () => {
    expect(testLanguageText('English', t)).toBe('ஆங்கிலம்');
    expect(withLanguage('கணிதம் 1', 'Tamil', t)).toBe('கணிதம் 1 (தமிழ்)');
  });
});
