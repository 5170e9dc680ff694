// The checks of a launch that need nothing but its verified claims (issue 29): the deployment, the LTI
// version, the message type, the roles, and the parts each message must carry. A refusal names its reason
// in words an LMS administrator can act on (domain LTI_LAUNCH_MESSAGES), and the launch creates nothing.
import { fill, type Language, LTI_LAUNCH_MESSAGES as M, type Text } from '@prep/domain';
import { lmsText } from './people';
import { isInstructor, personKind } from './roles';

export const LTI_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
export const DL_SETTINGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings';

/** A launch refused: `text` says why (a message, translated on the page), `status` 400 or 401. */
export class LaunchRefused extends Error {
  /** The language of the page that says it: the client's once the platform is known. */
  language: Language = 'en';
  constructor(
    readonly text: Text,
    readonly status: 400 | 401 = 400,
  ) {
    super(typeof text === 'string' ? text : text.key);
  }
}

/** What a launch is about, read from its claims once they are checked. */
export interface LaunchClaims {
  sub: string;
  kind: 'student' | 'teacher';
  messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  deploymentId: string;
  person: { sub: string; roles: string[]; given_name?: string; family_name?: string; name?: string; email?: string };
  context?: { id: string; title?: string; label?: string; memberships_url?: string };
  resourceLink?: { id: string; title: string };
  /** AGS: the gradebook column of the resource link, when the platform gives one. */
  lineitem?: string;
  custom: Record<string, string>;
  deepLinking?: { returnUrl: string; data: string | null };
  /** The origins of the LMS's own pages the launch names (its return URLs): they may frame the tool. */
  frameOrigins: string[];
}

/** The origin of an http(s) address the LMS gave, or undefined. */
function pageOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const missing = (claim: string) => new LaunchRefused(fill(M.claimMissing, { claim }));

/** An id of the LMS kept as it came: at most 255 characters, no NUL byte. */
function idOf(value: unknown, claim: string): string {
  const id = str(value);
  if (id === undefined || id.length > 255 || id.includes('\0')) throw missing(claim);
  return id;
}

/** An address the tool will post or fetch to: http(s) only (fetch.ts checks where it points). */
function urlOf(value: unknown, claim: string): string {
  const text = str(value);
  if (text === undefined || text.length > 2000) throw missing(claim);
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw missing(claim);
    return url.toString();
  } catch {
    throw missing(claim);
  }
}

/**
 * Checks a verified id token's claims against the registration: its deployment among `deployments`,
 * version 1.3.0, a known message type, roles this tool knows, and what the message type requires.
 */
export function checkLaunchClaims(payload: Record<string, unknown>, deployments: readonly string[]): LaunchClaims {
  const claim = (name: string) => payload[`${LTI_CLAIM}${name}`];
  const version = claim('version');
  if (version !== '1.3.0') throw new LaunchRefused(fill(M.wrongVersion, { version: lmsText(String(version ?? '')) }));
  const messageType = claim('message_type');
  if (messageType !== 'LtiResourceLinkRequest' && messageType !== 'LtiDeepLinkingRequest') {
    throw new LaunchRefused(fill(M.wrongMessageType, { type: lmsText(String(messageType ?? '')) }));
  }
  const deploymentId = idOf(claim('deployment_id'), 'deployment_id');
  if (!deployments.includes(deploymentId))
    throw new LaunchRefused(fill(M.unknownDeployment, { deployment: deploymentId }));
  const sub = str(payload.sub);
  if (sub === undefined || sub.length > 255 || sub.includes('\0')) throw new LaunchRefused(M.noSub);
  const roles = Array.isArray(claim('roles')) ? (claim('roles') as unknown[]).filter((r) => typeof r === 'string') : [];
  const kind = personKind(roles);
  if (kind === null) throw new LaunchRefused(M.unknownRole, 401);

  const contextClaim = record(claim('context'));
  const nrps = record(payload[NRPS_CLAIM]);
  const context = contextClaim && {
    id: idOf(contextClaim.id, 'context'),
    title: str(contextClaim.title),
    label: str(contextClaim.label),
    memberships_url:
      nrps && str(nrps.context_memberships_url) ? urlOf(nrps.context_memberships_url, 'namesroleservice') : undefined,
  };
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(record(claim('custom')) ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') custom[key] = lmsText(String(value));
  }
  const person = {
    sub,
    roles: roles as string[],
    given_name: str(payload.given_name),
    family_name: str(payload.family_name),
    name: str(payload.name),
    email: str(payload.email),
  };
  const settings = record(payload[DL_SETTINGS_CLAIM]);
  const returnUrls = [record(claim('launch_presentation'))?.return_url, settings?.deep_link_return_url];
  const frameOrigins = [...new Set(returnUrls.map(pageOrigin).filter((o): o is string => o !== undefined))];
  const common = { sub, kind, deploymentId, person, context, custom, frameOrigins } as const;
  if (messageType === 'LtiDeepLinkingRequest') {
    if (!isInstructor(roles)) throw new LaunchRefused(M.deepLinkTeacher, 401);
    if (!settings) throw missing('deep_linking_settings');
    const data = typeof settings.data === 'string' ? settings.data.replace(/\0/g, '').slice(0, 4096) : null;
    return {
      ...common,
      messageType,
      deepLinking: { returnUrl: urlOf(settings.deep_link_return_url, 'deep_link_return_url'), data },
    };
  }
  const link = record(claim('resource_link'));
  if (!link) throw missing('resource_link');
  const ags = record(payload[AGS_CLAIM]);
  return {
    ...common,
    messageType,
    resourceLink: { id: idOf(link.id, 'resource_link'), title: lmsText(link.title) },
    lineitem: ags && str(ags.lineitem) ? urlOf(ags.lineitem, 'endpoint') : undefined,
  };
}
