// GET /api/warmupByset/{set}/, read by every student opening a warm-up: one named statement brings the
// access facts (granted to the viewer's client, assigned to the viewing student) and the set's
// warm-ups version; the warm-ups come from this server's copy of the set at that version (cache.ts).
import type { AccessClaims, WarmupRecord } from '@prep/domain';
import { sql } from 'drizzle-orm';
import type { Facts } from '../access/authorize';
import { warmupsAsSeen } from '../access/fields';
import { assignedWarmupSet, grantedToClient } from '../access/lists';
import { studentIdOf } from '../access/principal';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { namedStatement, runNamed } from '../db/named';
import { cachedSet } from './cache';

const SET = sql.raw('q.master_qnsbank_id');
const SET_FACTS = namedStatement(
  'warmup_set_facts',
  sql`select q.warmups_version as version,
      ${grantedToClient(sql.placeholder('client'), SET)} as granted,
      ${assignedWarmupSet(sql.placeholder('student'), SET)} as assigned
    from quizzes q where q.master_qnsbank_id = ${sql.placeholder('set')}`,
);

export interface SetFacts extends Facts {
  version: number;
}

/** The set's facts for this viewer and its warm-ups version; undefined when there is no such set. */
export async function setFacts(db: Db, viewer: AccessClaims, setNo: number): Promise<SetFacts | undefined> {
  const [row] = await runNamed<{ version: number; granted: boolean; assigned: boolean }>(db, SET_FACTS, {
    set: setNo,
    client: viewer.client_id ?? -1,
    student: studentIdOf(viewer) ?? -1,
  });
  return row;
}

/** The set's warm-ups in set order, as the scope may see them, from this server's copy at `version`. */
export async function warmupsOfSet(db: Db, cacheOwner: object, scope: Scope, setNo: number, version: number) {
  const set = await cachedSet(db, cacheOwner, setNo, version);
  const rows = set ? set.ids.map((id) => set.byId.get(id)!) : [];
  return warmupsAsSeen(scope, rows) as WarmupRecord[];
}
