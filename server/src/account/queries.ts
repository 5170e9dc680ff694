import type { Language } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { principalId } from '../access/authorize';
import { type AccountRole, accountRoleOf } from '../access/principal';
import type { Scope } from '../access/scope';
import { accountEvent, accountPerson } from '../audit/people';
import { audit, changesOf } from '../audit/record';
import type { Db, Tx } from '../db/client';
import { clientAdmins, students, teachers } from '../db/schema/index';

/** Each account role's update of its own row: the one place that knows which table holds whose language. */
const SAVE: Record<AccountRole, (db: Db | Tx, id: number, language: Language) => Promise<unknown[]>> = {
  clientadmin: (db, id, language) =>
    db
      .update(clientAdmins)
      .set({ language })
      .where(eq(clientAdmins.client_admin_id, id))
      .returning({ id: clientAdmins.client_admin_id }),
  teacher: (db, id, language) =>
    db.update(teachers).set({ language }).where(eq(teachers.id, id)).returning({ id: teachers.id }),
  student: (db, id, language) =>
    db.update(students).set({ language }).where(eq(students.student_id, id)).returning({ id: students.student_id }),
};

/**
 * Keeps the language on the scope's own account, recorded with the one it replaces; false when the account
 * is gone (or the principal keeps none).
 */
export async function saveAccountLanguage(db: Db, scope: Scope, language: Language) {
  const account = accountRoleOf(scope.principal);
  if (account === undefined) return false;
  const id = principalId(scope.principal);
  return db.transaction(async (tx) => {
    const person = await accountPerson(tx, account, id);
    if ((await SAVE[account](tx, id, language)).length === 0) return false;
    const changes = changesOf({ language: person.language }, { language });
    await audit(tx, accountEvent('account.language_changed', person, changes));
    return true;
  });
}
