// The student's side of a warm-up before submission: opening (which starts or resumes the clock),
// pausing (which stops it and keeps the time left), and saving answers as they are typed.
import { eq, sql } from 'drizzle-orm';
import {
  allowedSecondsFor,
  elapsedSeconds,
  isPastDeadline,
  secondsToHms,
  warmupStatus,
  WARMUP_ALREADY_SUBMITTED,
  WARMUP_NOT_STARTED,
  WARMUP_TIME_UP,
  type AccessClaims,
  type WarmupDraftSaved,
} from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { warmupResults } from '../db/schema/index';
import { badRequest, conflict } from '../plugins/errors';
import { detailView, reachableResult, type LoadedResult } from './queries';
import { clockOf, resultView, type ResultRow } from './views';

type Answers = Record<string, string>;

/** Draft keys must be questions of this warm-up. */
function assertOwnQuestions(row: ResultRow, answers: Answers) {
  const assigned = new Set(row.assigned_questions);
  const foreign = Object.keys(answers).filter((id) => !assigned.has(Number(id)));
  if (foreign.length > 0) {
    const message = `Not a question of this warm-up: ${foreign.join(', ')}`;
    throw badRequest(message, { answers: [message] });
  }
}

/** Opens the test: the first time fixes the time allowed and starts the clock; after a pause it resumes. */
export async function startWarmup(db: Db, user: AccessClaims, resultId: number, now: Date) {
  return db.transaction(async (tx) => {
    const loaded = await reachableResult(tx, user, resultId, true);
    const { row, sectionDuration } = loaded;
    const status = warmupStatus(clockOf(row), now);
    if (status === 'taken') throw conflict(WARMUP_ALREADY_SUBMITTED);
    let updated: ResultRow = row;
    if (status === 'assigned') {
      const allowed = row.timer ? allowedSecondsFor(row.student_timer, sectionDuration ?? '00:00:00') : 0;
      // A timed warm-up with no time at all runs without a limit rather than ending at once.
      [updated] = (await tx
        .update(warmupResults)
        .set({ started_at: now, time_allowed_seconds: allowed > 0 ? allowed : null })
        .where(eq(warmupResults.result_id, row.result_id))
        .returning()) as [ResultRow];
    } else if (status === 'paused') {
      [updated] = (await tx.update(warmupResults).set({ started_at: now }).where(eq(warmupResults.result_id, row.result_id)).returning()) as [ResultRow];
    }
    return detailView(tx, user, { ...loaded, row: updated }, now);
  });
}

/** Refuses answers once the time is over (past the grace period) or before the test is open. */
function assertAcceptingAnswers(loaded: LoadedResult, now: Date, graceSeconds: number) {
  const clock = clockOf(loaded.row);
  const status = warmupStatus(clock, now);
  if (status === 'taken') throw conflict(WARMUP_ALREADY_SUBMITTED);
  if (loaded.row.timer && (status === 'assigned' || status === 'paused')) throw conflict(WARMUP_NOT_STARTED);
  if (isPastDeadline(clock, now, graceSeconds)) throw conflict(WARMUP_TIME_UP);
}

async function mergeDraft(tx: Tx, resultId: number, answers: Answers) {
  const [row] = await tx
    .update(warmupResults)
    .set({ draft_answers: sql`${warmupResults.draft_answers} || ${JSON.stringify(answers)}::jsonb` })
    .where(eq(warmupResults.result_id, resultId))
    .returning();
  return row!;
}

/** Saves answers typed so far (merged into those saved before) so a reload loses nothing. */
export async function saveDraft(db: Db, user: AccessClaims, resultId: number, answers: Answers, now: Date, graceSeconds: number): Promise<WarmupDraftSaved> {
  return db.transaction(async (tx) => {
    const loaded = await reachableResult(tx, user, resultId, true);
    assertAcceptingAnswers(loaded, now, graceSeconds);
    assertOwnQuestions(loaded.row, answers);
    const row = await mergeDraft(tx, resultId, answers);
    const view = resultView(row, loaded.sectionDuration, now, false);
    return { result_id: row.result_id, draft_answers: row.draft_answers, status: view.status, student_timer: view.student_timer, remaining_seconds: view.remaining_seconds };
  });
}

/** The student leaves: the clock stops and the time left is stored; answers sent along are saved. */
export async function pauseWarmup(db: Db, user: AccessClaims, resultId: number, answers: Answers | undefined, now: Date, graceSeconds: number) {
  return db.transaction(async (tx) => {
    const loaded = await reachableResult(tx, user, resultId, true);
    let row = loaded.row;
    if (row.test_taken) throw conflict(WARMUP_ALREADY_SUBMITTED);
    if (answers && Object.keys(answers).length > 0) {
      assertAcceptingAnswers(loaded, now, graceSeconds);
      assertOwnQuestions(row, answers);
      row = await mergeDraft(tx, resultId, answers);
    }
    if (row.started_at) {
      const clock = clockOf(row);
      const allowed = row.time_allowed_seconds;
      const elapsed = allowed === null ? elapsedSeconds(clock, now) : Math.min(elapsedSeconds(clock, now), allowed);
      [row] = (await tx
        .update(warmupResults)
        .set({
          started_at: null,
          elapsed_seconds: elapsed,
          student_timer: allowed === null ? row.student_timer : secondsToHms(allowed - elapsed),
        })
        .where(eq(warmupResults.result_id, resultId))
        .returning()) as [ResultRow];
    }
    return detailView(tx, user, { ...loaded, row }, now);
  });
}
