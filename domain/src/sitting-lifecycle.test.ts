import { describe, expect, it } from 'vitest';
import type { Clock } from './clock';
import {
  type ADMIN_SITTING_FILTERS,
  adminSittingFilterSchema,
  assignedFields,
  canRelease,
  canReassign,
  matchesAdminFilter,
  releasedFields,
  SITTING_STATES,
  type SittingFlags,
  scoresVisibleToStudent,
  sittingState,
  takenFields,
} from './sitting-lifecycle';
import {
  DELETE_FAILED,
  PREPARATION_LIMIT_REACHED,
  PREPARATION_TEST_ALREADY_ASSIGNED,
  PREPARATION_TEST_ASSIGNED,
  PREPARATION_TEST_LIMIT_REACHED,
  TEST_ASSIGNED,
} from './sitting-messages';
import { ASSIGNMENT_DELETED } from './warmups';

const t0 = new Date('2026-05-04T09:00:00Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);
const sitting = (over: Partial<SittingFlags & Clock>): SittingFlags & Clock => ({
  test_taken: false,
  analyse_test_results: false,
  time_allowed_seconds: null,
  elapsed_seconds: 0,
  started_at: null,
  ...over,
});

describe('sittingState', () => {
  it('is to take until opened, with the time it will allow', () => {
    expect(sittingState(sitting({}), t0, 3600)).toEqual({
      state: 'to_take',
      clock_status: 'assigned',
      remaining_seconds: 3600,
    });
    expect(sittingState(sitting({}), t0, null).remaining_seconds).toBeNull();
  });

  it('is in progress once opened, with the time left', () => {
    // Opened 10 minutes ago with 60 allowed: 50 minutes left.
    const open = sitting({ time_allowed_seconds: 3600, started_at: at(0) });
    expect(sittingState(open, at(600))).toEqual({
      state: 'in_progress',
      clock_status: 'in_progress',
      remaining_seconds: 3000,
    });
    const paused = sitting({ time_allowed_seconds: 3600, elapsed_seconds: 900 });
    expect(sittingState(paused, at(600))).toEqual({
      state: 'in_progress',
      clock_status: 'paused',
      remaining_seconds: 2700,
    });
    expect(sittingState(open, at(4000))).toEqual({
      state: 'in_progress',
      clock_status: 'time_up',
      remaining_seconds: 0,
    });
    // Untimed and opened.
    expect(sittingState(sitting({ started_at: at(0) }), at(99))).toEqual({
      state: 'in_progress',
      clock_status: 'in_progress',
      remaining_seconds: null,
    });
  });

  it('is taken, then released', () => {
    expect(sittingState(sitting({ test_taken: true, started_at: at(0) }), at(5)).state).toEqual('taken');
    expect(sittingState(sitting({ test_taken: true, analyse_test_results: true }), at(5))).toEqual({
      state: 'released',
      clock_status: 'taken',
      remaining_seconds: null,
    });
  });
});

describe('admin filters', () => {
  it('splits finished from unfinished sittings', () => {
    const pick = (filter: (typeof ADMIN_SITTING_FILTERS)[number]) =>
      SITTING_STATES.filter((s) => matchesAdminFilter(s, filter));
    expect(pick('Completed')).toEqual(['taken', 'released']);
    expect(pick('In Progress')).toEqual(['to_take', 'in_progress']);
    expect(pick('Show All')).toEqual(['to_take', 'in_progress', 'taken', 'released']);
    expect(adminSittingFilterSchema.parse(undefined)).toEqual('Show All');
    expect(adminSittingFilterSchema.safeParse('Done').success).toBe(false);
  });
});

describe('fields each step sets', () => {
  it('assigns, grades and releases', () => {
    expect(assignedFields()).toEqual({
      comments: 'Assigned: the student can take this test',
      student_comments: 'Ready to take',
      test_taken: false,
      import_test_results: false,
      analyse_test_results: false,
    });
    expect(takenFields('[2,5]')).toMatchObject({
      wrong_qns_numberlist: '[2,5]',
      test_taken: true,
      import_test_results: true,
    });
    expect(releasedFields()).toEqual({
      comments: 'Administrator analysing the results',
      student_comments: 'Your scores are available for review',
      analyse_test_results: true,
    });
  });

  it('reassigns and releases only taken sittings; shows scores only once released', () => {
    expect(canReassign({ test_taken: false })).toBe(false);
    expect(canReassign({ test_taken: true })).toBe(true);
    expect(canRelease({ test_taken: false })).toBe(false);
    expect(scoresVisibleToStudent({ test_taken: true, analyse_test_results: false })).toBe(false);
    expect(scoresVisibleToStudent({ test_taken: true, analyse_test_results: true })).toBe(true);
  });
});

describe('messages', () => {
  it('are worded as the specification has them', () => {
    expect(ASSIGNMENT_DELETED).toEqual('Assignment Deleted Successfully!');
    expect(DELETE_FAILED).toEqual('Oops! Something went wrong');
    expect(PREPARATION_TEST_ASSIGNED).toEqual('Preparation Test Assigned');
    expect(PREPARATION_TEST_LIMIT_REACHED).toEqual('Preparation Test Limit Reached');
    expect(PREPARATION_LIMIT_REACHED).toEqual('Preparation Limit Reached');
    expect(PREPARATION_TEST_ALREADY_ASSIGNED).toEqual('Preparation Test Already Assigned');
    expect(TEST_ASSIGNED).toEqual('Quiz/Warmup assigned successfully to student.');
  });
});
