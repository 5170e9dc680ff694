// Sign out everywhere (issue 28): per person, the moment before which their access tokens are void. An
// access token is checked by its signature alone (no database read a request), so voiding one before it
// expires needs each instance to know the moment: every instance keeps the recent cutoffs in memory,
// loaded at start and again whenever any instance announces a new one (LISTEN/NOTIFY on the channel
// below, sent in the same transaction as the write, so it arrives once committed). Decision 0110.
import type { AccessClaims, Role } from '@prep/domain';
import { gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { listenerOf } from '../db/notify';
import { sessionCutoffs } from '../db/schema/index';

export const SESSIONS_CHANNEL = 'prep_sessions';

declare module 'fastify' {
  interface FastifyInstance {
    cutoffs: SessionCutoffs;
  }
}

const keyOf = (role: string, userId: string | number) => `${role}:${userId}`;

/** When the token was issued, in ms: the `at` claim this server writes, else the JWT's `iat` (seconds). */
const issuedMs = (claims: AccessClaims & { iat?: number }) => claims.at ?? (claims.iat ?? 0) * 1000;

export class SessionCutoffs {
  #cutoffs = new Map<string, number>();

  /** True when the person signed out everywhere (or changed their password) after this token was issued. */
  voids(claims: AccessClaims): boolean {
    const cutoff = this.#cutoffs.get(keyOf(claims.role, claims.sub));
    return cutoff !== undefined && issuedMs(claims) < cutoff;
  }

  /** A cutoff this instance wrote itself: known at once, before its announcement comes back. */
  note(role: string, userId: number, cutoff: Date) {
    const key = keyOf(role, userId);
    this.#cutoffs.set(key, Math.max(this.#cutoffs.get(key) ?? 0, cutoff.getTime()));
  }

  replace(rows: Array<{ role: string; userId: number; cutoff: Date }>) {
    const next = new Map<string, number>();
    for (const row of rows) next.set(keyOf(row.role, row.userId), row.cutoff.getTime());
    this.#cutoffs = next;
  }
}

/**
 * The cutoffs of the apps running in this process. The announcement reaches them once the transaction has
 * committed and PostgreSQL has delivered it, later than the answer to the request that made the change; so
 * the change is noted in this process at once. Should the transaction roll back, its people's older tokens
 * are refused here until the next reload: their refresh token, unchanged, gets them a new one.
 */
const inThisProcess = new Set<SessionCutoffs>();

/**
 * Voids every access token of these people issued before `at` (their refresh tokens are revoked beside,
 * revoke.ts), and tells every instance. Within the caller's transaction: nothing is announced if it rolls back.
 */
export async function voidAccessTokens(db: Db | Tx, role: Role, userIds: number[], at: Date) {
  if (userIds.length === 0) return;
  for (const cutoffs of inThisProcess) for (const id of userIds) cutoffs.note(role, id, at);
  await db
    .insert(sessionCutoffs)
    .values(userIds.map((userId) => ({ role, userId, cutoff: at })))
    .onConflictDoUpdate({
      target: [sessionCutoffs.role, sessionCutoffs.userId],
      set: { cutoff: sql`greatest(${sessionCutoffs.cutoff}, excluded.cutoff)` },
    });
  await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, '')`);
}

/** The cutoffs that can still void a token: older ones predate every unexpired token. */
async function recentCutoffs(db: Db, accessTtlSeconds: number) {
  const since = new Date(Date.now() - accessTtlSeconds * 1000 - 60_000);
  return db.select().from(sessionCutoffs).where(gt(sessionCutoffs.cutoff, since));
}

export default fp(async function cutoffs(app: FastifyInstance) {
  const kept = new SessionCutoffs();
  app.decorate('cutoffs', kept);
  inThisProcess.add(kept);
  const reload = async () => {
    try {
      kept.replace(await recentCutoffs(app.db, app.config.accessTokenTtlSeconds));
    } catch (err) {
      app.log.error({ err }, 'the session cutoffs could not be read');
    }
  };
  const listen = listenerOf(app.db);
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    await reload();
    if (listen) stop = await listen(SESSIONS_CHANNEL, { notify: reload, up: reload, down: () => {} });
  });
  app.addHook('onClose', async () => {
    inThisProcess.delete(kept);
    await stop?.();
  });
});
