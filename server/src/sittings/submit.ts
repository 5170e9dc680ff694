// The student's submission: graded by the server from the stored keys, applied once. Each attempt is
// named (the Idempotency-Key header, or the answers themselves; taking/idempotency.ts, as warm-ups do):
// a retry of the applied attempt is answered with the same summary, any other submission of a taken
// sitting is refused (409).
import {
  type ChosenAnswer,
  choicesToGrade,
  clockStatus,
  isPastDeadline,
  type SittingSummary,
  type submitSittingSchema,
  msg,
} from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { conflict, notFound } from '../plugins/errors';
import { applyOnce, attemptKey, attemptOn } from '../taking/idempotency';
import { assertWithinWindow } from '../taking/window';
import { draftChoices, saveGrade } from './grading';
import { type LoadedWithQuestions, loadSitting, sittingIdOf } from './records';
import { refuseForeignChoices } from './answering';
import { SITTING_KIND } from './kind';
import { summaryOf } from './views';

type SubmitBody = z.output<typeof submitSittingSchema>;

export interface SubmitOutcome {
  replayed: boolean;
  body: SittingSummary;
}

/** Rounds of read-then-write; a lost round means another submission of the same sitting landed first. */
const MAX_ROUNDS = 3;

/** Grades and saves the submission of `first`, the sitting as the route read and authorised it. */
export async function submitSitting(
  db: Db,
  scope: Scope,
  first: LoadedWithQuestions,
  body: SubmitBody,
  key: string | undefined,
  now: Date,
  graceSeconds: number,
): Promise<SubmitOutcome> {
  const attempt = attemptKey(
    key,
    body.result.map((c) => [c.questionid, String(c.select_ans ?? '')] as const),
  );
  const id = sittingIdOf(first);
  return applyOnce({
    first,
    reread: () => loadSitting(db, first.kind, id, scope, { questions: true }),
    rounds: MAX_ROUNDS,
    busyMessage: msg('The test is being saved by another request: please try again'),
    round: async (loaded): Promise<SubmitOutcome | undefined> => {
      const { row } = loaded;
      if (attemptOn(row, attempt, SITTING_KIND.says.alreadySubmitted) === 'replay') {
        return { replayed: true, body: summaryOf(scope, loaded, now) };
      }
      // An untimed sitting may be submitted without opening it: that starts it too, so its window applies.
      assertWithinWindow(row, now);
      if (row.timer && clockStatus(row, now) === 'assigned') throw conflict(SITTING_KIND.says.notStarted);
      const sent: ChosenAnswer[] = body.result.map(({ questionid, select_ans }) => ({ questionid, select_ans }));
      refuseForeignChoices(loaded, sent, 'result');
      // Choices arriving after the time and its grace may have been made after it: those saved in time count.
      const choices = isPastDeadline(row, now, graceSeconds)
        ? draftChoices(row)
        : choicesToGrade(draftChoices(row), body);
      if (!(await saveGrade(db, loaded, choices, { key: attempt, now }))) return undefined;
      const graded = await loadSitting(db, first.kind, id, scope);
      if (!graded) throw notFound();
      return { replayed: false, body: summaryOf(scope, graded, now) };
    },
  });
}
