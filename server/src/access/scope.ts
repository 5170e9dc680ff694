// What a query may touch, as the access check decided it. Queries take a Scope and cannot be given
// anything else: the only way to get one is `request.authorize(...)` (or `systemScope` for start-up
// and seeding), so no query runs for a request that was not checked.
import type { AccessClaims } from '@prep/domain';
import type { Facts } from './authorize';
import { isSuperAdmin, studentIdOf } from './principal';

declare const AUTHORISED: unique symbol;

export interface Scope {
  readonly principal: AccessClaims;
  /** The client the request is about; 'all' only for the super admin when no client is named. */
  readonly client: number | 'all';
  /** The student the request is about: the signed-in student, or the student record named. */
  readonly student: number | undefined;
  readonly [AUTHORISED]: true;
}

/** The scope of an authorised request: the record's own client and student, else the principal's. */
export function scopeOf(principal: AccessClaims, facts: Facts): Scope {
  const ownClient = isSuperAdmin(principal) ? 'all' : (principal.client_id ?? 'all');
  const client = facts.client ?? ownClient;
  const student = facts.student ?? studentIdOf(principal);
  return { principal, client, student } as Scope;
}

const SYSTEM: AccessClaims = { sub: 'system', role: 'superadmin', client_id: null };

/** For the server's own work (demo data, start-up): everything, as the super admin. */
export const systemScope = (): Scope => scopeOf(SYSTEM, {});

/** The client of a scope that must name one (a client admin's own, or the one the super admin named). */
export function clientOf(scope: Scope): number | undefined {
  return scope.client === 'all' ? undefined : scope.client;
}

/** The student a scope authorised on a student's record is about; a route authorised otherwise is a bug. */
export function studentOf(scope: Scope): number {
  if (scope.student === undefined) throw new Error('the scope names no student: authorise on the student first');
  return scope.student;
}
