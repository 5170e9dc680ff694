// What the retention sweep deletes and whom it erases, and the preview of a client's setting.
import type { RetentionCandidate } from '@prep/domain';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { rowsOf } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import { auditEvents, clients, signIns, students } from '../db/schema/index';

/** One number, PostgreSQL's or PGlite's, whichever type the driver gave it. */
const countOf = (result: unknown) => Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);

/**
 * Deletes the audit events older than `days`. The trigger of migration 0016 refuses a DELETE unless the
 * transaction says it is the sweep: the setting is transaction-local, so it ends with the sweep's transaction.
 */
export async function deleteOldAuditEvents(tx: Tx, days: number): Promise<number> {
  await tx.execute(sql`select set_config('prep.audit_rewrite', 'retention', true)`);
  return countOf(
    await tx.execute(sql`
      with gone as (
        delete from ${auditEvents} where ${auditEvents.at} < now() - make_interval(days => ${days}) returning 1
      )
      select count(*) as n from gone`),
  );
}

/** Deletes the sign-ins older than `days` (the sign-in history is kept as long as the audit log). */
export async function deleteOldSignIns(tx: Tx, days: number): Promise<number> {
  return countOf(
    await tx.execute(sql`
      with gone as (delete from ${signIns} where ${signIns.at} < now() - make_interval(days => ${days}) returning 1)
      select count(*) as n from gone`),
  );
}

/** Every student, of any client with a retention set, who left their last program that many months ago or more. */
export async function studentsDue(db: Db | Tx): Promise<number[]> {
  const rows = await db
    .select({ id: students.student_id })
    .from(students)
    .innerJoin(clients, eq(students.client, clients.client_id))
    .where(
      and(
        isNotNull(clients.student_retention_months),
        lte(students.programs_exited_at, sql`now() - make_interval(months => ${clients.student_retention_months})`),
      ),
    )
    .orderBy(asc(students.student_id));
  return rows.map((row) => row.id);
}

/** The students of one client that a retention of `months` would erase now, longest gone first. */
export async function retentionCandidates(db: Db, clientId: number, months: number): Promise<RetentionCandidate[]> {
  const rows = await db
    .select({
      student_id: students.student_id,
      first: students.Student_First_Name,
      middle: students.Student_Middle_Name,
      last: students.Student_Last_Name,
      programs_exited_at: students.programs_exited_at,
    })
    .from(students)
    .where(
      and(
        eq(students.client, clientId),
        lte(students.programs_exited_at, sql`now() - make_interval(months => ${months}::int)`),
      ),
    )
    .orderBy(asc(students.programs_exited_at), asc(students.student_id));
  return rows.map(({ student_id, first, middle, last, programs_exited_at }) => ({
    student_id,
    name: [first, middle, last].filter(Boolean).join(' '),
    programs_exited_at: new Date(programs_exited_at!).toISOString(),
  }));
}
