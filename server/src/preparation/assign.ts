// An administrator assigns a personalized preparation test (Admin Dashboard, view 2): made from a
// taken master sitting's wrong and unanswered questions (domain planPreparationTest), up to the
// client's personzlized_test_count per sitting.
import {
  type AssignPersonalizedBody,
  planPreparationTest,
  SITTING_MESSAGES,
  TIMED_TEST_NEEDS_TIME,
} from '@prep/domain';
import type { Facts } from '../access/authorize';
import { sittingFacts } from '../access/facts';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { badRequest } from '../plugins/errors';
import { preparationRow } from './row';
import { insertSittings } from '../sittings/queries';
import { actorOf, assignOne } from '../taking/assign';
import { checkTarget, skipRefusal } from '../taking/check';
import { type Loaded, loadSitting, type MasterRow } from '../sittings/records';

/** A row is asked only of an eligible student, whose plan holds. */
const neverPlanned = (): never => {
  throw new Error('a preparation test planned for a refused plan');
};

const noSitting = () =>
  badRequest(SITTING_MESSAGES.selectSitting, { master_sitting: [SITTING_MESSAGES.selectSitting] });

/** The master sitting a preparation test is made from, for the access check: one that does not exist is not chosen (400). */
export async function preparationTarget(db: Db, masterSittingId: number): Promise<Facts> {
  const facts = await sittingFacts(db, masterSittingId);
  if (!facts) throw noSitting();
  return facts;
}

/** Assigns a preparation test made from the master sitting (authorised through preparationTarget). */
export async function assignPreparation(db: Db, scope: Scope, body: AssignPersonalizedBody): Promise<Loaded> {
  const id = await db.transaction(async (tx) => {
    // The master sitting stays locked to the end: two assignments at once count each other against the limit.
    const master = await loadSitting(tx, 'master', body.master_sitting, scope, { lock: true, questions: true });
    if (master?.kind !== 'master') throw noSitting();
    const row: MasterRow = master.row;
    if (body.student !== undefined && body.student !== row.student)
      throw badRequest(SITTING_MESSAGES.selectStudent, { student: [SITTING_MESSAGES.selectStudent] });
    if (body.master_qnsbank !== undefined && body.master_qnsbank !== row.master_qnsbank)
      throw badRequest(SITTING_MESSAGES.selectTest, { master_qnsbank: [SITTING_MESSAGES.selectTest] });
    const plan = planPreparationTest({
      sitting: row,
      questions: master.questions,
      result: row.result,
      existing: master.preparations,
      limit: master.prepLimit,
    });
    // The one check (taking/check.ts): made from the client's own sitting, no grant to ask; the timer's
    // time is the real test's.
    checkTarget({
      timing: body,
      duration: master.sectionDuration,
      needsTime: TIMED_TEST_NEEDS_TIME,
    });
    // A plan refused skips the student as a class's preparation tests do: with the plan's reason.
    return assignOne(
      row.student,
      {
        eligible: () => (plan.ok ? null : plan.message),
        rowOf: () =>
          preparationRow(plan.ok ? plan.test : neverPlanned(), {
            ...(body.master_sitting_date && { personalized_sitting_date: body.master_sitting_date }),
            test_name: body.test_name,
            comments: body.comments,
            assessment_flag: body.assessment_flag,
            timer: body.timer,
            student_timer: body.student_timer,
            pause_allowed: body.pause_allowed,
            pause_limit_minutes: body.pause_limit_minutes,
          }),
        insert: (rows) => insertSittings(tx, 'personalized', rows),
        announce: {
          tx,
          kind: 'personalized',
          client: master.client,
          actor: actorOf(scope),
          idOf: (id) => id,
          titleOf: (row) => row.test_name ?? '',
        },
      },
      skipRefusal(),
    );
  });
  const loaded = await loadSitting(db, 'personalized', id, scope);
  if (!loaded) throw new Error(`personalized sitting ${id} vanished after its assignment`);
  return loaded;
}
