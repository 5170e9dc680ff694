// The fixed choices a test carries (grade level, test level, language), stored in English: each value is
// also its catalogue key, marked here, so a screen shows it through t() and sends the stored English word.
import { GRADE_LEVELS, LANGUAGES, msg, TEST_LEVELS } from '@prep/domain';

const GRADE_KEYS: readonly string[] = [
  msg('Grade 1'),
  msg('Grade 2'),
  msg('Grade 3'),
  msg('Grade 4'),
  msg('Grade 5'),
  msg('Grade 6'),
  msg('Grade 7'),
  msg('Grade 8'),
  msg('Grade 9'),
  msg('Grade 10'),
  msg('Grade 11'),
  msg('Grade 12'),
];
const TEST_LEVEL_KEYS: Record<(typeof TEST_LEVELS)[number], string> = {
  Basic: msg('Basic'),
  Intermediate: msg('Intermediate'),
  Advanced: msg('Advanced'),
};
const LANGUAGE_KEYS: Record<(typeof LANGUAGES)[number], string> = { English: msg('English'), Tamil: msg('Tamil') };

/** Every fixed choice's key, by its stored value. */
const KEYS = new Map<string, string>([
  ...GRADE_LEVELS.map((grade, i) => [grade, GRADE_KEYS[i] ?? grade] as const),
  ...TEST_LEVELS.map((level) => [level, TEST_LEVEL_KEYS[level]] as const),
  ...LANGUAGES.map((language) => [language, LANGUAGE_KEYS[language]] as const),
]);

/** The catalogue key of a stored choice, or null for any other text (a name, a year: shown as it is). */
export const choiceKey = (value: string | null | undefined): string | null =>
  value ? (KEYS.get(value) ?? null) : null;

/** A select's options for a list of stored choices: the value sent, the key shown (MarkedInput translates it). */
export const choiceOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: choiceKey(value) ?? value }));
