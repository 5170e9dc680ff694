// A test's language on the student's dashboard: shown in the language of the screen, and the tests in
// the language the student reads listed first.
import { type Language, msg, TEST_LANGUAGE } from '@prep/domain';

/** The stored test_lang_type values (LANGUAGES), marked for the catalogues; shown with t(). */
const LANGUAGE_WORDS: Record<string, string> = { English: msg('English'), Tamil: msg('Tamil') };

/** The words t() translates for a test's language; null for a value the product does not know (shown as stored). */
export const testLanguageWord = (testLanguage: string | null): string | null =>
  testLanguage === null ? null : (LANGUAGE_WORDS[testLanguage] ?? null);

/**
 * The tests in `language` first, each group in its order before (a stable sort): Tamil shown, Tamil tests
 * first; English shown, English tests first. One without a language (a Master Recommended Test, which spans
 * sets) stays where it was among the first.
 */
export function ownLanguageFirst<T extends { test_lang_type: string | null }>(
  list: readonly T[],
  language: Language,
): T[] {
  const own = TEST_LANGUAGE[language];
  const other = (item: T) => item.test_lang_type !== null && item.test_lang_type !== own;
  return [...list.filter((item) => !other(item)), ...list.filter(other)];
}
