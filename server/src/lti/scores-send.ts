// The AGS outbox's sender (issue 29, docs/decisions/0118-lti-grades-outbox.md). Due rows are claimed as
// PostgreSQL jobs: one statement takes them FOR UPDATE SKIP LOCKED and moves their next attempt a lease
// ahead, then commits; the posts are made outside any transaction. Another instance claiming at the same
// moment skips them, and one that finds them later finds them not due; an instance that dies mid-send
// leaves them to come back when the lease ends. Each post is then recorded on the row it claimed, and
// only if that row still holds the score it sent (a release meanwhile queued a newer one, which goes next).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../access/visibility';
import type { Db } from '../db/client';
import { accessToken, forgetToken, platformWords, SCOPES, type ToolContext } from './access-token';
import { PlatformUnreachable, platformRequest } from './fetch';
import { allowLocalPlatforms } from './settings';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** The waits after each failed attempt: the first within a minute, then further apart; the last repeats. */
export const BACKOFF_MS = [10 * SECOND, 30 * SECOND, MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR];
/** How long a score keeps being tried after its release; then it is refused. */
export const GIVE_UP_AFTER_MS = 3 * 24 * HOUR;
/** How long a claimed row is left to its sender: past it, an instance that died has its rows taken back. */
const LEASE_MS = 2 * MINUTE;
/** Rows claimed at once, and claims in one run (a run is bounded; the timer comes back). */
const BATCH = 25;
const MAX_BATCHES = 40;

export const SCORE_CONTENT_TYPE = 'application/vnd.ims.lis.v1.score+json';

interface Claimed {
  id: number;
  platform_id: number;
  lineitem_url: string;
  score_given: number;
  score_maximum: number;
  scored_at: string | Date;
  /** scored_at as PostgreSQL writes it (microseconds, which a Date loses): the row's version when claimed. */
  scored_key: string;
  attempts: number;
  sub: string;
  platform_client_id: string;
  auth_token_url: string;
}

/** How one attempt ended. */
type Outcome = { sent: true } | { sent: false; retry: boolean; error: string; after?: number };

/** `${lineitem}/scores`, the path extended before any query string (Moodle's line items carry one). */
export function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

const isoWithOffset = (at: Date) => at.toISOString().replace(/Z$/, '+00:00');

/** Retry-After in seconds (429, 503), when the platform gave one. */
function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(value) && value > 0 ? Math.min(value * SECOND, 6 * HOUR) : undefined;
}

async function postScore(tool: ToolContext, row: Claimed): Promise<Outcome> {
  const platform = {
    id: row.platform_id,
    platform_client_id: row.platform_client_id,
    auth_token_url: row.auth_token_url,
  };
  let url: string;
  try {
    url = scoresUrl(row.lineitem_url);
  } catch {
    return { sent: false, retry: false, error: `The line item ${row.lineitem_url} is not an address.` };
  }
  try {
    const token = await accessToken(tool, platform, SCOPES.score);
    const answer = await platformRequest(url, {
      method: 'POST',
      headers: { 'content-type': SCORE_CONTENT_TYPE, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        userId: row.sub,
        scoreGiven: row.score_given,
        scoreMaximum: row.score_maximum,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp: isoWithOffset(new Date(row.scored_at)),
      }),
      allowLocal: tool.allowLocal,
    });
    if (answer.status >= 200 && answer.status < 300) return { sent: true };
    const words = `The LMS answered ${answer.status}: ${platformWords(answer.body)}`;
    if (answer.status === 401) forgetToken(tool.db, platform.id, SCOPES.score);
    const passing = answer.status >= 500 || answer.status === 401 || answer.status === 429;
    return { sent: false, retry: passing, error: words, after: retryAfterMs(answer.headers['retry-after']) };
  } catch (error) {
    // The LMS down, a timeout, a token endpoint that failed: tried again. A refused address (the
    // registration names a private one) is as final as the LMS's own refusal.
    if (error instanceof PlatformUnreachable) {
      return { sent: false, retry: !error.refused, error: error.message };
    }
    throw error;
  }
}

/** Records an attempt on the row it claimed, if it still holds that score (else the newer score waits its turn). */
async function record(db: Db, row: Claimed, outcome: Outcome, now: Date): Promise<'sent' | 'waiting' | 'refused'> {
  const same = sql`id = ${row.id} and state = 'waiting' and scored_at = ${row.scored_key}::timestamptz`;
  if (outcome.sent) {
    await db.execute(sql`update lti_scores set state = 'sent', sent_at = ${now.toISOString()}::timestamptz,
      attempts = attempts + 1, last_error = '' where ${same}`);
    return 'sent';
  }
  const attempts = row.attempts + 1;
  const wait = Math.max(BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]!, outcome.after ?? 0);
  const next = new Date(now.getTime() + wait);
  const gaveUp = next.getTime() > new Date(row.scored_at).getTime() + GIVE_UP_AFTER_MS;
  const refused = !outcome.retry || gaveUp;
  const error = outcome.retry && gaveUp ? `Not accepted within three days. ${outcome.error}` : outcome.error;
  await db.execute(sql`update lti_scores set state = ${refused ? 'refused' : 'waiting'}, attempts = ${attempts},
    next_attempt_at = ${next.toISOString()}::timestamptz, last_error = ${error} where ${same}`);
  return refused ? 'refused' : 'waiting';
}

/** Claims up to BATCH due rows for this sender (see the head of this file). */
async function claim(db: Db, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update lti_scores s set next_attempt_at = ${at}::timestamptz + ${`${LEASE_MS} milliseconds`}::interval
    from (select id from lti_scores where state = 'waiting' and next_attempt_at <= ${at}::timestamptz
        order by next_attempt_at, id limit ${BATCH} for update skip locked) due,
      lti_users u, lti_platforms p
    where s.id = due.id and u.id = s.lti_user_id and p.id = s.platform_id
    returning s.id, s.platform_id, s.lineitem_url, s.score_given, s.score_maximum, s.scored_at, s.scored_at::text as scored_key, s.attempts,
      u.sub, p.platform_client_id, p.auth_token_url`);
  return rowsOf<Claimed>(result);
}

export interface SendResult {
  sent: number;
  waiting: number;
  refused: number;
}

type SenderApp = FastifyInstance;

/**
 * Sends every score due at `now` (the tests pass a later one instead of waiting out the backoff): claims a
 * batch, posts each, records each, until none is due. Safe to run in every instance at once.
 */
export async function sendDueScores(app: SenderApp, options: { now?: Date } = {}): Promise<SendResult> {
  const tool: ToolContext = {
    db: app.db,
    secret: app.config.ltiKeySecret,
    allowLocal: allowLocalPlatforms(app),
  };
  const result: SendResult = { sent: 0, waiting: 0, refused: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const now = options.now ?? new Date();
    const rows = await claim(app.db, now);
    for (const row of rows) {
      const outcome = await postScore(tool, row);
      result[await record(app.db, row, outcome, options.now ?? new Date())] += 1;
    }
    if (rows.length < BATCH) break;
  }
  return result;
}
