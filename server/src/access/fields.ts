// The field rules: what a viewer sees of a record once the policy let them read it. Staff (admins and
// teachers) see everything; a student sees a result's score, keys and graded rows once an administrator
// released it (the SQL form: lists.ts releasedSql), never a warm-up's answer before their own review,
// and a test's keys, option feedback, steps and videos only with the release.
import type { AccessClaims, QuestionView } from '@prep/domain';
import { isStudent, isSuperAdmin } from './principal';
import type { Scope } from './scope';
import { videoSeenBy } from './visibility';

/** Whether the viewer sees a result, its keys and its questions before the release: staff, not the student. */
export const seesBeforeRelease = (scope: Scope) => !isStudent(scope.principal);

/** Whether the viewer sees a taken record's score and keys: staff always, the student once released. */
export const releasedTo = (scope: Scope, row: { analyse_test_results: boolean }) =>
  seesBeforeRelease(scope) || row.analyse_test_results;

/** Whether the viewer is the student the record belongs to (whose read may open it). */
export const isOwner = (scope: Scope, student: number) => isStudent(scope.principal) && scope.student === student;

/** Warm-ups as the viewer may see them: a student never gets the answer (their review grades theirs). */
export function warmupsAsSeen<T extends { answer: unknown }>(scope: Scope, rows: T[]): Omit<T, 'answer'>[] {
  if (seesBeforeRelease(scope)) return rows;
  return rows.map(({ answer: _answer, ...warmup }) => warmup);
}

/**
 * A test's question as the viewer may see it: revealed (an admin, a student after the release), with the
 * step videos the viewer sees; else without the key, each option's feedback, the steps and the videos.
 */
export function questionAsSeen(scope: Scope, question: QuestionView, revealed: boolean): QuestionView {
  if (revealed)
    return { ...question, stepvideo: question.stepvideo.filter((v) => videoSeenBy(scope.principal, v.client_admin)) };
  return {
    ...question,
    answers: question.answers.map(({ isAnswer: _key, feedback: _feedback, ...option }) => option),
    steps: [],
    stepvideo: [],
  };
}

/** The super admin and the client's own admins read a client's whole record; anyone else its branding. */
export const seesClientRecord = (principal: AccessClaims) =>
  isSuperAdmin(principal) || principal.role === 'clientadmin';
