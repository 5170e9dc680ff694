// Who an event names as its actor: the signed-in person, a client's API key, or the server itself.
import type { AccessClaims } from '@prep/domain';

export type ActorRole = 'superadmin' | 'clientadmin' | 'teacher' | 'student' | 'api_key' | 'system';
export interface Actor {
  role: ActorRole;
  id: number | null;
}

export const SYSTEM: Actor = { role: 'system', id: null };

export function actorOf(claims: AccessClaims | undefined): Actor {
  if (!claims) return SYSTEM;
  if (claims.sub.startsWith('api-key:')) return { role: 'api_key', id: Number(claims.sub.slice(8)) };
  return { role: claims.role, id: Number(claims.sub) };
}
