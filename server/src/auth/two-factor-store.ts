// The two-factor tables (issue 28): each person's secret and recovery codes, and the challenges of
// sign-ins waiting for a code. Every check that must happen once is one statement: a code's step is
// accepted only when later than the last accepted, a recovery code removed only while present, a
// challenge spent only while there (of two requests at once, one gets it).
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '../access/principal';
import type { Db, Tx } from '../db/client';
import { clientAdmins, staffTotp, superAdmins, teachers, totpChallenges } from '../db/schema/index';

export interface Who {
  role: string;
  id: number;
}

const person = (who: Who) => and(eq(staffTotp.role, who.role), eq(staffTotp.userId, who.id));

export async function enrolmentOf(db: Db, who: Who) {
  const [row] = await db.select().from(staffTotp).where(person(who));
  return row;
}

/** A new pending enrolment (replacing a pending one); undefined when two-factor sign-in is on already. */
export async function startEnrolment(db: Db | Tx, who: Who, secret: string, recoveryHashes: string[]) {
  const [row] = await db
    .insert(staffTotp)
    .values({ role: who.role, userId: who.id, secret, recoveryCodes: recoveryHashes })
    .onConflictDoUpdate({
      target: [staffTotp.role, staffTotp.userId],
      set: { secret, recoveryCodes: recoveryHashes, lastStep: 0 },
      setWhere: isNull(staffTotp.confirmedAt),
    })
    .returning({ role: staffTotp.role });
  return row;
}

/**
 * Accepts a code of this time step: true when it is later than the last accepted (and, with `confirm`, turns
 * a pending enrolment on; without, only an enrolment that is on counts).
 */
export async function acceptStep(db: Db | Tx, who: Who, step: number, confirm = false) {
  const rows = await db
    .update(staffTotp)
    .set(confirm ? { lastStep: step, confirmedAt: new Date() } : { lastStep: step })
    .where(
      and(
        person(who),
        lt(staffTotp.lastStep, step),
        confirm ? isNull(staffTotp.confirmedAt) : isNotNull(staffTotp.confirmedAt),
      ),
    )
    .returning({ role: staffTotp.role });
  return rows.length > 0;
}

/** Spends one recovery code (its hash): true when it was one of the person's, unused. */
export async function spendRecoveryCode(db: Db, who: Who, hash: string) {
  const rows = await db
    .update(staffTotp)
    .set({ recoveryCodes: sql`array_remove(${staffTotp.recoveryCodes}, ${hash})` })
    .where(and(person(who), isNotNull(staffTotp.confirmedAt), sql`${hash} = any(${staffTotp.recoveryCodes})`))
    .returning({ role: staffTotp.role });
  return rows.length > 0;
}

/** Turns two-factor sign-in off (or drops a pending enrolment): true when there was one. */
export async function removeEnrolment(db: Db | Tx, who: Who) {
  return (await db.delete(staffTotp).where(person(who)).returning({ role: staffTotp.role })).length > 0;
}

/** Keeps a challenge (hashed) with its sealed answer; expired ones go at the same time. */
export async function keepChallenge(db: Db, values: typeof totpChallenges.$inferInsert) {
  await db.delete(totpChallenges).where(lt(totpChallenges.expiresAt, new Date()));
  await db.insert(totpChallenges).values(values);
}

export async function liveChallenge(db: Db, hash: string) {
  const [row] = await db
    .select()
    .from(totpChallenges)
    .where(and(eq(totpChallenges.challengeHash, hash), gt(totpChallenges.expiresAt, new Date())));
  return row;
}

/** Spends the challenge: true for the one request that got it while it was live. */
export async function spendChallenge(db: Db, hash: string) {
  const rows = await db
    .delete(totpChallenges)
    .where(and(eq(totpChallenges.challengeHash, hash), gt(totpChallenges.expiresAt, new Date())))
    .returning({ hash: totpChallenges.challengeHash });
  return rows.length > 0;
}

type EmailRow = Array<{ email: string }>;

/** Each staff role's email column: the account named in their authenticator app. */
const EMAIL: Record<StaffRole, (db: Db, id: number) => Promise<EmailRow>> = {
  superadmin: (db, id) => db.select({ email: superAdmins.email }).from(superAdmins).where(eq(superAdmins.id, id)),
  clientadmin: (db, id) =>
    db.select({ email: clientAdmins.email }).from(clientAdmins).where(eq(clientAdmins.client_admin_id, id)),
  teacher: (db, id) => db.select({ email: teachers.Email }).from(teachers).where(eq(teachers.id, id)),
};

export async function staffEmail(db: Db, who: Who & { role: StaffRole }): Promise<string | undefined> {
  return (await EMAIL[who.role](db, who.id))[0]?.email;
}
