// Reading the audit log (GET /api/audit/): the filters as one condition, a page newest first, its count
// (exact up to COUNT_EXACT_LIMIT, the planner's estimate beyond), and the rows of an export. Each filter
// leads one index of audit_events (docs/decisions/0112-audit-read.md), so a page over millions of events
// reads its 51 rows off an index walked backwards.
import { AUDIT_ACTOR_ROLES, AUDIT_PAGE_SIZE, type AuditEventRecord, type AuditQuery } from '@prep/domain';
import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema/index';
import type { Scope } from '../access/scope';
import { inScope } from '../access/tenant';

/** Beyond this many matching events the count is the planner's estimate: counting millions costs seconds. */
export const COUNT_EXACT_LIMIT = 10_000;
/** An export answers at most the newest this many events; narrower filters reach older ones. */
export const EXPORT_LIMIT = 100_000;

const DAY_MS = 24 * 60 * 60 * 1000;
// PostgreSQL's timestamps have no year 0 and no year 10000; a bound outside them is as good as the edge.
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
const isDateOnly = (text: string) => text.length === 10;

/** An instant of a `from`/`to` the schema accepted: a date is its midnight (UTC). */
function instant(text: string, endOfDay = false): Date {
  const ms = isDateOnly(text) ? Date.parse(`${text}T00:00:00Z`) + (endOfDay ? DAY_MS : 0) : Date.parse(text);
  return new Date(Math.min(Math.max(ms, EARLIEST), LATEST));
}

/**
 * Every subject type there is, read off the subject index one type at a time (a loose index scan: as many
 * probes as there are types), so an id without its type still walks that index rather than every event.
 */
const SUBJECT_TYPES = sql.raw(`with recursive t(v) as (
    select min(subject_type) from audit_events
    union all select (select min(subject_type) from audit_events where subject_type > t.v) from t where t.v is not null
  ) select v from t where v is not null`);

/**
 * The events the scope may read that match the query. A client admin's scope is their client; the super
 * admin's every client and the content events (client null), or the one client named.
 */
export function auditConditions(scope: Scope, query: AuditQuery): SQL | undefined {
  const e = auditEvents;
  // An actor's id alone names a person of any kind: the roles listed keep the actor index usable.
  const roles = query.actor_role ? [query.actor_role] : query.actor !== undefined ? [...AUDIT_ACTOR_ROLES] : [];
  return and(
    inScope(e.clientId, scope),
    roles.length === 1 ? eq(e.actorRole, roles[0]!) : roles.length > 1 ? inArray(e.actorRole, roles) : undefined,
    query.actor === undefined ? undefined : eq(e.actorId, query.actor),
    query.student === undefined ? undefined : eq(e.studentId, query.student),
    query.action === undefined ? undefined : eq(e.action, query.action),
    query.subject_type !== undefined
      ? eq(e.subjectType, query.subject_type)
      : query.subject_id !== undefined
        ? sql`${e.subjectType} in (${SUBJECT_TYPES})`
        : undefined,
    query.subject_id === undefined ? undefined : eq(e.subjectId, query.subject_id),
    query.from === undefined ? undefined : gte(e.at, instant(query.from)),
    // A date as `to` means through the end of that day.
    query.to === undefined
      ? undefined
      : isDateOnly(query.to)
        ? lt(e.at, instant(query.to, true))
        : lte(e.at, instant(query.to)),
  );
}

type Row = typeof auditEvents.$inferSelect;

const eventOf = (row: Row): AuditEventRecord => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, role: row.actorRole as AuditEventRecord['actor']['role'], name: row.actorName },
  client: row.clientId,
  action: row.action,
  subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
  changes: row.changes,
  address: row.address,
  user_agent: row.userAgent,
  request_id: row.requestId,
});

/**
 * Newest first: by id (handed out in time order), which the filters' (…, id) indexes walk backwards; with a
 * time filter by time, then id, which the time index walks. By id there, the planner would walk the primary
 * key from the newest event back to `to`, through every event since (it expects matches spread evenly).
 */
const newestFirst = (query: AuditQuery) =>
  query.from !== undefined || query.to !== undefined
    ? [desc(auditEvents.at), desc(auditEvents.id)]
    : [desc(auditEvents.id)];

/** Events newest first, `limit` of them after `offset`. */
async function events(
  db: Db,
  query: AuditQuery,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<AuditEventRecord[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(...newestFirst(query))
    .limit(limit)
    .offset(offset);
  return rows.map(eventOf);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many events match: exact up to COUNT_EXACT_LIMIT, then the planner's estimate (never less than exact). */
async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const filter = where ? sql`where ${where}` : sql``;
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${auditEvents} ${filter} limit ${COUNT_EXACT_LIMIT + 1}) s`,
    ),
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= COUNT_EXACT_LIMIT) return exact;
  const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) select 1 from ${auditEvents} ${filter}`),
  );
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.max(Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0), exact);
}

export interface AuditPageRows {
  count: number;
  results: AuditEventRecord[];
  hasNext: boolean;
}

/** One page (1-based) of the matching events, newest first, and how many match. */
export async function auditPage(db: Db, scope: Scope, query: AuditQuery): Promise<AuditPageRows> {
  const where = auditConditions(scope, query);
  const page = query.page ?? 1;
  // One row past the page says whether a next page exists, whatever the count (an estimate may be off).
  const [rows, count] = await Promise.all([
    events(db, query, where, AUDIT_PAGE_SIZE + 1, (page - 1) * AUDIT_PAGE_SIZE),
    countOf(db, where),
  ]);
  return { count, results: rows.slice(0, AUDIT_PAGE_SIZE), hasNext: rows.length > AUDIT_PAGE_SIZE };
}

/** The matching events for an export, newest first, at most EXPORT_LIMIT of them. */
export const auditExportRows = (db: Db, scope: Scope, query: AuditQuery) =>
  events(db, query, auditConditions(scope, query), EXPORT_LIMIT);
