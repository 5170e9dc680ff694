import { msg } from './i18n';
// Business constants of §9 of both specification documents.

export const WARMUP_COURSE_ID = 6;
export const SECTION_CODE = 1;
export const DEFAULT_SECTION_DURATION = '00:00:00';
export const MASTER_RECOMMENDED_TIMER = '00:02:00';
export const FOOTER_VERSION = msg('Version 01.02');
export const MOBILE_BREAKPOINT_PX = 1000;

export const LOGO_MAX_BYTES = 1_000_000;
export const IMAGE_MAX_BYTES = 1_000_000;
export const TEXT_MAX_LENGTH = 500;
export const QUESTION_NUMBER_MAX = 200;
export const ANSWER_OPTIONS_MAX = 5;
export const ANSWER_OPTIONS_REQUIRED = 4;
export const STEP_TEXTS_MAX = 5;
export const STEP_IMAGES_MAX = 4;
export const TEST_BROWSER_PAGE_SIZE = 10;
export const QUESTION_PREVIEW_LENGTH = 50;
export const RESULT_PAGE_SIZE = 20;
export const SCORE_DECIMALS = 1;

/** Courses every installation starts with; ids are fixed because the API names course 6 as Warmup. */
export const SEED_COURSES = [
  { course_id: 1, course_type: 'ACT', course_short_descr: 'ACT', course_long_descr: 'American College Testing' },
  { course_id: 2, course_type: 'SAT', course_short_descr: 'SAT', course_long_descr: 'Scholastic Assessment Test' },
  {
    course_id: 3,
    course_type: 'TOFEL',
    course_short_descr: 'TOFEL',
    course_long_descr: 'Test of English as a Foreign Language',
  },
  {
    course_id: 4,
    course_type: 'UG-NEET',
    course_short_descr: 'UG-NEET',
    course_long_descr: 'National Eligibility cum Entrance Test (UG)',
  },
  {
    course_id: 5,
    course_type: 'PG-NEET',
    course_short_descr: 'PG-NEET',
    course_long_descr: 'National Eligibility cum Entrance Test (PG)',
  },
  {
    course_id: WARMUP_COURSE_ID,
    course_type: 'Warmup',
    course_short_descr: 'Warmup',
    course_long_descr: 'Timed arithmetic warm-ups',
  },
  { course_id: 7, course_type: 'Tutoring', course_short_descr: 'Tutoring', course_long_descr: 'Tutoring' },
  { course_id: 8, course_type: 'Classes', course_short_descr: 'Classes', course_long_descr: 'Classes' },
] as const;

export const WARMUP_COURSE_TYPE = 'Warmup';
/** Subjects excluded from the Create Test subject list. */
export const NON_TEST_SUBJECTS = ['Warmup', 'Tables'] as const;

export const GRADE_LEVELS = Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`);
export const TEST_LEVELS = [msg('Basic'), msg('Intermediate'), msg('Advanced')] as const;
export const LANGUAGES = [msg('English'), msg('Tamil')] as const;
export const SECTIONS = [msg('math'), msg('reading'), msg('science'), msg('writing')] as const;
export const ANSWER_TYPES = ['A - H', 'E - H', 'i - iv', '1 - 4'] as const;
export const SUBJECT_CATEGORIES = [msg('Algebra'), msg('Geometry')] as const;
export const RELATIONSHIPS = [msg('father'), msg('mother'), msg('relative'), msg('friend')] as const;
export const TEACHER_PREFIXES = ['Dr.', 'Mr.', 'Mrs.', 'Ms'] as const;
export const STUDENT_LEVELS = ['D0 None', 'contin', 'vetera', 'physic', 'rural', 'other'] as const;
export const COUNTRIES = ['USA'] as const;

/** All 50 states and DC. The legacy list dropped Arizona; that was a defect. */
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const TEST_NAME_SUFFIX = {
  personalized: (n: number) => `Personalized ${n}`,
  recommended: 'Recommended Test',
  masterRecommended: 'Master Recommended Test',
} as const;

export const ROLES = ['superadmin', 'clientadmin', 'teacher', 'student'] as const;
export type Role = (typeof ROLES)[number];

/** The header naming a submission attempt (warm-ups and sittings). A constant here, not beside the submission's
 * schemas, so the student's first load does not carry those schemas to read one string. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
