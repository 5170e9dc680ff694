// The student's side of a warm-up before submission: opening (which starts or resumes the clock),
// pausing (which stops it and keeps the time left), and saving answers as they are typed.
import { secondsToHms, type WarmupDraftSaved, warmupStatus } from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { badRequest, conflict } from '../plugins/errors';
import { assertAcceptingAnswers, openingNow, pausedAt } from '../taking/clock';
import { WARMUP_KIND } from './kind';
import { changeResult, lockResult, mergeDraft } from './queries';
import { detailView } from './read';
import { type ResultRow, resultView } from './views';

type Answers = Record<string, string>;

const SAYS = WARMUP_KIND.says;

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
export async function startWarmup(db: Db, scope: Scope, resultId: number, now: Date) {
  return db.transaction(async (tx) => {
    const loaded = await lockResult(tx, scope, resultId);
    const { row } = loaded;
    if (warmupStatus(row, now) === 'taken') throw conflict(SAYS.alreadySubmitted);
    const opening = openingNow(loaded, now);
    const updated = opening ? await changeResult(tx, row.result_id, opening) : row;
    return detailView(tx, scope, { ...loaded, row: updated }, now);
  });
}

/** Saves answers typed so far (merged into those saved before) so a reload loses nothing. */
export async function saveDraft(
  db: Db,
  scope: Scope,
  resultId: number,
  answers: Answers,
  now: Date,
  graceSeconds: number,
): Promise<WarmupDraftSaved> {
  return db.transaction(async (tx) => {
    const loaded = await lockResult(tx, scope, resultId);
    assertAcceptingAnswers(loaded.row, now, graceSeconds, SAYS);
    assertOwnQuestions(loaded.row, answers);
    const row = await mergeDraft(tx, resultId, answers);
    const view = resultView(row, loaded.sectionDuration, now, false, loaded.multiplier);
    return {
      result_id: row.result_id,
      draft_answers: row.draft_answers,
      status: view.status,
      student_timer: view.student_timer,
      remaining_seconds: view.remaining_seconds,
    };
  });
}

/** The student leaves: the clock stops and the time left is stored; answers sent along are saved. */
export async function pauseWarmup(
  db: Db,
  scope: Scope,
  resultId: number,
  answers: Answers | undefined,
  now: Date,
  graceSeconds: number,
) {
  return db.transaction(async (tx) => {
    const loaded = await lockResult(tx, scope, resultId);
    let row = loaded.row;
    if (row.test_taken) throw conflict(SAYS.alreadySubmitted);
    if (answers && Object.keys(answers).length > 0) {
      assertAcceptingAnswers(row, now, graceSeconds, SAYS);
      assertOwnQuestions(row, answers);
      row = await mergeDraft(tx, resultId, answers);
    }
    if (row.started_at) {
      const { remaining, ...clock } = pausedAt(row, now);
      row = await changeResult(tx, resultId, {
        ...clock,
        student_timer: remaining === null ? row.student_timer : secondsToHms(remaining),
      });
    }
    return detailView(tx, scope, { ...loaded, row }, now);
  });
}
