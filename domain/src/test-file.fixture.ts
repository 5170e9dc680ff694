import type { TestFileMetadata } from './test-json';

/** A test's metadata as the test file (JSON) writes it: the domain's tests of the question formats share it. */
export const PRACTICE_TEST: TestFileMetadata = {
  test_name: 'T',
  test_description: 'Practice',
  section: 'math',
  answer_type: 'A - H',
  test_type: 'SAT',
  subject_category: 'Algebra',
  section_duration: '00:10:00',
  quiz_url: '',
  test_booklet_year: '2026',
  grade_level: '',
  test_level: '',
  test_lang_type: 'English',
  is_practice_test: false,
  check_box_scoring: 'all or nothing',
};
