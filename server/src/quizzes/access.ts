// Which tests and warm-up sets a signed-in user may see.
//   super admin: all of them;
//   client admin (or its client's API key): those granted to its client (assigned_quizzes);
//   student: those assigned to them (a master or personalized sitting, or a warm-up result).
import { and, eq, sql } from 'drizzle-orm';
import type { AccessClaims } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { assignedQuizzes, masterSittings, personalizedSittings, warmupResults } from '../db/schema/index';
import { userId } from '../plugins/auth';

export interface Grant {
  id: number;
  client: number;
  clientname: string;
  /** Parsed from the JSON text column. */
  quizzes: number[];
  warmups: number[];
}

/** The ids in a stored assignedquiz text; anything that is not a list of ids reads as empty. */
export function parseIdList(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export async function grantOf(db: Db | Tx, clientId: number): Promise<Grant | undefined> {
  const [row] = await db.select().from(assignedQuizzes).where(eq(assignedQuizzes.client, clientId));
  if (!row) return undefined;
  return { id: row.id, client: row.client, clientname: row.clientname, quizzes: parseIdList(row.assignedquiz), warmups: row.assigned_warmup };
}

/** Quiz ids a student has a sitting or warm-up result for. */
export async function studentQuizIds(db: Db | Tx, studentId: number): Promise<Set<number>> {
  const rows = await db.execute<{ id: number }>(sql`
    select ${masterSittings.master_qnsbank} as id from ${masterSittings} where ${masterSittings.student} = ${studentId}
    union select ${personalizedSittings.master_qnsbank} from ${personalizedSittings} where ${personalizedSittings.student} = ${studentId}
    union select ${warmupResults.warmup_set_no} from ${warmupResults}
      where ${warmupResults.student} = ${studentId} and ${warmupResults.warmup_set_no} is not null`);
  return new Set(rowsOf<{ id: number }>(rows).map((r) => Number(r.id)));
}

/** Quiz ids whose answers, steps and videos a student may see: a sitting of theirs on it was released. */
export async function studentReleasedQuizIds(db: Db | Tx, studentId: number): Promise<Set<number>> {
  const rows = await db.execute<{ id: number }>(sql`
    select ${masterSittings.master_qnsbank} as id from ${masterSittings}
      where ${masterSittings.student} = ${studentId} and ${masterSittings.analyse_test_results}
    union select ${personalizedSittings.master_qnsbank} from ${personalizedSittings}
      where ${personalizedSittings.student} = ${studentId} and ${personalizedSittings.analyse_test_results}`);
  return new Set(rowsOf<{ id: number }>(rows).map((r) => Number(r.id)));
}

/** Warm-up set ids a student has a result for. */
export async function studentWarmupSetIds(db: Db | Tx, studentId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: warmupResults.warmup_set_no })
    .from(warmupResults)
    .where(and(eq(warmupResults.student, studentId), sql`${warmupResults.warmup_set_no} is not null`));
  return new Set(rows.map((r) => r.id!));
}

/** The quiz ids the user may see; 'all' for the super admin. */
export async function visibleQuizIds(db: Db | Tx, user: AccessClaims): Promise<Set<number> | 'all'> {
  if (user.role === 'superadmin') return 'all';
  if (user.role === 'student') return studentQuizIds(db, userId(user));
  if (user.client_id === null) return new Set();
  const grant = await grantOf(db, user.client_id);
  return new Set([...(grant?.quizzes ?? []), ...(grant?.warmups ?? [])]);
}

/** Rows of a raw query on either driver (node-postgres returns a result object, PGlite too, both with rows). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
