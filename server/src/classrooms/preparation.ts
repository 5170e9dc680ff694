// Preparation tests for a whole class: for each student of the class, a personalized preparation test
// made from their latest taken sitting of the test given to the class, planned by the same rule as the
// per-student route (planPreparationTest: wrong and unanswered questions, the client's limit per
// sitting, one not taken yet at a time). Those refused are listed with the plan's reason.
import { CLASSROOM_MESSAGES, type ClassroomAssigned, planPreparationTest, SITTING_MESSAGES } from '@prep/domain';
import type { Db } from '../db/client';
import { badRequest } from '../plugins/errors';
import { preparationRow } from '../preparation/row';
import { insertSittings } from '../sittings/queries';
import { type LoadedWithQuestions, lockClassSittings, type MasterRow } from '../sittings/records';
import { actorOf, assign } from '../taking/assign';
import { clientOf } from '../access/scope';
import { alongside, flushWaiting } from '../taking/audit-events';
import { classStudents, latestAssignment } from './assignment-queries';
import { classEvent } from './work-events';
import type { AuthorisedClass } from './guard';

/** POST /api/classroom/{id}/preparation/: statements fixed whatever the class's size. */
export async function prepareClass(db: Db, authorised: AuthorisedClass, quiz: number): Promise<ClassroomAssigned> {
  const { scope, id: classroom } = authorised;
  return db.transaction(async (tx) => {
    const assignment = await latestAssignment(tx, classroom, { kind: 'test', quiz });
    if (!assignment)
      throw badRequest(CLASSROOM_MESSAGES.noAssignment, { master_qnsbank: [CLASSROOM_MESSAGES.noAssignment] });
    const students = await classStudents(tx, classroom);
    const sittings = await lockClassSittings(tx, classroom, quiz, scope);
    const latest = new Map<number, LoadedWithQuestions & { row: MasterRow }>();
    for (const loaded of sittings) {
      if (loaded.kind !== 'master') continue;
      const earlier = latest.get(loaded.row.student);
      if (!earlier || earlier.row.master_sitting_id < loaded.row.master_sitting_id)
        latest.set(loaded.row.student, { ...loaded, row: loaded.row });
    }
    // Each student's plan is the kind's eligibility (taking/assign's one check): a refused plan, or no
    // taken sitting, skips the student with its reason.
    const plans = new Map(
      students.map(({ student }) => {
        const master = latest.get(student);
        const plan = master
          ? planPreparationTest({
              sitting: master.row,
              questions: master.questions,
              result: master.row.result,
              existing: master.preparations,
              limit: master.prepLimit,
            })
          : ({ ok: false, message: SITTING_MESSAGES.notTaken } as const);
        return [student, plan];
      }),
    );
    // The class's event goes in the same INSERT as its students' (or alone when none was given one).
    alongside(tx, classEvent(authorised, 'prepared', { master_qnsbank: [null, quiz] }));
    const { created, skipped } = await assign({
      students: students.map((s) => s.student),
      eligible: (student) => {
        const plan = plans.get(student);
        return plan?.ok ? null : (plan?.message ?? SITTING_MESSAGES.notTaken);
      },
      // The class assignment's timing: a timed class test gives timed preparation tests.
      rowOf: (student) => {
        const plan = plans.get(student);
        if (!plan?.ok) throw new Error(`no preparation test planned for student ${student}`);
        return preparationRow(plan.test, {
          timer: assignment.timer,
          student_timer: assignment.student_timer,
          pause_allowed: assignment.pause_allowed,
          pause_limit_minutes: assignment.pause_limit_minutes,
        });
      },
      insert: (planned) => insertSittings(tx, 'personalized', planned),
      announce: {
        tx,
        kind: 'personalized',
        client: clientOf(scope) ?? null,
        actor: actorOf(scope),
        idOf: (id) => id,
        titleOf: (row) => row.test_name ?? '',
      },
    });
    await flushWaiting(tx);
    return { created: created.length, skipped };
  });
}
