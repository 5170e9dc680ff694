// Warm-ups are read on every test screen and graded on every submission, and change rarely: each
// server keeps a set's warm-ups in memory, labelled with the set's warmups_version. Every read of a
// result brings the set's current version from the database, so a change made through any server
// is seen at once (the next read misses and reloads).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { namedStatement, runNamed } from '../db/named';
import type { WarmupRow } from './queries';

export interface CachedSet {
  version: number;
  /** Warm-up ids in set order. */
  ids: number[];
  byId: Map<number, WarmupRow>;
}

/** The set's version and warm-ups in one snapshot, so the label is exactly the content's. */
const LOAD_SET = namedStatement(
  'warmup_set_load',
  sql`select q.warmups_version as version,
      coalesce((select json_agg(json_build_object(
          'warmup_id', w.warmup_id, 'equation', w.equation, 'answer', w.answer, 'operand_one', w.operand_one,
          'operand_two', w.operand_two, 'operator', w.operator, 'set_no', w.set_no) order by w.warmup_id)
        from warmups w where w.set_no = q.master_qnsbank_id), '[]'::json) as warmups
    from quizzes q where q.master_qnsbank_id = ${sql.placeholder('set')}`,
);

const MAX_SETS = 1000;
const caches = new WeakMap<object, Map<number, CachedSet>>();

/** The set's warm-ups as of `version` (or newer); loads them when this server has an older copy. */
export async function cachedSet(
  db: Db | Tx,
  cacheOwner: object,
  setNo: number,
  version: number,
): Promise<CachedSet | undefined> {
  let sets = caches.get(cacheOwner);
  if (!sets) caches.set(cacheOwner, (sets = new Map()));
  const hit = sets.get(setNo);
  if (hit && hit.version >= version) {
    // Map order is insertion order: re-inserting keeps the most used sets last, away from eviction.
    sets.delete(setNo);
    sets.set(setNo, hit);
    return hit;
  }
  const [loaded] = await runNamed<{ version: number; warmups: WarmupRow[] }>(db, LOAD_SET, { set: setNo });
  if (!loaded) return undefined;
  const entry: CachedSet = {
    version: loaded.version,
    ids: loaded.warmups.map((w) => w.warmup_id),
    byId: new Map(loaded.warmups.map((w) => [w.warmup_id, w])),
  };
  sets.delete(setNo);
  sets.set(setNo, entry);
  if (sets.size > MAX_SETS) sets.delete(sets.keys().next().value!);
  return entry;
}
