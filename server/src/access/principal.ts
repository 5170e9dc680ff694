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

/** The roles that may sign in with a second factor (issue 28): everyone but students. */
export type StaffRole = 'superadmin' | 'clientadmin' | 'teacher';
export const isStaffRole = (role: string): role is StaffRole =>
  role === 'superadmin' || role === 'clientadmin' || role === 'teacher';

/** A signed-in person (not an API key, which acts for its client and signs in with nothing). */
export interface Person {
  role: AccessClaims['role'];
  id: number;
}

export function personOf(principal: AccessClaims): Person | undefined {
  if (principal.sub.startsWith('api-key:')) return undefined;
  return { role: principal.role, id: principalId(principal) };
}

/** The signed-in staff member; undefined for a student and an API key. */
export function staffOf(principal: AccessClaims): (Person & { role: StaffRole }) | undefined {
  const person = personOf(principal);
  return person && isStaffRole(person.role) ? { role: person.role, id: person.id } : undefined;
}

/** A client's require_totp_for_staff reaches its admins and teachers; the super admin chooses for themself. */
export const clientMayRequireTotp = (role: string) => role === 'clientadmin' || role === 'teacher';
