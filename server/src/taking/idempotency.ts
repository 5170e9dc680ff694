// A submission is applied once. Each attempt has a name: the client's Idempotency-Key header, or,
// without one, a hash of the answers. The name of the applied attempt is stored with the sitting; a
// retry of that attempt is answered again (header Idempotent-Replayed: true), any other submission
// of a taken sitting is refused.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIdempotencyKey, SITTING_MESSAGES } from '@prep/domain';
import { badRequest, conflict, HttpError, notFound } from '../plugins/errors';

/** The header set on an answer that replays the applied attempt. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The Idempotency-Key header, when sent once; a 400 when it is not 1 to 200 printable characters. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (key !== undefined && !isIdempotencyKey(key)) throw badRequest(SITTING_MESSAGES.idempotencyKey);
  return key;
}

/** The attempt's name: the client's key, or the answers themselves (the last entry per question, by id). */
export function attemptKey(key: string | undefined, answers: Iterable<readonly [number, string]>): string {
  if (key) return `key:${key}`;
  const last = new Map<number, string>();
  for (const [question, answer] of answers) last.set(question, answer);
  const canonical = JSON.stringify([...last].sort((a, b) => a[0] - b[0]));
  return `answers:${createHash('sha256').update(canonical).digest('hex')}`;
}

/**
 * What to do with an attempt on a sitting: 'apply' while it is not taken, 'replay' for a retry of
 * the attempt that was applied; any other attempt on a taken sitting is refused (409).
 */
export function attemptOn(
  sitting: { test_taken: boolean; submission_key: string | null },
  attempt: string,
  alreadySubmitted: string,
): 'apply' | 'replay' {
  if (!sitting.test_taken) return 'apply';
  if (sitting.submission_key !== attempt) throw conflict(alreadySubmitted);
  return 'replay';
}

/**
 * The one retry loop of a submission, for every kind: each round works on the record as read (the
 * first as the route read and authorised it, then read again) and answers, or gives undefined when
 * its guarded write lost to another write of the same record; after `rounds` lost rounds, a 409 that
 * asks to try again. A record gone meanwhile is a 404.
 */
export async function applyOnce<R, Out>(opts: {
  first: R;
  reread: () => Promise<R | undefined>;
  rounds: number;
  busyMessage: string;
  round: (record: R) => Promise<Out | undefined>;
}): Promise<Out> {
  for (let round = 0; round < opts.rounds; round++) {
    const record = round === 0 ? opts.first : await opts.reread();
    if (record === undefined) throw notFound();
    const answer = await opts.round(record);
    if (answer !== undefined) return answer;
  }
  throw new HttpError(409, opts.busyMessage, { code: 'busy' });
}
