import { describe, expect, it } from 'vitest';
import { checkedForRoles, roleComparisons } from './role-comparisons.mjs';

describe('the lint rule on role comparisons', () => {
  it('finds each way of comparing a role, with its line', () => {
    const sample = [
      "import { isStudent } from '../access/principal';",
      "if (scope.principal.role === 'teacher') narrow();",
      "const admin = user?.role !== 'student';",
      "if ('superadmin' == viewer.role) all();",
      'switch (principal.role) {',
      "  case 'student': break;",
      '}',
      "const staff = ['superadmin', 'clientadmin'].includes(request.user.role);",
      "const mine = who === 'clientadmin';",
    ].join('\n');
    expect(roleComparisons(sample).map((f) => f.line)).toEqual([2, 3, 4, 5, 8, 9]);
  });

  it('passes a file that asks access/ and only names or reads roles', () => {
    const sample = [
      "// A teacher (role === 'teacher') reads their classes: the comment quotes, the code asks.",
      "import { isStudent, teacherIdOf } from '../access/principal';",
      "const claims = { sub: '1', role: 'student', client_id: 3 };",
      'const label = ROLE_LABEL[caller.role];',
      'if (!isStudent(request.user)) update();',
      'await db.delete(refreshTokens).where(eq(refreshTokens.role, role));',
      "const kind = body.kind === 'teachers' ? teachers : students;",
      "const url = 'https://example.test/role'; /* role === 'x' */",
    ].join('\n');
    expect(roleComparisons(sample)).toEqual([]);
  });

  it('looks at server and domain sources, not at access/, tests or the web app', () => {
    expect(checkedForRoles('server/src/item-analysis/routes.ts')).toBe(true);
    expect(checkedForRoles('domain/src/auth.ts')).toBe(true);
    expect(checkedForRoles('server/src/access/lists.ts')).toBe(false);
    expect(checkedForRoles('server/src/account/account.test.ts')).toBe(false);
    expect(checkedForRoles('web/src/session/RequireRole.tsx')).toBe(false);
  });
});
