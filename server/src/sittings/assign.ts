// An administrator assigns a real test to a student (Admin Dashboard, view 1): a test granted to the
// student's client, of a program the student is enrolled in, with or without a timer. Reassign is the
// same call once the earlier sitting of the test is taken.
import {
  assignedFields,
  type AssignSittingBody,
  assignmentIssue,
  readPrograms,
  SITTING_MESSAGES,
  TIMED_TEST_NEEDS_TIME,
  WARMUP_COURSE_TYPE,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import { isGranted } from '../access/lists';
import { grantOf } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import type { masterSittings } from '../db/schema/index';
import { badRequest } from '../plugins/errors';
import { findQuiz } from '../quizzes/queries';
import { actorOf, assign, assignOne, type ClassAssigning, skipUnknown } from '../taking/assign';
import { checkTarget, noStudent, skipRefusal } from '../taking/check';
import { insertSittings, lockStudentsToAssign, lockStudentToAssign, questionCount, withTestOpen } from './queries';
import { type Loaded, loadSitting } from './records';

/**
 * The test to assign, checked once whatever the number of students (taking/check.ts): refused (400) when
 * not granted to the client (or no such test), a warm-up set, with no questions, or timed with no time.
 */
export async function testTarget(
  tx: Tx,
  client: number,
  quizId: number,
  timing: { timer: boolean; student_timer: string },
) {
  const quiz = await findQuiz(tx, quizId);
  const grant = await grantOf(tx, client);
  const count = quiz ? await questionCount(tx, quiz.master_qnsbank_id) : 0;
  const on = (message: string) => ({ field: 'master_qnsbank', message });
  checkTarget({
    grant: {
      granted: quiz !== undefined && isGranted(grant, 'test', quiz.master_qnsbank_id),
      ...on(SITTING_MESSAGES.notGranted),
    },
    refusals: [
      { when: quiz?.test_type === WARMUP_COURSE_TYPE, ...on(SITTING_MESSAGES.warmupSet) },
      { when: count === 0, ...on(SITTING_MESSAGES.noQuestions) },
    ],
    timing,
    duration: quiz?.section_duration ?? '',
    needsTime: TIMED_TEST_NEEDS_TIME,
  });
  if (!quiz) throw noStudent(); // checkTarget refused a missing test; this narrows the type.
  return { quiz, count };
}

/** The reasons of the test's program (the body's, or the test's own) that refuse it on `program` (400). */
const PROGRAM_REFUSALS = new Set<string>([SITTING_MESSAGES.notEnrolled, SITTING_MESSAGES.wrongProgram]);

/** Assigns the test to the scope's student (authorised through taking/check's studentTarget). */
export async function assignSitting(db: Db, scope: Scope, body: AssignSittingBody): Promise<Loaded> {
  const id = await db.transaction(async (tx) => {
    const student = await lockStudentToAssign(tx, scope, body.student);
    if (!student) throw noStudent();
    const { quiz, count } = await testTarget(tx, student.client, body.master_qnsbank, body);
    const assigned = assignedFields();
    const skipped = skipRefusal('master_qnsbank');
    return assignOne(
      student.student_id,
      {
        // The domain's rule of the program chosen (the grant and the test passed testTarget already).
        eligible: () =>
          assignmentIssue({
            test: { ...quiz, question_count: count },
            granted: true,
            program: body.program,
            studentPrograms: readPrograms(student.programs),
            openSittingOfTest: false,
          })?.message ?? null,
        open: {
          of: (ids) => withTestOpen(tx, ids, quiz.master_qnsbank_id),
          reason: SITTING_MESSAGES.alreadyAssigned,
        },
        rowOf: (id) => ({
          ...(body.master_sitting_date && { master_sitting_date: body.master_sitting_date }),
          Student_First_Name: student.first_name,
          program: body.program ?? quiz.test_type,
          master_qnsbank: quiz.master_qnsbank_id,
          test_type: quiz.test_type,
          colors: student.color,
          test_name: body.test_name || quiz.test_name,
          ...assigned,
          comments: body.comments || assigned.comments,
          student_enrollment: body.student_enrollment,
          wrong_qns_numberlist: '[]',
          assessment_flag: body.assessment_flag,
          assessment_num: body.assessment_num,
          assessment_score: body.assessment_score,
          student: id,
          is_practice_test: quiz.is_practice_test,
          timer: body.timer,
          student_timer: body.student_timer,
          total_qns: count,
          pause_allowed: body.pause_allowed,
          pause_limit_minutes: body.pause_limit_minutes,
        }),
        insert: (rows) => insertSittings(tx, 'master', rows),
        announce: {
          tx,
          kind: 'master',
          client: student.client,
          actor: actorOf(scope),
          idOf: (id) => id,
          titleOf: (row) => row.test_name ?? '',
        },
      },
      (reason) => (PROGRAM_REFUSALS.has(reason) ? badRequest(reason, { program: [reason] }) : skipped(reason)),
    );
  });
  const loaded = await loadSitting(db, 'master', id, scope);
  if (!loaded) throw new Error(`master sitting ${id} vanished after its assignment`);
  return loaded;
}

type MasterInsert = typeof masterSittings.$inferInsert;
/** What a class assignment gives each row: its settings, the class assignment and its window; a print's batch. */
type ClassFields = Partial<
  Pick<
    MasterInsert,
    | 'timer'
    | 'student_timer'
    | 'pause_allowed'
    | 'pause_limit_minutes'
    | 'class_assignment'
    | 'opens_at'
    | 'closes_at'
    | 'paper_batch'
  >
>;

/**
 * Assigns a real test to many students (a class; the test checked by the caller through testTarget):
 * one statement per table whatever their number; a student not eligible, with the test open, or no such
 * student, is skipped. Each student's time multiplier applies when they open it.
 */
export async function assignTestTo(
  tx: Tx,
  quizId: number,
  studentIds: readonly number[],
  fields: ClassFields = {},
  by: ClassAssigning = { client: null, actor: null },
) {
  const quiz = await findQuiz(tx, quizId);
  if (!quiz) throw badRequest(SITTING_MESSAGES.notGranted, { master_qnsbank: [SITTING_MESSAGES.notGranted] });
  const count = await questionCount(tx, quiz.master_qnsbank_id);
  const found = new Map((await lockStudentsToAssign(tx, [...studentIds])).map((s) => [s.student_id, s]));
  const assigned = assignedFields();
  const { client, actor, eligible, adopt } = by;
  const outcome = await assign({
    students: studentIds.filter((id) => found.has(id)),
    eligible,
    open: {
      of: (ids) => withTestOpen(tx, ids, quiz.master_qnsbank_id),
      reason: SITTING_MESSAGES.alreadyAssigned,
      adopt,
    },
    rowOf: (id) => ({
      ...fields,
      ...assigned,
      Student_First_Name: found.get(id)?.first_name,
      colors: found.get(id)?.color,
      program: quiz.test_type,
      master_qnsbank: quiz.master_qnsbank_id,
      test_type: quiz.test_type,
      test_name: quiz.test_name,
      wrong_qns_numberlist: '[]',
      student: id,
      is_practice_test: quiz.is_practice_test,
      total_qns: count,
    }),
    insert: (rows) => insertSittings(tx, 'master', rows),
    announce: { tx, kind: 'master', client, actor, idOf: (id) => id, titleOf: (row) => row.test_name ?? '' },
  });
  return skipUnknown(outcome, studentIds, found, SITTING_MESSAGES.selectStudent);
}
