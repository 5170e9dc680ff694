// The life of a real-test sitting (client-student-warmups §4) as the student dashboard and the
// admin table show it, and the fields each step sets.
//
//   assigned ──open──▶ in progress ──submit / paper entry──▶ taken ──Score & Stats / Analyse──▶ released
//
// - taken: test_taken and import_test_results are set together when the server grades the sitting
//   (on-line submission, time up, or a paper sitting entered): the results are in and the
//   administrator can analyse them. The legacy separate "import" step had no work left to do.
// - released: analyse_test_results; the student sees the scores.
import { z } from 'zod';
import { type Clock, type ClockStatus, clockStatus, remainingSeconds } from './clock';
import { msg } from './i18n';

export const SITTING_STATES = ['to_take', 'in_progress', 'taken', 'released'] as const;
export type SittingState = (typeof SITTING_STATES)[number];

export const SITTING_STATE_LABELS: Record<SittingState, string> = {
  to_take: msg('To take'),
  in_progress: msg('In progress'),
  taken: msg('Waiting for release'),
  released: msg('Released'),
};

export interface SittingFlags {
  test_taken: boolean;
  analyse_test_results: boolean;
}

export interface SittingStateView {
  state: SittingState;
  /** The clock's finer status (paused, time_up, …). */
  clock_status: ClockStatus;
  /** Seconds left while not taken and timed: before the first opening, the time that will be allowed; else null. */
  remaining_seconds: number | null;
}

/**
 * The state of a sitting now. A sitting whose time is up but that is not yet graded shows as in
 * progress with 0 left: the server grades it on its next read (see isPastDeadline).
 * `allowedSeconds`: the time it will allow when opened (after accommodations), null when untimed.
 */
export function sittingState(
  sitting: SittingFlags & Clock,
  now: Date,
  allowedSeconds: number | null = sitting.time_allowed_seconds,
): SittingStateView {
  const clock_status = clockStatus(sitting, now);
  if (sitting.test_taken) {
    return { state: sitting.analyse_test_results ? 'released' : 'taken', clock_status, remaining_seconds: null };
  }
  if (clock_status === 'assigned') return { state: 'to_take', clock_status, remaining_seconds: allowedSeconds };
  return { state: 'in_progress', clock_status, remaining_seconds: remainingSeconds(sitting, now) };
}

/**
 * The admin table's filters. Completed: taken, released or not; In Progress: not yet taken, opened
 * or not (the administrator's question is "who still has to finish?"); Show All: every sitting.
 */
export const ADMIN_SITTING_FILTERS = ['Completed', 'In Progress', 'Show All'] as const;
export type AdminSittingFilter = (typeof ADMIN_SITTING_FILTERS)[number];
export const adminSittingFilterSchema = z.enum(ADMIN_SITTING_FILTERS).default('Show All');

export function matchesAdminFilter(state: SittingState, filter: AdminSittingFilter): boolean {
  if (filter === 'Completed') return state === 'taken' || state === 'released';
  if (filter === 'In Progress') return state === 'to_take' || state === 'in_progress';
  return true;
}

/** The comments and student_comments each step sets. The specification gives their idea, not words. */
export const SITTING_COMMENTS = {
  assigned: { comments: msg('Assigned: the student can take this test'), student_comments: msg('Ready to take') },
  taken: {
    comments: msg('Taken: the results are in and can be analysed'),
    student_comments: msg('Submitted: your scores will be shown once released'),
  },
  released: {
    comments: msg('Administrator analysing the results'),
    student_comments: msg('Your scores are available for review'),
  },
} as const;

/** Fields of a sitting when it is assigned (and of a Reassign). */
export const assignedFields = () => ({
  ...SITTING_COMMENTS.assigned,
  test_taken: false,
  import_test_results: false,
  analyse_test_results: false,
});

/** Fields set when the server grades a sitting. */
export const takenFields = (wrong_qns_numberlist: string) => ({
  ...SITTING_COMMENTS.taken,
  wrong_qns_numberlist,
  test_taken: true,
  import_test_results: true,
});

/** Fields set by Score & Stats / Analyse: the release to the student. */
export const releasedFields = () => ({ ...SITTING_COMMENTS.released, analyse_test_results: true });

/** Reassign (the same test again, as a new sitting) is offered once a sitting is taken. */
export const canReassign = (sitting: Pick<SittingFlags, 'test_taken'>) => sitting.test_taken;

/** Only a taken sitting can be released (SITTING_MESSAGES.notTaken otherwise). */
export const canRelease = (sitting: Pick<SittingFlags, 'test_taken'>) => sitting.test_taken;

/** The student sees scores, wrong list and the review only once released. */
export const scoresVisibleToStudent = (sitting: SittingFlags) => sitting.test_taken && sitting.analyse_test_results;
