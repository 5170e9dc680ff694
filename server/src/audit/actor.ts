// Who an event names as its actor: the signed-in person, a client's API key, or the server itself.
import type { AccessClaims } from '@prep/domain';
import { type SQL, sql } from 'drizzle-orm';

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

const fullName = (first: string, last: string) => sql.raw(`trim(${first} || ' ' || ${last})`);

const NAME_OF: Record<ActorRole, (id: number | null) => SQL | string> = {
  superadmin: (id) => sql`coalesce((select email from super_admins where id = ${id}), '')`,
  clientadmin: (id) =>
    sql`coalesce((select ${fullName('first_name', 'last_name')} from client_admins where client_admin_id = ${id}), '')`,
  teacher: (id) => sql`coalesce((select ${fullName('first_name', 'last_name')} from teachers where id = ${id}), '')`,
  student: (id) =>
    sql`coalesce((select ${fullName('first_name', 'last_name')} from students where student_id = ${id}), '')`,
  api_key: (id) => `API key ${id}`,
  system: () => 'System',
};

/** The actor's name as it is now (so, in the event, as it was then): one sub-select inside the insert. */
export const actorNameSql = (actor: Actor): SQL | string => NAME_OF[actor.role](actor.id);
