// An administrator assigns a warm-up set (or a personalized warm-up made from a taken one) to a student.
import {
  isRecommendedName,
  NOT_GRANTED,
  originalTestName,
  PERSONALIZED_LIMIT_REACHED,
  personalizedInSitting,
  personalizedName,
  SITTING_MESSAGES,
  personalizedParts,
  type TestNameParts,
  sittingOf,
  WARMUP_ALREADY_ASSIGNED,
  WARMUP_NEEDS_TIME,
  type assignWarmupSchema,
  msg,
} from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import { isGranted } from '../access/lists';
import { grantOf } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import type { warmupResults } from '../db/schema/index';
import { badRequest } from '../plugins/errors';
import { actorOf, assign, assignOne, type ClassAssigning, skipUnknown } from '../taking/assign';
import { checkTarget, noStudent, skipRefusal } from '../taking/check';
import { warmupIdsOfSet, warmupSetOrFail } from '../warmups/queries';
import { isMissed } from '../taking/window';
import {
  bumpStudentVersions,
  existingStudents,
  insertResults,
  type LoadedResult,
  resultRowsOf,
  studentToAssign,
  withSetOpen,
} from './queries';
import type { ResultRow } from './views';

type AssignBody = z.output<typeof assignWarmupSchema>;

const fail = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * The warm-up set to assign, checked once whatever the number of students (taking/check.ts): refused
 * (400) when not granted to the client, or timed with no time.
 */
export async function setTarget(
  tx: Tx,
  client: number,
  setNo: number,
  timing: { timer: boolean; student_timer: string },
) {
  const set = await warmupSetOrFail(tx, setNo, 'warmup_set_no');
  const grant = await grantOf(tx, client);
  checkTarget({
    grant: {
      granted: isGranted(grant, 'warmup', set.master_qnsbank_id),
      field: 'warmup_set_no',
      message: NOT_GRANTED,
    },
    timing,
    duration: set.section_duration,
    needsTime: WARMUP_NEEDS_TIME,
  });
  return set;
}

/** Assigns to the scope's student (authorised through taking/check's studentTarget). */
export async function assignWarmup(db: Db, scope: Scope, body: AssignBody): Promise<LoadedResult> {
  return db.transaction(async (tx) => {
    const student = await studentToAssign(tx, scope.student ?? -1);
    if (!student) throw noStudent();
    await bumpStudentVersions(tx, [student.student_id]);
    const set = await setTarget(tx, student.client, body.warmup_set_no, body);
    const setIds = await warmupIdsOfSet(tx, set.master_qnsbank_id);
    const existing = await resultRowsOf(tx, student.student_id);

    let assigned = body.assigned_questions?.length ? [...new Set(body.assigned_questions)] : undefined;
    let testName = body.test_name || set.test_name;
    let sittingId: number | null = null;
    let nameParts: TestNameParts | null = null;

    if (body.is_personalized) {
      const source = existing.find((r) => r.result_id === body.sitting_id);
      if (
        !source?.test_taken ||
        source.warmup_set_no !== set.master_qnsbank_id ||
        isRecommendedName(source.test_name)
      ) {
        throw fail('sitting_id', msg('Choose a taken warm-up of this set to personalize'));
      }
      sittingId = sittingOf(source);
      const count = personalizedInSitting(existing, set.master_qnsbank_id, sittingId).length;
      if (count >= student.limit) throw fail('is_personalized', PERSONALIZED_LIMIT_REACHED);
      assigned ??= source.wrng_qns_list;
      if (assigned.length === 0)
        throw fail('assigned_questions', msg('The warm-up has no wrong answers to personalize'));
      testName = body.test_name || personalizedName(originalTestName(source, existing), count + 1);
      nameParts = body.test_name ? null : personalizedParts(originalTestName(source, existing), count + 1);
    }

    assigned ??= setIds;
    if (assigned.length === 0) throw fail('warmup_set_no', msg('This warm-up set has no warm-ups yet'));
    const inSet = new Set(setIds);
    if (assigned.some((id) => !inSet.has(id)))
      throw fail('assigned_questions', msg('Every question must be a warm-up of the set'));
    const now = new Date();
    const pending = existing.some(
      (r) => r.warmup_set_no === set.master_qnsbank_id && !r.is_personalized && !r.test_taken && !isMissed(r, now),
    );
    const row = await assignOne(
      student.student_id,
      {
        // The student's results are read already: no statement to ask again.
        open: {
          of: async () => (!body.is_personalized && pending ? [student.student_id] : []),
          reason: WARMUP_ALREADY_ASSIGNED,
        },
        rowOf: (id) => ({
          warmup_set_no: set.master_qnsbank_id,
          student: id,
          assigned_questions: assigned,
          total_qns: assigned.length,
          timer: body.timer,
          student_timer: body.student_timer,
          test_name: testName,
          name_parts: nameParts,
          sitting_id: sittingId,
          reassign: body.reassign,
          test_level: body.test_level ?? set.test_level,
          is_personalized: body.is_personalized,
        }),
        insert: (rows) => insertResults(tx, rows),
        announce: {
          tx,
          kind: 'warmup',
          client: student.client,
          actor: actorOf(scope),
          idOf: (r) => r.result_id,
          titleOf: (row) => row.test_name ?? '',
        },
      },
      skipRefusal('warmup_set_no'),
    );
    return { row, client: student.client, sectionDuration: set.section_duration, multiplier: student.multiplier };
  });
}

type ResultInsert = typeof warmupResults.$inferInsert;

/**
 * Assigns a whole warm-up set to many students (a class; each one's grant checked by the caller):
 * one statement per table whatever their number; a student with the set open, or no such student, is skipped. Each
 * student's time multiplier applies when they open it.
 */
export async function assignSetTo(
  tx: Tx,
  setNo: number,
  studentIds: readonly number[],
  fields: Pick<ResultInsert, 'timer' | 'student_timer' | 'reassign' | 'class_assignment' | 'opens_at' | 'closes_at'> & {
    test_name?: string;
  } = {},
  by: ClassAssigning = { client: null, actor: null },
) {
  const set = await warmupSetOrFail(tx, setNo, 'warmup_set_no');
  const setIds = await warmupIdsOfSet(tx, set.master_qnsbank_id);
  if (setIds.length === 0) throw fail('warmup_set_no', msg('This warm-up set has no warm-ups yet'));
  const found = new Set(await existingStudents(tx, [...studentIds]));
  const outcome = await assign<ResultInsert, ResultRow>({
    students: studentIds.filter((id) => found.has(id)),
    eligible: by.eligible,
    open: {
      of: (ids) => withSetOpen(tx, ids, set.master_qnsbank_id),
      reason: WARMUP_ALREADY_ASSIGNED,
      adopt: by.adopt,
    },
    rowOf: (student) => ({
      ...fields,
      warmup_set_no: set.master_qnsbank_id,
      student,
      assigned_questions: setIds,
      total_qns: setIds.length,
      test_name: fields.test_name || set.test_name,
      test_level: set.test_level,
    }),
    insert: async (rows) => {
      await bumpStudentVersions(
        tx,
        rows.map((r) => r.student),
      );
      return insertResults(tx, rows);
    },
    announce: {
      tx,
      kind: 'warmup',
      client: by.client,
      actor: by.actor,
      idOf: (r) => r.result_id,
      titleOf: (row) => row.test_name ?? '',
    },
  });
  return skipUnknown(outcome, studentIds, found, SITTING_MESSAGES.selectStudent);
}
