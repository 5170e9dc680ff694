// Assigning to a whole class in one request: one class assignment row, then the students' rows through
// the many-student entries of the taking path (assignTestTo, assignSetTo), one statement per table
// whatever the class's size. Students who joined later get the class's open assignments ("newcomers");
// a reassign gives the same test or set again to those who scored below a mark.
import {
  allowedSecondsFor,
  CLASSROOM_MESSAGES,
  type ClassroomAssignBody,
  type ClassroomAssigned,
  type ClassroomTarget,
  NOT_GRANTED,
  readPrograms,
  SITTING_MESSAGES,
  TIMED_TEST_NEEDS_TIME,
  WARMUP_ALREADY_ASSIGNED,
  WARMUP_COURSE_TYPE,
  WARMUP_NEEDS_TIME,
} from '@prep/domain';
import { grantOf } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import { badRequest } from '../plugins/errors';
import { findQuiz } from '../quizzes/queries';
import { assignTestTo } from '../sittings/assign';
import { questionCount } from '../sittings/queries';
import type { Skipped } from '../taking/assign';
import { assignSetTo } from '../warmup-results/assign';
import { warmupSetOrFail } from '../warmups/queries';
import {
  adoptOpenRows,
  assignedPairs,
  type ClassAssignment,
  classStudents,
  deleteAssignment,
  insertAssignment,
  latestAssignment,
  latestScores,
  openAssignments,
  type Target,
} from './assignment-queries';

const fail = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** The kind and quiz a target body names. */
export const targetOf = (body: ClassroomTarget): Target =>
  'master_qnsbank' in body ? { kind: 'test', quiz: body.master_qnsbank } : { kind: 'warmup', quiz: body.warmup_set_no };

/**
 * Refuses what no student of the client could be given: a test not granted to the client (or no such
 * test, a warm-up set, a test with no questions), a set not granted, a timer with no time. Gives the
 * test's program (its course type), which each student must be enrolled in; null for a warm-up set.
 */
async function checkTarget(
  tx: Tx,
  client: number,
  target: Target,
  timing: { timer: boolean; student_timer: string },
): Promise<string | null> {
  const grant = await grantOf(tx, client);
  if (target.kind === 'warmup') {
    const set = await warmupSetOrFail(tx, target.quiz, 'warmup_set_no');
    if (!grant?.warmups.includes(set.master_qnsbank_id)) throw fail('warmup_set_no', NOT_GRANTED);
    if (timing.timer && allowedSecondsFor(timing.student_timer, set.section_duration) === 0)
      throw fail('student_timer', WARMUP_NEEDS_TIME);
    return null;
  }
  const quiz = await findQuiz(tx, target.quiz);
  if (!quiz || !grant?.quizzes.includes(quiz.master_qnsbank_id))
    throw fail('master_qnsbank', SITTING_MESSAGES.notGranted);
  if (quiz.test_type === WARMUP_COURSE_TYPE) throw fail('master_qnsbank', SITTING_MESSAGES.warmupSet);
  if ((await questionCount(tx, quiz.master_qnsbank_id)) === 0)
    throw fail('master_qnsbank', SITTING_MESSAGES.noQuestions);
  if (timing.timer && allowedSecondsFor(timing.student_timer, quiz.section_duration) === 0)
    throw fail('student_timer', TIMED_TEST_NEEDS_TIME);
  return quiz.test_type;
}

/** The taking path's reasons for a student who has the test or set open already. */
const OPEN_ALREADY = new Set<string>([SITTING_MESSAGES.alreadyAssigned, WARMUP_ALREADY_ASSIGNED]);

/**
 * Gives the class assignment to these students. A student not enrolled in a test's program is skipped
 * (not the whole class refused); one with the test or set open is skipped by the taking path, and their
 * open row, given outside any class, is counted under this assignment (adoptOpenRows). `kept`: whether
 * the assignment now has a row of any student.
 */
async function giveTo(
  tx: Tx,
  assignment: ClassAssignment,
  students: ReadonlyArray<{ student: number; programs: string }>,
  program: string | null,
  window: { opens_at: Date | null; closes_at: Date | null },
  client: number,
  reassign = false,
): Promise<ClassroomAssigned & { kept: boolean }> {
  // Who asked is not passed down to a class's assigning yet: the event names the client, not the actor.
  const by = { client, actor: null };
  const skipped: Skipped[] = [];
  const enrolled = students.filter(({ student, programs }) => {
    if (program === null || readPrograms(programs).includes(program)) return true;
    skipped.push({ student, reason: CLASSROOM_MESSAGES.notEnrolled });
    return false;
  });
  const ids = enrolled.map((s) => s.student);
  const common = {
    timer: assignment.timer,
    student_timer: assignment.student_timer,
    class_assignment: assignment.id,
    ...window,
  };
  const outcome =
    assignment.kind === 'test'
      ? await assignTestTo(
          tx,
          assignment.quiz,
          ids,
          {
            ...common,
            pause_allowed: assignment.pause_allowed,
            pause_limit_minutes: assignment.pause_limit_minutes,
          },
          by,
        )
      : await assignSetTo(tx, assignment.quiz, ids, { ...common, reassign }, by);
  const open = outcome.skipped.filter((s) => OPEN_ALREADY.has(s.reason)).map((s) => s.student);
  const adopted = await adoptOpenRows(tx, assignment, open);
  return {
    created: outcome.created.length,
    skipped: [...skipped, ...outcome.skipped],
    kept: outcome.created.length + adopted > 0,
  };
}

