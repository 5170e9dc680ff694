// LTI registrations (issue 29): adding, changing and removing the LMSs a client connects, each with its
// audit event in the change's transaction. A platform is found by issuer and client id together, across
// every client: the unique index decides a clash (two requests at once included), answered as a 400
// naming the field, never a database error.
import {
  LTI_PLATFORM_MESSAGES,
  type LtiPlatform,
  type LtiPlatformBody,
  type LtiToolUrls,
  type MessageAnswer,
  PERSON_MESSAGES,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import type { AuditEvent } from '../audit/record';
import { audit, changesOf } from '../audit/record';
import { checkedProgram } from '../classrooms/service';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { NO_SUCH_CLIENT } from '../imports/import';
import { badRequest } from '../plugins/errors';
import {
  clientExists,
  deletePlatform,
  findPlatform,
  insertPlatform,
  type PlatformFields,
  type PlatformRow,
  replaceDeployments,
  updatePlatform,
} from './platform-queries';

const fail = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** The issuer and client id another platform already has (the unique index refused them). */
const asTaken = (error: unknown): never => {
  if (uniqueViolation(error) !== undefined) throw fail('client_id', LTI_PLATFORM_MESSAGES.taken);
  throw error;
};

/**
 * The addresses to paste into the LMS. Deep linking uses the launch URL: LTI 1.3 tools commonly take
 * LtiDeepLinkingRequest at the same redirect URL as a resource link's launch, telling them apart by the
 * message type.
 */
export const toolUrls = (publicUrl: string): LtiToolUrls => ({
  login_url: `${publicUrl}/lti/login`,
  launch_url: `${publicUrl}/lti/launch`,
  jwks_url: `${publicUrl}/lti/jwks`,
  deep_link_url: `${publicUrl}/lti/launch`,
});

export const platformAnswer = (row: PlatformRow, publicUrl: string): LtiPlatform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  client_id: row.client_id,
  deployment_ids: row.deployment_ids,
  auth_login_url: row.auth_login_url,
  auth_token_url: row.auth_token_url,
  keyset_url: row.keyset_url,
  program: row.program,
  client: row.client,
  created_at: row.createdAt.toISOString(),
  tool: toolUrls(publicUrl),
});

/** A platform's own fields, out of a record or a body that holds more. */
const ownFields = (source: PlatformFields): PlatformFields => ({
  name: source.name,
  issuer: source.issuer,
  client_id: source.client_id,
  auth_login_url: source.auth_login_url,
  auth_token_url: source.auth_token_url,
  keyset_url: source.keyset_url,
  program: source.program,
});

/** What an audit event compares: the platform's fields with its deployments, never our ids. */
const audited = (source: PlatformFields, deploymentIds: readonly string[]) => ({
  ...ownFields(source),
  deployment_ids: [...deploymentIds].sort(),
});

const platformEvent = (
  action: string,
  p: { id: number; client: number; name: string; issuer: string },
  changes: AuditEvent['changes'],
): AuditEvent => ({
  action,
  client: p.client,
  subject: { type: 'lti_platform', id: p.id, label: p.name || p.issuer },
  changes,
});

const fieldsOf = (body: LtiPlatformBody, program: string): PlatformFields => ownFields({ ...body, program });

async function answerOf(db: Db, id: number, publicUrl: string): Promise<LtiPlatform> {
  const row = await findPlatform(db, id);
  if (!row) throw new Error(`platform ${id} vanished after its write`);
  return platformAnswer(row, publicUrl);
}

/** The client a new platform is for: the scope's (a super admin must name one that exists). */
async function creationClient(db: Db, scope: Scope): Promise<number> {
  if (scope.client === 'all') throw fail('client', PERSON_MESSAGES.selectClient);
  if (!(await clientExists(db, scope.client))) throw fail('client', NO_SUCH_CLIENT);
  return scope.client;
}

export async function addPlatform(db: Db, scope: Scope, body: LtiPlatformBody, publicUrl: string) {
  const client = await creationClient(db, scope);
  const fields = fieldsOf(body, await checkedProgram(db, body.program));
  const id = await db
    .transaction(async (tx) => {
      const created = await insertPlatform(tx, client, fields);
      await replaceDeployments(tx, created, body.deployment_ids);
      const changes = changesOf(null, audited(fields, body.deployment_ids));
      await audit(tx, platformEvent('lti_platform.created', { id: created, client, ...fields }, changes));
      return created;
    })
    .catch(asTaken);
  return answerOf(db, id, publicUrl);
}

/** The whole record; its deployments become those sent. A platform stays with its client. */
export async function changePlatform(db: Db, record: PlatformRow, body: LtiPlatformBody, publicUrl: string) {
  if (body.client !== undefined && body.client !== record.client)
    throw fail('client', LTI_PLATFORM_MESSAGES.clientFixed);
  const fields = fieldsOf(body, await checkedProgram(db, body.program));
  await db
    .transaction(async (tx) => {
      await updatePlatform(tx, record.id, fields);
      await replaceDeployments(tx, record.id, body.deployment_ids);
      const before = audited(record, record.deployment_ids);
      const changes = changesOf(before, audited(fields, body.deployment_ids), Object.keys(before));
      await audit(tx, platformEvent('lti_platform.updated', record, changes));
    })
    .catch(asTaken);
  return answerOf(db, record.id, publicUrl);
}

export async function removePlatform(db: Db, record: PlatformRow): Promise<MessageAnswer> {
  await db.transaction(async (tx) => {
    await deletePlatform(tx, record.id);
    const before = audited(record, record.deployment_ids);
    await audit(tx, platformEvent('lti_platform.deleted', record, changesOf(before, null)));
  });
  return { message: LTI_PLATFORM_MESSAGES.deleted };
}
