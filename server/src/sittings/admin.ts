// An administrator's side of both kinds of sitting: the lists (filtered Completed / In Progress / Show
// All), the release (Score & Stats / Analyse sets analyse_test_results and the §4 comments), Change
// Timer and comments (taking/admin.ts, one rule for every kind), and deletion.
import { audit, changesOf } from '../audit/record';
import { TAKING_AREA } from '../taking/audit-events';
import {
  type AdminSittingFilter,
  ASSIGNMENT_DELETED,
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
import { notFound } from '../plugins/errors';
import { type Administering, updateByAdmin } from '../taking/admin';
import { settled, settledList } from './grading';
import { changeSitting, deleteSitting, type SittingChanges } from './queries';
import { type Loaded, type LoadedWithQuestions, loadSitting, type SittingKind } from './records';
import { summaryOf } from './views';
import { forgetLtiWork } from '../lms-outbox/work';

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

/** A sitting's side of the administrator's update (taking/admin.ts: the release, Change Timer, comments). */
function administering(
  scope: Scope,
  kind: SittingKind,
  id: number,
  now: Date,
): Administering<Loaded, UpdateBody, SittingSummary> {
  return {
    kind,
    says: {
      notTaken: SITTING_MESSAGES.notTaken,
      timerLocked: SITTING_MESSAGES.timerLocked,
      needsTime: TIMED_TEST_NEEDS_TIME,
    },
    async lock(tx) {
      const loaded = await loadSitting(tx, kind, id, scope, { lock: true });
      if (!loaded) throw notFound();
      return loaded;
    },
    parts: (loaded) => ({ id, row: loaded.row, client: loaded.client, sectionDuration: loaded.sectionDuration }),
    // The dashboard's words follow the release: "released" on, back to "taken" when withdrawn.
    release: (row, on) => (on ? releasedFields() : row.test_taken ? SITTING_COMMENTS.taken : {}),
    own: (body) => ({
      ...('student_comments' in body &&
        body.student_comments !== undefined && { student_comments: body.student_comments }),
      ...(body.assessment_flag !== undefined && { assessment_flag: body.assessment_flag }),
    }),
    async write(tx, _loaded, changes) {
      await changeSitting(tx, kind, id, changes as SittingChanges, { scope });
      const updated = await loadSitting(tx, kind, id, scope);
      if (!updated) throw notFound();
      return updated;
    },
    view: (_tx, loaded) => summaryOf(scope, loaded, now),
  };
}

export const updateSitting = (db: Db, scope: Scope, kind: SittingKind, id: number, body: UpdateBody, now: Date) =>
  updateByAdmin(db, scope, administering(scope, kind, id, now), body, now);

export async function removeSitting(db: Db, scope: Scope, kind: SittingKind, id: number): Promise<SittingDeleted> {
  await db.transaction(async (tx) => {
    const deleted = await deleteSitting(tx, kind, id, scope);
    if (!deleted) throw notFound();
    // A real test may have been launched from an LMS (issue 29); a preparation test never is.
    if (kind === 'master') await forgetLtiWork(tx, 'master', id);
    const { student, client, ...was } = deleted;
    const type = TAKING_AREA[kind];
    await audit(tx, {
      action: `${type}.deleted`,
      client,
      subject: { type, id, label: was.test_name },
      student,
      changes: changesOf(was, null),
    });
  });
  return { message: ASSIGNMENT_DELETED };
}

/** A list's target once authorised: the student named, else the scope's client, else (the super admin) all. */
export function listTarget(scope: Scope, student: number | undefined): ListOf {
  if (student !== undefined) return { student };
  return scope.client === 'all' ? 'all' : { client: scope.client };
}
