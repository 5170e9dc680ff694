import { ROLES, type AccessClaims, type Role } from '@prep/domain';

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/**
 * Reads the claims of an access token without verifying it: the browser only uses them to pick
 * screens, and the server verifies the signature on every call.
 */
export function decodeAccessClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>;
    if (!isRole(claims.role) || typeof claims.sub !== 'string') return null;
    const clientId = typeof claims.client_id === 'number' ? claims.client_id : null;
    // A session that may only set up two-factor sign-in (issue 28) shows that screen in place of its area.
    return {
      sub: claims.sub,
      role: claims.role,
      client_id: clientId,
      ...(claims.enrol === true ? { enrol: true } : {}),
    };
  } catch {
    return null;
  }
}
