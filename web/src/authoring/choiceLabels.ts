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
  // The grade levels (GRADE_LEVELS), each its own key as on the super admin's screens.
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
  msg('multiple choice'),
  msg('check boxes'),
  msg('plain'),
  ...TEST_KINDS.map((kind) => kind.label),
  ...CHECK_BOX_SCORING_CHOICES.map((choice) => choice.label),
]);

/** A value as shown: 'English' → 'ஆங்கிலம்' and 'Grade 9' → '9ஆம் வகுப்பு' in Tamil; 'SAT', '2026', 'A - H' as they are. */
export const choiceLabel = (t: Translate, value: string): string => (WORDS.has(value) ? t(value) : value);
