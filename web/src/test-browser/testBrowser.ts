// The Manage Test browser (§2): subjects, years (the current and the previous 3), the tests of both, and a
// test's questions 10 a page.
import { msg, type QuestionView, type QuizRecord, testBrowserYears, WARMUP_COURSE_TYPE } from '@prep/domain';

export const ALL_YEARS = msg('All years');

/** The years offered: every year (nothing chosen), then the current year and the previous 3. */
export const browserYears = (currentYear: number) => [ALL_YEARS, ...testBrowserYears(currentYear)];

/** The tests of a subject, in a year (or every year), by name; warm-up sets are not tests here. */
export function browserTests(tests: readonly QuizRecord[], subject: string | null, year: string): QuizRecord[] {
  if (!subject) return [];
  return tests
    .filter((q) => q.test_type !== WARMUP_COURSE_TYPE && q.test_type === subject)
    .filter((q) => year === ALL_YEARS || q.test_booklet_year === year)
    .sort((a, b) => a.test_name.localeCompare(b.test_name));
}

/** A test's questions in number order. */
export const byNumber = (questions: readonly QuestionView[]) =>
  [...questions].sort((a, b) => a.question_number - b.question_number);
