import { msg, WARMUP_COURSE_TYPE } from '@prep/domain';

/** The warm-up course is the app's own (the warm-ups hang on it), not a name a super admin gave: its word is marked. */
const WARMUP_LABEL = msg('Warmup');

/**
 * A course (a program, a test type) as shown: the warm-up course in the language shown, every other course
 * by its stored name (SAT, ACT: names, never translated).
 */
export const courseLabel = (t: (key: string) => string, course: string): string =>
  course === WARMUP_COURSE_TYPE ? t(WARMUP_LABEL) : course;
