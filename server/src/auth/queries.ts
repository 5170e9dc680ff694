import type { Role } from '@prep/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAdmins, refreshTokens, students, superAdmins } from '../db/schema/index';

export type StudentAccount = typeof students.$inferSelect;

export async function superAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(superAdmins).where(eq(superAdmins.email, email));
  return row;
}

export async function clientAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(clientAdmins).where(eq(clientAdmins.email, email));
  return row;
}

export async function studentByEmail(db: Db, email: string): Promise<StudentAccount | undefined> {
  const [row] = await db.select().from(students).where(eq(students.email, email));
  return row;
}

/** The student whose dashboard token this is (the sign-in link /student?token=…). */
export async function studentByToken(db: Db, token: string): Promise<StudentAccount | undefined> {
  const [row] = await db.select().from(students).where(eq(students.api_token, token));
  return row;
}

/** Keeps a new refresh token, hashed. */
export async function insertRefreshToken(
  db: Db,
  values: { tokenHash: string; role: Role; userId: number; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

/**
 * Revokes a live refresh token and says whose it was; undefined when it is unknown, spent or expired.
 * The check and the revocation are one statement, so two concurrent refreshes cannot both spend it.
 */
export async function spendRefreshToken(db: Db, tokenHash: string) {
  const [spent] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ role: refreshTokens.role, userId: refreshTokens.userId });
  return spent && { role: spent.role as Role, userId: spent.userId };
}

/** The client an account belongs to now (null for the super admin), or undefined when the account is gone. */
export async function accountClient(db: Db, role: Role, userId: number): Promise<number | null | undefined> {
  if (role === 'superadmin') {
    const [row] = await db.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.id, userId));
    return row ? null : undefined;
  }
  if (role === 'clientadmin') {
    const [row] = await db
      .select({ client: clientAdmins.client })
      .from(clientAdmins)
      .where(eq(clientAdmins.client_admin_id, userId));
    return row?.client;
  }
  const [row] = await db.select({ client: students.client }).from(students).where(eq(students.student_id, userId));
  return row?.client;
}
