// The sign-in history (issue 28): each sign-in of a person, right or wrong, with where it came from.
import { SIGN_IN_HISTORY_LENGTH, type SignInEntry, type SignInMethod } from '@prep/domain';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signIns } from '../db/schema/index';

/** Where a sign-in came from: the address (as the trusted proxies say) and the browser's own words. */
export interface Seen {
  address: string;
  userAgent: string;
}

/** What is kept of a user agent: enough to tell a browser and a device apart. */
const USER_AGENT_MAX = 300;

export const seenOf = (request: FastifyRequest): Seen => ({
  address: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
});

export interface SignInRecord {
  role: string;
  userId: number;
  clientId: number | null;
  ok: boolean;
  method: SignInMethod;
}

export async function recordSignIn(db: Db, record: SignInRecord, seen: Seen) {
  await db.insert(signIns).values({ ...record, address: seen.address, userAgent: seen.userAgent });
}

/** The person's last sign-ins, the latest first. */
export async function signInHistory(db: Db, role: string, userId: number): Promise<SignInEntry[]> {
  const rows = await db
    .select({
      id: signIns.id,
      at: signIns.at,
      address: signIns.address,
      user_agent: signIns.userAgent,
      ok: signIns.ok,
      method: signIns.method,
    })
    .from(signIns)
    .where(and(eq(signIns.role, role), eq(signIns.userId, userId)))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(SIGN_IN_HISTORY_LENGTH);
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), method: row.method as SignInMethod }));
}
