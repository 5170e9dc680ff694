// What every kind of record a student takes (a warm-up result, a real test, a preparation test) shares
// beside its clock: who owns it (the access policy's facts), what the student may see of it before
// and after the release, and the words of the refusals, each kind's own.
import { SITTING_MESSAGES, WARMUP_ALREADY_SUBMITTED, WARMUP_NOT_STARTED, WARMUP_TIME_UP } from '@prep/domain';
import type { Facts } from '../access/authorize';
import type { Scope } from '../access/scope';
import type { PauseMessages, TakingMessages } from './clock';

/** What the access policy needs of a loaded record: its student and the student's client. */
export const ownerFacts = (loaded: { client: number; row: { student: number } }): Facts => ({
  client: loaded.client,
  student: loaded.row.student,
});

/** Whether this viewer may see the scores and keys: admins always, the student once released. */
export const mayReveal = (scope: Scope, row: { analyse_test_results: boolean }) =>
  scope.principal.role !== 'student' || row.analyse_test_results;

/** The refusals of each kind, as the specification words them. */
export const SAYS: { warmup: TakingMessages; sitting: TakingMessages & PauseMessages } = {
  warmup: { alreadySubmitted: WARMUP_ALREADY_SUBMITTED, notStarted: WARMUP_NOT_STARTED, timeUp: WARMUP_TIME_UP },
  sitting: {
    alreadySubmitted: SITTING_MESSAGES.alreadySubmitted,
    notStarted: SITTING_MESSAGES.notStarted,
    timeUp: SITTING_MESSAGES.timeUp,
    pauseNotAllowed: SITTING_MESSAGES.pauseNotAllowed,
    noPauseLeft: SITTING_MESSAGES.noPauseLeft,
  },
};
