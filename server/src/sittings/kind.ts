// The sitting kind (real and preparation tests) of the taking module (taking/kind.ts).
import {
  type CheckBoxScoring,
  type ChosenAnswer,
  type GradableQuestion,
  gradeSitting,
  type SittingGrade,
  SITTING_MESSAGES,
} from '@prep/domain';
import type { PauseMessages, TakingMessages } from '../taking/clock';
import type { Kind } from '../taking/kind';

/** What a sitting (real or preparation) supplies to the taking module: its words and its grading (the option key). */
export const SITTING_KIND: Kind<
  { questions: readonly GradableQuestion[]; choices: readonly ChosenAnswer[]; scoring: CheckBoxScoring },
  SittingGrade,
  TakingMessages & PauseMessages
> = {
  says: {
    alreadySubmitted: SITTING_MESSAGES.alreadySubmitted,
    notStarted: SITTING_MESSAGES.notStarted,
    timeUp: SITTING_MESSAGES.timeUp,
    pauseNotAllowed: SITTING_MESSAGES.pauseNotAllowed,
    noPauseLeft: SITTING_MESSAGES.noPauseLeft,
  },
  grade: ({ questions, choices, scoring }) => gradeSitting(questions, choices, scoring),
};
