import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { SELECT_WARMUP_TEST, WARMUP_COURSE_TYPE, type WarmupRecord } from '@prep/domain';
import { warmupsAsSeen } from '../access/fields';
import { warmupsInReach } from '../access/lists';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import { quizzes, warmupResults, warmups } from '../db/schema/index';
import { badRequest } from '../plugins/errors';

type Reader = Db | Tx;
export type WarmupRow = typeof warmups.$inferSelect;
export type WarmupValues = Omit<typeof warmups.$inferInsert, 'warmup_id'>;

async function listWarmups(db: Reader, where: SQL | undefined): Promise<WarmupRow[]> {
  return db.select().from(warmups).where(where).orderBy(asc(warmups.warmup_id));
}

/**
 * Every warm-up the scope may see (optionally of one set): the super admin all of them; a client
 * admin those of the sets granted to its client; a student those assigned in their warm-up results.
 */
export async function visibleWarmups(db: Reader, scope: Scope, setNo: number | undefined): Promise<WarmupRecord[]> {
  const ofSet = setNo === undefined ? undefined : eq(warmups.set_no, setNo);
  return warmupsAsSeen(scope, await listWarmups(db, and(warmupsInReach(scope), ofSet)));
}

/** The warm-up set (a quiz of type Warmup) or a 400 naming the field. */
export async function warmupSetOrFail(db: Reader, setNo: number, field = 'set_no') {
  const [set] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.master_qnsbank_id, setNo), eq(quizzes.test_type, WARMUP_COURSE_TYPE)));
  if (!set) throw badRequest(SELECT_WARMUP_TEST, { [field]: [SELECT_WARMUP_TEST] });
  return set;
}

/** The warm-up ids of a set, in set order. */
export async function warmupIdsOfSet(db: Reader, setNo: number): Promise<number[]> {
  const rows = await db
    .select({ id: warmups.warmup_id })
    .from(warmups)
    .where(eq(warmups.set_no, setNo))
    .orderBy(asc(warmups.warmup_id));
  return rows.map((w) => w.id);
}

/** The names of those of these ids that are warm-up sets. */
export async function warmupSetNames(db: Reader, ids: readonly number[]): Promise<Map<number, string>> {
  const sets = await db
    .select({ id: quizzes.master_qnsbank_id, name: quizzes.test_name })
    .from(quizzes)
    .where(and(inArray(quizzes.master_qnsbank_id, [...ids]), eq(quizzes.test_type, WARMUP_COURSE_TYPE)));
  return new Map(sets.map((s) => [s.id, s.name]));
}

export async function insertWarmups(tx: Tx, values: WarmupValues[]): Promise<WarmupRow[]> {
  return tx.insert(warmups).values(values).returning();
}

export async function updateWarmup(tx: Tx, id: number, values: Partial<WarmupValues>): Promise<WarmupRow | undefined> {
  const [row] = await tx.update(warmups).set(values).where(eq(warmups.warmup_id, id)).returning();
  return row;
}

export async function deleteWarmup(tx: Tx, id: number): Promise<WarmupRow | undefined> {
  const [row] = await tx.delete(warmups).where(eq(warmups.warmup_id, id)).returning();
  return row;
}

/**
 * Takes a deleted warm-up out of the results not taken yet, so they keep a true question count.
 * Taken results keep the id they were graded on.
 */
export async function dropFromOpenResults(tx: Tx, warmupId: number) {
  const id = sql`to_jsonb(${warmupId}::int)`;
  await tx
    .update(warmupResults)
    .set({
      assigned_questions: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${warmupResults.assigned_questions}) e where e <> ${id})`,
      total_qns: sql`${warmupResults.total_qns} - 1`,
    })
    .where(
      and(
        eq(warmupResults.test_taken, false),
        sql`${warmupResults.assigned_questions} @> jsonb_build_array(${warmupId}::int)`,
      ),
    );
}

/** Marks the sets' warm-ups as changed, so every server's cached copy reloads (see cache.ts). */
export async function bumpWarmupsVersion(tx: Tx, setIds: readonly number[]) {
  if (setIds.length === 0) return;
  await tx
    .update(quizzes)
    .set({ warmups_version: sql`${quizzes.warmups_version} + 1` })
    .where(inArray(quizzes.master_qnsbank_id, [...new Set(setIds)]));
}
