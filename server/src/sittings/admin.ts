// An administrator's side of both kinds of sitting: the lists (filtered Completed / In Progress / Show
// All), the release (Score & Stats / Analyse sets analyse_test_results and the §4 comments), Change
// Timer before the student opens it, comments, and deletion.
import {
  type AdminSittingFilter,
  ASSIGNMENT_DELETED,
  allowedSecondsFor,
  clockStatus,
  matchesAdminFilter,
  releasedFields,
  SITTING_COMMENTS,
  SITTING_MESSAGES,
  type SittingDeleted,
  type SittingSummary,
  TIMED_TEST_NEEDS_TIME,
  type updatePersonalizedSchema,
  type updateSittingSchema,
} from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { settled, settledList } from './grading';
import { changeSitting, deleteSitting, type SittingChanges } from './queries';
import { type LoadedWithQuestions, loadSitting, type SittingKind } from './records';
import { summaryOf } from './views';

export type UpdateBody = z.output<typeof updateSittingSchema> | z.output<typeof updatePersonalizedSchema>;

/** Whose sittings a list is about: one student's, one client's, one master sitting's preparation tests, or all. */
export type ListOf = Parameters<typeof settledList>[2];

export async function sittingList(
  db: Db,
  scope: Scope,
  kind: SittingKind,
  of: ListOf,
  filter: AdminSittingFilter,
  now: Date,
  graceSeconds: number,
): Promise<SittingSummary[]> {
  const list = await settledList(db, kind, of, scope, now, graceSeconds);
  return list.map((loaded) => summaryOf(scope, loaded, now)).filter((s) => matchesAdminFilter(s.state, filter));
}

/** A sitting read before authorising (its row brings the facts: loadSitting without a scope), as it stands now. */
export async function loadedSitting(
  db: Db,
  scope: Scope,
  loaded: LoadedWithQuestions,
  now: Date,
  graceSeconds: number,
): Promise<SittingSummary> {
  const current = await settled(db, loaded, scope, now, graceSeconds);
  if (!current) throw notFound();
  return summaryOf(scope, current, now);
}

/** The changes an update makes to the sitting as it stands (locked). */
function changesOf(loaded: NonNullable<Awaited<ReturnType<typeof loadSitting>>>, body: UpdateBody, now: Date) {
  const { row } = loaded;
  const changes: SittingChanges = {};
  if (body.analyse_test_results === true) {
    if (!row.test_taken)
      throw conflict(SITTING_MESSAGES.notTaken, { analyse_test_results: [SITTING_MESSAGES.notTaken] });
    Object.assign(changes, releasedFields());
  } else if (body.analyse_test_results === false) {
    changes.analyse_test_results = false;
    if (row.test_taken) Object.assign(changes, SITTING_COMMENTS.taken);
  }
  if (body.comments !== undefined) changes.comments = body.comments;
  if ('student_comments' in body && body.student_comments !== undefined)
    changes.student_comments = body.student_comments;
  if (body.assessment_flag !== undefined) changes.assessment_flag = body.assessment_flag;
  if (body.timer !== undefined || body.student_timer !== undefined) {
    // The time is fixed when the student opens the test: changing it later would move a running clock.
    if (clockStatus(row, now) !== 'assigned')
      throw conflict(SITTING_MESSAGES.timerLocked, { student_timer: [SITTING_MESSAGES.timerLocked] });
    changes.timer = body.timer ?? row.timer;
    changes.student_timer = body.student_timer ?? row.student_timer;
    if (changes.timer && allowedSecondsFor(changes.student_timer, loaded.sectionDuration) === 0)
      throw badRequest(TIMED_TEST_NEEDS_TIME, { student_timer: [TIMED_TEST_NEEDS_TIME] });
  }
  return changes;
}

export async function updateSitting(
  db: Db,
  scope: Scope,
  kind: SittingKind,
  id: number,
  body: UpdateBody,
  now: Date,
): Promise<SittingSummary> {
  await db.transaction(async (tx) => {
    const loaded = await loadSitting(tx, kind, id, scope, { lock: true });
    if (!loaded) throw notFound();
    const changes = changesOf(loaded, body, now);
    if (Object.keys(changes).length > 0) await changeSitting(tx, kind, id, changes, { scope });
  });
  const updated = await loadSitting(db, kind, id, scope);
  if (!updated) throw notFound();
  return summaryOf(scope, updated, now);
}

export async function removeSitting(db: Db, scope: Scope, kind: SittingKind, id: number): Promise<SittingDeleted> {
  if (!(await deleteSitting(db, kind, id, scope))) throw notFound();
  return { message: ASSIGNMENT_DELETED };
}

/** A list's target once authorised: the student named, else the scope's client, else (the super admin) all. */
export function listTarget(scope: Scope, student: number | undefined): ListOf {
  if (student !== undefined) return { student };
  return scope.client === 'all' ? 'all' : { client: scope.client };
}
