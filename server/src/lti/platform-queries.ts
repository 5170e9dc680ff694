// The SQL of LTI registrations (issue 29): a client's platforms with their deployments, one statement a
// list whatever its length (the deployments as one list built by the database).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { inScope } from '../access/tenant';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import { clients, ltiDeployments, ltiPlatforms } from '../db/schema/index';

type Reader = Db | Tx;

/** A platform's own fields, as stored (`client_id` is the platform's id for this tool, not our client). */
export interface PlatformFields {
  name: string;
  issuer: string;
  client_id: string;
  auth_login_url: string;
  auth_token_url: string;
  keyset_url: string;
  program: string;
}

export interface PlatformRow extends PlatformFields {
  id: number;
  client: number;
  deployment_ids: string[];
  createdAt: Date;
}

const platformColumns = {
  id: ltiPlatforms.id,
  client: ltiPlatforms.client,
  name: ltiPlatforms.name,
  issuer: ltiPlatforms.issuer,
  client_id: ltiPlatforms.platform_client_id,
  auth_login_url: ltiPlatforms.auth_login_url,
  auth_token_url: ltiPlatforms.auth_token_url,
  keyset_url: ltiPlatforms.keyset_url,
  program: ltiPlatforms.program,
  createdAt: ltiPlatforms.createdAt,
  deployment_ids: sql<string[]>`coalesce((select json_agg(d.deployment_id order by d.deployment_id)
    from ${ltiDeployments} d where d.platform_id = ${ltiPlatforms.id}), '[]'::json)`,
};

/** The scope's platforms (every client's for a super admin who named none), oldest first. */
export function listPlatforms(db: Db, scope: Scope): Promise<PlatformRow[]> {
  return db
    .select(platformColumns)
    .from(ltiPlatforms)
    .where(inScope(ltiPlatforms.client, scope))
    .orderBy(asc(ltiPlatforms.client), asc(ltiPlatforms.id));
}

export async function findPlatform(db: Reader, id: number): Promise<PlatformRow | undefined> {
  const [row] = await db.select(platformColumns).from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
  return row;
}

export async function clientExists(db: Reader, client: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.client_id }).from(clients).where(eq(clients.client_id, client));
  return row !== undefined;
}

const stored = (fields: PlatformFields) => ({
  name: fields.name,
  issuer: fields.issuer,
  platform_client_id: fields.client_id,
  auth_login_url: fields.auth_login_url,
  auth_token_url: fields.auth_token_url,
  keyset_url: fields.keyset_url,
  program: fields.program,
});

export async function insertPlatform(tx: Tx, client: number, fields: PlatformFields): Promise<number> {
  const [row] = await tx
    .insert(ltiPlatforms)
    .values({ client, ...stored(fields) })
    .returning({ id: ltiPlatforms.id });
  if (!row) throw new Error('the platform was not inserted');
  return row.id;
}

export async function updatePlatform(tx: Tx, id: number, fields: PlatformFields): Promise<void> {
  await tx.update(ltiPlatforms).set(stored(fields)).where(eq(ltiPlatforms.id, id));
}

export async function deletePlatform(tx: Tx, id: number): Promise<void> {
  await tx.delete(ltiPlatforms).where(eq(ltiPlatforms.id, id));
}

/** The platform's deployments become exactly `ids` (a deployment left out is removed). */
export async function replaceDeployments(tx: Tx, platform: number, ids: readonly string[]): Promise<void> {
  const current = await tx
    .select({ id: ltiDeployments.deployment_id })
    .from(ltiDeployments)
    .where(eq(ltiDeployments.platform, platform));
  const have = new Set(current.map((row) => row.id));
  const gone = [...have].filter((id) => !ids.includes(id));
  if (gone.length > 0)
    await tx
      .delete(ltiDeployments)
      .where(and(eq(ltiDeployments.platform, platform), inArray(ltiDeployments.deployment_id, gone)));
  const added = ids.filter((id) => !have.has(id));
  if (added.length > 0)
    await tx.insert(ltiDeployments).values(added.map((deployment_id) => ({ platform, deployment_id })));
}
