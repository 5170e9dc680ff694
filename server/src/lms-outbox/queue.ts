// The AGS outbox's entrance (issue 29, docs/decisions/0118-lti-grades-outbox.md): when a sitting or warm-up
// result a student launched from an LMS link with a gradebook column is released, its score is written to
// lti_scores in the release's own transaction, so the release and the score to send commit together or not
// at all. Never before the release: the rows are read released and taken. One statement for one record or a
// whole class's release; a record released again replaces the row's score and starts its attempts over.
// A folder of its own, below the features that release and delete records (classrooms, sittings, warm-up
// results) and the LTI code that sends: it imports none of them.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../access/visibility';

export type ScoreKind = 'master' | 'warmup';

/** Set when a release queued a score since the sender last looked: the app's answer then kicks the sender. */
let queued = false;

/** Says a score was queued outside a release (sent again): the answer's end kicks the sender. */
export function markQueued(): void {
  queued = true;
}

/** Whether a release queued a score since the last call (and clears it). */
export function takeQueued(): boolean {
  const was = queued;
  queued = false;
  return was;
}

/**
 * Queues the scores of the released records `ids` of `kind` that were launched from a link with a line item;
 * answers how many were queued. Records not launched from an LMS are left alone (most of them).
 */
export async function queueScores(tx: Db | Tx, kind: ScoreKind, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const records =
    kind === 'master'
      ? sql`select master_sitting_id as id, score, total_qns from master_sittings
          where master_sitting_id = any(${`{${ids.join(',')}}`}::int[]) and test_taken and analyse_test_results`
      : sql`select result_id as id, score, total_qns from warmup_results
          where result_id = any(${`{${ids.join(',')}}`}::int[]) and test_taken and analyse_test_results`;
  // A score out of nothing (a record without questions) is not sent: AGS wants scoreMaximum above 0.
  const result = await tx.execute(sql`
    insert into lti_scores (kind, work_id, lti_user_id, platform_id, lineitem_url, score_given, score_maximum,
      scored_at, state, attempts, next_attempt_at, last_error)
    select w.kind, w.work_id, w.lti_user_id, l.platform_id, l.lineitem_url, r.score, r.total_qns, now(),
      'waiting', 0, now(), ''
    from lti_work w
    join lti_resource_links l on l.id = w.resource_link_id
    join (${records}) r on r.id = w.work_id
    where w.kind = ${kind} and l.lineitem_url is not null and r.total_qns > 0
    on conflict (kind, work_id) do update set lti_user_id = excluded.lti_user_id,
      platform_id = excluded.platform_id, lineitem_url = excluded.lineitem_url,
      score_given = excluded.score_given, score_maximum = excluded.score_maximum, scored_at = excluded.scored_at,
      state = 'waiting', attempts = 0, next_attempt_at = excluded.next_attempt_at, last_error = ''
    returning id`);
  const count = rowsOf(result).length;
  if (count > 0) queued = true;
  return count;
}
