// A submission is applied once. Each attempt has a name: the client's Idempotency-Key header, or,
// without one, a hash of the answers. The name of the applied attempt is stored with the sitting; a
// retry of that attempt is answered again (header Idempotent-Replayed: true), any other submission
// of a taken sitting is refused.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIdempotencyKey, SITTING_MESSAGES } from '@prep/domain';
import { badRequest, conflict } from '../plugins/errors';

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
