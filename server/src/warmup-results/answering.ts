// What a warm-up supplies to the student's side before submission (taking/answering.ts: open, drafts,
// pause): its result row read under a lock in a transaction, typed answers by question as its draft
// (merged into those saved before), and the time left kept as the student's timer on a pause.
import { fill, msg, secondsToHms, type WarmupDraftSaved } from '@prep/domain';
import type { Scope } from '../access/scope';
import { audit, changesOf } from '../audit/record';
import { resultRecord, takingEvent } from '../taking/audit-events';
import type { Db, Tx } from '../db/client';
import { badRequest } from '../plugins/errors';
import { open, pause, saveDraft as saveTakingDraft, type Taking } from '../taking/answering';
import { WARMUP_SAYS } from './kind';
import { changeResult, type LoadedResult, lockResult, mergeDraft } from './queries';
import { detailView } from './read';
import { type ResultRow, resultView } from './views';

type Detail = Awaited<ReturnType<typeof detailView>>;

type Answers = Record<string, string>;

const SAYS = WARMUP_SAYS;

/** Draft keys must be questions of this warm-up. */
function assertOwnQuestions(row: ResultRow, answers: Readonly<Record<string, unknown>>) {
  const assigned = new Set(row.assigned_questions);
  const foreign = Object.keys(answers).filter((id) => !assigned.has(Number(id)));
  if (foreign.length > 0) {
    const message = fill(msg('Not a question of this warm-up: {{ids}}'), { ids: foreign.join(', ') });
    throw badRequest(message, { answers: [message] });
  }
}

/** A warm-up's side of opening and pausing (taking/answering.ts), inside the transaction `tx`. */
function warmupTaking(tx: Tx, scope: Scope, resultId: number): Taking<LoadedResult, Answers, Detail> {
  return {
    says: SAYS,
    load: () => lockResult(tx, scope, resultId),
    async writeOpening(loaded, opening) {
      const row = await changeResult(tx, resultId, opening);
      const verb = loaded.row.elapsed_seconds > 0 ? 'resumed' : 'started';
      await audit(
        tx,
        takingEvent('warmup', verb, resultRecord(loaded), changesOf(loaded.row, opening, Object.keys(opening))),
      );
      return { ...loaded, row };
    },
    checkDraft: (loaded, answers) => assertOwnQuestions(loaded.row, answers),
    async writePause(loaded, answers, stopped) {
      let row = answers ? await mergeDraft(tx, resultId, answers) : loaded.row;
      if (stopped) {
        const { remaining, ...clock } = stopped;
        const changes = { ...clock, student_timer: remaining === null ? row.student_timer : secondsToHms(remaining) };
        row = await changeResult(tx, resultId, changes);
        // The clock stopped is the event; the answers sent along are a draft, which is none (issue 28).
        await audit(
          tx,
          takingEvent('warmup', 'paused', resultRecord(loaded), changesOf(loaded.row, changes, Object.keys(changes))),
        );
      }
      return { ...loaded, row };
    },
    view: (loaded, now) => detailView(tx, scope, loaded, now),
  };
}

/** Opens the test: the first time fixes the time allowed and starts the clock; after a pause it resumes. */
export async function startWarmup(db: Db, scope: Scope, resultId: number, now: Date) {
  return db.transaction(async (tx) => {
    const side = warmupTaking(tx, scope, resultId);
    // A warm-up is not settled on opening, so no grace applies.
    return open(side, await side.load(), now, 0);
  });
}

/**
 * Saves answers typed so far (merged into those saved before) so a reload loses nothing, with the
 * time spent on each card so far (capped by the server's clock only at the submission).
 */
export async function saveDraft(
  db: Db,
  scope: Scope,
  resultId: number,
  answers: Answers,
  times: Record<string, number>,
  now: Date,
  graceSeconds: number,
): Promise<WarmupDraftSaved> {
  return db.transaction(async (tx) => {
    const side = {
      says: SAYS,
      clock: (loaded: LoadedResult) => loaded.row,
      checkDraft: (loaded: LoadedResult, typed: Answers) => {
        assertOwnQuestions(loaded.row, typed);
        assertOwnQuestions(loaded.row, times);
      },
      async writeDraft(loaded: LoadedResult, typed: Answers) {
        const row = await mergeDraft(tx, resultId, typed, times);
        const view = resultView(row, loaded.sectionDuration, now, false, loaded.multiplier);
        return {
          result_id: row.result_id,
          draft_answers: row.draft_answers,
          status: view.status,
          student_timer: view.student_timer,
          remaining_seconds: view.remaining_seconds,
        };
      },
    };
    return saveTakingDraft(side, await lockResult(tx, scope, resultId), answers, now, graceSeconds);
  });
}

/** The student leaves: the clock stops and the time left is stored; answers sent along are saved. */
export const pauseWarmup = (
  db: Db,
  scope: Scope,
  resultId: number,
  answers: Answers | undefined,
  now: Date,
  graceSeconds: number,
) =>
  pause(
    db,
    (tx) => warmupTaking(tx, scope, resultId),
    answers && Object.keys(answers).length > 0 ? answers : undefined,
    now,
    graceSeconds,
  );
