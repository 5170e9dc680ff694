import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ta from '../locales/ta.json';
import { personalizedName, recommendedName } from './warmup-personalization';
import {
  englishTestName,
  MASTER_RECOMMENDED_PARTS,
  personalizedParts,
  recommendedParts,
  shownTestName,
  testNamePartsSchema,
} from './test-names';

/** A catalogue's translate, as i18next fills a template's {{values}}. */
const translateIn =
  (catalogue: Record<string, string>) =>
  (key: string, values: Record<string, unknown> = {}) =>
    (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const tamil = translateIn(ta as Record<string, string>);
const english = translateIn(en as Record<string, string>);

describe('generated test names', () => {
  it('keeps the spec’s English in test_name, built from the parts', () => {
    expect(englishTestName(personalizedParts('Sums to 20', 2))).toBe('Sums to 20 Personalized 2');
    expect(englishTestName(recommendedParts('Sums to 20'))).toBe('Sums to 20 Recommended Test');
    expect(englishTestName(MASTER_RECOMMENDED_PARTS)).toBe('Master Recommended Test');
    expect(personalizedName('SAT Practice 3', 1)).toBe('SAT Practice 3 Personalized 1');
    expect(recommendedName('Set A')).toBe('Set A Recommended Test');
  });

  it('composes the name in Tamil: the base name as stored, the words and the number from the catalogue', () => {
    const made = (parts: Parameters<typeof englishTestName>[0]) => ({
      test_name: englishTestName(parts),
      name_parts: parts,
    });
    expect(shownTestName(tamil, made(personalizedParts('Sums to 20', 2)))).toBe('Sums to 20 தனிப்பயனாக்கிய பதிப்பு 2');
    expect(shownTestName(tamil, made(personalizedParts('கூட்டல் 1', 12)))).toBe('கூட்டல் 1 தனிப்பயனாக்கிய பதிப்பு 12');
    expect(shownTestName(tamil, made(recommendedParts('Sums to 20')))).toBe('Sums to 20 பரிந்துரைப் பயிற்சிச் சுற்று');
    expect(shownTestName(tamil, made(MASTER_RECOMMENDED_PARTS))).toBe('முதன்மைப் பரிந்துரைப் பயிற்சிச் சுற்று');
  });

  it('composes the same English as test_name, and shows a typed name (no parts) as stored', () => {
    for (const parts of [personalizedParts('Set A', 3), recommendedParts('Set A'), MASTER_RECOMMENDED_PARTS]) {
      expect(shownTestName(english, { test_name: englishTestName(parts), name_parts: parts })).toBe(
        englishTestName(parts),
      );
    }
    expect(shownTestName(tamil, { test_name: 'My own Personalized 9', name_parts: null })).toBe(
      'My own Personalized 9',
    );
    expect(shownTestName(tamil, { test_name: 'Sums to 20' })).toBe('Sums to 20');
  });

  it('reads the stored parts back, refusing a personalized name without its number', () => {
    expect(testNamePartsSchema.parse({ kind: 'personalized', base: 'A', number: 2 })).toEqual(
      personalizedParts('A', 2),
    );
    expect(testNamePartsSchema.safeParse({ kind: 'personalized', base: 'A' }).success).toBe(false);
  });
});
