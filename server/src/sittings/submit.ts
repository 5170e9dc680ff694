// The student's submission of a sitting: the taking module's one pipeline (taking/submit.ts) over the
// sitting kind (kind.ts), graded by the server from the stored keys and applied once.
import type { ChosenAnswer, submitSittingSchema } from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { submit } from '../taking/submit';
import { sittingKind } from './kind';
import type { LoadedWithQuestions } from './records';

/** Grades and saves the submission of `first`, the sitting as the route read and authorised it. */
export function submitSitting(
  db: Db,
  scope: Scope,
  first: LoadedWithQuestions,
  body: z.output<typeof submitSittingSchema>,
  key: string | undefined,
  now: Date,
  graceSeconds: number,
) {
  const sent: ChosenAnswer[] = body.result.map(({ questionid, select_ans }) => ({ questionid, select_ans }));
  return submit(db, scope, sittingKind(db, scope, first, now), first, { sent, key, now, graceSeconds });
}
