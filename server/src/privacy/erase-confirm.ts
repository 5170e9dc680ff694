// What an erasure request must be confirmed with: the person (in the scope's reach) and the text to type back.
import { confirmsErasure, ERASURE_MESSAGES, erasureConfirmation } from '@prep/domain';
import { and, eq } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { inScope } from '../access/tenant';
import type { Db } from '../db/client';
import { students, teachers } from '../db/schema/index';
import { badRequest, notFound } from '../plugins/errors';

/** Each kind's person as the confirmation reads them: email and names, within the scope's client. */
const PEOPLE = {
  student: (db: Db, scope: Scope, id: number) =>
    db
      .select({
        email: students.email,
        first: students.Student_First_Name,
        middle: students.Student_Middle_Name,
        last: students.Student_Last_Name,
      })
      .from(students)
      .where(and(eq(students.student_id, id), inScope(students.client, scope))),
  teacher: (db: Db, scope: Scope, id: number) =>
    db
      .select({
        email: teachers.Email,
        first: teachers.First_Name,
        middle: teachers.Middle_Name,
        last: teachers.Last_Name,
      })
      .from(teachers)
      .where(and(eq(teachers.id, id), inScope(teachers.client, scope))),
};

/** The person's id once `typed` confirms their erasure; 404 outside the scope, 400 (nothing changed) on a mismatch. */
export async function confirmedErasure(
  db: Db,
  scope: Scope,
  kind: 'student' | 'teacher',
  id: number,
  typed: string,
): Promise<number> {
  const [person] = await PEOPLE[kind](db, scope, id);
  if (!person) throw notFound();
  const expected = erasureConfirmation(person);
  if (!confirmsErasure(expected, typed)) {
    const message = expected.kind === 'email' ? ERASURE_MESSAGES.confirmMismatch : ERASURE_MESSAGES.confirmMismatchName;
    throw badRequest(message, { confirm: [message] });
  }
  return id;
}
