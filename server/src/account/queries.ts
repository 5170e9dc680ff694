import type { Language } from '@prep/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAdmins, students, teachers } from '../db/schema/index';

/** The roles that keep a language on their own account; the super admin's stays in the browser. */
export type AccountRole = 'clientadmin' | 'teacher' | 'student';

/** Keeps the language on the account; false when the account is gone. */
export async function saveAccountLanguage(db: Db, role: AccountRole, id: number, language: Language) {
  const rows =
    role === 'clientadmin'
      ? await db
          .update(clientAdmins)
          .set({ language })
          .where(eq(clientAdmins.client_admin_id, id))
          .returning({ id: clientAdmins.client_admin_id })
      : role === 'teacher'
        ? await db.update(teachers).set({ language }).where(eq(teachers.id, id)).returning({ id: teachers.id })
        : await db
            .update(students)
            .set({ language })
            .where(eq(students.student_id, id))
            .returning({ id: students.student_id });
  return rows.length > 0;
}
