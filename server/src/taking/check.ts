// The one assignment check of every path (one student, a class, a class's newcomers, a reassign, a
// preparation test, a class's preparation tests). What is assigned is checked once, whatever the number
// of students (checkTarget: the kind's grant question, its other refusals, a timer that leaves no time:
// 400 on the field); each student then through assign() (assign.ts): the kind's reason a student may not
// have it (`eligible`: a program they are not enrolled in, a plan refused), then the kind's "open or
// taken" question on its table (`open`). Many students: the skipped are listed; one student: the skip is
// the route's refusal (skipRefusal: 409 `assignment_skipped`).
import { ASSIGNMENT_SKIPPED, allowedSecondsFor, SITTING_MESSAGES } from '@prep/domain';
import type { Facts } from '../access/authorize';
import { studentFacts } from '../access/facts';
import type { Db } from '../db/client';
import { badRequest, HttpError } from '../plugins/errors';

/** A one-student route's "Please select the student" (400): no such student. */
export const noStudent = () =>
  badRequest(SITTING_MESSAGES.selectStudent, { student: [SITTING_MESSAGES.selectStudent] });

/** The student a test or set is to be assigned to, for the access check: one that does not exist is not chosen (400). */
export async function studentTarget(db: Db, studentId: number): Promise<Facts> {
  const facts = await studentFacts(db, studentId);
  if (!facts) throw noStudent();
  return facts;
}

/** A refusal on a field of the body. */
export interface Refusal {
  field: string;
  message: string;
}

export interface TargetCheck {
  /**
   * The kind's grant question: is the client granted what is assigned (a missing test or set is not), and
   * its refusal. None for a preparation test: made from the client's own sitting.
   */
  grant?: Refusal & { granted: boolean };
  /** The kind's other refusals of what is assigned, in order (a warm-up set named as a test, no questions). */
  refusals?: ReadonlyArray<Refusal & { when: boolean }>;
  /** With the timer on, the time picked (or else the kind's `duration`) must leave some time. */
  timing: { timer: boolean; student_timer: string };
  duration: string;
  needsTime: string;
}

/** Refuses (400 on its field) what no student of the client could be given. */
export function checkTarget(check: TargetCheck): void {
  const refusal = check.grant?.granted === false ? check.grant : check.refusals?.find((r) => r.when);
  if (refusal) throw badRequest(refusal.message, { [refusal.field]: [refusal.message] });
  const { timing, duration, needsTime } = check;
  if (timing.timer && allowedSecondsFor(timing.student_timer, duration) === 0)
    throw badRequest(needsTime, { student_timer: [needsTime] });
}

/**
 * A one-student route's refusal of a skipped student, as a class assignment skips them: 409 with
 * `code: 'assignment_skipped'` and the reason (on `field` when given).
 */
export const skipRefusal =
  (field?: string) =>
  (reason: string): Error =>
    new HttpError(409, reason, { code: ASSIGNMENT_SKIPPED, ...(field && { fields: { [field]: [reason] } }) });
