// A student's submission of a warm-up: the taking module's one pipeline (taking/submit.ts) over the
// warm-up kind (kind.ts). A submission is the platform's busiest write, so it costs two round trips:
// the route's read (which authorises on it), then one guarded statement that grades, saves and
// personalizes (statements.ts); a retry of the applied attempt is answered with the same review.
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { submit } from '../taking/submit';
import { type WarmupAnswer, warmupKind } from './kind';
import type { SubmissionRead } from './statements';

export interface Submission {
  answers: readonly WarmupAnswer[];
  /** The Idempotency-Key header, when sent. */
  key: string | undefined;
  now: Date;
  graceSeconds: number;
  /** Whose copy of the warm-up sets to use (see warmups/cache.ts). */
  cacheOwner: object;
}

/** Grades and saves the submission of `first`, the result as the route read and authorised it. */
export function submitWarmup(db: Db, scope: Scope, first: SubmissionRead, submission: Submission) {
  const { answers: sent, key, now, graceSeconds, cacheOwner } = submission;
  const kind = warmupKind(db, scope.student, first.row.result_id, cacheOwner, now);
  return submit(db, scope, kind, first, { sent, key, now, graceSeconds });
}
