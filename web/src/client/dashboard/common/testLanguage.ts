import { storedWordLabel } from '@prep/domain';

// A test's test_lang_type as stored ('English', 'Tamil'): a stored word, ஆங்கிலம், தமிழ் in Tamil.
type Translate = (key: string) => string;

/** The test's language in the language shown; a value the platform does not know is shown as stored. */
export const testLanguageText = (language: string | null | undefined, t: Translate) => {
  return language ? storedWordLabel(t, language) : '';
};

interface Choice {
  value: string;
  label: string;
  language?: string | null;
}

/**
 * Tests to choose from, grouped under their language (an <optgroup> each: "English", "Tamil"), each option
 * still named by the test's name alone. Tests of no known language stay as plain options, first.
 */
export const byLanguage = (choices: readonly Choice[], t: Translate) => {
  const plain: { value: string; label: string }[] = [];
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const { value, label, language } of choices) {
    const group = testLanguageText(language, t);
    if (!group) plain.push({ value, label });
    else groups.set(group, [...(groups.get(group) ?? []), { value, label }]);
  }
  return [...plain, ...[...groups].map(([group, items]) => ({ group, items }))];
};
