import { describe, expect, it } from 'vitest';
import {
  type AssignableTest,
  type AssignmentCheck,
  assignmentIssue,
  isOfferedForGranting,
  testsToAssign,
} from './sitting-assignment';
import { SITTING_MESSAGES } from './sitting-messages';

const sat = (over: Partial<AssignableTest> = {}): AssignableTest => ({
  master_qnsbank_id: 8,
  test_type: 'SAT',
  is_practice_test: false,
  question_count: 40,
  ...over,
});

describe('tests offered and available', () => {
  it('offers for granting only real tests with questions of the type', () => {
    expect(isOfferedForGranting(sat(), 'SAT')).toBe(true);
    expect(isOfferedForGranting(sat(), 'ACT')).toBe(false);
    expect(isOfferedForGranting(sat({ is_practice_test: true }), 'SAT')).toBe(false);
    expect(isOfferedForGranting(sat({ question_count: 0 }), 'SAT')).toBe(false);
  });
  it('lists the granted tests of the program', () => {
    const granted = [
      sat(),
      sat({ master_qnsbank_id: 9, test_type: 'ACT' }),
      sat({ master_qnsbank_id: 10, question_count: 0 }),
      sat({ master_qnsbank_id: 11, test_type: 'Warmup' }),
    ];
    expect(testsToAssign(granted, 'SAT').map((t) => t.master_qnsbank_id)).toEqual([8]);
    expect(testsToAssign(granted, 'Warmup')).toEqual([]);
  });
});

describe('assignmentIssue', () => {
  const check = (over: Partial<AssignmentCheck> = {}): AssignmentCheck => ({
    test: sat(),
    granted: true,
    studentPrograms: ['SAT', 'ACT'],
    openSittingOfTest: false,
    ...over,
  });

  it('allows a granted test of a program the student is enrolled in', () => {
    expect(assignmentIssue(check())).toBeNull();
    expect(assignmentIssue(check({ program: 'SAT' }))).toBeNull();
  });

  it('says why not', () => {
    const issue = (over: Partial<AssignmentCheck>) => assignmentIssue(check(over));
    expect(issue({ test: undefined })).toEqual({
      field: 'master_qnsbank',
      message: SITTING_MESSAGES.notGranted,
      status: 400,
    });
    expect(issue({ granted: false })?.message).toBe(SITTING_MESSAGES.notGranted);
    expect(issue({ test: sat({ test_type: 'Warmup' }), studentPrograms: ['Warmup'] })?.message).toBe(
      SITTING_MESSAGES.warmupSet,
    );
    expect(issue({ test: sat({ question_count: 0 }) })?.message).toBe(SITTING_MESSAGES.noQuestions);
    expect(issue({ studentPrograms: ['ACT'] })).toEqual({
      field: 'program',
      message: SITTING_MESSAGES.notEnrolled,
      status: 400,
    });
    expect(issue({ program: 'ACT' })).toEqual({
      field: 'program',
      message: SITTING_MESSAGES.wrongProgram,
      status: 400,
    });
    expect(issue({ openSittingOfTest: true })).toEqual({
      field: 'master_qnsbank',
      message: SITTING_MESSAGES.alreadyAssigned,
      status: 409,
    });
  });
});