/** The answer of an assigning route: how many were given it, who was skipped and why. */
const answerOf = ({ created, skipped }: ClassroomAssigned): ClassroomAssigned => ({ created, skipped });

const windowOf = (a: { opens_at: Date | null; closes_at: Date | null }) => ({
  opens_at: a.opens_at,
  closes_at: a.closes_at,
});

/** POST /api/classroom/{id}/assign/: one class assignment, and a row for each student of the class. */
export async function assignToClass(
  db: Db,
  classroom: { id: number; client: number },
  body: ClassroomAssignBody,
): Promise<ClassroomAssigned> {
  const target: Target =
    body.kind === 'test' ? { kind: 'test', quiz: body.master_qnsbank } : { kind: 'warmup', quiz: body.warmup_set_no };
  return db.transaction(async (tx) => {
    const program = await checkTarget(tx, classroom.client, target, body);
    const window = {
      opens_at: body.opens_at === null ? null : new Date(body.opens_at),
      closes_at: body.closes_at === null ? null : new Date(body.closes_at),
    };
    const assignment = await insertAssignment(tx, {
      classroom: classroom.id,
      kind: target.kind,
      quiz: target.quiz,
      timer: body.timer,
      student_timer: body.student_timer,
      ...(body.kind === 'test' && {
        pause_allowed: body.pause_allowed,
        pause_limit_minutes: body.pause_limit_minutes,
      }),
      ...window,
    });
    const outcome = await giveTo(
      tx,
      assignment,
      await classStudents(tx, classroom.id),
      program,
      window,
      classroom.client,
    );
    // Every student skipped and none of their rows counted under it: the class was given nothing, and an
    // empty row would read "0 of 0". A class with no students yet keeps it, for its newcomers.
    if (!outcome.kept && outcome.skipped.length > 0) await deleteAssignment(tx, assignment.id);
    return answerOf(outcome);
  });
}

/**
 * POST /api/classroom/{id}/newcomers/: every assignment of the class whose window has not closed, given
 * to the students of the class who have no row of it, with its own settings and window.
 */
export async function assignToNewcomers(
  db: Db,
  classroom: { id: number; client: number },
  now: Date,
): Promise<ClassroomAssigned> {
  return db.transaction(async (tx) => {
    const assignments = await openAssignments(tx, classroom.id, now);
    const students = await classStudents(tx, classroom.id);
    const given = await assignedPairs(
      tx,
      assignments.map((a) => a.id),
    );
    const answer: ClassroomAssigned = { created: 0, skipped: [] };
    // One round per open assignment (a handful), each one statement per table whatever the class's size.
    for (const assignment of assignments) {
      const newcomers = students.filter((s) => !given.has(`${assignment.id}:${s.student}`));
      if (newcomers.length === 0) continue;
      const program = await checkTarget(tx, classroom.client, assignment, assignment);
      const outcome = await giveTo(tx, assignment, newcomers, program, windowOf(assignment), classroom.client);
      answer.created += outcome.created;
      answer.skipped.push(...outcome.skipped);
    }
    return answer;
  });
}

/**
 * POST /api/classroom/{id}/reassign/: the same test or set again (a new row, as the per-student Reassign
 * makes once a sitting is taken) for the class's students whose latest submitted score is below `below`,
 * with the settings of the class's latest assignment of it and no window.
 */
export async function reassignBelow(
  db: Db,
  classroom: { id: number; client: number },
  target: Target,
  below: number,
): Promise<ClassroomAssigned> {
  return db.transaction(async (tx) => {
    const assignment = await latestAssignment(tx, classroom.id, target);
    if (!assignment) throw badRequest(CLASSROOM_MESSAGES.noAssignment);
    const program = await checkTarget(tx, classroom.client, target, assignment);
    const scores = await latestScores(tx, classroom.id, target);
    const low = new Set(scores.filter((s) => s.score < below).map((s) => s.student));
    const students = (await classStudents(tx, classroom.id)).filter((s) => low.has(s.student));
    return answerOf(
      await giveTo(tx, assignment, students, program, { opens_at: null, closes_at: null }, classroom.client, true),
    );
  });
}
