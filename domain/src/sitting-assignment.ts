// Which tests an administrator may assign to a student (Admin Dashboard: Select Student, Select
// Program, Available Test). A test is assignable when the client was granted it (grants hold only
// tests offered for granting, admin-and-authoring §9: not practice tests, with at least one
// question), it is of the program chosen, the student is enrolled in that program, and the student
// has no sitting of it still to take.
import { WARMUP_COURSE_TYPE } from './constants';
import { SITTING_MESSAGES } from './sitting-messages';

/**
 * The error code of a per-student assignment (Admin Dashboard) the student was skipped for, as a class
 * assignment skips them: the work is open already, or a preparation test cannot be made now. The 409's
 * message is the reason; the screens report it as "0 assigned, 1 skipped", as they do for a class.
 */
export const ASSIGNMENT_SKIPPED = 'assignment_skipped';

export interface AssignableTest {
  master_qnsbank_id: number;
  test_type: string;
  is_practice_test: boolean;
  question_count: number;
}

/** admin-and-authoring §9, Tests offered for granting. */
export const isOfferedForGranting = (test: AssignableTest, testType: string) =>
  !test.is_practice_test && test.question_count > 0 && test.test_type === testType;

/** The Available Test list: the client's granted tests of the program, warm-up sets aside. */
export const testsToAssign = <T extends AssignableTest>(granted: readonly T[], program: string) =>
  granted.filter((t) => t.test_type !== WARMUP_COURSE_TYPE && isOfferedForGranting(t, program));

export interface AssignmentCheck {
  /** The test asked for; undefined when it does not exist. */
  test: AssignableTest | undefined;
  /** Whether the client was granted it. */
  granted: boolean;
  /** The program chosen; absent: the test's test_type. */
  program?: string;
  /** The student's Enroll_Program. */
  studentPrograms: readonly string[];
  /** Whether the student has a sitting of this test not yet taken. */
  openSittingOfTest: boolean;
}

export interface AssignmentIssue {
  field: 'master_qnsbank' | 'program';
  message: string;
  /** 400 for a bad choice, 409 when the student's sittings are in the way. */
  status: 400 | 409;
}

/** Why the test cannot be assigned, or null when it can. A test of another client is "not granted", as if absent. */
export function assignmentIssue(check: AssignmentCheck): AssignmentIssue | null {
  const { test } = check;
  const bad = (field: AssignmentIssue['field'], message: string, status: 400 | 409 = 400) => ({
    field,
    message,
    status,
  });
  if (!test || !check.granted) return bad('master_qnsbank', SITTING_MESSAGES.notGranted);
  if (test.test_type === WARMUP_COURSE_TYPE) return bad('master_qnsbank', SITTING_MESSAGES.warmupSet);
  if (test.question_count === 0) return bad('master_qnsbank', SITTING_MESSAGES.noQuestions);
  const program = check.program ?? test.test_type;
  if (!check.studentPrograms.includes(program)) return bad('program', SITTING_MESSAGES.notEnrolled);
  if (program !== test.test_type) return bad('program', SITTING_MESSAGES.wrongProgram);
  if (check.openSittingOfTest) return bad('master_qnsbank', SITTING_MESSAGES.alreadyAssigned, 409);
  return null;
}
