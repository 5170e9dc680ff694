// Stored values that are words (a section, a subject category, a language, a level, a grade, a question
// type, a program that is a word: Warmup, Tutoring, Classes; the time taken of a sitting without a limit or
// on paper): each is also its catalogue key, so a screen shows it in the language shown and the data keeps
// the English word. Names, years, codes and numbers are not words: shown as stored (SAT, UG-NEET, 2026).
import { msg } from './i18n';

export const STORED_WORDS: ReadonlySet<string> = new Set<string>([
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
  // The programs (SEED_COURSES) that are words: the warm-up course (WARMUP_COURSE_TYPE), tutoring and
  // classes; the other courses (SAT, ACT, TOFEL, UG-NEET, PG-NEET) are names.
  msg('Warmup'),
  msg('Tutoring'),
  msg('Classes'),
  // A sitting's stored time taken when it is not "allowed / elapsed" (PAPER_TIME_TAKEN, NO_TIME_LIMIT).
  msg('On paper'),
  msg('No limit'),
]);

/** A stored value as shown: 'Algebra' → 'இயற்கணிதம்' in Tamil; 'SAT', '2026', 'A - H' as they are. */
export const storedWordLabel = (translate: (key: string) => string, value: string): string =>
  STORED_WORDS.has(value) ? translate(value) : value;

/** The catalogue key of a stored word (the word itself), or null for any other text (a name, a year). */
export const storedWordKey = (value: string | null | undefined): string | null =>
  value && STORED_WORDS.has(value) ? value : null;

/** A select's options for stored values: the value sent, the key shown (MarkedInput translates it). */
export const storedWordOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
