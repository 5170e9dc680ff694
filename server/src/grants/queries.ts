import { asc, eq, sql } from 'drizzle-orm';
import { type QuizGrant, SELECT_CLIENT } from '@prep/domain';
import { clientOf, type Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import { assignedQuizzes, clientAdmins } from '../db/schema/index';
import { badRequest } from '../plugins/errors';

type Reader = Db | Tx;
export type GrantRow = typeof assignedQuizzes.$inferSelect;

/** A grant as the API carries it: the test list as JSON text (the contract), warm-up sets as a list. */
export const grantView = (row: GrantRow): QuizGrant => ({
  id: row.id,
  client: row.client,
  clientname: row.clientname,
  assignedquiz: JSON.stringify(row.quiz_ids),
  assigned_warmup: row.warmup_ids,
});

/** Every client's grant for the super admin; a client's own (a one-entry list) for anyone else. */
export async function listGrants(db: Reader, scope: Scope): Promise<GrantRow[]> {
  const client = clientOf(scope);
  return db
    .select()
    .from(assignedQuizzes)
    .where(client === undefined ? undefined : eq(assignedQuizzes.client, client))
    .orderBy(asc(assignedQuizzes.id));
}

export async function lockGrant(tx: Tx, id: number): Promise<GrantRow | undefined> {
  const [row] = await tx.select().from(assignedQuizzes).where(eq(assignedQuizzes.id, id)).for('update');
  return row;
}

/** The client admin a grant is keyed by; an unknown email is a client not chosen. */
export async function adminByEmail(db: Reader, email: string) {
  const [admin] = await db.select().from(clientAdmins).where(eq(clientAdmins.email, email));
  if (!admin) throw badRequest(SELECT_CLIENT, { clientname: [SELECT_CLIENT] });
  return admin;
}

export interface GrantValues {
  clientname: string;
  quiz_ids: number[];
  warmup_ids: number[];
}

/** Inserts the client's grant; undefined when the client has one already. */
export async function insertGrant(tx: Tx, client: number, values: GrantValues): Promise<GrantRow | undefined> {
  const [row] = await tx
    .insert(assignedQuizzes)
    .values({ client, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateGrant(tx: Tx, id: number, values: GrantValues): Promise<GrantRow> {
  const [row] = await tx.update(assignedQuizzes).set(values).where(eq(assignedQuizzes.id, id)).returning();
  if (!row) throw new Error(`grant ${id} vanished under its lock`);
  return row;
}

/** Takes a deleted test or warm-up set out of every grant holding it, in one statement. */
export async function removeFromGrants(tx: Tx, quizId: number) {
  await tx
    .update(assignedQuizzes)
    .set({
      quiz_ids: sql`array_remove(${assignedQuizzes.quiz_ids}, ${quizId})`,
      warmup_ids: sql`array_remove(${assignedQuizzes.warmup_ids}, ${quizId})`,
    })
    .where(sql`${quizId} = any(${assignedQuizzes.quiz_ids}) or ${quizId} = any(${assignedQuizzes.warmup_ids})`);
}
