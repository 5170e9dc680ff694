// The tool's access tokens for a platform's services (issue 29, LTI Advantage security): the OAuth 2 client
// credentials grant with a client assertion (a JWT signed by the tool's key: iss = sub = the client id the
// platform gave the tool, aud = the platform's token endpoint). A token is kept per platform and scope until
// shortly before it expires (a score a second would otherwise cost a token request each); a 401 from a
// service drops it (`forgetToken`) so the next request gets a fresh one.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { answerJson, PlatformUnreachable, platformRequest } from './fetch';
import { signToolJwt } from './keys';

export const SCOPES = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

/** What a token request needs of the platform's registration. */
export interface TokenPlatform {
  id: number;
  platform_client_id: string;
  auth_token_url: string;
}

/** How the tool reaches a platform: its database (the signing key), the key's secret, the local switch. */
export interface ToolContext {
  db: Db;
  secret: string;
  allowLocal: boolean;
}

/** A token is dropped this long before the platform said it expires (clocks differ, requests take time). */
const MARGIN_MS = 60_000;

// Per database (the tests run several apps in one process, each with its own platforms numbered from 1).
const cache = new WeakMap<Db, Map<string, { token: string; expires: number }>>();
const keyOf = (platform: number, scope: string) => `${platform} ${scope}`;

/** The token endpoint refused or answered something unusable: `status` is its HTTP status (0: none). */
export class TokenRefused extends PlatformUnreachable {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** An access token for `scope` on the platform, from the cache or the platform's token endpoint. */
export async function accessToken(tool: ToolContext, platform: TokenPlatform, scope: string, now = Date.now()) {
  const tokens = cache.get(tool.db) ?? new Map();
  cache.set(tool.db, tokens);
  const kept = tokens.get(keyOf(platform.id, scope));
  if (kept && kept.expires > now) return kept.token;
  const assertion = await signToolJwt(
    tool.db,
    tool.secret,
    {
      iss: platform.platform_client_id,
      sub: platform.platform_client_id,
      aud: platform.auth_token_url,
      jti: randomUUID(),
    },
    300,
  );
  const answer = await platformRequest(platform.auth_token_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }).toString(),
    allowLocal: tool.allowLocal,
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw new TokenRefused(
      `The platform's token endpoint refused the tool (status ${answer.status}): ${platformWords(answer.body)}`,
      answer.status,
    );
  }
  const body = answerJson<{ access_token?: unknown; expires_in?: unknown }>(answer, "platform's token endpoint");
  if (typeof body?.access_token !== 'string' || body.access_token === '') {
    throw new TokenRefused("The platform's token endpoint answered no access token.", answer.status);
  }
  const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
  tokens.set(keyOf(platform.id, scope), { token: body.access_token, expires: now + seconds * 1000 - MARGIN_MS });
  return body.access_token;
}

/** Drops the kept token (a service answered 401: it expired early or was revoked). */
export function forgetToken(db: Db, platform: number, scope: string): void {
  cache.get(db)?.delete(keyOf(platform, scope));
}

/** What a platform said, as a person can read it: an OAuth error's description, else its text, cut short. */
export function platformWords(body: string): string {
  let text = body.trim();
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const said = [parsed.error_description, parsed.message, parsed.reason, parsed.error].find(
      (value) => typeof value === 'string' && value.trim() !== '',
    );
    if (typeof said === 'string') text = said;
  } catch {
    // Not JSON: its text as it came.
  }
  text = text.replace(/\s+/g, ' ');
  return (text || '(no explanation given)').slice(0, 500);
}
