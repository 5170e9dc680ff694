// How a stored value of a test or a question is shown: the values that are words (a section, a subject
// category, a language, a level, a kind) in the language shown; names, years, codes and numbers as stored.
import { msg } from '@prep/domain';
import { CHECK_BOX_SCORING_CHOICES, TEST_KINDS } from './testForm';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const WORDS = new Set<string>([
  msg('math'),
  msg('reading'),
  msg('science'),
  msg('writing'),
  msg('Algebra'),
  msg('Geometry'),
  msg('English'),
  msg('Tamil'),
  msg('Basic'),
  msg('Intermediate'),
  msg('Advanced'),
  msg('multiple choice'),
  msg('check boxes'),
  msg('plain'),
  ...TEST_KINDS.map((kind) => kind.label),
  ...CHECK_BOX_SCORING_CHOICES.map((choice) => choice.label),
]);

/** A value as shown: 'English' → 'ஆங்கிலம்' and 'Grade 9' → '9ஆம் வகுப்பு' in Tamil; 'SAT', '2026', 'A - H' as they are. */
export function choiceLabel(t: Translate, value: string): string {
  if (WORDS.has(value)) return t(value);
  const grade = /^Grade (\d+)$/.exec(value);
  return grade ? t('Grade {{n}}', { n: grade[1] }) : value;
}
