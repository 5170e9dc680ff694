import type { Language, Role } from '@prep/domain';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
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

/** A teacher with the fields a sign-in answers, named by `where`; passwordHash is null until the invitation's link is used. */
async function teacherAccount(db: Db, where: SQL) {
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
    .where(where);
  return row;
}

/** The teacher of that email, with the fields the sign-in answers. */
export const teacherByEmail = (db: Db, email: string) => teacherAccount(db, eq(teachers.Email, email));

/** A teacher by id, as teacherByEmail answers them (an LMS launch signs them in, issue 29). */
export const teacherById = (db: Db, id: number) => teacherAccount(db, eq(teachers.id, id));

/** A student with the fields a sign-in answers, named by `where`. */
async function studentAccount(db: Db, where: SQL): Promise<StudentAccount | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(students), ...defaultLanguage })
    .from(students)
    .innerJoin(clients, eq(clients.client_id, students.client))
    .where(where);
  return row;
}

/** A student by id, as studentByEmail answers them. */
export const studentById = (db: Db, id: number) => studentAccount(db, eq(students.student_id, id));

export const studentByEmail = (db: Db, email: string) => studentAccount(db, eq(students.email, email));

/** Keeps a new refresh token, hashed. */
export async function insertRefreshToken(
  db: Db,
  values: { tokenHash: string; role: Role; userId: number; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}
