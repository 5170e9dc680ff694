// Messages of real tests and personalized preparation tests. Those the specification quotes are
// written exactly as it has them; the others are new and say what happened and what to do.
import { WARMUP_ASSIGNED } from './warmups';
import { msg } from './i18n';

/**
 * §8 Successes: a real test assigned (POST /api/mastersitting/). One message for tests and warm-ups,
 * as the legacy screen had (the same constant as WARMUP_ASSIGNED).
 */
export const TEST_ASSIGNED = WARMUP_ASSIGNED;
/** §8: a personalized preparation test assigned (POST /api/personalized/). */
export const PREPARATION_TEST_ASSIGNED = msg('Preparation Test Assigned');
/** §8: the popup when deleting an assignment failed (ASSIGNMENT_DELETED in warmups.ts on success). */
export const DELETE_FAILED = msg('Oops! Something went wrong');

/**
 * The limit on preparation tests per sitting has two wordings in the specification; each is used
 * where that part of it puts it:
 * - §8 (the error catalogue, messages from the server): PREPARATION_TEST_LIMIT_REACHED is the
 *   message of the server's 409 when POST /api/personalized/ would go past the client's
 *   personzlized_test_count, and the popup the dashboard shows with it;
 * - §5 (validation on the screen, before any call): PREPARATION_LIMIT_REACHED is shown by the
 *   dashboard's preparation-test control when the sitting already has as many as allowed, with the
 *   control disabled, so the request is not sent.
 * 'Personalized Test Count Limit Reached' (PERSONALIZED_LIMIT_REACHED in warmups.ts) is the warm-up's.
 */
export const PREPARATION_TEST_LIMIT_REACHED = msg('Preparation Test Limit Reached');
export const PREPARATION_LIMIT_REACHED = msg('Preparation Limit Reached');

/** §4: the preparation-test button's text while one for the sitting is assigned and not yet taken. */
export const PREPARATION_TEST_ALREADY_ASSIGNED = msg('Preparation Test Already Assigned');
/** The button's text when one can be assigned (the specification does not quote it). */
export const ASSIGN_PREPARATION_TEST = msg('Assign Preparation Test');

export const SITTING_MESSAGES = {
  selectStudent: msg('Please select the student'),
  selectTest: msg('Please Select a Test'),
  selectSitting: msg('Please select the taken test to prepare from'),
  notGranted: msg('This test is not granted to the client'),
  warmupSet: msg('A warm-up set is assigned as a warm-up, not as a test'),
  noQuestions: msg('This test has no questions yet'),
  wrongProgram: msg('This test is not of the program chosen'),
  notEnrolled: msg('The student is not enrolled in this program'),
  notTaken: msg('This test has not been taken yet'),
  notReleased: msg('Your scores will be shown once your administrator releases them'),
  reviewWhileTaking: msg('The review of this test opens again once the test you are taking on it is submitted'),
  alreadyAssigned: msg('This test is already assigned to the student and not taken yet'),
  alreadySubmitted: msg('This test has already been submitted'),
  notStarted: msg('Open the test first'),
  timeUp: msg('Time is up'),
  pauseNotAllowed: msg('Pausing is not allowed on this test.'),
  noPauseLeft: msg('No pause time is left on this test.'),
  pauseLimit: msg('The pause limit must be a whole number of minutes from 1 to 600'),
  timerLocked: msg('The timer of a taken test cannot change'),
  nothingToPrepare: msg('Every question was answered correctly: there is nothing to prepare'),
  nothingToUpdate: msg('Nothing to update'),
  idempotencyKey: msg('Idempotency-Key must be 1 to 200 printable characters'),
} as const;
