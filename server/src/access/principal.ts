// What a signed-in principal is, asked in one place. Outside access/ no code compares a role (the
// lint rule of scripts/role-comparisons.mjs): it asks these, or better a rule of lists.ts or fields.ts.
import type { AccessClaims } from '@prep/domain';
import { principalId } from './authorize';

export const isSuperAdmin = (principal: AccessClaims | undefined) => principal?.role === 'superadmin';

export const isStudent = (principal: AccessClaims) => principal.role === 'student';

/** The signed-in student's id; undefined for anyone else. */
export const studentIdOf = (principal: AccessClaims) => (isStudent(principal) ? principalId(principal) : undefined);

/** The signed-in teacher's id; undefined for anyone else. */
export const teacherIdOf = (principal: AccessClaims) =>
  principal.role === 'teacher' ? principalId(principal) : undefined;

/** The roles that keep an account of their own (its language); the super admin's stays in the browser. */
export type AccountRole = 'clientadmin' | 'teacher' | 'student';

/** The principal's account role; undefined for the super admin and an API key (which acts for its client). */
export function accountRoleOf(principal: AccessClaims): AccountRole | undefined {
  if (principal.role === 'superadmin' || principal.sub.startsWith('api-key:')) return undefined;
  return principal.role;
}
