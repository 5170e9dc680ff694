// The decision itself, pure: may this principal use this permission on a record with these facts?
import type { AccessClaims } from '@prep/domain';
import { POLICY, type Permission, type Reach, type Rule } from './policy';

/**
 * What the policy needs to know of a record (or of the target of a list or a creation): whose
 * client it belongs to, which student it is about, and for tests and warm-up sets whether they are
 * granted to the principal's client or assigned to the signed-in student.
 */
export interface Facts {
  client?: number | null;
  student?: number | null;
  granted?: boolean;
  assigned?: boolean;
  /** For a teacher: whether the record (a class, or a student's) belongs to a class they teach. */
  taught?: boolean;
  /** The teacher a record is (their profile): a teacher's `self` reaches their own only. */
  teacher?: number | null;
}

/** The numeric id of the signed-in user (not for API keys, whose sub names the key). */
export const principalId = (principal: AccessClaims) => Number(principal.sub);

function reaches(principal: AccessClaims, reach: Reach, facts: Facts): boolean {
  switch (reach) {
    case 'any':
      return true;
    case 'client':
      return facts.client === undefined || (principal.client_id !== null && facts.client === principal.client_id);
    case 'self':
      // A teacher's own record must say it is theirs (fail closed); the gate ({}) only asks the role.
      if (principal.role === 'teacher')
        return (
          facts.client === undefined ||
          (facts.client === principal.client_id && facts.teacher === principalId(principal))
        );
      return (
        principal.role === 'student' &&
        (facts.student === undefined || facts.student === principalId(principal)) &&
        (facts.client === undefined || facts.client === principal.client_id)
      );
    case 'granted':
      return facts.granted !== false && reaches(principal, 'client', facts);
    case 'assigned':
      return facts.assigned !== false && reaches(principal, 'self', facts);
    case 'taught':
      // A record (its client known) must say it is taught by this teacher; the gate ({}) only asks the role.
      return (
        principal.role === 'teacher' &&
        reaches(principal, 'client', facts) &&
        (facts.client === undefined || facts.taught === true)
      );
  }
}

/** The reach of the principal's role with this permission, or undefined when the role has none. */
export function reachOf(principal: AccessClaims, permission: Permission): Reach | undefined {
  const rule: Rule = POLICY[permission];
  return rule[principal.role];
}

/**
 * True when the principal may use the permission on a record with these facts. Facts left out are
 * not checked: `{}` asks only whether the role may use the permission at all (the onRequest gate).
 */
export function allows(principal: AccessClaims, permission: Permission, facts: Facts = {}): boolean {
  const reach = reachOf(principal, permission);
  return reach !== undefined && reaches(principal, reach, facts);
}

/** True when the role's reach needs no record: the check at onRequest is the whole check. */
export const needsNoRecord = (principal: AccessClaims, permission: Permission) =>
  reachOf(principal, permission) === 'any';
