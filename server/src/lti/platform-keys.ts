// The platform's signature on an id token (issue 29): its key set fetched through the request-forgery
// guard (fetch.ts), kept per keyset URL, and fetched again when a token names a key it lacks (the platform
// rotated its keys) but at most once every few seconds, so forged kids cannot make the tool hammer the LMS.
// jose verifies RS256 only, the issuer, the audience (and `azp` when there are several), exp and iat.
import { fill, LTI_LAUNCH_MESSAGES as M } from '@prep/domain';
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { answerJson, PlatformUnreachable, platformRequest } from './fetch';
import { LaunchRefused } from './claims';
import type { PlatformRow } from './people';

/** A key set is fetched again for an unknown kid only after this long. */
const REFETCH_AFTER_MS = 5_000;
/** Clock difference allowed between the LMS and us. */
const CLOCK_TOLERANCE_S = 60;

const sets = new Map<string, { keys: JSONWebKeySet; fetchedAt: number }>();

async function fetchKeySet(url: string, allowLocal: boolean): Promise<JSONWebKeySet> {
  let why: string;
  try {
    const answer = await platformRequest(url, { headers: { accept: 'application/json' }, allowLocal });
    if (answer.status !== 200) why = `status ${answer.status}`;
    else {
      const body = answerJson<{ keys?: unknown }>(answer, 'key set');
      if (Array.isArray(body?.keys)) {
        const keys = { keys: body.keys.filter((k) => typeof k === 'object' && k !== null) } as JSONWebKeySet;
        sets.set(url, { keys, fetchedAt: Date.now() });
        return keys;
      }
      why = 'not a key set';
    }
  } catch (error) {
    if (!(error instanceof PlatformUnreachable)) throw error;
    why = error.message;
  }
  // What the LMS answered is cached for a moment too: a down LMS is not asked again by every launch.
  throw new LaunchRefused(fill(M.keysUnreadable, { url, why }));
}

/** The key resolver of one verification: the cached set, then a fresh one when the kid is not in it. */
function keyResolver(url: string, allowLocal: boolean): JWTVerifyGetKey {
  return async (header, token) => {
    const cached = sets.get(url);
    const keys = cached?.keys ?? (await fetchKeySet(url, allowLocal));
    try {
      return await createLocalJWKSet(keys)(header, token);
    } catch (error) {
      const stale = cached !== undefined && Date.now() - cached.fetchedAt > REFETCH_AFTER_MS;
      if (!(error instanceof errors.JWKSNoMatchingKey) || !stale) throw error;
      return createLocalJWKSet(await fetchKeySet(url, allowLocal))(header, token);
    }
  };
}

/** A jose failure as the words of a refusal. */
function refusalOf(error: unknown, platform: PlatformRow): LaunchRefused {
  if (error instanceof LaunchRefused) return error;
  if (error instanceof errors.JWTExpired) return new LaunchRefused(M.tokenExpired, 401);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') {
      const issuer = typeof error.payload.iss === 'string' ? error.payload.iss : '';
      return new LaunchRefused(fill(M.wrongIssuer, { issuer: issuer.slice(0, 255), expected: platform.issuer }), 401);
    }
    if (error.claim === 'aud') return wrongAudience(error.payload.aud, platform);
    if (error.claim === 'sub') return new LaunchRefused(M.noSub, 401);
    if (error.claim === 'nonce') return new LaunchRefused(M.expired, 401);
    return new LaunchRefused(M.tokenExpired, 401);
  }
  if (error instanceof errors.JWKSNoMatchingKey)
    return new LaunchRefused(fill(M.badSignature, { why: 'no key of its key set has the id the token names' }), 401);
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new LaunchRefused(fill(M.badSignature, { why: 'the signature does not verify' }), 401);
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return new LaunchRefused(fill(M.badSignature, { why: 'it is not signed with RS256' }), 401);
  }
  if (error instanceof errors.JOSEError) return new LaunchRefused(M.notAToken, 401);
  throw error;
}

const wrongAudience = (aud: unknown, platform: PlatformRow) =>
  new LaunchRefused(
    fill(M.wrongAudience, {
      aud: (Array.isArray(aud) ? aud.join(', ') : String(aud ?? '')).slice(0, 255),
      client_id: platform.platform_client_id,
    }),
    401,
  );

/**
 * The id token's claims once its signature, issuer, audience, `azp`, exp and iat are checked against the
 * platform; a LaunchRefused saying why otherwise (an LMS that cannot be reached included: never a 5xx).
 */
export async function verifyIdToken(platform: PlatformRow, token: string, allowLocal: boolean): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyResolver(platform.keyset_url, allowLocal), {
      algorithms: ['RS256'],
      issuer: platform.issuer,
      audience: platform.platform_client_id,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['iat', 'exp', 'sub', 'nonce'],
    }));
  } catch (error) {
    throw refusalOf(error, platform);
  }
  // OpenID Connect: with several audiences `azp` names the one meant; when given it must be this tool.
  const several = Array.isArray(payload.aud) && payload.aud.length > 1;
  if ((several || payload.azp !== undefined) && payload.azp !== platform.platform_client_id) {
    throw wrongAudience(payload.azp ?? payload.aud, platform);
  }
  return payload;
}

/** Forgets every key set (tests: a platform that rotated or went down). */
export function forgetKeySets(): void {
  sets.clear();
}
