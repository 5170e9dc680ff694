// Assigning to a whole class in one request: one class assignment row, then the students' rows through
// the many-student entries of the taking path (assignTestTo, assignSetTo), one statement per table
// whatever the class's size. Students who joined later get the class's open assignments ("newcomers");
// a reassign gives the same test or set again to those who scored below a mark.
import {
  CLASSROOM_MESSAGES,
  type ClassroomAssignBody,
  type ClassroomAssigned,
  type ClassroomTarget,
  readPrograms,
} from '@prep/domain';
import { nothingChanged } from '../audit/plugin';
import { alongside, flushWaiting } from '../taking/audit-events';
import type { Db, Tx } from '../db/client';
import { badRequest } from '../plugins/errors';
import { assignTestTo, testTarget } from '../sittings/assign';
import { actorOf } from '../taking/assign';
import { assignSetTo, setTarget } from '../warmup-results/assign';
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
import { classEvent, targetChanges } from './work-events';
import type { AuthorisedClass } from './guard';

/** The kind and quiz a target body names. */
export const targetOf = (body: ClassroomTarget): Target =>
  'master_qnsbank' in body ? { kind: 'test', quiz: body.master_qnsbank } : { kind: 'warmup', quiz: body.warmup_set_no };

/**
 * The kind's one check of what is assigned (taking/check.ts, as for one student): a test or set not
 * granted to the client, a test with no questions, a timer with no time refuse the class. Gives the
 * test's program (its course type), which each student must be enrolled in; null for a warm-up set.
 */
async function checkTarget(
  tx: Tx,
  client: number,
  target: Target,
  timing: { timer: boolean; student_timer: string },
): Promise<string | null> {
  if (target.kind === 'warmup') {
    await setTarget(tx, client, target.quiz, timing);
    return null;
  }
  return (await testTarget(tx, client, target.quiz, timing)).quiz.test_type;
}

/**
 * Gives the class assignment to these students through the taking path's one check: a student not
 * enrolled in a test's program is skipped (not the whole class refused); one with the test or set open
 * is skipped, and their open row, given outside any class, is counted under this assignment
 * (adoptOpenRows). `kept`: whether the assignment now has a row of any student.
 */
async function giveTo(
  tx: Tx,
  classroom: AuthorisedClass,
  assignment: ClassAssignment,
  students: ReadonlyArray<{ student: number; programs: string }>,
  program: string | null,
  window: { opens_at: Date | null; closes_at: Date | null },
  reassign = false,
  paper: { paper_batch?: number } = {},
): Promise<ClassroomAssigned & { kept: boolean }> {
  const programs = new Map(students.map((s) => [s.student, readPrograms(s.programs)]));
  const by = {
    client: classroom.client,
    actor: actorOf(classroom.scope),
    eligible: (student: number) =>
      program === null || programs.get(student)?.includes(program) ? null : CLASSROOM_MESSAGES.notEnrolled,
    adopt: (open: number[]) => adoptOpenRows(tx, assignment, open),
  };
  const ids = students.map((s) => s.student);
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
            ...paper,
          },
          by,
        )
      : await assignSetTo(tx, assignment.quiz, ids, { ...common, reassign }, by);
  return {
    created: outcome.created.length,
    skipped: outcome.skipped,
    kept: outcome.created.length + outcome.adopted > 0,
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
  classroom: AuthorisedClass,
  body: ClassroomAssignBody,
): Promise<ClassroomAssigned> {
  return db.transaction((tx) => assignToClassIn(tx, classroom, body));
}

/**
 * assignToClass inside the caller's transaction; `paper` marks each student's row as a paper sitting of a
 * print (issue 30: POST /api/paper/sheets/ for a class).
 */
export async function assignToClassIn(
  tx: Tx,
  classroom: AuthorisedClass,
  body: ClassroomAssignBody,
  paper: { paper_batch?: number } = {},
): Promise<ClassroomAssigned> {
  const target: Target =
    body.kind === 'test' ? { kind: 'test', quiz: body.master_qnsbank } : { kind: 'warmup', quiz: body.warmup_set_no };
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
  // The class's event goes in the same INSERT as its students' (or alone when none was given it).
  alongside(
    tx,
    classEvent(classroom, 'assigned', { ...targetChanges(target), class_assignment: [null, assignment.id] }),
  );
  const students = await classStudents(tx, classroom.id);
  const outcome = await giveTo(tx, classroom, assignment, students, program, window, false, paper);
  await flushWaiting(tx);
  // Every student skipped and none of their rows counted under it: the class was given nothing, and an
  // empty row would read "0 of 0". A class with no students yet keeps it, for its newcomers.
  if (!outcome.kept && outcome.skipped.length > 0) await deleteAssignment(tx, assignment.id);
  return answerOf(outcome);
}

/**
 * POST /api/classroom/{id}/newcomers/: every assignment of the class whose window has not closed, given
 * to the students of the class who have no row of it, with its own settings and window.
 */
export async function assignToNewcomers(db: Db, classroom: AuthorisedClass, now: Date): Promise<ClassroomAssigned> {
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
      alongside(
        tx,
        classEvent(classroom, 'assigned', {
          ...targetChanges(assignment),
          class_assignment: [null, assignment.id],
          newcomers: [null, newcomers.length],
        }),
      );
      const outcome = await giveTo(tx, classroom, assignment, newcomers, program, windowOf(assignment));
      await flushWaiting(tx);
      answer.created += outcome.created;
      answer.skipped.push(...outcome.skipped);
    }
    // No newcomers to any assignment: nothing was given, no event is due.
    if (answer.created === 0 && answer.skipped.length === 0) nothingChanged();
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
  classroom: AuthorisedClass,
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
    if (students.length === 0) {
      nothingChanged();
      return { created: 0, skipped: [] };
    }
    alongside(tx, classEvent(classroom, 'reassigned', { ...targetChanges(target), below: [null, below] }));
    const outcome = await giveTo(
      tx,
      classroom,
      assignment,
      students,
      program,
      { opens_at: null, closes_at: null },
      true,
    );
    await flushWaiting(tx);
    return answerOf(outcome);
  });
}
