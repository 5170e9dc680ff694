// The warm-up kind of the taking module (taking/kind.ts).
import {
  type GradeInput,
  gradeWarmup,
  WARMUP_ALREADY_SUBMITTED,
  WARMUP_NOT_STARTED,
  WARMUP_TIME_UP,
  type WarmupGrade,
} from '@prep/domain';
import type { Kind } from '../taking/kind';

/** What a warm-up result supplies to the taking module: its words and its grading (whole-number equality). */
export const WARMUP_KIND: Kind<GradeInput, WarmupGrade> = {
  says: { alreadySubmitted: WARMUP_ALREADY_SUBMITTED, notStarted: WARMUP_NOT_STARTED, timeUp: WARMUP_TIME_UP },
  grade: gradeWarmup,
};
