// How a stored value of a test or a question is shown: the values that are words (a section, a subject
// category, a language, a level, a kind) in the language shown; names, years, codes and numbers as stored.
import { STORED_WORDS } from '@prep/domain';
import { CHECK_BOX_SCORING_CHOICES, TEST_KINDS } from './testForm';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const WORDS = new Set<string>([
  ...STORED_WORDS,
  ...TEST_KINDS.map((kind) => kind.label),
  ...CHECK_BOX_SCORING_CHOICES.map((choice) => choice.label),
]);

/** A value as shown: 'English' → 'ஆங்கிலம்' and 'Grade 9' → '9ஆம் வகுப்பு' in Tamil; 'SAT', '2026', 'A - H' as they are. */
export const choiceLabel = (t: Translate, value: string): string => (WORDS.has(value) ? t(value) : value);
