import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language, RESET_TOKEN_TTL_SECONDS, type ResetUser } from '@prep/domain';
import { fullName, WHOSE } from '../audit/people';
import { type AuditEvent, audit } from '../audit/record';
import { revokeSessions } from '../auth/revoke';
import type { Db, Tx } from '../db/client';
import { clientAdmins, clients, passwordResetTokens, students, teachers } from '../db/schema/index';
import { sha256 } from '../plugins/auth';

type Account = { id: number; name: string; language: Language } | undefined;

/** Each kind of account's lookup by email: the one place that knows which table holds whose. */
const BY_EMAIL: Record<ResetUser, (db: Db, email: string) => Promise<Account>> = {
  clientadmin: async (db, email) => {
    const [row] = await db
      .select({ id: clientAdmins.client_admin_id, name: clientAdmins.FirstName, language: clientAdmins.language })
      .from(clientAdmins)
      .where(eq(clientAdmins.email, email));
    return row && { ...row, language: row.language ?? DEFAULT_LANGUAGE };
  },
  teacher: async (db, email) => {
    const [row] = await db
      .select({ id: teachers.id, name: teachers.First_Name, language: teachers.language })
      .from(teachers)
      .where(eq(teachers.Email, email));
    return row && { ...row, language: row.language ?? DEFAULT_LANGUAGE };
  },
  student: async (db, email) => {
    const [row] = await db
      .select({
        id: students.student_id,
        name: students.Student_First_Name,
        language: sql<Language>`coalesce(${students.language}, ${clients.default_language})`,
      })
      .from(students)
      .innerJoin(clients, eq(clients.client_id, students.client))
      .where(eq(students.email, email));
    return row;
  },
};

/**
 * The account behind an email, for the reset mail: id, the name to greet, and the language to write in
 * (issue 21): the account's own; for a student who has not chosen, their client's default; else English.
 */
export const accountByEmail = (db: Db, user: ResetUser, email: string): Promise<Account> => BY_EMAIL[user](db, email);

/**
 * A new single-use reset token (only its hash is kept); earlier unused tokens of the account stop working.
 * A teacher's invitation is one too, living longer (`ttlSeconds`), and recorded (`event`) with it.
 */
export async function issueResetToken(
  db: Db,
  user: ResetUser,
  userId: number,
  ttlSeconds = RESET_TOKEN_TTL_SECONDS,
  event?: AuditEvent,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.role, user),
          eq(passwordResetTokens.userId, userId),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      role: user,
      userId,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    });
    if (event) await audit(tx, event);
  });
  return token;
}

export const discardResetToken = (db: Db, token: string) =>
  db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, sha256(token)));

/**
 * Spends the token and sets the password in one transaction; the token is marked used by the same
 * statement that checks it, so two requests with one token cannot both succeed. Every session of the
 * account ends. False when the token is unknown, used, expired, or for another user type.
 */
export async function resetPassword(db: Db, user: ResetUser, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          eq(passwordResetTokens.role, user),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    const [person] = await setPasswordOf(tx, user, spent.userId, passwordHash);
    if (!person) return false;
    await revokeSessions(tx, user, [spent.userId]);
    // No one is signed in: the person who chose the password is the actor. No value is recorded.
    const whose = WHOSE[user](person.id);
    await audit(
      tx,
      {
        action: 'account.password_reset',
        client: person.client,
        subject: { type: user, id: person.id, label: fullName(person.first, person.last) },
        ...whose,
      },
      { actor: { role: user, id: person.id } },
    );
    return true;
  });
}

function setPasswordOf(tx: Tx, user: ResetUser, id: number, passwordHash: string) {
  switch (user) {
    case 'clientadmin':
      return tx.update(clientAdmins).set({ passwordHash }).where(eq(clientAdmins.client_admin_id, id)).returning({
        id: clientAdmins.client_admin_id,
        client: clientAdmins.client,
        first: clientAdmins.FirstName,
        last: clientAdmins.LastName,
      });
    case 'teacher':
      return tx.update(teachers).set({ passwordHash }).where(eq(teachers.id, id)).returning({
        id: teachers.id,
        client: teachers.client,
        first: teachers.First_Name,
        last: teachers.Last_Name,
      });
    case 'student':
      return tx.update(students).set({ passwordHash }).where(eq(students.student_id, id)).returning({
        id: students.student_id,
        client: students.client,
        first: students.Student_First_Name,
        last: students.Student_Last_Name,
      });
  }
}
