// The student's submission: graded by the server from the stored keys, applied once. Each attempt is
// named (the Idempotency-Key header, or the answers themselves; taking/idempotency.ts, as warm-ups do):
// a retry of the applied attempt is answered with the same summary, any other submission of a taken
// sitting is refused (409).
import {
  type ChosenAnswer,
  choicesToGrade,
  clockStatus,
  isPastDeadline,
  SITTING_MESSAGES,
  type SittingSummary,
  type submitSittingSchema,
} from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { conflict, HttpError, notFound } from '../plugins/errors';
import { attemptKey, attemptOn } from '../taking/idempotency';
import { draftChoices, saveGrade } from './grading';
import { type LoadedWithQuestions, loadSitting, sittingIdOf } from './records';
import { refuseForeignChoices } from './taking';
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
  let loaded: LoadedWithQuestions | undefined = first;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round > 0) loaded = await loadSitting(db, first.kind, id, scope, { questions: true });
    if (!loaded) throw notFound();
    const { row } = loaded;
    if (attemptOn(row, attempt, SITTING_MESSAGES.alreadySubmitted) === 'replay') {
      return { replayed: true, body: summaryOf(scope, loaded, now) };
    }
    if (row.timer && clockStatus(row, now) === 'assigned') throw conflict(SITTING_MESSAGES.notStarted);
    const sent: ChosenAnswer[] = body.result.map(({ questionid, select_ans }) => ({ questionid, select_ans }));
    refuseForeignChoices(loaded, sent, 'result');
    // Choices arriving after the time and its grace may have been made after it: those saved in time count.
    const choices = isPastDeadline(row, now, graceSeconds)
      ? draftChoices(row)
      : choicesToGrade(draftChoices(row), body);
    if (await saveGrade(db, loaded, choices, { key: attempt, now })) {
      const graded = await loadSitting(db, first.kind, id, scope);
      if (!graded) throw notFound();
      return { replayed: false, body: summaryOf(scope, graded, now) };
    }
  }
  throw new HttpError(409, 'The test is being saved by another request: please try again', { code: 'busy' });
}
