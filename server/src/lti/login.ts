// The OpenID Connect third-party login that starts every launch (LTI 1.3 Core §5.1.1): the platform names
// itself (issuer, and its client id when it sends one), the tool keeps a state and a nonce on the server
// for a few minutes (the state hashed: the table alone replays nothing), gives the browser the state in a
// cookie, and sends it to the platform's authorization endpoint, which posts the id token to /lti/launch.
import { createHash, randomBytes } from 'node:crypto';
import { fill, type Language, LTI_LAUNCH_MESSAGES as M } from '@prep/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, ltiLaunchStates, ltiPlatforms } from '../db/schema/index';
import { LaunchRefused } from './claims';
import type { PlatformRow } from './people';

/** How long a login's state and nonce wait for the launch. */
export const STATE_TTL_MS = 5 * 60_000;

export const stateHash = (state: string) => createHash('sha256').update(state).digest('hex');

/** The cookie of one login: its name carries part of the state's hash, so two launches at once keep theirs. */
export const stateCookieName = (state: string) => `lti_state_${stateHash(state).slice(0, 16)}`;

/** The parameters of a login initiation (query of a GET, form of a POST). */
export interface LoginParams {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

/** A platform with its client's language, for the pages that speak to its people. */
export type PlatformWithLanguage = PlatformRow & { language: Language };

/** The platform the login names: by issuer and client id; without a client id, the issuer's only one. */
export async function platformOfLogin(
  db: Db,
  issuer: string,
  clientId: string | undefined,
): Promise<PlatformWithLanguage> {
  const rows = await db
    .select({ platform: ltiPlatforms, language: clients.default_language })
    .from(ltiPlatforms)
    .innerJoin(clients, eq(clients.client_id, ltiPlatforms.client))
    .where(
      and(
        eq(ltiPlatforms.issuer, issuer),
        clientId === undefined ? undefined : eq(ltiPlatforms.platform_client_id, clientId),
      ),
    )
    .limit(2);
  if (rows.length === 0) {
    throw new LaunchRefused(
      clientId === undefined
        ? fill(M.issuerNotRegistered, { issuer })
        : fill(M.notRegistered, { issuer, client_id: clientId }),
    );
  }
  if (rows.length > 1) throw new LaunchRefused(fill(M.clientIdNeeded, { issuer }));
  return { ...rows[0]!.platform, language: rows[0]!.language };
}

/** A parameter as sent: a non-empty text without NUL bytes, at most `max` long. */
function param(params: LoginParams, name: keyof LoginParams, max = 2000): string | undefined {
  const value = params[name];
  if (typeof value !== 'string' || value === '' || value.length > max || value.includes('\0')) return undefined;
  return value;
}

/**
 * Starts a launch: keeps its state and nonce, and answers the platform's authorization address with them
 * (the browser is sent there), the state for the cookie, and the platform.
 */
export async function startLogin(
  db: Db,
  params: LoginParams,
  redirectUri: string,
): Promise<{ location: string; state: string; platform: PlatformWithLanguage }> {
  const required = (name: 'iss' | 'login_hint' | 'target_link_uri') => {
    const value = param(params, name);
    if (value === undefined) throw new LaunchRefused(fill(M.loginIncomplete, { name }));
    return value;
  };
  const issuer = required('iss');
  const loginHint = required('login_hint');
  const target = required('target_link_uri');
  const platform = await platformOfLogin(db, issuer, param(params, 'client_id', 255));
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  const now = Date.now();
  // Expired states go as new ones come: the table holds minutes of logins.
  await db.delete(ltiLaunchStates).where(lt(ltiLaunchStates.expires_at, new Date(now)));
  await db.insert(ltiLaunchStates).values({
    state_hash: stateHash(state),
    nonce,
    platform: platform.id,
    target_link_uri: target,
    expires_at: new Date(now + STATE_TTL_MS),
  });
  const location = new URL(platform.auth_login_url);
  const query: Record<string, string | undefined> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.platform_client_id,
    redirect_uri: redirectUri,
    login_hint: loginHint,
    lti_message_hint: param(params, 'lti_message_hint'),
    state,
    nonce,
  };
  for (const [name, value] of Object.entries(query)) if (value !== undefined) location.searchParams.set(name, value);
  return { location: location.toString(), state, platform };
}

/**
 * Spends a state (one statement: of two launches with it, one gets it): its nonce and platform, or a
 * refusal when there is none, it has expired, or it was used.
 */
export async function consumeState(db: Db, state: string): Promise<{ nonce: string; platform: number }> {
  const [row] = await db
    .delete(ltiLaunchStates)
    .where(eq(ltiLaunchStates.state_hash, stateHash(state)))
    .returning({
      nonce: ltiLaunchStates.nonce,
      platform: ltiLaunchStates.platform,
      expires: ltiLaunchStates.expires_at,
    });
  if (!row || row.expires.getTime() <= Date.now()) throw new LaunchRefused(M.expired, 401);
  return { nonce: row.nonce, platform: row.platform };
}

/** The platform of a state not yet spent (the cookie fallback's check), or undefined. */
export async function platformOfState(db: Db, state: string): Promise<number | undefined> {
  const [row] = await db
    .select({ platform: ltiLaunchStates.platform, expires: ltiLaunchStates.expires_at })
    .from(ltiLaunchStates)
    .where(eq(ltiLaunchStates.state_hash, stateHash(state)));
  return row && row.expires.getTime() > Date.now() ? row.platform : undefined;
}
