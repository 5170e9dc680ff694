import type { Language, Role } from '@prep/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAdmins, clients, refreshTokens, students, superAdmins, teachers } from '../db/schema/index';

/** A student's row and their client's default language (issue 21), which every sign-in answers beside theirs. */
export type StudentAccount = typeof students.$inferSelect & { default_language: Language };

// The client's default language joins each sign-in's one query: no second round trip.
const defaultLanguage = { default_language: clients.default_language };
/** Whether the client makes its staff sign in with a second factor (issue 28). */
const totpRequired = { require_totp_for_staff: clients.require_totp_for_staff };

export async function superAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(superAdmins).where(eq(superAdmins.email, email));
  return row;
}

export async function clientAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ ...getTableColumns(clientAdmins), ...defaultLanguage, ...totpRequired })
    .from(clientAdmins)
    .innerJoin(clients, eq(clients.client_id, clientAdmins.client))
    .where(eq(clientAdmins.email, email));
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
      language: teachers.language,
      sign_in_disabled_at: teachers.sign_in_disabled_at,
      ...defaultLanguage,
      ...totpRequired,
    })
    .from(teachers)
    .innerJoin(clients, eq(clients.client_id, teachers.client))
    .where(eq(teachers.Email, email));
  return row;
}

export async function studentByEmail(db: Db, email: string): Promise<StudentAccount | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(students), ...defaultLanguage })
    .from(students)
    .innerJoin(clients, eq(clients.client_id, students.client))
    .where(eq(students.email, email));
  return row;
}

/** Keeps a new refresh token, hashed. */
export async function insertRefreshToken(
  db: Db,
  values: { tokenHash: string; role: Role; userId: number; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}
