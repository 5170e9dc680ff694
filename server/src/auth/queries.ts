import type { Role } from '@prep/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAdmins, refreshTokens, students, superAdmins, teachers } from '../db/schema/index';

export type StudentAccount = typeof students.$inferSelect;

export async function superAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(superAdmins).where(eq(superAdmins.email, email));
  return row;
}

export async function clientAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(clientAdmins).where(eq(clientAdmins.email, email));
  return row;
}

/** The teacher of that email, with the fields the sign-in answers; passwordHash is null until the invitation's link is used. */
export async function teacherByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: teachers.id,
      client: teachers.client,
      First_Name: teachers.First_Name,
      Email: teachers.Email,
      passwordHash: teachers.passwordHash,
    })
    .from(teachers)
    .where(eq(teachers.Email, email));
  return row;
}

export async function studentByEmail(db: Db, email: string): Promise<StudentAccount | undefined> {
  const [row] = await db.select().from(students).where(eq(students.email, email));
  return row;
}

/** Keeps a new refresh token, hashed. */
export async function insertRefreshToken(
  db: Db,
  values: { tokenHash: string; role: Role; userId: number; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}
