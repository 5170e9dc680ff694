import { msg } from '@prep/domain';

// A test's test_lang_type as stored ('English', 'Tamil'), each with its label: ஆங்கிலம், தமிழ் in Tamil.
const LANGUAGE_LABELS: Record<string, string> = { English: msg('English'), Tamil: msg('Tamil') };

type Translate = (key: string) => string;

/** The test's language in the language shown; a value the platform does not know is shown as stored. */
export const testLanguageText = (language: string | null | undefined, t: Translate) => {
  if (!language) return '';
  const label = LANGUAGE_LABELS[language];
  return label ? t(label) : language;
};

/** "SAT Practice 1 (Tamil)": a test's name with its language, where tests are listed to choose from. */
export const withLanguage = (name: string, language: string | null | undefined, t: Translate) => {
  const shown = testLanguageText(language, t);
  return shown ? `${name} (${shown})` : name;
};
