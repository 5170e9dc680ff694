// The challenge a right password answers when a second factor is needed (issue 28): random, and carrying
// the account the sign-in was for (the key the sign-in limit counts failures under, plugins/limits.ts),
// so a wrong code counts against the same account as a wrong password. The account part says nothing the
// person did not type; changing it only makes a challenge that is not kept.
import { randomBytes } from 'node:crypto';

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export const newChallenge = (account: string) =>
  `${randomBytes(32).toString('base64url')}.${Buffer.from(account, 'utf8').toString('base64url')}`;

/** The account a challenge was made for (as the sign-in limit keys it); undefined for anything else. */
export function accountOfChallenge(challenge: unknown): string | undefined {
  if (typeof challenge !== 'string' || challenge.length > 512) return undefined;
  const part = challenge.split('.')[1];
  if (!part) return undefined;
  const account = Buffer.from(part, 'base64url').toString('utf8').trim().toLowerCase();
  return account === '' ? undefined : account;
}
