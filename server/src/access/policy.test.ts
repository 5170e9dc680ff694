// The access policy, walked: first the table itself (every role against every reach and tenant), then every
// route of the OpenAPI document for every principal: a role the route's row does not list is refused at the
// door (401/403), another tenant's record or another student's is refused (403/404), and an allowed read
// answers. A route added without a target below fails the test, so no route escapes it.
import type { AccessClaims } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { allows } from './authorize';
import { POLICY, type Permission, type Reach, ROLES, type Rule } from './policy';
import { targetFor, type World, world } from '../test/policy-world';

const su: AccessClaims = { sub: '1', role: 'superadmin', client_id: null };
const admin: AccessClaims = { sub: '10', role: 'clientadmin', client_id: 1 };
const student: AccessClaims = { sub: '20', role: 'student', client_id: 1 };
const teacher: AccessClaims = { sub: '40', role: 'teacher', client_id: 1 };

describe('the policy table', () => {
  // The teacher teaches the own student's class, not the other student's; `teacher` names whose profile a
  // record is (a teacher's `self`): the own record is the teacher's, the others another teacher's.
  const own = { client: 1, student: 20, granted: true, assigned: true, taught: true, teacher: 40 };
  const otherClient = { client: 2, student: 30, granted: false, assigned: false, taught: false, teacher: 50 };
  const otherStudent = { client: 1, student: 21, granted: true, assigned: false, taught: false, teacher: 41 };

  it.each(Object.keys(POLICY) as Permission[])('%s: each role reaches exactly what its row says', (permission) => {
    const rule: Rule = POLICY[permission];
    for (const principal of [su, admin, teacher, student]) {
      const reach = rule[principal.role];
      if (reach === undefined) {
        expect(allows(principal, permission), `${principal.role} has no row`).toBe(false);
        continue;
      }
      const expected: Record<Reach, [boolean, boolean, boolean]> = {
        any: [true, true, true],
        client: [true, false, true],
        self: [true, false, false],
        granted: [true, false, true],
        assigned: [true, false, false],
        taught: [true, false, false],
      };
      const [mine, theirs, sibling] = expected[reach];
      expect(allows(principal, permission, own), `${principal.role} on its own`).toBe(mine);
      expect(allows(principal, permission, otherClient), `${principal.role} on another client's`).toBe(theirs);
      expect(allows(principal, permission, otherStudent), `${principal.role} on another student's`).toBe(sibling);
    }
  });

  it('gives every role a reach it can use', () => {
    for (const rule of Object.values(POLICY) as Rule[]) {
      for (const role of ROLES) {
        const reach = rule[role];
        if (role === 'superadmin' && reach) expect(reach).toBe('any');
        if (role === 'student' && reach) expect(['any', 'client', 'self', 'assigned']).toContain(reach);
        if (role === 'teacher' && reach) expect(['any', 'client', 'granted', 'taught', 'self']).toContain(reach);
      }
    }
  });
});

interface Operation {
  'x-access'?: { permission: string; roles?: Rule };
}

let t: TestApp;
let w: World;
let operations: Array<{ method: string; path: string; operation: Operation }>;

beforeAll(async () => {
  t = await startTestApp();
  w = await world(t);
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  operations = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => t.close());

type Principal = keyof World['headers'];

/** What the policy says of a principal on tenant A's record (or list, when the route names no record). */
function expectation(rule: Rule, principal: Principal, aboutRecord: boolean): 'door' | 'tenant' | 'allowed' {
  if (principal === 'anonymous') return 'door';
  const role =
    principal === 'superadmin'
      ? 'superadmin'
      : principal.startsWith('admin')
        ? 'clientadmin'
        : principal.startsWith('teacher')
          ? 'teacher'
          : 'student';
  const reach = rule[role];
  if (reach === undefined) return 'door';
  if (reach === 'any' || !aboutRecord) return 'allowed';
  const mine: Record<Principal, boolean> = {
    anonymous: false,
    superadmin: true,
    adminA: reach !== 'self' && reach !== 'assigned',
    adminB: false,
    // teacherA teaches tenant A's class; teacherA2 another class of A: the client's records, not that class.
    teacherA: true,
    teacherA2: reach === 'client' || reach === 'granted',
    studentA: true,
    studentA2: reach === 'client' || reach === 'granted',
    studentB: false,
  };
  return mine[principal] ? 'allowed' : 'tenant';
}

describe('every route of the OpenAPI document', () => {
  it('names a row of the policy, and refuses every principal the row does not let in', async () => {
    const problems: string[] = [];
    for (const { method, path, operation } of operations) {
      const access = operation['x-access'];
      if (!access) {
        problems.push(`${method} ${path}: no x-access (config.access)`);
        continue;
      }
      if (!access.roles) continue; // public
      const target = targetFor(w, method, path);
      if (!target) {
        problems.push(`${method} ${path}: add its target to server/src/test/policy-world.ts`);
        continue;
      }
      for (const principal of Object.keys(w.headers) as Principal[]) {
        const expected = expectation(access.roles, principal, target.aboutRecord);
        // Allowed writes are the features' own tests; here they would change the world the other checks read.
        if (expected === 'allowed' && method !== 'GET') continue;
        const res = await t.app.inject({
          method: method as 'GET',
          url: target.url,
          headers: { ...w.headers[principal], ...(target.contentType ? { 'content-type': target.contentType } : {}) },
          payload: target.body as string | object | undefined,
        });
        const ok =
          expected === 'door'
            ? res.statusCode === (principal === 'anonymous' ? 401 : 403)
            : expected === 'tenant'
              ? res.statusCode === 403 || res.statusCode === 404
              : res.statusCode >= 200 && res.statusCode < 300;
        if (!ok) problems.push(`${method} ${path} as ${principal}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
